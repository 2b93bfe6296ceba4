package ai

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
)

var (
	long        = flag.Bool("long", false, "run the long tests: the ladder and the deep tactics")
	ladderGames = flag.Int("ladder.games", 100, "games per pairing in the ladder")
	ladderTime  = flag.Duration("ladder.movetime", 50*time.Millisecond, "move time in the ladder")
	ladderRules = flag.String("ladder.variant", "Nine Men's Morris", "the preset the ladder plays, of any board")
	ladderMin   = flag.Float64("ladder.min", 65, "the least score, in percent, each level must make against the one below")
)

// player is one side of a match: a level on its own engine.
type player struct {
	name     string
	level    Level
	moveTime time.Duration
	depth    int
	engine   *Engine
}

func newPlayer(l Level, mt time.Duration) *player {
	return &player{name: l.String(), level: l, moveTime: mt, engine: NewEngine(16)}
}

type tally struct{ wins, draws, losses int }

func (t tally) score() float64 {
	n := t.wins + t.draws + t.losses
	if n == 0 {
		return 0
	}
	return (float64(t.wins) + float64(t.draws)/2) / float64(n) * 100
}

// playGame plays one game from a start varied by seed: the first two plies
// are random, the rest are the players'. It returns the result from
// white's point of view: 1, 0.5 or 0.
func playGame(v rules.Variant, white, black *player, seed uint64) (float64, *rules.Game) {
	rng := rand.New(rand.NewPCG(seed, 99))
	g := rules.NewGame(v)
	for range 2 {
		moves := g.LegalMoves()
		if err := g.Play(moves[rng.IntN(len(moves))]); err != nil {
			panic(err)
		}
	}
	white.engine.Clear()
	black.engine.Clear()
	for ply := 0; !g.Result().Over(); ply++ {
		if ply > 1000 {
			return 0.5, g
		}
		p := g.Position()
		pl := white
		if p.SideToMove() == rules.Black {
			pl = black
		}
		r, err := pl.engine.SearchGame(context.Background(), g, Options{
			Level: pl.level, MoveTime: pl.moveTime, Depth: pl.depth, Seed: seed*1000 + uint64(ply) + 1,
		})
		if err != nil {
			panic(err)
		}
		if err := g.Play(r.Move); err != nil {
			panic(fmt.Sprintf("%v plays %v in %s: %v", pl.name, r.Move, p.FEN(), err))
		}
	}
	switch w, ok := g.Result().Winner(); {
	case !ok:
		return 0.5, g
	case w == rules.White:
		return 1, g
	}
	return 0, g
}

// match plays games between a and b, colours alternating, and tallies a's
// results.
func match(v rules.Variant, a, b *player, games int, seed uint64) tally {
	var t tally
	for i := range games {
		var s float64
		if i%2 == 0 {
			s, _ = playGame(v, a, b, seed+uint64(i/2))
		} else {
			w, _ := playGame(v, b, a, seed+uint64(i/2))
			s = 1 - w
		}
		switch s {
		case 1:
			t.wins++
		case 0:
			t.losses++
		default:
			t.draws++
		}
	}
	return t
}

// TestLadder plays each level against the one below and prints the table
// for the README. It runs only with -long.
func TestLadder(t *testing.T) {
	if !*long {
		t.Skip("the ladder takes minutes; run with -long")
	}
	v, ok := rules.PresetNamed(*ladderRules)
	if !ok {
		t.Fatalf("-ladder.variant %q: no such preset", *ladderRules)
	}
	levels := Levels()
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s: %d games a pairing, colours alternating, two random opening plies, %v a move\n\n", v.Name, *ladderGames, *ladderTime)
	sb.WriteString("| Level | vs | Wins | Draws | Losses | Score |\n|---|---|---:|---:|---:|---:|\n")
	for i := 1; i < len(levels); i++ {
		hi, lo := newPlayer(levels[i], *ladderTime), newPlayer(levels[i-1], *ladderTime)
		start := time.Now()
		r := match(v, hi, lo, *ladderGames, uint64(1000*i))
		line := fmt.Sprintf("| %s | %s | %d | %d | %d | %.1f%% |\n", hi.name, lo.name, r.wins, r.draws, r.losses, r.score())
		sb.WriteString(line)
		t.Logf("%s(%v)", strings.TrimSpace(line), time.Since(start).Round(time.Second))
		if r.score() < *ladderMin {
			t.Errorf("%s scores %.1f%% against %s, want at least %.0f%%", hi.name, r.score(), lo.name, *ladderMin)
		}
	}
	fmt.Println(sb.String())
}
