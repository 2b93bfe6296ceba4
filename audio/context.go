package audio

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"sync"
	"time"
)

// State is where a Context stands with its device.
type State int

const (
	// Starting: the device is being opened (natively, a few milliseconds to
	// a second), or, in the browser, waits for the first click, tap or key.
	Starting State = iota
	// Running: sounds play.
	Running
	// Unavailable: there is no device, or it failed; the game runs silent
	// for the rest of the process.
	Unavailable
)

// String returns the state's name, as in its constant.
func (s State) String() string {
	switch s {
	case Starting:
		return "Starting"
	case Running:
		return "Running"
	case Unavailable:
		return "Unavailable"
	}
	return fmt.Sprintf("State(%d)", int(s))
}

// The reasons a player reads in the settings. Those that differ between the
// browser and a native build are in reason_js.go and reason_other.go.
const reasonStopped = "Sound unavailable: the audio device stopped working"

// Device is the sound output a Context drives. The game uses the system's
// (through oto) and never names this type; tests put in devices that fail
// at once, fail later, or record what was played.
//
// A Device's methods may be called from several goroutines, but never two at
// once for one Device: the Context serialises them. A Device may also be a
// Suspender, whose methods are the exception (see idle.go).
type Device interface {
	// Ready returns a channel that is closed when the device has finished
	// starting, whether it succeeded or not.
	Ready() <-chan struct{}
	// Err returns the error that made the device unusable, or nil while it
	// works. Once non-nil, the device is never used again.
	Err() error
	// Play starts v (reading it to its io.EOF) and returns at once. An error
	// is taken as the device having failed.
	Play(v *Voice) (Playback, error)
}

// Playback is one voice playing on a Device.
type Playback interface {
	// IsPlaying reports whether the voice is still sounding.
	IsPlaying() bool
	// Stop silences the voice quickly but without a click.
	Stop()
}

// Options configure a Context. The zero value is the game's normal setup:
// sound on, the system's device.
type Options struct {
	// Muted starts the Context muted, as the player last left it.
	Muted bool
	// Seed chooses the noise in the sounds and the small variation of each
	// play. A given seed gives the same sounds and the same sequence of
	// variations.
	Seed uint64
	// MaxVoices caps the sounds playing at once (DefaultMaxVoices if 0);
	// a Play beyond it is dropped rather than cutting another sound off.
	MaxVoices int
	// ApplicationName is how the game appears in the system's volume
	// controls (PulseAudio's, for one); "Nine Men's Morris" if empty.
	ApplicationName string
	// Open opens the device. Nil means the system's, through oto, of which
	// there can be only one per process.
	Open func() (Device, error)
	// PollInterval is how often a running device is checked for failure
	// (DefaultPollInterval if 0). Every Play and Status checks as well.
	PollInterval time.Duration
	// Say is told once, in plain words, when sound turns out to be
	// unavailable, for the log: libasound's own complaints are kept quiet.
	// Nil says it on standard error when the device is the system's (Open
	// is nil), and nothing otherwise.
	Say func(msg string)
	// IdleAfter is how long a device that is a Suspender may have nothing
	// to play before it is suspended (DefaultIdleAfter if 0; never if
	// negative). The next Play resumes it.
	IdleAfter time.Duration
	// Now is the clock that the idle time and a voice's length are
	// counted on; nil is the real clock. Tests pass one they move by
	// hand, so that what the Context does with its time does not hang on
	// how fast the machine runs the watcher.
	Now func() time.Time
}

// DefaultMaxVoices is the cap on sounds playing at once. Eight is more than
// a board game ever layers (a slide, a mill, a removal and a click), and few
// enough that a burst of undo presses cannot pile up noise.
const DefaultMaxVoices = 8

// DefaultPollInterval is how often a running device is checked for failure
// when nothing is being played.
const DefaultPollInterval = 500 * time.Millisecond

// voiceGrace is how long past its length a voice is kept before it is
// taken as finished even if the device still says it plays: a device that
// has stalled must not fill the voice cap forever.
const voiceGrace = time.Second

// Context plays the game's sounds. Make one per process with New; all its
// methods are safe for concurrent use, never block on the device and never
// panic.
type Context struct {
	dev      Device
	poll     time.Duration
	now      func() time.Time
	settled  chan struct{} // closed by settleLocked
	done     chan struct{}
	rendered chan struct{} // closed when bank is filled

	mu        sync.Mutex
	state     State
	reason    string
	cause     error
	say       func(string)
	muted     bool
	closed    bool
	isSettled bool
	bank      [numSounds][]float32 // all nil until rendered is closed
	rng       *rand.Rand
	voices    []voiceRef
	maxVoices int

	// Suspending the device when it has nothing to play (see idle.go):
	// sus is the device if it can be suspended; wantAwake is what the
	// Context wishes, suspended what power last did; powerReq wakes power.
	// powered is closed, and replaced, whenever suspended changes, so that
	// a test can wait for the change rather than poll for it.
	sus        Suspender
	idleAfter  time.Duration
	quietSince time.Time
	wantAwake  bool
	suspended  bool
	powerReq   chan struct{}
	powered    chan struct{}
}

