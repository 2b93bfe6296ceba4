package stats

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
)

// finished plays moves (Sanmill notation) from the start of the standard
// game.
func finished(t testing.TB, moves string) *rules.Game {
	t.Helper()
	rec, err := rules.ParseRecord(moves)
	if err != nil {
		t.Fatal(err)
	}
	return rec.Game
}

// resigned is a game loser resigned after a turn each: the shortest
// finished game there is.
func resigned(t testing.TB, loser rules.Color) *rules.Game {
	t.Helper()
	g := finished(t, "1. d6 d5")
	g.Resign(loser)
	return g
}

func TestTallyAndStreaks(t *testing.T) {
	r := New()
	seq := []Outcome{Win, Win, Draw, Win, Win, Win, Loss, Win}
	for _, o := range seq {
		r.Add(Game{Level: "Villager", Variant: "Nine Men's Morris", Outcome: o})
	}
	r.Add(Game{Level: "Expert", Variant: "Nine Men's Morris", Outcome: Loss})
	r.Add(Game{Level: "Villager", Variant: "Lasker Morris", Outcome: Win})
	want := []Tally{
		{Level: "Villager", Variant: "Nine Men's Morris", Wins: 6, Draws: 1, Losses: 1},
		{Level: "Expert", Variant: "Nine Men's Morris", Losses: 1},
		{Level: "Villager", Variant: "Lasker Morris", Wins: 1},
	}
	if fmt.Sprint(r.Tallies) != fmt.Sprint(want) {
		t.Errorf("tallies %v, want %v", r.Tallies, want)
	}
	if r.Streak != 1 || r.Best != 3 {
		t.Errorf("streak %d best %d, want 1 and 3", r.Streak, r.Best)
	}
	if tot := r.Total(); tot.Games() != 10 || tot.Wins != 7 {
		t.Errorf("total %+v, want 10 games, 7 won", tot)
	}
	if r.Recent[0].Variant != "Lasker Morris" || len(r.Recent) != 10 {
		t.Errorf("recent starts with %+v (%d), want the last game first", r.Recent[0], len(r.Recent))
	}
}

func TestRecentIsCapped(t *testing.T) {
	r := New()
	for i := range RecentCap + 7 {
		r.Add(Game{Level: "Beginner", Variant: "Nine Men's Morris", Outcome: Win, Turns: i})
	}
	if len(r.Recent) != RecentCap || r.Recent[0].Turns != RecentCap+6 {
		t.Errorf("%d recent, newest %d turns; want %d, newest %d", len(r.Recent), r.Recent[0].Turns, RecentCap, RecentCap+6)
	}
	if r.Total().Games() != RecentCap+7 {
		t.Errorf("the tallies count %d games, want all %d", r.Total().Games(), RecentCap+7)
	}
}

func TestNewGame(t *testing.T) {
	at := time.Date(2026, 3, 4, 20, 15, 0, 0, time.UTC)
	tests := []struct {
		loser rules.Color
		white bool
		want  Outcome
	}{
		{rules.Black, true, Win},
		{rules.Black, false, Loss},
		{rules.White, false, Win},
	}
	for _, tc := range tests {
		g, err := NewGame(resigned(t, tc.loser), tc.white, "Expert", at)
		if err != nil {
			t.Fatal(err)
		}
		if g.Outcome != tc.want || g.Reason != "resigned" || g.Turns != 2 || g.Level != "Expert" || g.Variant != "Nine Men's Morris" {
			t.Errorf("%v resigned, player white %v: %+v, want a %s", tc.loser, tc.white, g, tc.want)
		}
		back, err := g.Game()
		if err != nil {
			t.Fatalf("the record does not replay: %v\n%s", err, g.Text)
		}
		if back.Result() != resigned(t, tc.loser).Result() {
			t.Errorf("the record reads as %v", back.Result())
		}
		if !strings.Contains(g.Text, `[Date "2026.03.04"]`) {
			t.Errorf("no date in\n%s", g.Text)
		}
	}
}

