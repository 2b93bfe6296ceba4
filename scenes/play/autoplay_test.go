package play

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/computer"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// randomMover answers with a random legal move, from a seed of its own.
type randomMover struct {
	rng   *rand.Rand
	move  rules.Move
	ready bool
}

func (a *randomMover) Start(g *rules.Game) {
	moves := g.LegalMoves()
	a.move, a.ready = moves[a.rng.IntN(len(moves))], true
}

func (a *randomMover) Poll() (rules.Move, bool) {
	ready := a.ready
	a.ready = false
	return a.move, ready
}

func (a *randomMover) Cancel() { a.ready = false }

// Autoplay goes from the first scene to a game of the computer against
// itself, through the result to the next game, writes a line for the
// start, the moving phase and the end of each, and ends the program after
// the last.
func TestAutoplayPlaysGamesInARow(t *testing.T) {
	a := scenetest.App(t)
	seed := uint64(0)
	a.NewAgent = func(rules.Variant, app.Settings) computer.Agent {
		seed++
		return &randomMover{rng: rand.New(rand.NewPCG(seed, 1))}
	}
	var out bytes.Buffer
	var d *scenetest.Driver
	a.Autoplay = &app.Autoplay{
		Games: 2,
		Out:   &out,
		Memory: func() string {
			// The memory is measured with the result at rest, not while
			// the crossfade holds its two snapshots.
			if left := d.FadeLeft(); left > 0 {
				t.Errorf("memory measured with %v of the fade to the result left", left)
			}
			return "rss_kb=1"
		},
	}
	d = scenetest.NewManager(a, &autoplayHome{app: a})
	d.SetSize(1280, 800, 1)
	var err error
	for i := 0; i < 1000*scenes.TPS && err == nil; i++ {
		// Ten times real time, as -autoplay N -speed 10 runs, on a
		// machine that draws a frame every fourth tick (Ebitengine runs
		// the ticks a slow frame missed).
		d.Clock.Advance(9 * scenes.TickTime)
		err = d.Step(&scenes.Input{})
		if i%4 == 3 {
			d.MarkDrawn()
		}
	}
	if !errors.Is(err, ebiten.Termination) {
		t.Fatalf("autoplay did not end the program: %v\n%s", err, out.String())
	}
	var kinds []string
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		f := strings.Fields(line)
		if len(f) < 3 || f[0] != "autoplay" {
			t.Fatalf("line %q", line)
		}
		kinds = append(kinds, f[1]+" "+f[2])
		if f[2] == "over" && !strings.HasSuffix(line, " rss_kb=1") {
			t.Errorf("line %q has no memory figures", line)
		}
	}
	want := []string{"game=1 start", "game=1 phase=moving", "game=1 over", "game=2 start", "game=2 phase=moving", "game=2 over"}
	if strings.Join(kinds, ", ") != strings.Join(want, ", ") {
		t.Errorf("events %q, want %q", kinds, want)
	}
}

// autoplayHome stands in for the title, which starts the first game of
// an autoplay once its first frame is drawn.
type autoplayHome struct {
	scenetest.Home
	app *app.App
}

func (h *autoplayHome) Update(ctx *scenes.Context) error {
	if h.app.Autoplay.Start(ctx) {
		ctx.GoTo(New(h.app, h, ModeComputer))
	}
	return nil
}
