package audio

import (
	"encoding/binary"
	"io"
	"math"
	"time"
)

// A Voice is one playing of a Sound, as a Device sees it: an io.Reader of
// interleaved stereo float32 little-endian frames at SampleRate (oto's
// FormatFloat32LE), ending with io.EOF.
//
// The pitch change is done here, by resampling as the device reads, rather
// than when Play is called: the device reads on its own goroutine, so the
// game loop never pays for it, and no copy of the sound is made per play.
type Voice struct {
	sound Sound
	pcm   []float32 // shared with every other voice of the sound; read only
	pitch float64
	gain  float64

	pos   float64 // in source frames
	carry []byte  // the part of a frame that did not fit the last Read
}

func newVoice(s Sound, pcm []float32, pitch, gain float64) *Voice {
	return &Voice{sound: s, pcm: pcm, pitch: pitch, gain: gain}
}

// Sound is the sound this voice plays.
func (v *Voice) Sound() Sound { return v.sound }

// Pitch is the factor this voice's playback rate differs by from the
// rendered sound: 1.03 is 3% higher and shorter.
func (v *Voice) Pitch() float64 { return v.pitch }

// Gain is the level of this voice relative to the rendered sound.
func (v *Voice) Gain() float64 { return v.gain }

// Duration is how long the voice plays.
func (v *Voice) Duration() time.Duration {
	frames := float64(len(v.pcm)/ChannelCount) / v.pitch
	return time.Duration(frames / SampleRate * float64(time.Second))
}

// Read fills p with the next frames of the voice.
func (v *Voice) Read(p []byte) (int, error) {
	n := copy(p, v.carry)
	v.carry = v.carry[n:]
	var frame [8]byte
	for n < len(p) {
		l, r, ok := v.next()
		if !ok {
			if n == 0 {
				return 0, io.EOF
			}
			return n, nil
		}
		binary.LittleEndian.PutUint32(frame[0:], math.Float32bits(l))
		binary.LittleEndian.PutUint32(frame[4:], math.Float32bits(r))
		if len(p)-n >= len(frame) {
			n += copy(p[n:], frame[:])
			continue
		}
		// A reader that asks for part of a frame gets it, and the rest next time.
		k := copy(p[n:], frame[:])
		v.carry = append(v.carry[:0], frame[k:]...)
		n += k
	}
	return n, nil
}

// next returns the next output frame, interpolated linearly between the two
// source frames around the read position. At ±5% pitch that is clean: the
// sounds have little energy near Nyquist for the interpolation to fold.
func (v *Voice) next() (l, r float32, ok bool) {
	frames := len(v.pcm) / ChannelCount
	i := int(v.pos)
	if i+1 >= frames {
		return 0, 0, false
	}
	f := float32(v.pos - float64(i))
	a, b := v.pcm[2*i:2*i+2], v.pcm[2*i+2:2*i+4]
	l = (a[0] + f*(b[0]-a[0])) * float32(v.gain)
	r = (a[1] + f*(b[1]-a[1])) * float32(v.gain)
	v.pos += v.pitch
	return l, r, true
}
