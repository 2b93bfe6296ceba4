package learn_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/ninemen/morris/learn"
)

// good is a line of the set: White, with three men, flies b2-e4, Black
// replies d6-d5, and e3-f4 closes a mill and takes d5, leaving two.
const good = "t2f2a2d32\t***O****/@@***O*@/**O***** w m s 3 0 3 0 0 0 0 0 0 0 0 0 1\tb2-e4 d6-d5 e3-f4xd5\twin,flying\t1220\ttables"

func TestParseLine(t *testing.T) {
	p, err := learn.ParseLine(good)
	if err != nil {
		t.Fatal(err)
	}
	if p.ID != "t2f2a2d32" || p.Turns() != 2 || len(p.Solution) != 3 || len(p.Solution[2]) != 2 ||
		!p.Has(learn.Flying) || p.Has(learn.Blockade) || p.Rating != 1220 || !p.Source.Tables() {
		t.Errorf("read %+v", p)
	}
	if got := p.Line(); got != good {
		t.Errorf("written again as\n%s\nwant\n%s", got, good)
	}
	q, err := learn.ParseLine(strings.Replace(good, "tables", "search:12", 1))
	if err != nil || q.Source.Depth != 12 || q.Source.String() != "search:12" {
		t.Errorf("search:12 read as %+v, %v", q.Source, err)
	}
}

func TestParseLineErrors(t *testing.T) {
	field := func(i int, s string) string {
		f := strings.Split(good, "\t")
		f[i] = s
		return strings.Join(f, "\t")
	}
	tests := []struct {
		name, line, field string
	}{
		{"five fields", strings.Join(strings.Split(good, "\t")[:5], "\t"), "fields"},
		{"seven fields", good + "\tmore", "fields"},
		{"empty id", field(0, ""), "id"},
		{"id with a space", field(0, "a b"), "id"},
		{"garbled FEN", field(1, "***O****/@@***O*@ w"), "position"},
		{"game over", field(1, "***O****/@@******/**O***** w m s 3 0 2 0 0 0 0 0 0 0 0 0 1"), "position"},
		{"no turns", field(2, ""), "solution"},
		{"illegal move", field(2, "b2-a1 d6-d5 e3-f4xd5"), "solution"},
		{"ends with a reply", field(2, "b2-e4 d6-d5"), "solution"},
		{"removal owed", field(2, "b2-e4 d6-d5 e3-f4"), "solution"},
		{"turn after the end", field(2, "b2-e4 d6-d5 e3-f4xd5 d1-d2 d2-d3"), "solution"},
		{"not notation", field(2, "b2-e4 d6-d5 hello"), "solution"},
		{"unknown theme", field(3, "win,luck"), "themes"},
		{"rating not a number", field(4, "high"), "rating"},
		{"rating too high", field(4, "99999"), "rating"},
		{"unknown source", field(5, "oracle"), "source"},
		{"depth zero", field(5, "search:0"), "source"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := learn.ParseLine(tt.line)
			var le *learn.LineError
			if !errors.As(err, &le) || le.Field != tt.field {
				t.Errorf("error %v, want one in field %s", err, tt.field)
			}
		})
	}
}

// A set with bad lines keeps its good ones and says which lines it
// skipped, by number.
func TestReadSkipsBadLines(t *testing.T) {
	text := "# a comment\n" + good + "\n\nnot a puzzle\n" + good + "\n" + strings.Replace(good, "win", "luck", 1) + "\n"
	ps, errs := learn.Read(strings.NewReader(text))
	if len(ps) != 2 {
		t.Errorf("read %d puzzles, want 2", len(ps))
	}
	var lines []int
	for _, err := range errs {
		var le *learn.LineError
		if errors.As(err, &le) {
			lines = append(lines, le.Line)
		}
	}
	if len(lines) != 2 || lines[0] != 4 || lines[1] != 6 {
		t.Errorf("errors %v, want lines 4 and 6", errs)
	}
	if _, errs := learn.Read(strings.NewReader(strings.Repeat("x", 10000))); len(errs) != 1 {
		t.Errorf("a line too long gave %v", errs)
	}
}

func FuzzParseLine(f *testing.F) {
	f.Add(good)
	f.Add(strings.Replace(good, "tables", "search:9", 1))
	f.Add("a\tb\tc\td\te\tf")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := learn.ParseLine(s)
		if err != nil {
			return
		}
		q, err := learn.ParseLine(p.Line())
		if err != nil {
			t.Fatalf("%q read, but its line %q does not read again: %v", s, p.Line(), err)
		}
		if q.Line() != p.Line() {
			t.Fatalf("%q written as %q, then %q", s, p.Line(), q.Line())
		}
	})
}
