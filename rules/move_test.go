package rules_test

import (
	"slices"
	"testing"

	"github.com/ninemen/morris/rules"
)

func TestParsePoint(t *testing.T) {
	names := []string{
		"a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3",
		"a4", "b4", "c4", "e4", "f4", "g4",
		"c5", "d5", "e5", "b6", "d6", "f6", "a7", "d7", "g7",
	}
	seen := map[rules.Point]bool{}
	for _, name := range names {
		p, err := rules.ParsePoint(name)
		if err != nil || p.String() != name {
			t.Errorf("ParsePoint(%q) = %v, %v", name, p, err)
		}
		seen[p] = true
		upper := string(name[0]-'a'+'A') + name[1:]
		if q, err := rules.ParsePoint(upper); err != nil || q != p {
			t.Errorf("ParsePoint(%q) = %v, %v; want %v", upper, q, err, p)
		}
	}
	if len(seen) != rules.NumPoints {
		t.Errorf("%d distinct points, want %d", len(seen), rules.NumPoints)
	}
	for _, bad := range []string{"", "a", "a0", "a8", "h1", "b1", "a2", "aa", "11", "a1 ", " a1", "a10", "é1"} {
		if p, err := rules.ParsePoint(bad); err == nil {
			t.Errorf("ParsePoint(%q) = %v, want an error", bad, p)
		}
	}
}

func TestParseMove(t *testing.T) {
	tests := []struct {
		in   string
		want rules.Move
		err  bool
	}{
		{"d6", rules.Place(rules.D6), false},
		{"D6", rules.Place(rules.D6), false},
		{"a1-a4", rules.Slide(rules.A1, rules.A4), false},
		{"a1-g7", rules.Slide(rules.A1, rules.G7), false}, // a flight: spelling only
		{"xa4", rules.Remove(rules.A4), false},
		{"Xa4", rules.Remove(rules.A4), false},
		{"pass", rules.Pass, false},
		{"--", rules.Pass, false},
		{"0000", rules.Pass, false},
		{"", 0, true},
		{"x", 0, true},
		{"xx", 0, true},
		{"xd4", rules.Remove(rules.D4), false}, // the 9-point board's centre
		{"d4", rules.Place(rules.D4), false},
		{"d8", 0, true},
		{"a1-", 0, true},
		{"-a1", 0, true},
		{"a1-a1", 0, true},
		{"a1-a4-a7", 0, true},
		{"a1a4", 0, true},
		{"a1xa4", 0, true}, // a turn, not one ply
		{"Pass", 0, true},
	}
	for _, tt := range tests {
		got, err := rules.ParseMove(tt.in)
		if (err != nil) != tt.err || err == nil && got != tt.want {
			t.Errorf("ParseMove(%q) = %v, %v; want %v, error %v", tt.in, got, err, tt.want, tt.err)
		}
	}
}

func TestParseTurn(t *testing.T) {
	tests := []struct {
		in   string
		want []rules.Move
		err  bool
	}{
		{"d6", []rules.Move{rules.Place(rules.D6)}, false},
		{"a1-a4", []rules.Move{rules.Slide(rules.A1, rules.A4)}, false},
		{"xa4", []rules.Move{rules.Remove(rules.A4)}, false},
		{"a1-a4xg7", []rules.Move{rules.Slide(rules.A1, rules.A4), rules.Remove(rules.G7)}, false},
		{"d6xg7", []rules.Move{rules.Place(rules.D6), rules.Remove(rules.G7)}, false},
		{"d6xg7xa4", []rules.Move{rules.Place(rules.D6), rules.Remove(rules.G7), rules.Remove(rules.A4)}, false},
		{"D6XG7", []rules.Move{rules.Place(rules.D6), rules.Remove(rules.G7)}, false},
		{"xa4xb6", []rules.Move{rules.Remove(rules.A4), rules.Remove(rules.B6)}, false},
		{"pass", []rules.Move{rules.Pass}, false},
		{"", nil, true},
		{"x", nil, true},
		{"d6x", nil, true},
		{"d6xx", nil, true},
		{"d6xxg7", nil, true},
		{"d6xd4", []rules.Move{rules.Place(rules.D6), rules.Remove(rules.D4)}, false},
		{"d6xd8", nil, true},
		{"d6xa1-a4", nil, true},
		{"a1-a1xg7", nil, true},
		{"h1xa4", nil, true},
	}
	for _, tt := range tests {
		got, err := rules.ParseTurn(tt.in)
		if (err != nil) != tt.err || !slices.Equal(got, tt.want) {
			t.Errorf("ParseTurn(%q) = %v, %v; want %v, error %v", tt.in, got, err, tt.want, tt.err)
		}
	}
}

func TestFormatTurn(t *testing.T) {
	tests := []struct {
		moves []rules.Move
		want  string
	}{
		{[]rules.Move{rules.Place(rules.D6)}, "d6"},
		{[]rules.Move{rules.Slide(rules.A1, rules.A4), rules.Remove(rules.G7)}, "a1-a4xg7"},
		{[]rules.Move{rules.Place(rules.D6), rules.Remove(rules.G7), rules.Remove(rules.A4)}, "d6xg7xa4"},
		{[]rules.Move{rules.Remove(rules.A4)}, "xa4"},
		{[]rules.Move{rules.Place(rules.D6), rules.Place(rules.F4)}, "d6 f4"},
		{nil, ""},
	}
	for _, tt := range tests {
		if got := rules.FormatTurn(tt.moves); got != tt.want {
			t.Errorf("FormatTurn(%v) = %q, want %q", tt.moves, got, tt.want)
		}
	}
}

// Every ply writes in standard notation and reads back, and every turn of
// a move with up to three removals does too.
func TestMoveStringRoundTrip(t *testing.T) {
	var all []rules.Move
	for p := rules.Point(0); p < rules.NumPoints; p++ {
		all = append(all, rules.Place(p), rules.Remove(p))
		for q := rules.Point(0); q < rules.NumPoints; q++ {
			if p != q {
				all = append(all, rules.Slide(p, q))
			}
		}
	}
	all = append(all, rules.Pass)
	for _, m := range all {
		back, err := rules.ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("%v reads back as %v, %v", m, back, err)
		}
		if m.Kind() == rules.SlideMove && (m.From() == rules.NoPoint || m.To() == rules.NoPoint) {
			t.Fatalf("%v lost a point", m)
		}
		turn := []rules.Move{m}
		for r := 0; r < 3; r++ {
			turn = append(turn, rules.Remove(rules.Point((int(m)+r*7)%rules.NumPoints)))
			got, err := rules.ParseTurn(rules.FormatTurn(turn))
			if err != nil || !slices.Equal(got, turn) {
				t.Fatalf("turn %v written %q reads back as %v, %v", turn, rules.FormatTurn(turn), got, err)
			}
		}
	}
}

// PlayTurn plays a turn written in notation and, on an illegal part,
// plays none of it.
func TestPlayTurnAllOrNothing(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	for _, s := range []string{"a7", "b6", "d7", "d6"} {
		if err := g.PlayTurn(s); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.PlayTurn("g7xf4"); err == nil {
		t.Fatal("removal of an empty point: no error")
	}
	if g.Ply() != 4 {
		t.Fatalf("%d plies after a failed turn, want 4", g.Ply())
	}
	if err := g.PlayTurn("g7xb6"); err != nil || g.Ply() != 6 {
		t.Fatalf("g7xb6: %v, %d plies", err, g.Ply())
	}
}
