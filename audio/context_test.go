package audio_test

import (
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ninemen/morris/audio"
)

var errNoCard = errors.New("no sound card here")

// fakeDevice stands in for the system's device: it can be ready or not,
// fail from a given moment, panic when asked to play, and it records every
// voice it was given.
type fakeDevice struct {
	ready chan struct{}

	mu          sync.Mutex
	failing     bool // Err reports errNoCard
	failAfter   int  // when not 0, Err reports errNoCard once this many voices played
	panicOnPlay bool
	hold        bool // playbacks keep playing until release
	voices      []*audio.Voice
	playbacks   []*fakePlayback
}

func newFakeDevice(ready bool) *fakeDevice {
	d := &fakeDevice{ready: make(chan struct{})}
	if ready {
		close(d.ready)
	}
	return d
}

func (d *fakeDevice) open() (audio.Device, error) { return d, nil }

func (d *fakeDevice) Ready() <-chan struct{} { return d.ready }

func (d *fakeDevice) Err() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.failing || d.failAfter > 0 && len(d.voices) >= d.failAfter {
		return errNoCard
	}
	return nil
}

func (d *fakeDevice) Play(v *audio.Voice) (audio.Playback, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.panicOnPlay {
		panic("the driver fell over")
	}
	p := &fakePlayback{playing: true}
	if !d.hold {
		p.playing = false // done at once, as if very short
	}
	d.voices = append(d.voices, v)
	d.playbacks = append(d.playbacks, p)
	return p, nil
}

func (d *fakeDevice) played() []*audio.Voice {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]*audio.Voice(nil), d.voices...)
}

func (d *fakeDevice) release() {
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, p := range d.playbacks {
		p.mu.Lock()
		p.playing = false
		p.mu.Unlock()
	}
}

type fakePlayback struct {
	mu      sync.Mutex
	playing bool
	stopped bool
}

func (p *fakePlayback) IsPlaying() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.playing
}

func (p *fakePlayback) Stop() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.stopped = true
}

func (p *fakePlayback) wasStopped() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.stopped
}

// settle waits for c to leave Starting: for its goroutines to render the
// sounds and see the device, given a margin no busy machine uses up.
func settle(t *testing.T, c *audio.Context) {
	t.Helper()
	select {
	case <-c.Settled():
	case <-time.After(30 * time.Second):
		t.Fatalf("still %v after 30 s", c.State())
	}
}

// running returns a Context on d, settled and running.
func running(t *testing.T, d *fakeDevice, opts audio.Options) *audio.Context {
	t.Helper()
	opts.Open = d.open
	c := audio.New(opts)
	t.Cleanup(c.Close)
	settle(t, c)
	if ok, why := c.Status(); !ok {
		t.Fatalf("not available: %q", why)
	}
	return c
}

func TestNoDeviceMeansSilenceWithAReason(t *testing.T) {
	opens := map[string]func() (audio.Device, error){
		"open fails":         func() (audio.Device, error) { return nil, errNoCard },
		"open panics":        func() (audio.Device, error) { panic("no driver") },
		"open gives nothing": func() (audio.Device, error) { return nil, nil },
		"ready, then an error": func() (audio.Device, error) {
			d := newFakeDevice(true)
			d.failing = true
			return d, nil
		},
	}
	for name, open := range opens {
		t.Run(name, func(t *testing.T) {
			c := audio.New(audio.Options{Open: open})
			defer c.Close()
			settle(t, c)
			ok, why := c.Status()
			if ok || c.State() != audio.Unavailable {
				t.Fatalf("Status = %v, %q; State %v", ok, why, c.State())
			}
			if why != "Sound unavailable: no audio device found" {
				t.Errorf("reason %q", why)
			}
			if c.Cause() == nil {
				t.Error("no cause kept for the log")
			}
			for _, s := range audio.Sounds() {
				c.Play(s)
			}
			c.SetMuted(true)
			c.SetMuted(false)
			if ok, _ := c.Status(); ok {
				t.Error("available after playing")
			}
		})
	}
}

