package board

import (
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
)

// movingPosition is a position of the moving phase, White to move, after
// eighteen placements that close no mill (the tour's MovingGame).
func movingPosition(t *testing.T) rules.Position {
	t.Helper()
	g := rules.NewGame(rules.NineMensMorris())
	for _, s := range strings.Fields("d2 d6 f4 b4 b6 d5 e4 c4 a1 f6 f2 b2 g1 a7 a4 g7 c5 e3") {
		m, err := rules.ParseMove(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(m); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	return g.Position()
}

// The hand yields only the position's legal moves and refusals, by
// click, key and drag.
func TestChooser(t *testing.T) {
	lay := NewLayout(1280, 800, 1)
	pos := movingPosition(t)
	at := func(p rules.Point) (float64, float64) { return lay.Point(p) }
	press := func(p rules.Point) *scenes.Input {
		x, y := at(p)
		return &scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true, Down: true, Pressed: true}}
	}
	release := func(p rules.Point) *scenes.Input {
		x, y := at(p)
		return &scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true, Released: true}}
	}
	moveTo := func(p rules.Point) *scenes.Input {
		x, y := at(p)
		return &scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true, Down: true}}
	}
	legal := pos.LegalMoves(nil)
	var slide rules.Move
	for _, m := range legal {
		if m.Kind() == rules.SlideMove {
			slide = m
			break
		}
	}
	if slide == 0 {
		t.Fatal("the test needs a slide")
	}
	blocked := rules.NoPoint
	for q := rules.Point(0); q < rules.NumPoints; q++ {
		if c, ok := pos.At(q); ok && c == rules.White && len(legalFrom(legal, q)) == 0 {
			blocked = q
			break
		}
	}
	if blocked == rules.NoPoint {
		t.Fatal("the test needs a man of White's that cannot move")
	}
	tests := []struct {
		name   string
		inputs []*scenes.Input
		want   rules.Move
		refuse bool
		sel    rules.Point
	}{
		{"click the man, click its point", []*scenes.Input{press(slide.From()), release(slide.From()), press(slide.To()), release(slide.To())}, slide, false, rules.NoPoint},
		{"drag the man to its point", []*scenes.Input{press(slide.From()), moveTo(slide.To()), release(slide.To())}, slide, false, rules.NoPoint},
		{"drag the man back to its own point", []*scenes.Input{press(slide.From()), moveTo(slide.To()), moveTo(slide.From()), release(slide.From())}, 0, false, slide.From()},
		{"a man that cannot move", []*scenes.Input{press(blocked), release(blocked)}, 0, true, rules.NoPoint},
		{"the man chosen twice lets it go", []*scenes.Input{press(slide.From()), release(slide.From()), press(slide.From()), release(slide.From())}, 0, false, rules.NoPoint},
		{"the first key only shows the cursor", []*scenes.Input{scenes.Key(scenes.ActUp)}, 0, false, rules.NoPoint},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := NewChooser()
			var got rules.Move
			refused := false
			for _, in := range tc.inputs {
				ch := c.Update(in, &lay, &pos)
				if ch.Move != 0 {
					got = ch.Move
					if !pos.IsLegal(ch.Move) {
						t.Fatalf("illegal move %v", ch.Move)
					}
				}
				refused = refused || ch.Refusal.Kind != rules.RefuseNone
			}
			if got != tc.want || refused != tc.refuse || c.Selected != tc.sel {
				t.Errorf("move %v, refused %v, selected %v; want %v, %v, %v", got, refused, c.Selected, tc.want, tc.refuse, tc.sel)
			}
		})
	}
	// Enter on the cursor chooses its point.
	c := NewChooser()
	c.Cursor, c.CursorOn = slide.From(), true
	c.Update(scenes.Key(scenes.ActConfirm), &lay, &pos)
	c.Cursor = slide.To()
	if ch := c.Update(scenes.Key(scenes.ActConfirm), &lay, &pos); ch.Move != slide {
		t.Errorf("Enter on %v then %v chose %v", slide.From(), slide.To(), ch.Move)
	}
}
