package audio_test

import (
	"bytes"
	"encoding/binary"
	"io"
	"math"
	"testing"
	"testing/iotest"

	"github.com/ninemen/morris/audio"
)

// bounds are the durations a sound may have, in seconds: long enough to
// read as what it is, short enough not to trail behind the animation.
var bounds = map[audio.Sound][2]float64{
	audio.Place:  {0.08, 0.20},
	audio.Slide:  {0.15, 0.45},
	audio.Lift:   {0.30, 0.60},
	audio.Land:   {0.08, 0.25},
	audio.Mill:   {0.40, 1.20},
	audio.Remove: {0.12, 0.40},
	audio.Win:    {1.00, 2.00},
	audio.Draw:   {0.80, 2.00},
	audio.Click:  {0.015, 0.08},
}

func TestEverySoundIsWellFormed(t *testing.T) {
	if len(bounds) != len(audio.Sounds()) {
		t.Fatalf("bounds cover %d sounds, there are %d", len(bounds), len(audio.Sounds()))
	}
	for _, s := range audio.Sounds() {
		t.Run(s.String(), func(t *testing.T) {
			pcm := audio.Render(s, 7)
			if len(pcm) == 0 || len(pcm)%audio.ChannelCount != 0 {
				t.Fatalf("%d samples: not whole stereo frames", len(pcm))
			}
			for i, v := range pcm {
				if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
					t.Fatalf("sample %d is %v", i, v)
				}
			}
			d, b := duration(pcm), bounds[s]
			if d < b[0] || d > b[1] {
				t.Errorf("lasts %.0f ms, want %.0f–%.0f ms", 1000*d, 1000*b[0], 1000*b[1])
			}

			// Loud enough to hear, with headroom: even at the +5% of a
			// play's variation, and with a second sound on top, no clipping.
			p := peak(pcm)
			if p < 0.2 {
				t.Errorf("peak %.1f dBFS: too quiet", dB(p))
			}
			if p*1.05 > 0.6 {
				t.Errorf("peak %.1f dBFS: want at least 4.4 dB of headroom", dB(p))
			}
			var energy float64
			for _, v := range pcm {
				energy += float64(v) * float64(v)
			}
			if rms := math.Sqrt(energy / float64(len(pcm))); rms < 0.01 {
				t.Errorf("RMS %.1f dBFS: nearly silent", dB(rms))
			}

			if m := channelMean(pcm); m > 1e-4 {
				t.Errorf("DC offset %.2g", m)
			}

			// The first and last frames are zero. A knock may rise to its
			// peak within a fraction of a millisecond, as a real one does,
			// but from zero, not as a step; and every sound dies away
			// completely before its end.
			if pcm[0] != 0 || pcm[1] != 0 || peak(pcm[2:4]) > 0.1*p {
				t.Errorf("starts abruptly: first frames %g %g %g %g", pcm[0], pcm[1], pcm[2], pcm[3])
			}
			last := pcm[len(pcm)-2*audio.SampleRate*3/10000:] // 0.3 ms
			if pcm[len(pcm)-1] != 0 || pcm[len(pcm)-2] != 0 || peak(last) > 1e-3 {
				t.Errorf("ends abruptly: last sample %g, last 0.3 ms peak %g", pcm[len(pcm)-1], peak(last))
			}
		})
	}
}

func TestRenderIsDeterministic(t *testing.T) {
	for _, s := range audio.Sounds() {
		a, b := audio.Render(s, 42), audio.Render(s, 42)
		if !equalSamples(a, b) {
			t.Errorf("%v: two renders with one seed differ", s)
		}
	}
	// The seed is the noise: a knock with other grit is a different knock.
	if equalSamples(audio.Render(audio.Place, 1), audio.Render(audio.Place, 2)) {
		t.Error("Place: seeds 1 and 2 give the same samples")
	}
	if audio.Render(audio.Sound(-1), 1) != nil || audio.Render(audio.Sound(99), 1) != nil {
		t.Error("Render of a sound that does not exist is not nil")
	}
}

func equalSamples(a, b []float32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Float32bits(a[i]) != math.Float32bits(b[i]) {
			return false
		}
	}
	return true
}

