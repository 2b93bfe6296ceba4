package main

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
)

func TestParseGames(t *testing.T) {
	tests := []struct {
		name, text string
		games      int
		master     rules.Color
		wantErr    string
	}{
		{"white", "white d6 d2 f4", 1, rules.White, ""},
		{"black and a comment", "# lost\n\nBlack b4 f4 d6 d2 b6 b2 f6 xd2", 1, rules.Black, ""},
		{"no colour", "d6 d2 f4", 0, 0, "want white or black"},
		{"illegal move", "white d6 d6", 0, 0, "line 1"},
		{"colour alone", "white", 0, 0, "line 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gs, err := parseGames(strings.NewReader(tt.text))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(gs) != tt.games || gs[0].master != tt.master {
				t.Fatalf("got %d games, first master %v", len(gs), gs[0].master)
			}
		})
	}
}

// TestLostGamesRead holds the file of lost games to the rules: each game
// is read to its end, and each ends in the Master's loss.
func TestLostGamesRead(t *testing.T) {
	gs, err := readGames("../../testdata/lost.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(gs) != 4 {
		t.Fatalf("%d games, want 4", len(gs))
	}
	for i, g := range gs {
		w, ok := g.game.Result().Winner()
		if !ok || w == g.master {
			t.Errorf("game %d: %v, want the Master (%v) lost", i+1, g.game.Result(), g.master)
		}
	}
}

func TestTurns(t *testing.T) {
	// White closes a mill with its fifth placement and takes b4: one
	// turn of two plies.
	rec, err := rules.ParseRecord("a7 b4 d7 b6 g7 xb4 f4")
	if err != nil {
		t.Fatal(err)
	}
	got := turns(rec.Game, rules.White)
	want := []turn{{0, 1}, {2, 3}, {4, 6}}
	if len(got) != len(want) {
		t.Fatalf("turns = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("turns = %v, want %v", got, want)
		}
	}
	if s := played(rec.Game, got[2]); s != "g7xb4" {
		t.Errorf("played = %q, want g7xb4", s)
	}
}

func FuzzParseGames(f *testing.F) {
	text, err := os.ReadFile("../../testdata/lost.txt")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(string(text))
	f.Add("white d6 xd2")
	f.Add("black")
	f.Fuzz(func(t *testing.T, s string) {
		_, _ = parseGames(strings.NewReader(s))
	})
}

// TestReplay: the Master plays its own turn, a removal included, once a
// seed, and each turn is scored; a ply that starts no turn of its own is
// refused.
func TestReplay(t *testing.T) {
	// White's fifth placement closes a mill at g7: its turn there is two
	// plies, a placement and a removal.
	gs, err := parseGames(strings.NewReader("white a7 b4 d7 b6 g7 xb4 f4"))
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	a := analyst{confirm: 20 * time.Millisecond, lose: -150, out: &out}
	if err := a.replay(gs[0], 5, 5*time.Millisecond, 2); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d lines, want one a seed:\n%s", len(lines), out.String())
	}
	for _, l := range lines {
		// The mill at g7 is there for the taking, and a removal follows.
		if !strings.Contains(l, "the Master plays g7x") {
			t.Errorf("%q: want the turn g7 and its removal", l)
		}
	}
	if err := a.replay(gs[0], 6, 5*time.Millisecond, 1); err == nil {
		t.Error("a removal's ply replayed as a turn of its own")
	}
}

// TestBestTurn plays the turn a line starts: a placement alone, a
// placement with the removal the line holds, and one whose removal the
// line leaves out, which a search then finds.
func TestBestTurn(t *testing.T) {
	gs, err := parseGames(strings.NewReader("white a7 b4 d7 b6"))
	if err != nil {
		t.Fatal(err)
	}
	g := gs[0].game
	moves := func(s ...string) []rules.Move {
		var out []rules.Move
		for _, w := range s {
			m, err := rules.ParseMove(w)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, m)
		}
		return out
	}
	for _, c := range []struct {
		name string
		pv   []rules.Move
		want string // the turn played, or its start when a search ends it
	}{
		{"placement", moves("f4", "b2"), "f4"},
		{"mill and its removal", moves("g7", "xb6", "f4"), "g7xb6"},
		{"mill, removal searched", moves("g7"), "g7x"},
	} {
		t.Run(c.name, func(t *testing.T) {
			after, err := bestTurn(g, c.pv, 5*time.Millisecond)
			if err != nil {
				t.Fatal(err)
			}
			turn := rules.Standard.FormatTurn(after.Moves()[g.Ply():])
			if !strings.HasPrefix(turn, c.want) {
				t.Errorf("played %q, want %q", turn, c.want)
			}
			if p := after.Position(); p.SideToMove() == rules.White && !after.Result().Over() {
				t.Errorf("after %q White is still to move", turn)
			}
			if g.Ply() != 4 {
				t.Errorf("the game itself moved on to ply %d", g.Ply())
			}
		})
	}
}
