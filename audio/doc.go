// Package audio is the game's sound: effects synthesized in pure Go when the
// game starts, played through one Context, and the mute switch.
//
// # Why this package owns the audio device
//
// Ebitengine's own audio.Context is the obvious choice, but it cannot be
// used here. When it cannot open an output device, it installs a hook that
// runs before every update and returns the device error, so ebiten.RunGame
// ends about a second after start on a machine without sound (a server, a
// container, a laptop with a broken driver). That hook cannot be removed, and
// the underlying library, oto, allows only one context per process, so the
// game cannot recover by restarting RunGame either. A missing sound card
// must never end a board game.
//
// So this package talks to oto (github.com/ebitengine/oto/v3, the same
// library Ebitengine's audio is built on) directly, and no device error ever
// leaves it. oto.NewContext returns at once with a channel that closes when
// the device is ready or has failed; on Linux it tries PulseAudio, then ALSA,
// in the background, and reports failure through Err. A Context watches for
// that error when the device becomes ready, every half second after that,
// and on every Play, and when it sees one it turns itself silent and keeps a
// short reason a player can read (see Context.Status). Nothing in the game
// may import Ebitengine's audio package, or its hook comes back.
//
// In the browser, oto creates the AudioContext suspended (browsers forbid
// sound before the user interacts with the page) and resumes it on the first
// touchend, keyup or mouseup on the document; its ready channel closes only
// then. Until that first click, tap or key press the Context says it is
// waiting for one and drops sounds rather than queueing them, so nothing
// bursts out at once when the page is unlocked.
//
// # Quiet means suspended
//
// oto keeps its device fed even when nothing plays, mixing silence. With a
// real card that costs a little; with a device that takes samples as fast
// as they come, such as ALSA's null device, the writer spins and takes a
// whole core. So once nothing has played for DefaultIdleAfter the Context
// suspends the device, and the next Play resumes it — on a goroutine of its
// own, since the device may make it wait and the game loop must not. The
// voice is queued in the device first, so it is not lost, only a few
// milliseconds late.
//
// # The sounds
//
// Every Sound is rendered once, at start, by modal synthesis (struck
// resonators for wood and stone), filtered noise (scrapes and whooshes) and
// additive tones with envelopes (the chimes and cadences), into 48 kHz
// stereo float32 samples. Each play varies pitch and level slightly, from a
// seeded generator, so that the hundredth knock does not sound like a
// machine.
package audio