// A knock is wood: its energy between a few hundred Hz and 2.5 kHz, and
// gone almost at once.
func TestKnocksSoundLikeWood(t *testing.T) {
	for _, s := range []audio.Sound{audio.Place, audio.Land} {
		x := mono(audio.Render(s, 1))
		if share := bandShare(x, 200, 2500); share < 0.8 {
			t.Errorf("%v: %.0f%% of the energy in 200–2500 Hz, want at least 80%%", s, 100*share)
		}
		if c := centroid(x); c < 300 || c > 1500 {
			t.Errorf("%v: spectral centroid %.0f Hz, want 300–1500 Hz", s, c)
		}
		if e := energyBy(x, 0.05); e < 0.9 {
			t.Errorf("%v: %.0f%% of the energy in the first 50 ms, want a fast decay (≥ 90%%)", s, 100*e)
		}
	}
}

// A whoosh is filtered noise whose pitch rises and falls.
func TestWhooshSweepsUpAndDown(t *testing.T) {
	x := mono(audio.Render(audio.Lift, 1))
	n := len(x) / 5
	start, middle, end := centroid(x[:n]), centroid(x[2*n:3*n]), centroid(x[4*n:])
	if middle < 1.3*start || middle < 1.3*end {
		t.Errorf("centroid %.0f → %.0f → %.0f Hz: no clear rise and fall", start, middle, end)
	}
	if share := bandShare(x, 200, 4000); share < 0.9 {
		t.Errorf("%.0f%% of the energy in 200–4000 Hz: not band-limited", 100*share)
	}
	// A swell, not a hit: the loudest part is in the middle.
	rms := rmsWindows(x, 0.04)
	loudest := 0
	for i, r := range rms {
		if r > rms[loudest] {
			loudest = i
		}
	}
	if pos := float64(loudest) / float64(len(rms)); pos < 0.25 || pos > 0.75 {
		t.Errorf("loudest at %.0f%% of the way through, want the middle", 100*pos)
	}
}

func TestVoiceReadsTheSound(t *testing.T) {
	pcm := audio.Render(audio.Click, 1)
	v := audio.NewTestVoice(audio.Click, pcm, 1, 1)
	got, err := io.ReadAll(v)
	if err != nil {
		t.Fatal(err)
	}
	// Every source frame but the last, whose neighbour to interpolate
	// towards is missing; it is zero anyway.
	want := len(pcm) - audio.ChannelCount
	if len(got) != 4*want {
		t.Fatalf("read %d bytes, want %d", len(got), 4*want)
	}
	for i := range want {
		if f := math.Float32frombits(binary.LittleEndian.Uint32(got[4*i:])); f != pcm[i] {
			t.Fatalf("sample %d is %g, want %g", i, f, pcm[i])
		}
	}

	// Read in awkward pieces — one byte, then odd sizes — the stream is the same.
	whole, _ := io.ReadAll(audio.NewTestVoice(audio.Place, audio.Render(audio.Place, 1), 1.04, 0.9))
	var pieces bytes.Buffer
	r := iotest.OneByteReader(audio.NewTestVoice(audio.Place, audio.Render(audio.Place, 1), 1.04, 0.9))
	if _, err := io.Copy(&pieces, r); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(whole, pieces.Bytes()) {
		t.Error("reading a byte at a time gives a different stream")
	}

	// 5% higher is 5% shorter.
	n := len(audio.Render(audio.Place, 1)) / audio.ChannelCount
	if frames := len(whole) / 8; math.Abs(float64(frames)-float64(n)/1.04) > 2 {
		t.Errorf("at pitch 1.04, %d frames from %d, want %.0f", frames, n, float64(n)/1.04)
	}

	// The gain scales every sample, on both channels alike.
	unit, _ := io.ReadAll(audio.NewTestVoice(audio.Place, audio.Render(audio.Place, 1), 1.04, 1))
	if len(unit) != len(whole) {
		t.Fatalf("gain 1 gives %d bytes, gain 0.9 %d", len(unit), len(whole))
	}
	for i := 0; i+4 <= len(whole); i += 4 {
		u := math.Float32frombits(binary.LittleEndian.Uint32(unit[i:]))
		w := math.Float32frombits(binary.LittleEndian.Uint32(whole[i:]))
		if w != u*float32(0.9) {
			t.Fatalf("sample %d at gain 0.9 is %g, want 0.9 × %g", i/4, w, u)
		}
	}
}

func BenchmarkRenderAll(b *testing.B) {
	for b.Loop() {
		for _, s := range audio.Sounds() {
			audio.Render(s, 1)
		}
	}
}

func BenchmarkRender(b *testing.B) {
	for _, s := range audio.Sounds() {
		b.Run(s.String(), func(b *testing.B) {
			for b.Loop() {
				audio.Render(s, 1)
			}
		})
	}
}
