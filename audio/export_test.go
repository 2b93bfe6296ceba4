package audio

// NewTestVoice lets the external tests read a voice without a Context.
func NewTestVoice(s Sound, pcm []float32, pitch, gain float64) *Voice {
	return newVoice(s, pcm, pitch, gain)
}

// WantsAwake reports whether the Context wishes its device to run: the
// wish that the power goroutine carries out, read without waiting for it.
func (c *Context) WantsAwake() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.wantAwake
}

// PowerState returns Suspended and a channel that is closed at its next
// change, read together so that a test waiting for a state cannot miss
// the change that brings it.
func (c *Context) PowerState() (suspended bool, changed <-chan struct{}) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.suspended, c.powered
}
