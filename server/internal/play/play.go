// Package play drives whole games between online clients, for the
// server's tests and its load tool: the turns come from a seeded random
// game that the rules play to its end.
package play

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/ninemen/morris/online"
	"github.com/ninemen/morris/rules"
)

// Turns is a whole game of Nine Men's Morris in record notation, drawn
// from seed: each turn a random legal one, with its removals, until the
// rules end the game.
func Turns(seed uint64) []string {
	rng := rand.New(rand.NewPCG(seed, 1))
	g := rules.NewGame(rules.NineMensMorris())
	var turns []string
	for !g.Result().Over() {
		side := toMove(g)
		var turn []rules.Move
		for !g.Result().Over() && (len(turn) == 0 || toMove(g) == side) {
			legal := g.LegalMoves()
			m := legal[rng.IntN(len(legal))]
			if err := g.Play(m); err != nil {
				panic(fmt.Sprintf("play: a legal move refused: %v", err))
			}
			turn = append(turn, m)
		}
		turns = append(turns, rules.FormatTurn(turn))
	}
	return turns
}

func toMove(g *rules.Game) rules.Color {
	p := g.Position()
	return p.SideToMove()
}

// Result is how a player's game ended.
type Result struct {
	Over   *online.Message // the over event
	Moved  int             // moved events seen
	Resets int             // connections lost and found again
}

// Options tune a Player.
type Options struct {
	// Pace is how long to wait before each turn (0 for none).
	Pace time.Duration
	// Seen, when not nil, is told each moved event.
	Seen func(online.Message)
	// Sent, when not nil, is told the number of each turn sent (the
	// turns before it), just before it is sent.
	Sent func(seq int)
}

// Player plays its colour's turns of turns with c until the game is over,
// moving when the turns seen say it is its colour's turn. A connection
// lost and found again (the client resumes by itself) changes nothing:
// the turn numbers make the resent requests safe.
func Player(ctx context.Context, c *online.Client, turns []string, opt Options) (Result, error) {
	var res Result
	var you online.Color
	sent, seq := -1, 0
	next := func(at int) {
		seq = max(seq, at)
		if you == "" || seq >= len(turns) || seq <= sent {
			return
		}
		white := seq%2 == 0
		if white == (you == online.White) {
			sent = seq
			if opt.Pace > 0 {
				time.Sleep(opt.Pace)
			}
			if opt.Sent != nil {
				opt.Sent(seq)
			}
			c.Move(turns[seq])
		}
	}
	for {
		var u online.Update
		var ok bool
		select {
		case <-ctx.Done():
			return res, ctx.Err()
		case u, ok = <-c.Updates():
		}
		if !ok {
			return res, errors.New("play: the client ended")
		}
		if u.Err != nil {
			return res, u.Err
		}
		if u.Event == nil {
			if !u.Connected {
				res.Resets++
			}
			continue
		}
		m := *u.Event
		switch m.Type {
		case online.TState:
			you = m.State.You
			if m.State.Result != "" {
				res.Over = &online.Message{Type: online.TOver, Result: m.State.Result, Reason: m.State.Reason}
				return res, nil
			}
			next(m.State.Seq)
		case online.TMoved:
			res.Moved++
			if opt.Seen != nil {
				opt.Seen(m)
			}
			next(m.Seq)
		case online.TOver:
			res.Over = &m
			return res, nil
		case online.TPresence:
			next(seq)
		case online.TError:
			switch m.Code {
			case online.ErrNoOpponent:
				sent = -1 // again when the guest comes
			case online.ErrStale:
			default:
				return res, fmt.Errorf("play: error %s: %s", m.Code, m.Text)
			}
		}
	}
}

// Welcome waits for the welcome of a client that creates or joins a room:
// its links and secret. The state that follows is left for Player.
func Welcome(ctx context.Context, c *online.Client) (online.Message, error) {
	for {
		select {
		case <-ctx.Done():
			return online.Message{}, ctx.Err()
		case u, ok := <-c.Updates():
			if !ok || u.Err != nil {
				return online.Message{}, fmt.Errorf("play: no welcome: %v", u.Err)
			}
			if u.Event != nil && u.Event.Type == online.TWelcome {
				return *u.Event, nil
			}
		}
	}
}
