package audio_test

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/cmplx"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ninemen/morris/audio"
)

// The tests cannot listen, so they measure: levels, ends, offsets, how the
// energy is spread over frequency and how fast it dies away.

// mono averages the channels of interleaved stereo frames.
func mono(pcm []float32) []float64 {
	x := make([]float64, len(pcm)/2)
	for i := range x {
		x[i] = 0.5 * (float64(pcm[2*i]) + float64(pcm[2*i+1]))
	}
	return x
}

func peak(pcm []float32) float64 {
	p := 0.0
	for _, v := range pcm {
		p = math.Max(p, math.Abs(float64(v)))
	}
	return p
}

func dB(x float64) float64 { return 20 * math.Log10(x) }

// channelMean is the largest mean of either channel.
func channelMean(pcm []float32) float64 {
	var l, r float64
	for i := 0; i+1 < len(pcm); i += 2 {
		l += float64(pcm[i])
		r += float64(pcm[i+1])
	}
	n := float64(len(pcm) / 2)
	return math.Max(math.Abs(l/n), math.Abs(r/n))
}

func duration(pcm []float32) float64 {
	return float64(len(pcm)/audio.ChannelCount) / audio.SampleRate
}

// fft is a plain radix-2 transform; len(x) must be a power of two.
func fft(x []complex128) {
	n := len(x)
	for i, j := 1, 0; i < n; i++ {
		bit := n >> 1
		for ; j&bit != 0; bit >>= 1 {
			j ^= bit
		}
		j ^= bit
		if i < j {
			x[i], x[j] = x[j], x[i]
		}
	}
	for size := 2; size <= n; size <<= 1 {
		w := cmplx.Exp(complex(0, -2*math.Pi/float64(size)))
		for start := 0; start < n; start += size {
			wk := complex(1, 0)
			for k := 0; k < size/2; k++ {
				a, b := x[start+k], wk*x[start+k+size/2]
				x[start+k], x[start+k+size/2] = a+b, a-b
				wk *= w
			}
		}
	}
}

// powerSpectrum returns the power of x, zero-padded to a power of two, in
// bins of SampleRate/len Hz. There is no window: every sound starts and ends
// at zero already, and a window would hide the attack, where a knock is.
func powerSpectrum(x []float64) (power []float64, binHz float64) {
	n := 1
	for n < len(x) {
		n <<= 1
	}
	c := make([]complex128, n)
	for i, v := range x {
		c[i] = complex(v, 0)
	}
	fft(c)
	power = make([]float64, n/2)
	for i := range power {
		power[i] = real(c[i])*real(c[i]) + imag(c[i])*imag(c[i])
	}
	return power, float64(audio.SampleRate) / float64(n)
}

// bandShare is the fraction of x's energy between lo and hi Hz.
func bandShare(x []float64, lo, hi float64) float64 {
	p, hz := powerSpectrum(x)
	var in, all float64
	for i, v := range p {
		f := float64(i) * hz
		all += v
		if f >= lo && f < hi {
			in += v
		}
	}
	return in / all
}

// centroid is the power-weighted mean frequency of x.
func centroid(x []float64) float64 {
	p, hz := powerSpectrum(x)
	var num, den float64
	for i, v := range p {
		num += float64(i) * hz * v
		den += v
	}
	if den == 0 {
		return 0
	}
	return num / den
}

// energyBy is the fraction of x's energy in its first seconds.
func energyBy(x []float64, seconds float64) float64 {
	var in, all float64
	n := int(seconds * audio.SampleRate)
	for i, v := range x {
		all += v * v
		if i < n {
			in += v * v
		}
	}
	return in / all
}

// rmsWindows returns the RMS level of x in consecutive windows.
func rmsWindows(x []float64, window float64) []float64 {
	n := int(window * audio.SampleRate)
	var out []float64
	for s := 0; s+n <= len(x); s += n {
		var e float64
		for _, v := range x[s : s+n] {
			e += v * v
		}
		out = append(out, math.Sqrt(e/float64(n)))
	}
	return out
}

// writeWAV writes interleaved stereo float32 frames as a 32-bit float WAV.
func writeWAV(path string, pcm []float32) error {
	const bits = 32
	data := make([]byte, 4*len(pcm))
	for i, v := range pcm {
		binary.LittleEndian.PutUint32(data[4*i:], math.Float32bits(v))
	}
	var h []byte
	put32 := func(v uint32) { h = binary.LittleEndian.AppendUint32(h, v) }
	put16 := func(v uint16) { h = binary.LittleEndian.AppendUint16(h, v) }
	h = append(h, "RIFF"...)
	put32(uint32(36 + len(data)))
	h = append(h, "WAVEfmt "...)
	put32(16)
	put16(3) // IEEE float
	put16(audio.ChannelCount)
	put32(audio.SampleRate)
	put32(audio.SampleRate * audio.ChannelCount * bits / 8)
	put16(audio.ChannelCount * bits / 8)
	put16(bits)
	h = append(h, "data"...)
	put32(uint32(len(data)))
	return os.WriteFile(path, append(h, data...), 0o644)
}

// TestInspect writes every sound to $AUDIO_WAV_DIR as a WAV file and prints
// its measurements, for a person (or a session that cannot listen) to
// judge. Without the variable it does nothing.
func TestInspect(t *testing.T) {
	dir := os.Getenv("AUDIO_WAV_DIR")
	if dir == "" {
		t.Skip("set AUDIO_WAV_DIR to write the sounds as WAV files and print their measurements")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, s := range audio.Sounds() {
		pcm := audio.Render(s, 1)
		path := filepath.Join(dir, strings.ToLower(s.String())+".wav")
		if err := writeWAV(path, pcm); err != nil {
			t.Fatal(err)
		}
		x := mono(pcm)
		var sb strings.Builder
		for _, r := range rmsWindows(x, 0.02) {
			fmt.Fprintf(&sb, " %.0f", math.Max(-99, dB(r)))
		}
		var cs strings.Builder
		for s := 0; s+2048 <= len(x); s += 2048 {
			fmt.Fprintf(&cs, " %.0f", centroid(x[s:s+2048]))
		}
		var ob strings.Builder
		for lo := 62.5; lo < 16000; lo *= 2 {
			fmt.Fprintf(&ob, " %.0f:%.0f%%", lo, 100*bandShare(x, lo, 2*lo))
		}
		t.Logf("%-6s %5.0f ms  peak %5.1f dBFS  first %.1e last %.1e  mean %.1e  centroid %4.0f Hz  200-2500 Hz %.0f%%  first 40 ms %.0f%%\n\toctaves:%s\n\tRMS dB per 20 ms:%s\n\tcentroid per 43 ms:%s",
			s, 1000*duration(pcm), dB(peak(pcm)), math.Abs(float64(pcm[0])), math.Abs(float64(pcm[len(pcm)-1])),
			channelMean(pcm), centroid(x), 100*bandShare(x, 200, 2500), 100*energyBy(x, 0.04), ob.String(), sb.String(), cs.String())
	}
}
