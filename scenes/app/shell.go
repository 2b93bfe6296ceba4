package app

import (
	"image"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/kit"
)

// How long the sound switch's state shows after M, and how long a scene's
// message does (scenes.Context.Toast): a path takes a while to read.
const (
	toastTime   = 1400 * time.Millisecond
	messageTime = 6 * time.Second
)

// Shell is the app around every scene (scenes.Shell): it follows whether
// the player uses fingers, switches the sound with M on every screen, and
// shows the sound switch's state or a scene's message at the top of the
// screen for a few seconds, fading out over its last third.
type Shell struct {
	app *App
	// left is how long the toast stays up; msg is a scene's message, ""
	// while it shows the sound switch.
	left time.Duration
	msg  string
	// scale is the screen's, as of the last tick; img is the toast's
	// picture, drawn once and copied by the frames of its fade.
	scale float64
	img   kit.Layer
	// titled is the language the window's title was last set in.
	titled *lang.Lang
}

// NewShell returns the shell of app.
func NewShell(app *App) *Shell { return &Shell{app: app, scale: 1} }

// Update implements scenes.Shell.
func (s *Shell) Update(ctx *scenes.Context) (changed bool) {
	in := ctx.Input
	s.scale = ctx.Scale
	if l := s.app.Lang(); l != s.titled {
		// The window is named in the player's language, at once when
		// they choose another.
		s.titled = l
		ebiten.SetWindowTitle(l.T("app.name"))
	}
	s.app.NoteInput(in)
	if in.Just(scenes.ActMute) {
		s.app.ToggleMute()
		s.left, s.msg = toastTime+ctx.Delta, ""
		changed = true
	}
	if s.left > 0 {
		s.left = max(0, s.left-ctx.Delta)
		changed = true // and once more at 0, to take it away
	}
	return changed
}

// Show implements scenes.Shell.
func (s *Shell) Show(msg string) { s.left, s.msg = messageTime, msg }

// Showing implements scenes.Shell.
func (s *Shell) Showing() bool { return s.left > 0 }

// Toast returns the message shown and the time it stays up; "" and 0 when
// nothing is shown.
func (s *Shell) Toast() (text string, left time.Duration) {
	if s.left <= 0 {
		return "", 0
	}
	return s.text(), s.left
}

// text is what the toast says: a scene's message, or the sound switch's
// new state and why nothing will be heard if the sound system cannot play.
func (s *Shell) text() string {
	if s.msg != "" {
		return s.msg
	}
	l := s.app.Lang()
	if !s.app.Settings.Sound {
		return l.T("app.sound.off")
	}
	if s.app.Sound != nil {
		if ok, _ := s.app.Sound.Status(); !ok {
			return l.T("app.sound.unavailable")
		}
	}
	return l.T("app.sound.on")
}

// Draw implements scenes.Shell.
func (s *Shell) Draw(screen *ebiten.Image) {
	k := s.app.Kit
	if s.left <= 0 || k == nil || k.Fonts == nil {
		return
	}
	b := screen.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	size := kit.Clamp(math.Min(w, h)/36, 13*s.scale, 22*s.scale)
	face := k.Face(kit.Regular, size)
	msg := s.text()
	// A scene's message may be long (a path): it wraps, and shrinks for a
	// word wider than the screen.
	lines := kit.Wrap(msg, face, w*0.92-3*size)
	for _, l := range lines {
		if f := k.Fit(kit.Regular, face.Size, 8*s.scale, l, w*0.92-3*size); f.Size < face.Size {
			face = f
		}
	}
	tw := 0.0
	for _, l := range lines {
		tw = math.Max(tw, kit.TextWidth(l, face))
	}
	lh := face.Size * 1.3
	r := kit.Rect{X: math.Floor((w - tw - 3*size) / 2), Y: size * 0.8, W: tw + 3*size, H: size*2.2 + lh*float64(len(lines)-1)}
	pad := math.Ceil(2 * s.scale)
	at := image.Rect(int(r.X-pad), int(math.Floor(r.Y-pad)), int(math.Ceil(r.X+r.W+pad)), int(math.Ceil(r.Y+r.H+pad)))
	img := s.img.Image(k, at.Size(), toastKey{msg, face.Size, at.Min}, func(img *ebiten.Image) {
		// Drawn at its place on a screen-sized canvas's coordinates, so the
		// shapes and the text fall on the same fractions of a pixel.
		sub := ebiten.NewImageWithOptions(at, nil)
		defer k.Discard(sub)
		k.FillRoundRect(sub, r, size*0.5, color.NRGBA{0x1c, 0x15, 0x10, 0xf8})
		k.StrokeRoundRect(sub, r, size*0.5, 1.5*s.scale, color.NRGBA{0x8a, 0x6a, 0x48, 0xff})
		cx, _ := r.Center()
		for i, l := range lines {
			cy := r.Y + size*1.1 + lh*float64(i)
			kit.DrawText(sub, l, face, cx, kit.CenteredTop(face, cy), kit.AlignCenter, kit.ColorParchment)
		}
		img.DrawImage(sub, nil)
	})
	alpha := math.Min(1, float64(s.left)/(float64(toastTime)/3))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(at.Min.X), float64(at.Min.Y))
	op.ColorScale.ScaleAlpha(float32(alpha))
	screen.DrawImage(img, op)
}

// toastKey is what the toast's image shows.
type toastKey struct {
	msg  string
	size float64
	at   image.Point
}
