package rules_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

// TestDefaultVariant: where the seeds differ, the majority is the default
// (DESIGN.md, "Rules: what the seeds say").
func TestDefaultVariant(t *testing.T) {
	v := rules.NineMensMorris()
	want := rules.Variant{
		Name: v.Name, Men: 9, MayFly: true, FlyAt: 3, BothFly: false, Diagonals: false,
		RemoveMultiple: false, Removal: rules.RemoveOutsideMillsFirst, MoveInPlacing: false,
		Blocked: rules.BlockedLoses, NMoveRule: 100, ThreefoldRepetition: true,
	}
	if v != want {
		t.Errorf("NineMensMorris() = %+v, want %+v", v, want)
	}
	if ps := rules.Presets(); ps[0] != v {
		t.Errorf("the first preset is %q, want the default", ps[0].Name)
	}
}

func TestPresets(t *testing.T) {
	def := rules.NineMensMorris()
	change := func(f func(*rules.Variant)) rules.Variant { v := def; f(&v); return v }
	want := map[string]rules.Variant{
		"Nine Men's Morris":                       def,
		"Nine Men's Morris, no flying":            change(func(v *rules.Variant) { v.MayFly = false }),
		"Nine Men's Morris, one removal per mill": change(func(v *rules.Variant) { v.RemoveMultiple = true }),
		"Nine Men's Morris, diagonal lines":       change(func(v *rules.Variant) { v.Diagonals = true }),
		"Twelve Men's Morris":                     change(func(v *rules.Variant) { v.Men, v.Diagonals = 12, true }),
		"Lasker Morris":                           change(func(v *rules.Variant) { v.Men, v.MoveInPlacing = 10, true }),
	}
	ps := rules.Presets()
	if len(ps) != len(want) {
		t.Fatalf("%d presets, want %d", len(ps), len(want))
	}
	for _, p := range ps {
		w, ok := want[p.Name]
		if !ok {
			t.Errorf("unexpected preset %q", p.Name)
			continue
		}
		w.Name = p.Name
		if p != w {
			t.Errorf("%s = %+v, want %+v", p.Name, p, w)
		}
		if err := p.Validate(); err != nil {
			t.Errorf("%s: %v", p.Name, err)
		}
		if got, ok := rules.PresetNamed(p.Name); !ok || got != p {
			t.Errorf("PresetNamed(%q) = %+v, %v", p.Name, got, ok)
		}
	}
	if _, ok := rules.PresetNamed("Chess"); ok {
		t.Error("PresetNamed found Chess")
	}
}

func TestVariantValidate(t *testing.T) {
	def := rules.NineMensMorris()
	change := func(f func(*rules.Variant)) rules.Variant { v := def; f(&v); return v }
	tests := []struct {
		name string
		v    rules.Variant
		err  string // "" for valid
	}{
		{"zero value", rules.Variant{}, "men per side 0"},
		{"two men", change(func(v *rules.Variant) { v.Men = 2 }), "men per side 2"},
		{"thirteen men", change(func(v *rules.Variant) { v.Men = 13 }), "men per side 13"},
		{"three men", change(func(v *rules.Variant) { v.Men = 3 }), ""},
		{"twelve men without diagonals", change(func(v *rules.Variant) { v.Men = 12 }), ""},
		{"fly at two", change(func(v *rules.Variant) { v.FlyAt = 2 }), "fly at 2"},
		{"fly at thirteen", change(func(v *rules.Variant) { v.FlyAt = 13 }), "fly at 13"},
		{"fly threshold unused without flying", change(func(v *rules.Variant) { v.MayFly, v.FlyAt = false, 0 }), ""},
		{"unknown removal rule", change(func(v *rules.Variant) { v.Removal = 3 }), "removal rule 3"},
		{"unknown blocked rule", change(func(v *rules.Variant) { v.Blocked = 2 }), "blocked rule 2"},
		{"negative n-move rule", change(func(v *rules.Variant) { v.NMoveRule = -1 }), "n-move rule -1"},
		{"n-move rule off", change(func(v *rules.Variant) { v.NMoveRule = 0 }), ""},
		{"n-move rule too long", change(func(v *rules.Variant) { v.NMoveRule = 10001 }), "n-move rule 10001"},
	}
	for _, tt := range tests {
		err := tt.v.Validate()
		switch {
		case tt.err == "" && err != nil:
			t.Errorf("%s: %v", tt.name, err)
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%s: error %v, want one about %q", tt.name, err, tt.err)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("NewPosition of an invalid variant does not panic")
		}
	}()
	rules.NewPosition(rules.Variant{})
}

