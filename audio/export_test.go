package audio

// NewTestVoice lets the external tests read a voice without a Context.
func NewTestVoice(s Sound, pcm []float32, pitch, gain float64) *Voice {
	return newVoice(s, pcm, pitch, gain)
}