// A game lost on time counts as a loss, says so, and its record reads
// back as lost on time.
func TestNewGameLostOnTime(t *testing.T) {
	lost := finished(t, "1. d6 d5")
	lost.LoseOnTime(rules.White)
	g, err := NewGame(lost, true, "Expert", time.Date(2026, 3, 4, 5, 6, 7, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	if g.Outcome != Loss || g.Reason != "time" {
		t.Errorf("lost on time: %+v", g)
	}
	back, err := g.Game()
	if err != nil {
		t.Fatalf("the record does not replay: %v\n%s", err, g.Text)
	}
	if back.Result() != lost.Result() {
		t.Errorf("the record reads as %v, want %v\n%s", back.Result(), lost.Result(), g.Text)
	}
}

func TestRoundTrip(t *testing.T) {
	r := New()
	g, err := NewGame(resigned(t, rules.Black), true, "Club Player", time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	r.Add(g)
	r.Add(Game{Level: "Club Player", Variant: "Nine Men's Morris", Outcome: Loss, Reason: "two_men", Text: g.Text, At: g.At})
	data, err := Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Unmarshal(data)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := Marshal(back)
	if string(again) != string(data) {
		t.Errorf("a round trip changed the file:\n%s\n%s", data, again)
	}
	empty, _ := Marshal(New())
	if r, err := Unmarshal(empty); err != nil || r.Total().Games() != 0 {
		t.Errorf("the empty record reads as %+v, %v", r, err)
	}
}

func TestUnmarshalRefusesDamage(t *testing.T) {
	game := `{"level":"Expert","variant":"Nine Men's Morris","outcome":%q,"reason":%q,"turns":1,"record":%q}`
	good := `[Variant "Nine Men's Morris"]` + "\n\n1. d6 d5 0-1\n"
	tests := []struct{ name, data string }{
		{"not json", `nonsense`},
		{"empty", ``},
		{"newer", `{"version":2}`},
		{"no version", `{"tallies":[]}`},
		{"negative count", `{"version":1,"tallies":[{"level":"Expert","variant":"x","wins":-1}]}`},
		{"no level", `{"version":1,"tallies":[{"variant":"x","wins":1}]}`},
		{"best below streak", `{"version":1,"streak":3,"best":2}`},
		{"bad outcome", `{"version":1,"recent":[` + fmt.Sprintf(game, "won", "", good) + `]}`},
		{"bad reason", `{"version":1,"recent":[` + fmt.Sprintf(game, "win", "bored", good) + `]}`},
		{"bad record", `{"version":1,"recent":[` + fmt.Sprintf(game, "win", "", "1. zz") + `]}`},
		{"trailing data", `{"version":1} {}`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := Unmarshal([]byte(tc.data))
			if err == nil {
				t.Fatalf("read as %+v, want an error", r)
			}
			if !strings.HasPrefix(err.Error(), "record: ") {
				t.Errorf("error %q does not say it is the record", err)
			}
		})
	}
	if _, err := Unmarshal([]byte(`{"version":7}`)); !errors.Is(err, ErrNewer) {
		t.Errorf("a newer file: %v, want ErrNewer", err)
	}
}

func FuzzUnmarshal(f *testing.F) {
	r := New()
	g, _ := NewGame(resigned(f, rules.White), false, "Master", time.Unix(0, 0).UTC())
	r.Add(g)
	data, _ := Marshal(r)
	f.Add(data)
	f.Add([]byte(`{"version":1}`))
	f.Add([]byte(`{"version":1,"match":{"version":1,"target":1500,"games":2,"results":[{"rating":1500,"wins":1,"losses":1}]}}`))
	f.Add([]byte(`{"version":1,"tallies":[{"level":"Expert","variant":"x","wins":3}],"streak":1,"best":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := Unmarshal(data)
		if err != nil {
			return
		}
		out, err := Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Unmarshal(out)
		if err != nil {
			t.Fatalf("what was read does not read back: %v", err)
		}
		again, _ := Marshal(back)
		if string(again) != string(out) {
			t.Fatalf("not stable:\n%s\n%s", out, again)
		}
		_ = r.Rating(DefaultPrior())
	})
}

// Every way a game ends has a word of its own in the record, read back as
// that reason.
func TestEveryReasonHasAWord(t *testing.T) {
	seen := map[string]rules.Reason{}
	for r := rules.ReducedToTwo; r <= rules.OnTime; r++ {
		w := ReasonWord(r)
		if w == "" {
			t.Errorf("reason %d has no word", r)
			continue
		}
		if other, ok := seen[w]; ok {
			t.Errorf("reasons %d and %d share the word %q", other, r, w)
		}
		seen[w] = r
		if back, ok := Reason(w); !ok || back != r {
			t.Errorf("%q reads back as %d, %v; want %d", w, back, ok, r)
		}
	}
}
