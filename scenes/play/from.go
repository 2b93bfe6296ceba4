package play

import (
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/board"
)

// NewFrom starts a game from g's position, against the computer or
// between two players: the review's "Play from here". The game keeps g's
// history, so repetitions count from before the position, the move list
// shows the moves that led to it and Undo can go back into them; g's
// undone moves are not kept.
// Against the computer the player takes the side to move.
func NewFrom(app *app.App, home app.Home, g *rules.Game, computer bool) scenes.Scene {
	p := New(app, home, ModeTwoPlayers).(*Scene)
	fresh := g.Prefix(g.Ply())
	p.game = fresh
	p.computer = computer
	pos := fresh.Position()
	p.computerWhite = pos.SideToMove() == rules.Black
	p.board = board.NewView(app, fresh, fresh.Ply())
	p.setAgents()
	if m := fresh.Moves(); len(m) > 0 {
		p.hand.Cursor = m[len(m)-1].To()
	}
	return p
}

// NewVariant starts a new game of variant v, which need not be the one
// the settings choose (the History book's "Play this board"), against the
// computer if it plays v, else between two players.
func NewVariant(app *app.App, home app.Home, v rules.Variant, computer bool) scenes.Scene {
	p := New(app, home, ModeTwoPlayers).(*Scene)
	p.game = rules.NewGame(v)
	p.computer = computer
	p.computerWhite = app.Settings.ComputerWhite
	p.board = board.NewView(app, p.game, 0)
	p.setAgents()
	return p
}

// Game is a copy of the scene's game, for the scenes that start one (the
// review's tests check where "Play from here" began).
func (p *Scene) Game() *rules.Game { return p.game.Clone() }