func TestStartingUntilTheDeviceIsReady(t *testing.T) {
	d := newFakeDevice(false)
	c := audio.New(audio.Options{Open: d.open})
	defer c.Close()
	ok, why := c.Status()
	if ok || c.State() != audio.Starting || !strings.Contains(why, "starting") {
		t.Fatalf("Status = %v, %q; State %v", ok, why, c.State())
	}
	c.Play(audio.Place)
	if n := len(d.played()); n != 0 {
		t.Fatalf("%d voices played before the device was ready; want them dropped, not queued", n)
	}
	close(d.ready)
	settle(t, c)
	if ok, why := c.Status(); !ok || why != "" {
		t.Fatalf("Status = %v, %q after ready", ok, why)
	}
	c.Play(audio.Place)
	if got := d.played(); len(got) != 1 || got[0].Sound() != audio.Place {
		t.Fatalf("played %v", got)
	}
}

// The case that made us own the device: it works for a while, then fails.
// The Context must notice by itself, without a Play to trip over it.
func TestDeviceFailingLaterTurnsSilent(t *testing.T) {
	d := newFakeDevice(true)
	c := running(t, d, audio.Options{PollInterval: 50 * time.Millisecond})
	c.Play(audio.Place)
	if n := len(d.played()); n != 1 {
		t.Fatalf("%d voices before the failure, want 1", n)
	}
	d.mu.Lock()
	d.failing = true
	d.mu.Unlock()
	// The watcher's next check finds it; State does not check.
	eventually(t, "unavailable", func() bool { return c.State() != audio.Running })
	ok, why := c.Status()
	if ok || why != "Sound unavailable: the audio device stopped working" {
		t.Fatalf("Status = %v, %q", ok, why)
	}
	if !errors.Is(c.Cause(), errNoCard) {
		t.Errorf("Cause = %v", c.Cause())
	}
	c.Play(audio.Mill)
	if n := len(d.played()); n != 1 {
		t.Errorf("%d voices after the failure, want still 1", n)
	}
}

func TestPlayNoticesAFailureAtOnce(t *testing.T) {
	d := newFakeDevice(true)
	c := running(t, d, audio.Options{PollInterval: time.Hour})
	d.mu.Lock()
	d.failing = true
	d.mu.Unlock()
	c.Play(audio.Place)
	if n := len(d.played()); n != 0 {
		t.Errorf("played on a failed device")
	}
	if c.State() != audio.Unavailable {
		t.Errorf("State %v", c.State())
	}
}

func TestPanickingDeviceDoesNotPanicTheGame(t *testing.T) {
	d := newFakeDevice(true)
	c := running(t, d, audio.Options{})
	d.mu.Lock()
	d.panicOnPlay = true
	d.mu.Unlock()
	c.Play(audio.Win)
	if ok, why := c.Status(); ok || why == "" {
		t.Errorf("Status = %v, %q after the device panicked", ok, why)
	}
	c.Play(audio.Win)
}

func TestMuting(t *testing.T) {
	d := newFakeDevice(true)
	d.hold = true
	c := running(t, d, audio.Options{Muted: true})
	if !c.Muted() {
		t.Fatal("Options.Muted not kept")
	}
	c.Play(audio.Place)
	if n := len(d.played()); n != 0 {
		t.Fatalf("%d voices while muted", n)
	}
	if c.SetMuted(false); c.Muted() {
		t.Fatal("SetMuted(false) did not unmute")
	}
	c.Play(audio.Place)
	c.Play(audio.Slide)
	if n := len(d.played()); n != 2 {
		t.Fatalf("%d voices, want 2", n)
	}
	// Muting fades out what is playing.
	if c.SetMuted(true); !c.Muted() {
		t.Fatal("SetMuted(true) did not mute")
	}
	for i, p := range d.playbacks {
		if !p.wasStopped() {
			t.Errorf("voice %d not stopped by muting", i)
		}
	}
	if ok, _ := c.Status(); !ok {
		t.Error("muting made the device unavailable")
	}
	c.SetMuted(false)
	c.Play(audio.Click)
	if n := len(d.played()); n != 3 {
		t.Fatalf("%d voices, want 3", n)
	}
}

