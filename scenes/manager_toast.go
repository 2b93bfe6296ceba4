package scenes

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// toastText is what the sound switch shows after M: its new state, and
// why nothing will be heard if the sound system cannot play.
func (m *Manager) toastText() string {
	if m.toastMsg != "" {
		return m.toastMsg
	}
	if !m.app.Settings.Sound {
		return "Sound off"
	}
	if m.app.Sound != nil {
		if ok, _ := m.app.Sound.Status(); !ok {
			return "Sound on, but unavailable (see Settings)"
		}
	}
	return "Sound on"
}

// drawToast draws the sound switch's state at the top of the screen while
// it is shown, fading out over its last third. The toast is drawn once into
// an image (Manager.toastImg) and the frames of its fade copy it.
func (m *Manager) drawToast(screen *ebiten.Image) {
	if m.toast <= 0 || m.app == nil || m.app.Fonts == nil {
		return
	}
	// A crossfade's next frame cannot be drawn over this one.
	m.shownFade, m.toastOn = -1, true
	b := screen.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	size := Clamp(math.Min(w, h)/36, 13*m.scale, 22*m.scale)
	face := m.app.Fonts.Face(Regular, size)
	msg := m.toastText()
	// A scene's message may be long (a path): it wraps, and shrinks for a
	// word wider than the screen.
	lines := Wrap(msg, face, w*0.92-3*size)
	for _, l := range lines {
		if f := m.app.Fonts.Fit(Regular, face.Size, 8*m.scale, l, w*0.92-3*size); f.Size < face.Size {
			face = f
		}
	}
	tw := 0.0
	for _, l := range lines {
		tw = math.Max(tw, TextWidth(l, face))
	}
	lh := face.Size * 1.3
	r := Rect{math.Floor((w - tw - 3*size) / 2), size * 0.8, tw + 3*size, size*2.2 + lh*float64(len(lines)-1)}
	pad := math.Ceil(2 * m.scale)
	at := image.Rect(int(r.X-pad), int(math.Floor(r.Y-pad)), int(math.Ceil(r.X+r.W+pad)), int(math.Ceil(r.Y+r.H+pad)))
	img := m.toastImg.Image(at.Size(), toastKey{msg, face.Size, at.Min}, func(img *ebiten.Image) {
		// Drawn at its place on a screen-sized canvas's coordinates, so the
		// shapes and the text fall on the same fractions of a pixel.
		sub := ebiten.NewImageWithOptions(at, nil)
		defer Discard(sub)
		FillRoundRect(sub, r, size*0.5, color.NRGBA{0x1c, 0x15, 0x10, 0xf8})
		StrokeRoundRect(sub, r, size*0.5, 1.5*m.scale, color.NRGBA{0x8a, 0x6a, 0x48, 0xff})
		cx, _ := r.Center()
		for i, l := range lines {
			cy := r.Y + size*1.1 + lh*float64(i)
			DrawText(sub, l, face, cx, CenteredTop(face, cy), AlignCenter, ColorParchment)
		}
		img.DrawImage(sub, nil)
	})
	alpha := math.Min(1, float64(m.toast)/(float64(toastTime)/3))
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