// voiceRef keeps a playing voice reachable — oto closes a player that is no
// longer referenced, even mid-sound — until it finishes or is overdue.
type voiceRef struct {
	pb  Playback
	end time.Time
}

// New starts the sound. It never fails and returns at once: the device
// opens and the sounds render in the background, and if there is no device,
// or it fails, the Context is silent and Status says why.
func New(opts Options) *Context {
	c := &Context{
		poll:      opts.PollInterval,
		now:       opts.Now,
		settled:   make(chan struct{}),
		done:      make(chan struct{}),
		rendered:  make(chan struct{}),
		state:     Starting,
		reason:    reasonStarting,
		muted:     opts.Muted,
		rng:       rand.New(rand.NewPCG(opts.Seed, 0x706c6179)),
		maxVoices: opts.MaxVoices,
		idleAfter: opts.IdleAfter,
		wantAwake: true,
		powerReq:  make(chan struct{}, 1),
		powered:   make(chan struct{}),
	}
	if c.poll <= 0 {
		c.poll = DefaultPollInterval
	}
	if c.now == nil {
		c.now = time.Now
	}
	if c.maxVoices <= 0 {
		c.maxVoices = DefaultMaxVoices
	}
	if c.idleAfter == 0 {
		c.idleAfter = DefaultIdleAfter
	}
	open := opts.Open
	if open == nil {
		name := opts.ApplicationName
		if name == "" {
			name = "Nine Men's Morris"
		}
		open = func() (Device, error) { return openSystem(name) }
		if opts.Say == nil {
			opts.Say = func(msg string) { fmt.Fprintln(os.Stderr, msg) }
		}
	}
	c.say = opts.Say

	var dev Device
	err := guard(func() (err error) {
		dev, err = open()
		return err
	})
	if err == nil && dev == nil {
		err = errors.New("audio: opening the device gave no device")
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if err != nil {
		c.failLocked(err, reasonNoDevice)
		return c
	}
	c.dev = dev
	if s, ok := dev.(Suspender); ok {
		c.sus = s
		go c.power()
	}
	go c.render(opts.Seed)
	go c.watch()
	return c
}

// render makes the sounds. It runs beside watch, so that a device failing
// early is noticed without waiting for the synthesis, which takes a few
// milliseconds natively and several times that in the browser; until it is
// done, the Context stays Starting. It gives up if the device fails first:
// a game without sound has no use for the samples.
func (c *Context) render(seed uint64) {
	var bank [numSounds][]float32
	for s := range bank {
		if c.State() == Unavailable {
			return
		}
		select {
		case <-c.done:
			return
		default:
		}
		bank[s] = Render(Sound(s), seed)
		// In the browser there is one thread and no preemption, and the
		// page gets control back only when every goroutine waits: a short
		// sleep between sounds lets it draw a frame and take input.
		time.Sleep(time.Millisecond)
	}
	c.mu.Lock()
	c.bank = bank
	c.mu.Unlock()
	close(c.rendered)
}

// watch waits for the device, and then checks it every poll interval until
// it fails or the Context is closed.
func (c *Context) watch() {
	var ready <-chan struct{}
	if err := guard(func() error {
		ready = c.dev.Ready()
		return nil
	}); err != nil {
		c.mu.Lock()
		c.failLocked(err, reasonNoDevice)
		c.mu.Unlock()
		return
	}

	tick := time.NewTicker(c.poll)
	defer tick.Stop()
	select {
	case <-ready:
	case <-c.done:
		return
	}
	// The device is up; until the sounds are ready too, keep watching it.
	for rendered := c.rendered; ; {
		c.mu.Lock()
		if err := c.devErrLocked(); err != nil {
			c.failLocked(err, reasonNoDevice)
		} else if rendered == nil && c.state == Starting {
			c.state, c.reason = Running, ""
			c.quietSince = c.now()
			c.settleLocked()
		}
		state := c.state
		c.mu.Unlock()
		if state != Starting {
			break
		}
		select {
		case <-c.done:
			return
		case <-rendered:
			rendered = nil
		case <-tick.C:
		}
	}

	for {
		c.mu.Lock()
		ok := c.checkLocked(c.now())
		c.mu.Unlock()
		if !ok {
			return
		}
		select {
		case <-c.done:
			return
		case <-tick.C:
		}
	}
}

// checkLocked looks for a device failure and lets go of finished voices. It
// reports whether the device still runs.
func (c *Context) checkLocked(now time.Time) bool {
	if c.state != Running || c.closed {
		return false
	}
	if err := c.devErrLocked(); err != nil {
		c.failLocked(err, reasonStopped)
		return false
	}
	c.reapLocked(now)
	if c.state != Running {
		return false
	}
	c.idleLocked(now)
	return true
}

// devErrLocked asks the device for its error, taking a panic in it as one.
func (c *Context) devErrLocked() error {
	var devErr error
	if err := guard(func() error {
		devErr = c.dev.Err()
		return nil
	}); err != nil {
		return err
	}
	return devErr
}

// failLocked makes the Context silent for good, keeping why for Status and
// the error for the log.
func (c *Context) failLocked(err error, reason string) {
	if c.state == Unavailable {
		return
	}
	c.state, c.reason, c.cause = Unavailable, reason, err
	if c.say != nil {
		c.say(reason + "; the game plays on without it.")
	}
	c.stopAllLocked()
	c.voices = nil
	c.settleLocked()
}

// settleLocked closes the Settled channel, once.
func (c *Context) settleLocked() {
	if !c.isSettled {
		c.isSettled = true
		close(c.settled)
	}
}

// reapLocked drops the voices that have finished or are overdue.
func (c *Context) reapLocked(now time.Time) {
	keep := c.voices[:0]
	for _, v := range c.voices {
		playing := false
		if err := guard(func() error {
			playing = v.pb.IsPlaying()
			return nil
		}); err != nil {
			c.failLocked(err, reasonStopped)
			return
		}
		if playing && now.Before(v.end) {
			keep = append(keep, v)
		}
	}
	clear(c.voices[len(keep):])
	c.voices = keep
}

// stopAllLocked silences every voice. The voices stay referenced until they
// finish, so that a player is not closed in the middle of fading out.
func (c *Context) stopAllLocked() {
	for _, v := range c.voices {
		_ = guard(func() error {
			v.pb.Stop()
			return nil
		})
	}
}

// Play starts sound s. It does nothing while muted, starting, or
// unavailable, for a Sound that is not one of the constants, and when
// DefaultMaxVoices (or Options.MaxVoices) sounds are already playing.
func (c *Context) Play(s Sound) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed || c.muted || c.state != Running || !s.valid() {
		return
	}
	now := c.now()
	if !c.checkLocked(now) || len(c.voices) >= c.maxVoices {
		return
	}
	dp, dg := s.variation()
	pitch := 1 + dp*(2*c.rng.Float64()-1)
	gain := 1 + dg*(2*c.rng.Float64()-1)
	v := newVoice(s, c.bank[s], pitch, gain)
	var pb Playback
	if err := guard(func() (err error) {
		pb, err = c.dev.Play(v)
		return err
	}); err != nil {
		c.failLocked(err, reasonStopped)
		return
	}
	if pb != nil {
		c.voices = append(c.voices, voiceRef{pb: pb, end: now.Add(v.Duration() + voiceGrace)})
	}
	c.wakeLocked(now)
}

