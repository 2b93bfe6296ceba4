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

// eventually waits for cond, which the Context's own goroutines bring
// about: a wait on the machine's scheduling, not on a time the Context
// keeps, so it is given a margin no busy machine uses up.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); !cond(); {
		if time.Now().After(deadline) {
			t.Fatalf("not %s after 30 s", what)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// waitPower waits for c's device to be suspended (or, for false, running
// again), on the signal the Context gives at each change. The limit only
// keeps a broken Context from hanging the test: the change comes from the
// Context's own goroutines, and no busy machine takes that long.
func waitPower(t testing.TB, c *audio.Context, suspended bool, limit time.Duration) {
	t.Helper()
	timeout := time.After(limit)
	for {
		now, changed := c.PowerState()
		if now == suspended {
			return
		}
		select {
		case <-changed:
		case <-timeout:
			t.Fatalf("suspended still %v after %v (%v: %v)", now, limit, c.State(), c.Cause())
		}
	}
}

// handClock is a clock the test moves by hand (Options.Now): the idle time
// and the length of a voice pass when the test says so, however slowly the
// machine runs the Context's watcher.
type handClock struct {
	mu sync.Mutex
	t  time.Time
}

func newHandClock() *handClock { return &handClock{t: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)} }

func (h *handClock) now() time.Time {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.t
}

func (h *handClock) advance(d time.Duration) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.t = h.t.Add(d)
}

const idleAfter = 40 * time.Millisecond

// sleepyContext runs a Context on d whose idle time passes on the returned
// clock; its watcher checks every 5 ms of real time.
func sleepyContext(t *testing.T, d *sleepyDevice) (*audio.Context, *handClock) {
	t.Helper()
	clock := newHandClock()
	c := audio.New(audio.Options{Open: d.open, PollInterval: 5 * time.Millisecond, IdleAfter: idleAfter, Now: clock.now})
	t.Cleanup(c.Close)
	settle(t, c)
	return c, clock
}

// sleepAfterIdle lets the idle time pass on the clock and waits for the
// device to be suspended.
func sleepAfterIdle(t *testing.T, c *audio.Context, d *sleepyDevice, clock *handClock) {
	t.Helper()
	clock.advance(idleAfter)
	waitPower(t, c, true, 30*time.Second)
	// Nothing plays, so nothing resumes it meanwhile.
	if !d.sleeping() {
		t.Fatal("the Context says suspended, the device runs")
	}
}

func TestQuietDeviceIsSuspendedAndPlayWakesIt(t *testing.T) {
	d := newSleepyDevice()
	c, clock := sleepyContext(t, d)
	if c.Status(); !c.WantsAwake() {
		t.Fatal("asks to suspend before the idle time has passed")
	}
	clock.advance(idleAfter - time.Millisecond)
	if c.Status(); !c.WantsAwake() {
		t.Fatal("asks to suspend a millisecond before the idle time has passed")
	}
	sleepAfterIdle(t, c, d, clock)
	if ok, why := c.Status(); !ok {
		t.Fatalf("suspended, yet Status = %v, %q: a quiet device is still available", ok, why)
	}

	c.Play(audio.Place)
	if n := len(d.played()); n != 1 {
		t.Fatalf("%d voices given to the device, want the one played while it slept", n)
	}
	waitPower(t, c, false, 30*time.Second)
	if n := d.resumed(); n != 1 {
		t.Fatalf("%d resumes after one Play, want 1", n)
	}
	// And quiet again once the voice is over and the idle time passed.
	sleepAfterIdle(t, c, d, clock)
}

// The game loop calls Play; a device slow to resume must not hold it up,
// and the voice must still reach the device. The Resume here waits until
// the test lets it go, after the Plays: a Play that waited for it would
// never return.
func TestPlayDoesNotWaitForTheDeviceToResume(t *testing.T) {
	d := newSleepyDevice()
	c, clock := sleepyContext(t, d)
	sleepAfterIdle(t, c, d, clock)
	release := make(chan struct{})
	d.mu.Lock()
	d.slowResume = release
	d.mu.Unlock()

	played := make(chan struct{})
	go func() {
		c.Play(audio.Mill)
		c.Play(audio.Click) // a second Play while the first Resume is under way
		close(played)
	}()
	select {
	case <-played:
	case <-time.After(30 * time.Second):
		close(release)
		t.Fatal("Play waited for the device to resume")
	}
	if n := len(d.played()); n != 2 {
		t.Fatalf("%d voices given to the device while it resumed, want 2", n)
	}
	close(release)
	waitPower(t, c, false, 30*time.Second)
	if n := d.resumed(); n != 1 {
		t.Errorf("%d resumes for two plays, want 1", n)
	}
}

func TestDeviceStaysAwakeWhileAVoicePlays(t *testing.T) {
	d := newSleepyDevice()
	d.hold = true
	c, clock := sleepyContext(t, d)
	c.Play(audio.Win)
	clock.advance(5 * idleAfter)
	if c.Status(); !c.WantsAwake() || d.sleeping() {
		t.Fatal("asks to suspend in the middle of a sound")
	}
	d.release()
	sleepAfterIdle(t, c, d, clock)
}

func TestIdleAfterNegativeNeverSuspends(t *testing.T) {
	d := newSleepyDevice()
	clock := newHandClock()
	c := audio.New(audio.Options{Open: d.open, PollInterval: 5 * time.Millisecond, IdleAfter: -1, Now: clock.now})
	defer c.Close()
	settle(t, c)
	clock.advance(time.Hour)
	if c.Status(); !c.WantsAwake() || d.sleeping() || c.Suspended() {
		t.Error("asks to suspend with IdleAfter < 0")
	}
}

// A device that cannot resume has failed: the game goes silent and says
// why, as for any other failure.
func TestFailingResumeTurnsSilent(t *testing.T) {
	d := newSleepyDevice()
	c, clock := sleepyContext(t, d)
	sleepAfterIdle(t, c, d, clock)
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
	waitPower(t, c, true, 30*time.Second)
}
