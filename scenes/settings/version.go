package settings

import (
	"github.com/ninemen/morris/internal/version"
	"github.com/ninemen/morris/scenes/kit"
)

// versionHeight is the room the version takes under Done, for a base size
// of text.
func (s *Scene) versionHeight(text float64) float64 {
	return text*0.5 + s.noteSize(text)*1.3
}

// versionLabel is the small print under Done: which build of the game
// this is, for a player telling of a problem.
func (s *Scene) versionLabel() kit.Label {
	l := &s.lay
	size := s.noteSize(l.text)
	return kit.Label{
		Text:  s.lang.T("settings.version", "Version", version.String()),
		Face:  s.app.Kit.Fonts.Face(kit.Regular, size),
		Align: kit.AlignCenter,
		Box:   kit.Rect{X: l.col.X, Y: l.done.Y + l.done.H + l.text*0.5, W: l.col.W, H: size * 1.3},
	}
}
