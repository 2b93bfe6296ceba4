package audio_test

import (
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/ninemen/morris/audio"
)

// sleepyDevice is a fakeDevice that can be suspended, and can be made to
// take its time resuming, as oto's ALSA backend may while it finishes
// writing a period.
type sleepyDevice struct {
	*fakeDevice

	mu         sync.Mutex
	asleep     bool
	suspends   int
	resumes    int
	slowResume chan struct{} // Resume waits for it to close, if not nil
	failResume error
}

func newSleepyDevice() *sleepyDevice { return &sleepyDevice{fakeDevice: newFakeDevice(true)} }

func (d *sleepyDevice) open() (audio.Device, error) { return d, nil }

func (d *sleepyDevice) Suspend() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.asleep = true
	d.suspends++
	return nil
}

func (d *sleepyDevice) Resume() error {
	d.mu.Lock()
	wait, fail := d.slowResume, d.failResume
	d.mu.Unlock()
	if wait != nil {
		<-wait
	}
	if fail != nil {
		return fail
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	d.asleep = false
	d.resumes++
	return nil
}

// resumed counts the resumes so far: a test that looked for the device
// awake could miss it, as it falls asleep again soon.
func (d *sleepyDevice) resumed() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.resumes
}

func (d *sleepyDevice) sleeping() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.asleep
}

// eventually waits up to 3 s for cond.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(3 * time.Second); !cond(); {
		if time.Now().After(deadline) {
			t.Fatalf("not %s after 3 s", what)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

func sleepyContext(t *testing.T, d *sleepyDevice) *audio.Context {
	t.Helper()
	c := audio.New(audio.Options{Open: d.open, PollInterval: 5 * time.Millisecond, IdleAfter: 40 * time.Millisecond})
	t.Cleanup(c.Close)
	settle(t, c)
	return c
}

func TestQuietDeviceIsSuspendedAndPlayWakesIt(t *testing.T) {
	d := newSleepyDevice()
	c := sleepyContext(t, d)
	eventually(t, "suspended while nothing plays", func() bool { return d.sleeping() && c.Suspended() })
	if ok, why := c.Status(); !ok {
		t.Fatalf("suspended, yet Status = %v, %q: a quiet device is still available", ok, why)
	}

	c.Play(audio.Place)
	if n := len(d.played()); n != 1 {
		t.Fatalf("%d voices given to the device, want the one played while it slept", n)
	}
	eventually(t, "resumed after Play", func() bool { return d.resumed() == 1 })
	// And quiet again once the voice is over.
	eventually(t, "suspended again", d.sleeping)
}

// The game loop calls Play; a device slow to resume must not hold it up,
// and the voice must still reach the device.
func TestPlayDoesNotWaitForTheDeviceToResume(t *testing.T) {
	d := newSleepyDevice()
	c := sleepyContext(t, d)
	eventually(t, "suspended", d.sleeping)
	release := make(chan struct{})
	d.mu.Lock()
	d.slowResume = release
	d.mu.Unlock()

	start := time.Now()
	c.Play(audio.Mill)
	c.Play(audio.Click) // a second Play while the first Resume is under way
	if took := time.Since(start); took > 100*time.Millisecond {
		t.Errorf("Play took %v while the device was resuming", took)
	}
	if n := len(d.played()); n != 2 {
		t.Fatalf("%d voices given to the device while it resumed, want 2", n)
	}
	close(release)
	eventually(t, "resumed", func() bool { return d.resumed() > 0 })
	if n := d.resumed(); n != 1 {
		t.Errorf("%d resumes for two plays, want 1", n)
	}
}

func TestDeviceStaysAwakeWhileAVoicePlays(t *testing.T) {
	d := newSleepyDevice()
	d.hold = true
	c := sleepyContext(t, d)
	c.Play(audio.Win)
	time.Sleep(200 * time.Millisecond) // five times the idle time
	if d.sleeping() {
		t.Fatal("suspended in the middle of a sound")
	}
	d.release()
	eventually(t, "suspended once the sound ended", d.sleeping)
}

func TestIdleAfterNegativeNeverSuspends(t *testing.T) {
	d := newSleepyDevice()
	c := audio.New(audio.Options{Open: d.open, PollInterval: 5 * time.Millisecond, IdleAfter: -1})
	defer c.Close()
	settle(t, c)
	time.Sleep(100 * time.Millisecond)
	if d.sleeping() || c.Suspended() {
		t.Error("suspended with IdleAfter < 0")
	}
}

// A device that cannot resume has failed: the game goes silent and says
// why, as for any other failure.
func TestFailingResumeTurnsSilent(t *testing.T) {
	d := newSleepyDevice()
	c := sleepyContext(t, d)
	eventually(t, "suspended", d.sleeping)
	d.mu.Lock()
	d.failResume = errors.New("the card went away")
	d.mu.Unlock()
	c.Play(audio.Place)
	eventually(t, "unavailable", func() bool { return c.State() == audio.Unavailable })
	if ok, why := c.Status(); ok || why != "Sound unavailable: the audio device stopped working" {
		t.Errorf("Status = %v, %q", ok, why)
	}
}

// Plays from the game loop race the watcher suspending the device; run
// under -race.
func TestSuspendAndPlayConcurrently(t *testing.T) {
	d := newSleepyDevice()
	c := audio.New(audio.Options{Open: d.open, PollInterval: time.Millisecond, IdleAfter: time.Millisecond})
	defer c.Close()
	settle(t, c)
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for i := range 100 {
				c.Play(audio.Sounds()[(g+i)%len(audio.Sounds())])
				c.Suspended()
				time.Sleep(time.Duration(i%3) * time.Millisecond)
			}
		})
	}
	wg.Wait()
	n := len(d.played())
	if n == 0 {
		t.Fatal("nothing played")
	}
	// After the last Play the device must end up awake for it, then
	// asleep again; never stuck in between.
	eventually(t, "asleep after the burst", d.sleeping)
}
