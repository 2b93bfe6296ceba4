package audio

import "time"

// Suspender is a Device that can stop pulling samples while nothing plays.
// oto's device is one: suspended, its writer goroutine waits instead of
// mixing silence. That matters more than it seems. A real card paces the
// writer, but a device that takes samples as fast as they come (ALSA's null
// device, which a machine without a card is often given in ~/.asoundrc)
// lets it spin, and a whole core goes to mixing silence; on a laptop a
// running stream keeps the sound chip and the mixer awake; in the browser
// every block of silence is a call into the game's only thread.
//
// Unlike the Device methods, Suspend and Resume are called on a goroutine
// of their own while Play, Err and the Playbacks may be called on another,
// because they can wait on the device (oto's ALSA backend takes its lock
// only between two writes of a period). They are never called at once.
type Suspender interface {
	// Suspend stops the output. Voices started while suspended wait in
	// the device and sound after Resume.
	Suspend() error
	// Resume starts the output again.
	Resume() error
}

// DefaultIdleAfter is how long the device runs with nothing to play before
// it is suspended: long enough that a game's quick run of sounds (a slide,
// a knock, a mill) keeps it awake throughout, short enough that an idle
// title or board soon costs nothing.
const DefaultIdleAfter = 1500 * time.Millisecond

// idleLocked suspends the device once it has had nothing to play for the
// idle time. It runs on every check, so the suspension comes at most a
// poll interval late.
func (c *Context) idleLocked(now time.Time) {
	if len(c.voices) > 0 {
		c.quietSince = now
		return
	}
	if c.sus == nil || c.idleAfter < 0 || !c.wantAwake || now.Sub(c.quietSince) < c.idleAfter {
		return
	}
	c.wantAwake = false
	c.pokePowerLocked()
}

// wakeLocked asks for the device to run again, for a voice just given to
// it. It does not wait: the voice is already queued in the device and
// starts as soon as the device resumes, a few milliseconds late at worst.
func (c *Context) wakeLocked(now time.Time) {
	c.quietSince = now
	if c.sus == nil || c.wantAwake {
		return
	}
	c.wantAwake = true
	c.pokePowerLocked()
}

func (c *Context) pokePowerLocked() {
	select {
	case c.powerReq <- struct{}{}:
	default: // a request is pending; power reads the latest wish anyway
	}
}

// power suspends and resumes the device as asked, off the game's goroutine:
// the device may make it wait, and the game loop must never. It applies the
// latest wish after each change, so a Play that comes while a Suspend is
// under way is followed by a Resume.
func (c *Context) power() {
	awake := true // a device starts running
	for {
		select {
		case <-c.done:
			return
		case <-c.powerReq:
		}
		for {
			c.mu.Lock()
			want := c.wantAwake
			running := c.state == Running && !c.closed
			c.mu.Unlock()
			if want == awake || !running {
				break
			}
			f := c.sus.Suspend
			if want {
				f = c.sus.Resume
			}
			if err := guard(f); err != nil {
				c.mu.Lock()
				c.failLocked(err, reasonStopped)
				c.mu.Unlock()
				return
			}
			awake = want
			c.mu.Lock()
			c.suspended = !awake
			close(c.powered)
			c.powered = make(chan struct{})
			c.mu.Unlock()
		}
	}
}

// Suspended reports whether the device is suspended because nothing has
// played for a while (see Suspender). The next Play wakes it.
func (c *Context) Suspended() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.suspended
}
