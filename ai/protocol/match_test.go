package protocol_test

import (
	"flag"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

var long = flag.Bool("long", false, "play the longer protocol match")

// TestMatchOverProtocol plays the Master against the Beginner, each a
// protocol engine over pipes, refereed by package rules: the protocol
// must drive whole games to their end, the removals as plies of their
// own, and the Master must win every game. Colours alternate. Each move
// is searched to a fixed depth (the Beginner keeps to its own), so that
// the Master plays as well on a slow machine as on a fast one; -long
// plays more games at a movetime, as a match does.
func TestMatchOverProtocol(t *testing.T) {
	games, goLine := 2, "go depth 6"
	if *long {
		games, goLine = 20, "go movetime 100"
	}
	master := newPlayer(t, ai.Master)
	beginner := newPlayer(t, ai.Beginner)
	won := 0
	for i := range games {
		white, black := master, beginner
		if i%2 == 1 {
			white, black = beginner, master
		}
		start := time.Now()
		g := playGame(t, white, black, goLine)
		r := g.Result()
		w, decided := r.Winner()
		masterColor := rules.White
		if white != master {
			masterColor = rules.Black
		}
		t.Logf("game %d: %s (White) vs %s (Black): %s %v in %d plies, %v",
			i+1, white.level, black.level, r.Token(), r, g.Ply(), time.Since(start).Round(time.Millisecond))
		if decided && w == masterColor {
			won++
		} else {
			t.Errorf("game %d: the Master (%v) did not win: %v\n%s", i+1, masterColor, r, positionCommand(g))
		}
	}
	t.Logf("the Master won %d of %d games, each move %q", won, games, goLine)
	for _, p := range []*player{master, beginner} {
		p.send("quit")
		p.finish()
	}
}

// player is a protocol engine playing at one level.
type player struct {
	*pipeEngine
	level ai.Level
}

func newPlayer(t *testing.T, l ai.Level) *player {
	p := &player{pipeEngine: startPipe(t), level: l}
	p.send("uci")
	p.expect("uciok", is("uciok"))
	p.send(fmt.Sprintf("setoption name SkillLevel value %d", int(l)))
	return p
}

// playGame plays one game between two engines, sending each the whole
// game and then goLine before its move as a GUI does, and checks that each answer is
// legal and that the game's end is answered "bestmove (none)".
func playGame(t *testing.T, white, black *player, goLine string) *rules.Game {
	t.Helper()
	for _, p := range []*player{white, black} {
		p.send("ucinewgame")
		p.send("isready")
		p.expect("readyok", is("readyok"))
	}
	g := rules.NewGame(rules.NineMensMorris())
	// The draw rules end any game long before this; it guards the test.
	const maxPlies = 2000
	for !g.Result().Over() && g.Ply() < maxPlies {
		mover := white
		if pos := g.Position(); pos.SideToMove() == rules.Black {
			mover = black
		}
		mover.send(positionCommand(g))
		mover.send(goLine)
		move, _ := mover.bestmove()
		m := legalIn(t, g, move)
		if err := g.Play(m); err != nil {
			t.Fatalf("ply %d %s: %v", g.Ply()+1, move, err)
		}
	}
	if !g.Result().Over() {
		t.Fatalf("no result after %d plies", g.Ply())
	}
	loser := white
	if pos := g.Position(); pos.SideToMove() == rules.Black {
		loser = black
	}
	loser.send(positionCommand(g))
	loser.send("go movetime 10")
	got := loser.expect("bestmove (none)", func(l string) bool { return strings.HasPrefix(l, "bestmove") })
	if last := got[len(got)-1]; last != "bestmove (none)" {
		t.Errorf("at the end of the game: %q", last)
	}
	return g
}