// SetMuted turns the sound off or on. Sounds already playing fade out
// quickly when muted. Muting works the same whether or not a device is
// available, so the setting the player chose is kept either way.
func (c *Context) SetMuted(muted bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.setMutedLocked(muted)
}

func (c *Context) setMutedLocked(muted bool) {
	c.muted = muted
	if muted {
		c.stopAllLocked()
	}
}

// Muted reports whether the sound is muted.
func (c *Context) Muted() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.muted
}

// Status reports whether sound can play and, when it cannot, a short
// sentence saying why, for the settings screen: "Sound unavailable: no
// audio device found", or while the device is starting, "Sound is
// starting…" (in the browser: until the first click, tap or key press).
// The reason is empty when sound is available. Muting does not change the
// status: a muted game with a working device is available.
func (c *Context) Status() (available bool, reason string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.state == Running && !c.closed {
		c.checkLocked(c.now())
	}
	return c.state == Running, c.reason
}

// State returns where the Context stands with its device.
func (c *Context) State() State {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.state
}

// Cause returns the device's error behind an Unavailable state, for the
// log; nil otherwise. Players should be shown Status's reason instead.
func (c *Context) Cause() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.cause
}

// Settled returns a channel that is closed once the Context has left
// Starting (the device runs, or is unavailable), or once it is closed.
func (c *Context) Settled() <-chan struct{} { return c.settled }

// Close silences the Context and stops watching the device. Afterwards Play
// does nothing. The system device itself stays open until the process
// ends: oto cannot close it, nor open another.
func (c *Context) Close() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return
	}
	c.closed = true
	c.stopAllLocked()
	close(c.done)
	c.settleLocked()
}

// guard runs f, turning a panic in it into an error. The device is code we
// do not own, talking to drivers and browsers we cannot test; whatever goes
// wrong there must turn into silence, never into a crashed game.
func guard(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("audio: device panicked: %v", r)
		}
	}()
	return f()
}
