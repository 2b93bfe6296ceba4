package rules_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

// ntPlayOKNames is PlayOK's numbering as its help page gives it, written
// out here rather than taken from the package.
var ntPlayOKNames = strings.Fields("a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1")

func TestPlayOKPoints(t *testing.T) {
	for i, name := range ntPlayOKNames {
		n := i + 1
		p, ok := rules.PlayOKPoint(n)
		if !ok || p.String() != name {
			t.Errorf("PlayOKPoint(%d) = %v, %v; want %s", n, p, ok, name)
		}
		if got := ntPoint(t, name).PlayOK(); got != n {
			t.Errorf("%s.PlayOK() = %d, want %d", name, got, n)
		}
	}
	for _, n := range []int{-1, 0, 25, 100} {
		if p, ok := rules.PlayOKPoint(n); ok {
			t.Errorf("PlayOKPoint(%d) = %v, want none", n, p)
		}
	}
	if got := rules.NoPoint.PlayOK(); got != 0 {
		t.Errorf("NoPoint.PlayOK() = %d, want 0", got)
	}
}

func TestParsePlayOKMove(t *testing.T) {
	tests := []struct {
		in   string
		want rules.Move
		err  bool
	}{
		{"12", rules.Place(rules.C4), false},
		{"1", rules.Place(rules.A7), false},
		{"24", rules.Place(rules.G1), false},
		{"05", rules.Place(rules.D6), false},
		{"12-13", rules.Slide(rules.C4, rules.E4), false},
		{"22-1", rules.Slide(rules.A1, rules.A7), false}, // a flight
		{"x12", rules.Remove(rules.C4), false},
		{"X3", rules.Remove(rules.G7), false},
		{"--", rules.Pass, false},
		{"", 0, true},
		{"0", 0, true},
		{"25", 0, true},
		{"123", 0, true},
		{"+5", 0, true},
		{"-5", 0, true},
		{"5-", 0, true},
		{"5-5", 0, true},
		{"5-6-7", 0, true},
		{"x", 0, true},
		{"x0", 0, true},
		{"a1", 0, true},
		{"18x21", 0, true}, // a turn, not one ply
	}
	for _, tt := range tests {
		got, err := rules.ParsePlayOKMove(tt.in)
		if (err != nil) != tt.err || err == nil && got != tt.want {
			t.Errorf("ParsePlayOKMove(%q) = %v, %v; want %v, error %v", tt.in, got, err, tt.want, tt.err)
		}
	}
}

func TestParsePlayOKTurn(t *testing.T) {
	tests := []struct {
		in   string
		want []rules.Move
		err  bool
	}{
		{"12", []rules.Move{rules.Place(rules.C4)}, false},
		{"x12", []rules.Move{rules.Remove(rules.C4)}, false},
		{"18x21", []rules.Move{rules.Place(rules.E3), rules.Remove(rules.F2)}, false},
		{"12-13x21", []rules.Move{rules.Slide(rules.C4, rules.E4), rules.Remove(rules.F2)}, false},
		{"5x1x2", []rules.Move{rules.Place(rules.D6), rules.Remove(rules.A7), rules.Remove(rules.D7)}, false},
		{"x1x2", []rules.Move{rules.Remove(rules.A7), rules.Remove(rules.D7)}, false},
		{"", nil, true},
		{"x", nil, true},
		{"18x", nil, true},
		{"18x25", nil, true},
		{"18xx21", nil, true},
		{"d6xg7", nil, true},
	}
	for _, tt := range tests {
		got, err := rules.ParsePlayOKTurn(tt.in)
		if (err != nil) != tt.err || !slices.Equal(got, tt.want) {
			t.Errorf("ParsePlayOKTurn(%q) = %v, %v; want %v, error %v", tt.in, got, err, tt.want, tt.err)
		}
		if err == nil {
			if back := rules.FormatPlayOKTurn(got); strings.TrimLeft(back, "0") != strings.TrimLeft(tt.in, "0") {
				t.Errorf("FormatPlayOKTurn(%v) = %q, want %q", got, back, tt.in)
			}
		}
	}
}

// Every ply converts to PlayOK's notation and back, and agrees with the
// standard notation through the point table.
func TestPlayOKMoveBothWays(t *testing.T) {
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
		s := m.PlayOK()
		back, err := rules.ParsePlayOKMove(s)
		if err != nil || back != m {
			t.Fatalf("%v written %q reads back as %v, %v", m, s, back, err)
		}
		// Translate the numbers to names by hand and compare.
		std := s
		if m != rules.Pass {
			std = translatePlayOK(s)
		}
		if want := m.String(); m != rules.Pass && std != want {
			t.Fatalf("%v in PlayOK notation %q means %q", m, s, std)
		}
	}
}

// translatePlayOK turns a PlayOK ply into standard notation using the
// test's own table.
func translatePlayOK(s string) string {
	var sb strings.Builder
	num := ""
	flush := func() {
		if num != "" {
			n := 0
			for _, c := range num {
				n = n*10 + int(c-'0')
			}
			sb.WriteString(ntPlayOKNames[n-1])
			num = ""
		}
	}
	for _, c := range s {
		if c >= '0' && c <= '9' {
			num += string(c)
			continue
		}
		flush()
		sb.WriteRune(c)
	}
	flush()
	return sb.String()
}

