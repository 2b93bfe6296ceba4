package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// toastText is what the sound switch shows after M: its new state, and
// why nothing will be heard if the sound system cannot play.
func (m *Manager) toastText() string {
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
// it is shown, fading out over its last third.
func (m *Manager) drawToast(screen *ebiten.Image) {
	if m.toast <= 0 || m.app == nil || m.app.Fonts == nil {
		return
	}
	b := screen.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	size := Clamp(math.Min(w, h)/36, 13*m.scale, 22*m.scale)
	face := m.app.Fonts.Face(Regular, size)
	msg := m.toastText()
	tw, _ := Measure(msg, face)
	r := Rect{math.Floor((w - tw - 3*size) / 2), size * 0.8, tw + 3*size, size * 2.2}
	alpha := math.Min(1, float64(m.toast)/(float64(toastTime)/3))
	// Opaque enough to stand clear of whatever is under it.
	FillRoundRect(screen, r, size*0.5, color.NRGBA{0x1c, 0x15, 0x10, uint8(0xf8 * alpha)})
	StrokeRoundRect(screen, r, size*0.5, 1.5*m.scale, color.NRGBA{0x8a, 0x6a, 0x48, uint8(0xff * alpha)})
	// ColorParchment is premultiplied: every channel fades.
	c := ColorParchment
	clr := color.RGBA{uint8(float64(c.R) * alpha), uint8(float64(c.G) * alpha), uint8(float64(c.B) * alpha), uint8(float64(c.A) * alpha)}
	cx, cy := r.Center()
	DrawText(screen, msg, face, cx, CenteredTop(face, cy), AlignCenter, clr)
}
