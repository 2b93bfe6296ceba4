package learn_test

import (
	"slices"
	"testing"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/learn"
	"github.com/ninemen/morris/rules"
)

// play is one step played under the standard rules: the right turn, with
// the result it leads to, and a wrong one, with the refusal the rules
// give it (RefuseNone: the lesson's own reason). A note or the game has
// no turns.
type play struct {
	right, wrong string
	refusal      rules.RefusalKind
	result       rules.Outcome
}

var plays = map[string][]play{
	"board": {
		{right: "a1", wrong: "d6"},
		{right: "d6", wrong: "d5"},
		{right: "d7", wrong: "a7", refusal: rules.RefuseTaken},
	},
	"placing": {
		// Any placement is right: a slide is the wrong turn, which the
		// rules have no refusal for (a4 would take a man).
		{right: "d6", wrong: "a1-a4"},
		{right: "f6", wrong: "a1"},
	},
	"mill": {
		{right: "g7xf4", wrong: "a4"},
		{right: "d5xb4", wrong: "c4"},
	},
	"removing": {
		{right: "g7xf4", wrong: "g4"},
		{right: "g7xf4", wrong: "g7xa1", refusal: rules.RefuseInMill},
		{right: "g7xa1", wrong: "g4"},
	},
	"moving": {
		{right: "a7-a4", wrong: "a7-g4", refusal: rules.RefuseNotNext},
		{right: "g4-g7xf6", wrong: "b4-a4"},
	},
	"blocked": {
		{right: "d6-d5", wrong: "a1-a4", refusal: rules.RefuseStuck},
		{},
	},
	"flying": {
		{right: "b2-g7xg4", wrong: "b2-b4"},
		{right: "f2-g1", wrong: "f2-g7"},
	},
	"winning": {
		{right: "g4-g7xc5", wrong: "b2-b4", result: rules.WhiteWins},
		{right: "f2-d2", wrong: "f2-f4", result: rules.WhiteWins},
	},
	"double-mill": {
		{right: "d7-d6xa1", wrong: "a7-a4"},
		{right: "d6-d7xa1", wrong: "b6-b4"},
		{right: "g7xb4", wrong: "d6"},
	},
	"draws": {
		{right: "a7-a4", wrong: "d2-d3", result: rules.Draw},
		{},
		{},
	},
}

