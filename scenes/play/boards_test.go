package play

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/storage"
)

// wonGame finds a random game of v that ends in a win, with a slide in
// it, won for the reason given unless any.
func wonGame(t *testing.T, v rules.Variant, reason rules.Reason, any bool) *rules.Game {
	t.Helper()
	for seed := uint64(1); seed < 2000; seed++ {
		g := randomGame(v, seed, 300)
		r := g.Result()
		if _, won := r.Winner(); !won || (!any && r.Reason != reason) || !kindsOf(g)["slide"] {
			continue
		}
		return g
	}
	t.Fatalf("%s: no random game won", v.Name)
	return nil
}

// Two players on one device play each smaller board by clicks to a win,
// and the result says why: a line of three on 9 points.
func TestSmallBoardsArePlayedByClicksToAWin(t *testing.T) {
	for _, tt := range []struct {
		v      rules.Variant
		reason rules.Reason
		any    bool
		why    []string
	}{
		{rules.ThreeMensMorris(), rules.LineOfThree, false, []string{"White made a line of three", "Black made a line of three"}},
		{rules.SixMensMorris(), 0, true, nil},
	} {
		for _, size := range [][2]int{{1280, 800}, {390, 844}} {
			want := wonGame(t, tt.v, tt.reason, tt.any)
			a := scenetest.App(t)
			a.Settings.Variant = tt.v.Name
			h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), size[0], size[1])
			if got := h.play().game.Variant(); got != tt.v {
				t.Fatalf("%s: the game is %q", tt.v.Name, got.Name)
			}
			for i, m := range want.Moves() {
				h.playByClicks(m)
				if got := h.play().game.Ply(); got != i+1 {
					t.Fatalf("%s %v: ply %d: clicking %v left the game at ply %d", tt.v.Name, size, i+1, m, got)
				}
			}
			p := h.play()
			if !p.game.Position().Equal(want.Position()) || p.game.Result() != want.Result() {
				t.Fatalf("%s %v: after clicking %v, want %v", tt.v.Name, size, p.game.Result(), want.Result())
			}
			for i := 0; i < 3*scenes.TPS; i++ {
				h.step(&scenes.Input{})
			}
			r, ok := h.m.Current().(*resultScene)
			if !ok {
				t.Fatalf("%s: after the end: scene %T, want the result", tt.v.Name, h.m.Current())
			}
			_, why := headline(a.Lang(), r.game.Result(), false, false)
			if why == "" || tt.why != nil && why != tt.why[0] && why != tt.why[1] {
				t.Errorf("%s: the result says why %q", tt.v.Name, why)
			}
		}
	}
}

// A click where the 24-point board has a point that the smaller board
// lacks does nothing.
func TestClicksOffTheSmallBoardsPoints(t *testing.T) {
	a := scenetest.App(t)
	a.Settings.Variant = rules.SixMensMorris().Name
	h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), 1280, 800)
	p := h.play()
	// c4 is on the 24-point board's inner square, which the 16-point
	// board has not; a4 is one of its points.
	for _, pt := range []rules.Point{rules.C4, rules.D4} {
		x, y := p.lay.Point(pt)
		h.step(scenes.Click(x, y))
		h.settle()
	}
	if p.game.Ply() != 0 {
		t.Fatalf("clicks off the board played %v", p.game.Moves())
	}
	h.clickPoint(rules.A4)
	if p.game.Ply() != 1 {
		t.Fatal("a click on a4 placed nothing")
	}
}

// The computer plays on every board.
func TestComputerOnEveryBoard(t *testing.T) {
	for _, v := range append(rules.Presets(), rules.SmallBoardPresets()...) {
		a := scenetest.App(t)
		a.Settings.Variant = v.Name
		p := New(a, &scenetest.Home{}, ModeComputer).(*Scene)
		if !p.computer {
			t.Errorf("%s: not against the computer", v.Name)
		}
	}
}

// A game on a smaller board is saved with its variant and resumed on its
// board, whatever the settings say by then.
func TestSmallBoardGameIsSavedAndResumed(t *testing.T) {
	for _, v := range rules.SmallBoardPresets() {
		dir := t.TempDir()
		a := app.NewApp(nil, storage.At(dir))
		a.Settings.Variant = v.Name
		h := newHarness(t, a, New(a, &scenetest.Home{}, ModeTwoPlayers), 1280, 800)
		want := randomGame(v, 5, 4)
		for _, m := range want.Moves() {
			h.playByClicks(m)
		}
		data, err := os.ReadFile(filepath.Join(dir, app.SaveFile))
		if err != nil || !strings.Contains(string(data), `[Variant "`+v.Name+`"]`) {
			t.Fatalf("%s: save file %q, %v", v.Name, data, err)
		}
		a2 := app.NewApp(nil, storage.At(dir))
		a2.Settings.Variant = rules.NineMensMorris().Name
		p := New(a2, &scenetest.Home{}, ModeResume).(*Scene)
		if gp, wp := p.game.Position(), want.Position(); p.game.Variant() != v || !gp.Equal(wp) {
			t.Fatalf("%s: resumed %q at\n%v\nwant\n%v", v.Name, p.game.Variant().Name, gp.String(), wp.String())
		}
		h2 := newHarness(t, a2, p, 1280, 800)
		if got := h2.play().lay.Points.Board; got != v.Board() {
			t.Fatalf("%s: resumed on the %v board", v.Name, got.Kind())
		}
	}
}
