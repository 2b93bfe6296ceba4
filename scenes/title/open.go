package title

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/history"
	"github.com/ninemen/morris/scenes/lessons"
	"github.com/ninemen/morris/scenes/online"
	"github.com/ninemen/morris/scenes/open"
	"github.com/ninemen/morris/scenes/play"
	"github.com/ninemen/morris/scenes/puzzles"
	"github.com/ninemen/morris/scenes/settings"
	"github.com/ninemen/morris/scenes/stats"
)

// scene returns the scene a menu entry leads to.
func (t *Scene) scene(it menuItem) scenes.Scene {
	switch it {
	case itemContinue:
		return play.New(t.app, t, play.ModeResume)
	case itemComputer:
		return play.New(t.app, t, play.ModeComputer)
	case itemTwoPlayers:
		return play.New(t.app, t, play.ModeTwoPlayers)
	case itemOnline:
		return online.New(t.app, t, t)
	case itemOpen:
		return open.New(t.app, t)
	case itemLearn:
		return lessons.New(t.app, t)
	case itemPuzzles:
		return puzzles.New(t.app, t)
	case itemRecord:
		return stats.New(t.app, t)
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

// takeDrop opens a file dropped on the title in the review.
func (t *Scene) takeDrop(ctx *scenes.Context) bool {
	fsys := ebiten.DroppedFiles()
	if fsys == nil {
		return false
	}
	ctx.GoTo(open.NewDropped(t.app, t, fsys))
	return true
}

// PlayFrom implements app.Home: the review's "Play from here".
func (t *Scene) PlayFrom(g *rules.Game, computer bool) scenes.Scene {
	return play.NewFrom(t.app, t, g, computer)
}
