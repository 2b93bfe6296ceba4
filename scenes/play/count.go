package play

import "github.com/ninemen/morris/scenes"

// countGame adds a game against the computer that has just ended to the
// player's record; a game abandoned before its end never comes here, and
// the computer's games against itself (Autoplay) are not the player's.
func (p *Scene) countGame(ctx *scenes.Context) {
	if !p.computer || p.app.Autoplay != nil {
		return
	}
	if msg := p.app.CountGame(p.game, p.computerWhite, ctx.Now); msg != "" {
		ctx.Toast(msg)
	}
}
