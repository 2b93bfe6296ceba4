package audio

import "github.com/ebitengine/oto/v3"

// otoDevice is the system's sound output through oto: PulseAudio or ALSA on
// Linux, Core Audio on macOS, WASAPI or WinMM on Windows, Web Audio in the
// browser.
type otoDevice struct {
	ctx   *oto.Context
	ready chan struct{}
}

// openSystem opens the system's device. oto.NewContext returns before the
// device is up; whether it came up is known only when ready closes, from
// Err. It fails at once only where the platform has no audio API at all (a
// browser without Web Audio) or when a context already exists.
func openSystem(appName string) (Device, error) {
	quietALSA()
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:      SampleRate,
		ChannelCount:    ChannelCount,
		Format:          oto.FormatFloat32LE,
		ApplicationName: appName,
	})
	if err != nil {
		return nil, err
	}
	return &otoDevice{ctx: ctx, ready: ready}, nil
}

func (d *otoDevice) Ready() <-chan struct{} { return d.ready }

func (d *otoDevice) Err() error { return d.ctx.Err() }

// Suspend makes oto's writer wait instead of mixing silence: on Linux the
// PulseAudio reader or the ALSA writer blocks on a condition (ALSA first
// finishes the period it is writing), in the browser the AudioContext is
// suspended. Resume signals the writer, or resumes the AudioContext, which
// the browser allows once the page has been clicked — and the Context runs
// only after that first click.
func (d *otoDevice) Suspend() error { return d.ctx.Suspend() }

func (d *otoDevice) Resume() error { return d.ctx.Resume() }

func (d *otoDevice) Play(v *Voice) (Playback, error) {
	p := d.ctx.NewPlayer(v)
	p.Play()
	return otoPlayback{p}, nil
}

type otoPlayback struct{ p *oto.Player }

func (p otoPlayback) IsPlaying() bool { return p.p.IsPlaying() }

// Stop turns the volume to zero rather than pausing: oto ramps a volume
// change over the next buffer it mixes, where a pause would cut the wave
// mid-swing and click.
func (p otoPlayback) Stop() { p.p.SetVolume(0) }