func TestPointNames(t *testing.T) {
	names := strings.Fields("a1 d1 g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7")
	seen := map[rules.Point]bool{}
	for _, n := range names {
		p, err := rules.ParsePoint(n)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		if p.String() != n || !p.Valid() || seen[p] {
			t.Errorf("%s reads as %v (valid %v, seen %v)", n, p, p.Valid(), seen[p])
		}
		seen[p] = true
		if f, r := p.File(), p.Rank(); int(n[0]-'a') != f || int(n[1]-'1') != r {
			t.Errorf("%s: file %d rank %d", n, f, r)
		}
		if q, ok := rules.PointAt(p.File(), p.Rank()); !ok || q != p {
			t.Errorf("PointAt(%d, %d) = %v, %v; want %v", p.File(), p.Rank(), q, ok, p)
		}
		if up, err := rules.ParsePoint(strings.ToUpper(n)); err != nil || up != p {
			t.Errorf("%s in capitals: %v, %v", n, up, err)
		}
	}
	for _, bad := range []string{"", "a2", "h1", "a0", "a8", "a10", "1a", "xx", "é1"} {
		if p, err := rules.ParsePoint(bad); err == nil {
			t.Errorf("ParsePoint(%q) = %v, want an error", bad, p)
		}
	}
	if s := rules.NoPoint.String(); s != "Point(-1)" || rules.NoPoint.Valid() {
		t.Errorf("NoPoint: %q, valid %v", s, rules.NoPoint.Valid())
	}
}

func TestBoardGeometry(t *testing.T) {
	degrees := func(diag bool) map[string]int {
		d := map[string]int{}
		// Outer and inner corners join two points, outer and inner
		// midpoints three, middle midpoints four; the diagonals add one to
		// outer and inner corners and two to middle corners.
		for _, n := range strings.Fields("a1 g1 a7 g7 c3 e3 c5 e5") {
			d[n] = map[bool]int{false: 2, true: 3}[diag]
		}
		for _, n := range strings.Fields("b2 f2 b6 f6") {
			d[n] = map[bool]int{false: 2, true: 4}[diag]
		}
		for _, n := range strings.Fields("d1 a4 g4 d7 d3 c4 e4 d5") {
			d[n] = 3
		}
		for _, n := range strings.Fields("d2 b4 f4 d6") {
			d[n] = 4
		}
		return d
	}
	for _, diag := range []bool{false, true} {
		b := rules.BoardFor(diag)
		edges := 0
		for n, want := range degrees(diag) {
			p := mustPoint(t, n)
			nb := b.Neighbors(p)
			if nb.Count() != want {
				t.Errorf("diagonals %v: %s has %d neighbours %v, want %d", diag, n, nb.Count(), nb.Points(), want)
			}
			for _, q := range nb.Points() {
				if !b.Adjacent(q, p) {
					t.Errorf("diagonals %v: %v-%v joined one way only", diag, p, q)
				}
			}
			edges += nb.Count()
		}
		if want := map[bool]int{false: 64, true: 80}[diag]; edges != want {
			t.Errorf("diagonals %v: %d edge ends, want %d", diag, edges, want)
		}
		lines := b.Lines()
		lines[0] = rules.Line{}
		if b.Lines()[0] == (rules.Line{}) {
			t.Error("Lines hands out the board's own slice")
		}
		// Every line's ends are joined through its middle, and not directly.
		for _, l := range b.Lines() {
			if !b.Adjacent(l[0], l[1]) || !b.Adjacent(l[1], l[2]) || b.Adjacent(l[0], l[2]) {
				t.Errorf("diagonals %v: line %v is not three points in a row", diag, l)
			}
		}
	}
	b := rules.BoardFor(false)
	men := rules.Bit(mustPoint(t, "a1")) | rules.Bit(mustPoint(t, "a4")) | rules.Bit(mustPoint(t, "a7")) |
		rules.Bit(mustPoint(t, "d7")) | rules.Bit(mustPoint(t, "g7")) | rules.Bit(mustPoint(t, "e4"))
	if n := b.MillsAt(men, mustPoint(t, "a7")); n != 2 {
		t.Errorf("a7 closes %d mills, want 2", n)
	}
	if got := len(b.Mills(men)); got != 2 {
		t.Errorf("%d mills, want 2", got)
	}
	in := b.InMills(men)
	if in.Count() != 5 || in.Has(mustPoint(t, "e4")) {
		t.Errorf("men in mills %v", in.Points())
	}
}

func TestBitboard(t *testing.T) {
	var b rules.Bitboard
	pts := []rules.Point{mustPoint(t, "g7"), mustPoint(t, "d5"), mustPoint(t, "a1")}
	for _, p := range pts {
		b |= rules.Bit(p)
	}
	slices.Sort(pts)
	if b.Count() != 3 || b.First() != pts[0] || !slices.Equal(b.Points(), pts) {
		t.Errorf("bitboard %v: count %d first %v", b.Points(), b.Count(), b.First())
	}
	if rules.AllPoints.Count() != rules.NumPoints || rules.AllPoints.Has(rules.NoPoint) {
		t.Error("AllPoints")
	}
}