func turn(t *testing.T, s string) []rules.Move {
	t.Helper()
	m, err := rules.ParseTurn(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// Every lesson plays through under the standard rules with its right
// turns, each step first refusing a wrong turn with a reason and staying
// where it was.
func TestLessonsPlayThrough(t *testing.T) {
	lessons := learn.Lessons()
	if len(lessons) != len(plays) {
		t.Fatalf("%d lessons, %d played here", len(lessons), len(plays))
	}
	for _, l := range lessons {
		t.Run(l.ID, func(t *testing.T) {
			r, err := learn.NewRun(l, rules.NineMensMorris())
			if err != nil {
				t.Fatal(err)
			}
			steps := plays[l.ID]
			if r.Steps() != len(steps) {
				t.Fatalf("%d steps, %d played here", r.Steps(), len(steps))
			}
			for i, s := range steps {
				if r.Index() != i || r.Done() {
					t.Fatalf("step %d: at %d, done %v", i+1, r.Index(), r.Done())
				}
				if r.Kind() != learn.MoveStep {
					if !r.Next() {
						t.Fatalf("step %d: a %d step does not go on", i+1, r.Kind())
					}
					continue
				}
				before := r.Position()
				v := r.Try(turn(t, s.wrong))
				if v.Right || v.More || v.Refusal.Kind != s.refusal || v.Reason.ID == "" {
					t.Errorf("step %d: %s gives %+v, want refusal %d and a reason", i+1, s.wrong, v, s.refusal)
				}
				if r.Next() || !r.Position().Equal(before) {
					t.Errorf("step %d: a wrong turn moved the lesson on", i+1)
				}
				right := turn(t, s.right)
				if len(right) > 1 {
					if v := r.Try(right[:1]); !v.More {
						t.Errorf("step %d: %v owes its removal, got %+v", i+1, right[0], v)
					}
				}
				v = r.Try(right)
				if !v.Right || v.Praise.ID == "" || v.Result.Outcome != s.result {
					t.Errorf("step %d: %s gives %+v", i+1, s.right, v)
				}
				if !r.Next() {
					t.Fatalf("step %d: a right turn does not go on", i+1)
				}
			}
			if !r.Done() {
				t.Error("the lesson is not done")
			}
		})
	}
	last := lessons[len(lessons)-1].Steps
	if last[len(last)-1].Kind != learn.GameStep {
		t.Error("the last lesson does not end in a game")
	}
}

// The rules the lessons meet: each preset, and the removal, blocking and
// draw switches a player may set.
func variants() map[string]rules.Variant {
	out := map[string]rules.Variant{}
	for _, v := range rules.Presets() {
		out[v.Name] = v
	}
	v := rules.NineMensMorris()
	v.Removal = rules.RemoveAny
	out["remove any"] = v
	v.Removal = rules.RemoveOutsideMillsOnly
	out["outside mills only"] = v
	v = rules.NineMensMorris()
	v.Blocked = rules.BlockedPasses
	v.ThreefoldRepetition, v.NMoveRule = false, 0
	out["blocked passes, no draws"] = v
	v = rules.NineMensMorris()
	v.RepetitionCountsProgress, v.BothFly = true, true
	out["repetition counts progress, both fly"] = v
	return out
}

// Under every rules each lesson runs: its steps' positions go on, its
// texts are messages, every listed turn is a legal one, every turn it
// accepts is right and some other turn is refused with a reason.
func TestLessonsUnderEveryRules(t *testing.T) {
	en, err := lang.Messages(lang.English)
	if err != nil {
		t.Fatal(err)
	}
	for name, v := range variants() {
		for _, l := range learn.Lessons() {
			r, err := learn.NewRun(l, v)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if en[l.Title] == nil {
				t.Errorf("%s: title %q is no message", l.ID, l.Title)
			}
			for !r.Done() {
				where := name + ": " + l.ID + " step " + string(rune('1'+r.Index()))
				p := r.Position()
				if p.Result().Over() || r.Game().Result().Over() {
					t.Fatalf("%s: the game is over", where)
				}
				if id := r.Text().ID; en[id] == nil {
					t.Errorf("%s: text %q is no message", where, id)
				}
				if r.Kind() != learn.MoveStep {
					if !r.Next() {
						t.Fatalf("%s: a %d step does not go on", where, r.Kind())
					}
					continue
				}
				accepted := r.Accepted()
				if len(accepted) == 0 {
					t.Fatalf("%s: no turn is right", where)
				}
				for _, a := range accepted {
					v := r.Try(a)
					if !v.Right || en[v.Praise.ID] == nil {
						t.Errorf("%s: %s gives %+v", where, rules.FormatTurn(a), v)
					}
					if len(r.Step().Reply) > 0 && !v.Result.Over() && len(v.Reply) == 0 {
						t.Errorf("%s: no reply to %s", where, rules.FormatTurn(a))
					}
				}
				if w := wrongTurn(p, accepted); w != nil {
					v := r.Try(w)
					if v.Right || en[v.Reason.ID] == nil {
						t.Errorf("%s: %s gives %+v", where, rules.FormatTurn(w), v)
					}
				}
				if v := r.Try(accepted[0]); !v.Right {
					t.Fatalf("%s: %v", where, v)
				}
				if !r.Next() {
					t.Fatalf("%s: a right turn does not go on", where)
				}
			}
		}
	}
}

// wrongTurn is a legal turn the step does not accept, or else a
// placement or slide the rules refuse.
func wrongTurn(p rules.Position, accepted [][]rules.Move) []rules.Move {
	for _, t := range learn.Turns(p) {
		if !slices.ContainsFunc(accepted, func(a []rules.Move) bool { return slices.Equal(a, t) }) {
			return t
		}
	}
	taken := p.Men(rules.White) | p.Men(rules.Black)
	if p.Action() == rules.ActPlace && taken != 0 {
		return []rules.Move{rules.Place(taken.First())}
	}
	return nil
}

// Every turn a step lists, and every reply, is legal where it is played:
// a listed turn the rules refuse would never be right.
func TestListedTurnsAreLegal(t *testing.T) {
	var steps []learn.Step
	for _, l := range learn.Lessons() {
		for _, s := range l.Steps {
			for s := &s; s != nil; s = s.Else {
				steps = append(steps, *s)
			}
		}
	}
	for _, s := range steps {
		p, err := rules.ParseFEN(s.FEN, rules.NineMensMorris())
		if err != nil {
			t.Fatalf("%s: %v", s.Text, err)
		}
		if s.Kind == learn.MoveStep && (s.Miss == "" || s.Praise == "") {
			t.Errorf("%s: no miss or praise", s.Text)
		}
		for _, a := range s.Accept {
			m := turn(t, a)
			if !slices.ContainsFunc(learn.Turns(p), func(t []rules.Move) bool {
				return len(t) >= len(m) && slices.Equal(t[:len(m)], m)
			}) {
				t.Errorf("%s: %s is not legal", s.Text, a)
			}
		}
	}
}

// A step a rule switched off gives way to its note or goes: no flying
// turns the flight into a note and drops the flying block.
func TestStepsFollowTheRules(t *testing.T) {
	l, _ := learn.LessonByID("flying")
	r, err := learn.NewRun(l, rules.NoFlying())
	if err != nil {
		t.Fatal(err)
	}
	if r.Steps() != 1 || r.Kind() != learn.NoteStep || r.Text().ID != "lesson.flying.off" {
		t.Errorf("%d steps, kind %d, %q", r.Steps(), r.Kind(), r.Text().ID)
	}
	l, _ = learn.LessonByID("draws")
	v := rules.NineMensMorris()
	v.NMoveRule = 60
	r, err = learn.NewRun(l, v)
	if err != nil {
		t.Fatal(err)
	}
	r.Try(turn(t, "a7-a4"))
	r.Next()
	if tx := r.Text(); tx.ID != "lesson.draws.move_limit" || !tx.Plural || tx.Count != 60 {
		t.Errorf("the move limit says %+v", tx)
	}
	if _, ok := learn.LessonByID("nothing"); ok {
		t.Error("a lesson named nothing")
	}
}

// A lesson whose data is wrong fails at its start, whichever step is
// wrong: a position that does not read, a lead that is no move there, a
// game already over, or no step left under the rules.
func TestBadLessonsFail(t *testing.T) {
	good := learn.Step{FEN: rules.StartFEN, Text: "lesson.placing.place", Check: learn.AnyPlacement}
	for name, steps := range map[string][]learn.Step{
		"fen":  {good, {FEN: "not a position"}},
		"lead": {good, {FEN: rules.StartFEN, Lead: []string{"a1-a4"}}},
		"over": {{FEN: "********/********/OOO***@@ w m s 3 0 2 0 0 0 0 0 0 0 0 0 20"}},
		"none": {{FEN: rules.StartFEN, Need: learn.NeedsRemovalPerMill}},
	} {
		if _, err := learn.NewRun(learn.Lesson{ID: name, Steps: steps}, rules.NineMensMorris()); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}