func TestVoicesAreCappedAndReleased(t *testing.T) {
	d := newFakeDevice(true)
	d.hold = true
	c := running(t, d, audio.Options{MaxVoices: 3})
	for range 10 {
		c.Play(audio.Place)
	}
	if n := len(d.played()); n != 3 {
		t.Fatalf("%d voices at once, want the cap of 3", n)
	}
	d.release()
	c.Play(audio.Place)
	if n := len(d.played()); n != 4 {
		t.Fatalf("%d voices after the first three finished, want 4", n)
	}
}

func TestEachPlayVariesALittle(t *testing.T) {
	d := newFakeDevice(true)
	c := running(t, d, audio.Options{Seed: 9})
	for range 40 {
		c.Play(audio.Place)
		c.Play(audio.Win)
	}
	pitches := map[float64]bool{}
	for _, v := range d.played() {
		limit := 0.05
		if v.Sound() == audio.Win {
			limit = 0.01 // music stays in tune
		}
		if p := v.Pitch(); p < 1-limit || p > 1+limit {
			t.Errorf("%v at pitch %.4f", v.Sound(), p)
		}
		if g := v.Gain(); g < 0.95 || g > 1.05 {
			t.Errorf("%v at gain %.4f", v.Sound(), g)
		}
		pitches[v.Pitch()] = true
	}
	if len(pitches) < 40 {
		t.Errorf("only %d different pitches in 80 plays", len(pitches))
	}

	// The same seed, the same sequence.
	d2 := newFakeDevice(true)
	c2 := running(t, d2, audio.Options{Seed: 9})
	for range 40 {
		c2.Play(audio.Place)
		c2.Play(audio.Win)
	}
	a, b := d.played(), d2.played()
	for i := range a {
		if a[i].Pitch() != b[i].Pitch() || a[i].Gain() != b[i].Gain() {
			t.Fatalf("play %d differs between two contexts with one seed", i)
		}
	}
}

func TestPlayIgnoresWhatIsNotASound(t *testing.T) {
	d := newFakeDevice(true)
	c := running(t, d, audio.Options{})
	c.Play(audio.Place)
	c.Play(audio.Sound(99))
	c.Play(audio.Sound(-1))
	c.Play(audio.Click)
	got := d.played()
	if len(got) != 2 || got[0].Sound() != audio.Place || got[1].Sound() != audio.Click {
		t.Fatalf("%d voices, want Place and Click", len(got))
	}
}

func TestCloseSilences(t *testing.T) {
	d := newFakeDevice(true)
	d.hold = true
	c := running(t, d, audio.Options{})
	c.Play(audio.Place)
	c.Close()
	c.Close()
	c.Play(audio.Place)
	if n := len(d.played()); n != 1 {
		t.Errorf("%d voices, want 1", n)
	}
	if p := d.playbacks[0]; !p.wasStopped() {
		t.Error("Close left a voice sounding")
	}

	// Closing while the device is still starting releases anyone waiting.
	c2 := audio.New(audio.Options{Open: newFakeDevice(false).open})
	c2.Close()
	settle(t, c2)
}

// Scenes play sounds from the game loop while the settings read the status
// and the M key mutes; run under -race.
func TestConcurrentUse(t *testing.T) {
	d := newFakeDevice(true)
	c := running(t, d, audio.Options{PollInterval: 5 * time.Millisecond, MaxVoices: 4})
	// The device fails while the goroutines play, and they must not
	// notice: once it has played a voice, which the first Play does
	// before any goroutine mutes, however they are scheduled.
	d.mu.Lock()
	d.failAfter = 1
	d.mu.Unlock()
	var wg sync.WaitGroup
	for g := range 16 {
		wg.Go(func() {
			for i := range 200 {
				s := audio.Sounds()[(g+i)%len(audio.Sounds())]
				c.Play(s)
				switch i % 50 {
				case 0:
					c.SetMuted(i%100 == 0)
				case 10:
					c.Status()
				case 20:
					c.State()
					c.Muted()
				}
				if i%40 == 0 {
					time.Sleep(time.Millisecond)
				}
			}
		})
	}
	wg.Go(func() {
		for range 20 {
			d.release()
			time.Sleep(2 * time.Millisecond)
		}
	})
	wg.Wait()
	if len(d.played()) == 0 {
		t.Error("nothing played before the device failed")
	}
	if ok, _ := c.Status(); ok {
		t.Error("still available after the device failed")
	}
}