func TestParsePlayOKListing(t *testing.T) {
	rec, err := rules.ParsePlayOK(ntReadFile(t, "playok_listing.txt"))
	if err != nil {
		t.Fatal(err)
	}
	g := rec.Game
	if g.Ply() != 56 || g.Result() != (rules.Result{Outcome: rules.WhiteWins, Reason: rules.ReducedToTwo}) {
		t.Errorf("%d plies, %v", g.Ply(), g.Result())
	}
	if site, _ := rec.Tag("Site"); site != "PlayOK" {
		t.Errorf("Site = %q", site)
	}
	if elo, _ := rec.Tag("BlackElo"); elo != "1488" {
		t.Errorf("BlackElo = %q", elo)
	}
	// The same game in standard notation.
	var sb strings.Builder
	if err := rules.WriteRecord(&sb, g, nil); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"\n1. a7 d5\n", "\n12. b4-b6xe4 f4-g4\n", "\n25. f4-f6xg1 1-0\n"} {
		if !strings.Contains(sb.String(), line) {
			t.Errorf("standard record lacks %q:\n%s", line, sb.String())
		}
	}
}

func TestParsePlayOKShort(t *testing.T) {
	want := strings.Fields("a7 b6 d7 d6 g7 xb6 f6")
	texts := []string{
		// The example of Sanmill's tests: 3x4 places g7, closing
		// a7-d7-g7, and removes b6.
		"[Site \"PlayOK\"]\n[Event \"Mill Game\"]\n1. 1 4 2. 2 5 3. 3x4 6",
		"1. 1 4 2. 2 5 3. 3 x4 6",
		"1. 1 4 2. 2 5 3. 3x4 6 *",
		"1.1 4 2.2 5 3.3x4 6",
		"[Time 19:42:07]\n[Event \"unclosed\n[odd header]\n1. 1 4 2. 2 5 3. 3x4 6 TXT",
		"]1. 1 4 2. 2 5 3. 3x4 6",
	}
	for _, text := range texts {
		rec, err := rules.ParsePlayOK(text)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		var got []string
		for _, m := range rec.Game.Moves() {
			got = append(got, m.String())
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: moves %v, want %v", text, got, want)
		}
	}
}

func TestParsePlayOKErrors(t *testing.T) {
	tests := []struct {
		text      string
		line, col int
		token     string
		illegal   bool
	}{
		{"1. 1 4 2. x5", 1, 11, "x5", true},
		{"[Site \"PlayOK\"]\n1. 1 4\n2. 1 5", 3, 4, "1", true},
		{"1. 1 25", 1, 6, "25", false},
		{"1. 1 d6", 1, 6, "d6", false},
		{"1. 1 4 2. 2 5 3. 3x4 6 38-26", 1, 24, "38-26", false},
		{"1. 1 4 1-0 2. 2", 1, 12, "2.", false},
	}
	for _, tt := range tests {
		_, err := rules.ParsePlayOK(tt.text)
		var re *rules.RecordError
		if !errors.As(err, &re) {
			t.Errorf("%q: err = %v, want a *RecordError", tt.text, err)
			continue
		}
		if re.Line != tt.line || re.Col != tt.col || re.Token != tt.token {
			t.Errorf("%q: error at %d:%d %q, want %d:%d %q: %v", tt.text, re.Line, re.Col, re.Token, tt.line, tt.col, tt.token, err)
		}
		var ie *rules.IllegalMoveError
		if errors.As(err, &ie) != tt.illegal {
			t.Errorf("%q: err = %v, illegal move %v, want %v", tt.text, err, !tt.illegal, tt.illegal)
		}
	}
	if _, err := rules.ParsePlayOKAs("1. 1", rules.Variant{}); err == nil {
		t.Error("ParsePlayOKAs with the zero Variant: no error")
	}
}

func TestPlayOKRoundTrip(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 20
	}
	for _, v := range append(rules.Presets(), ntOddVariant()) {
		rng := rand.New(rand.NewPCG(2, uint64(len(v.Name))))
		for i := 0; i < games; i++ {
			g := ntRandomGame(rng, v, 50+rng.IntN(300))
			var sb strings.Builder
			if err := rules.WritePlayOK(&sb, g, []rules.Tag{{"Site", "PlayOK"}}); err != nil {
				t.Fatal(err)
			}
			text := sb.String()
			if strings.ContainsAny(strings.SplitN(text, "\n\n", 2)[1], "abcdefg") {
				t.Fatalf("letters in the PlayOK moves:\n%s", text)
			}
			rec, err := rules.ParsePlayOKAs(text, v)
			if err != nil {
				t.Fatalf("%s: %v\n%s", v.Name, err, text)
			}
			ntSameGame(t, text, g, rec.Game)
		}
	}
}
