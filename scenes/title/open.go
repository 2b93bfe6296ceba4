package title

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/history"
	"github.com/ninemen/morris/scenes/open"
	"github.com/ninemen/morris/scenes/play"
	"github.com/ninemen/morris/scenes/settings"
)

// scene returns the scene a menu entry leads to.
func (t *Scene) scene(it menuItem) scenes.Scene {
	switch it {
	case itemContinue:
		return play.New(t.app, play.ModeResume)
	case itemComputer:
		return play.New(t.app, play.ModeComputer)
	case itemTwoPlayers:
		return play.New(t.app, play.ModeTwoPlayers)
	case itemOpen:
		return open.New(t.app, t)
	case itemHistory:
		if h := t.ahead; h != nil {
			// Drawn ahead: the crossfade starts at once.
			t.ahead = nil
			return h
		}
		return history.New(t.app, t)
	case itemSettings:
		return settings.New(t.app, t)
	}
	return nil
}

// takeDrop opens a file dropped on the title, when there is a review to
// show it in.
func (t *Scene) takeDrop(ctx *scenes.Context) bool {
	if t.app.NewReview == nil {
		return false
	}
	fsys := ebiten.DroppedFiles()
	if fsys == nil {
		return false
	}
	ctx.GoTo(open.NewDropped(t.app, t, fsys))
	return true
}
