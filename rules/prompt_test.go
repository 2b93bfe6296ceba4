package rules_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

// variantWith is the standard game with some switches changed.
func variantWith(change func(v *rules.Variant)) rules.Variant {
	v := rules.NineMensMorris()
	change(&v)
	return v
}

func TestPromptLines(t *testing.T) {
	nine := rules.NineMensMorris()
	flyAt4 := variantWith(func(v *rules.Variant) { v.FlyAt = 4 })
	bothFly := variantWith(func(v *rules.Variant) { v.BothFly = true })
	bothFlyAt4 := variantWith(func(v *rules.Variant) { v.BothFly, v.FlyAt = true, 4 })
	onlyOutside := variantWith(func(v *rules.Variant) { v.Removal = rules.RemoveOutsideMillsOnly })
	removeAny := variantWith(func(v *rules.Variant) { v.Removal = rules.RemoveAny })
	multi := variantWith(func(v *rules.Variant) { v.RemoveMultiple = true })
	passes := variantWith(func(v *rules.Variant) { v.Blocked = rules.BlockedPasses })

	// Black has the mill a7 d7 g7 and e3 outside it; White owes a removal.
	millAndOne := setup{white: "a1 d2 g1 b4", black: "a7 d7 g7 e3", toMove: rules.White, remove: 1}
	// Every black man stands in the mill a7 d7 g7.
	allInMill := setup{white: "a1 d2 g1 b4", black: "a7 d7 g7", toMove: rules.White, remove: 1}
	noMill := setup{white: "a1 d2 g1 b4", black: "a7 e3 g4", toMove: rules.White, remove: 1}
	// Black, boxed in on the corners, cannot move.
	blocked := setup{white: "a4 d7 g4 d1 c4", black: "a1 a7 g1 g7", toMove: rules.Black}
	// White is down to three men, then four; Black has six.
	three := setup{white: "a1 d2 g1", black: "d1 d7 g7 g4 e3 c5", toMove: rules.White}
	four := setup{white: "a1 d2 g1 b6", black: "d1 d7 g7 g4 e3 c5", toMove: rules.White}
	// Black is down to three (four) men and White has five: under BothFly
	// White flies too.
	blackThree := setup{white: "a1 d2 g1 b6 f4", black: "d7 g7 c5", toMove: rules.White}
	blackFour := setup{white: "a1 d2 g1 b6 f4", black: "d7 g7 c5 e3", toMove: rules.White}

	tests := []struct {
		name       string
		v          rules.Variant
		s          *setup // nil: the start position
		moves      string // played from the position
		selected   string
		main, help string
	}{
		{"start", nine, nil, "", "", "White to place — 9 in hand", "Choose an empty point."},
		{"Black places", nine, nil, "a1", "", "Black to place — 9 in hand", "Choose an empty point."},
		{"Lasker", rules.LaskerMorris(), nil, "", "", "White to place — 10 in hand", "Choose an empty point, or a man to move."},
		{"Lasker, a man chosen", rules.LaskerMorris(), nil, "a1 d7", "a1", "White to place — 9 in hand", "Choose an empty point, or a man to move."},
		{"twelve", rules.TwelveMensMorris(), nil, "", "", "White to place — 12 in hand", "Choose an empty point."},
		{"the last man", nine, &setup{white: "a1 d2", black: "d1 d7", handW: 1, handB: 2, toMove: rules.White}, "", "",
			"White to place — the last man", "Choose an empty point."},
		{"moving", nine, &three, "a1-a4 d1-a1", "", "White flies", "With three men left, a man may go to any point."},
		{"slide", nine, &four, "", "", "White to move", "Choose a man, then the point next to it."},
		{"slide, a man chosen", nine, &four, "", "d2", "White to move", "Choose where it goes, or another man."},
		{"slide, a black man is no choice", nine, &four, "", "d7", "White to move", "Choose a man, then the point next to it."},
		{"fly", nine, &three, "", "", "White flies", "With three men left, a man may go to any point."},
		{"fly, a man chosen", nine, &three, "", "g1", "White flies", "Choose where it goes, or another man."},
		{"fly at four", flyAt4, &four, "", "", "White flies", "With four men or fewer left, a man may go to any point."},
		{"fly at four with three", flyAt4, &three, "", "", "White flies", "With four men or fewer left, a man may go to any point."},
		{"fly at four, Black has six", flyAt4, &four, "a1-a4", "", "Black to move", "Choose a man, then the point next to it."},
		{"both fly", bothFly, &blackThree, "", "", "White flies", "Once a side is down to three men, both fly: a man may go to any point."},
		{"both fly, the side down to three", bothFly, &three, "", "", "White flies", "Once a side is down to three men, both fly: a man may go to any point."},
		{"both fly, nobody down to three", bothFly, &blackFour, "", "", "White to move", "Choose a man, then the point next to it."},
		{"both fly at four", bothFlyAt4, &blackFour, "", "", "White flies", "Once a side is down to four men, both fly: a man may go to any point."},
		{"no flying", rules.NoFlying(), &three, "", "", "White to move", "Choose a man, then the point next to it."},
		{"remove, a mill safe", nine, &millAndOne, "", "", "White: remove a black man", "Men standing in a mill are safe while others are not."},
		{"remove, all in a mill", nine, &allInMill, "", "", "White: remove a black man", "Choose one of the marked men."},
		{"remove, no mill", nine, &noMill, "", "", "White: remove a black man", "Choose one of the marked men."},
		{"remove only outside mills", onlyOutside, &millAndOne, "", "", "White: remove a black man", "Men standing in a mill are safe."},
		{"remove only outside, no mill", onlyOutside, &noMill, "", "", "White: remove a black man", "Choose one of the marked men."},
		{"remove any", removeAny, &millAndOne, "", "", "White: remove a black man", "Choose one of the marked men."},
		{"remove after a placement", nine, nil, "a1 d6 a4 f4 a7", "", "White: remove a black man", "Choose one of the marked men."},
		{"Black removes", nine, nil, "a1 d6 a4 f6 a7 xf6 f6 g1 b6", "", "Black: remove a white man", "Men standing in a mill are safe while others are not."},
		{"two removals, the first", multi, &setup{white: "a4 a7 d1 g1", black: "d6 f4 c5", handW: 5, handB: 6, toMove: rules.White}, "a1", "",
			"White: remove a black man", "Choose one of the marked men."},
		{"two removals, the second", multi, &setup{white: "a4 a7 d1 g1", black: "d6 f4 c5", handW: 5, handB: 6, toMove: rules.White}, "a1 xd6", "",
			"White: remove a black man", "Choose one of the marked men."},
		{"set up owing a removal", nine, &setup{white: "a1 a4 a7 d2", black: "d7 g7 b6", handW: 5, handB: 6, toMove: rules.White, remove: 1}, "", "",
			"White: remove a black man", "Choose one of the marked men."},
		{"pass", passes, &blocked, "", "", "Black cannot move", "No man has a free point next to it: the turn passes."},
		{"pass, a man chosen", passes, &blocked, "", "a1", "Black cannot move", "No man has a free point next to it: the turn passes."},
		{"blocked loses", nine, &blocked, "", "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := rules.NewGame(tt.v)
			if tt.s != nil {
				g = tt.s.game(t, tt.v)
			}
			playGame(t, g, tt.moves)
			sel := rules.NoPoint
			if tt.selected != "" {
				sel = mustPoint(t, tt.selected)
			}
			p := g.Position()
			pr := p.Prompt(sel)
			main, help := pr.Lines()
			if main != tt.main || help != tt.help {
				t.Errorf("Prompt %+v: lines\n%q\n%q\nwant\n%q\n%q", pr, main, help, tt.main, tt.help)
			}
		})
	}
}

// TestPromptFacts: the typed fields a translation words the prompt from.
func TestPromptFacts(t *testing.T) {
	nine := rules.NineMensMorris()
	multi := variantWith(func(v *rules.Variant) { v.RemoveMultiple = true })
	flyAt4 := variantWith(func(v *rules.Variant) { v.FlyAt, v.BothFly = 4, true })
	tests := []struct {
		name     string
		v        rules.Variant
		s        *setup
		moves    string
		selected string
		want     rules.Prompt
	}{
		{"start", nine, nil, "", "", rules.Prompt{Task: rules.TaskPlace, Side: rules.White, InHand: 9}},
		{"Lasker, a man chosen", rules.LaskerMorris(), nil, "a1 d7", "a1",
			rules.Prompt{Task: rules.TaskPlace, Side: rules.White, InHand: 9, MayMove: true, Selected: true}},
		{"placing, a man chosen is no choice", nine, nil, "a1 d7", "a1", rules.Prompt{Task: rules.TaskPlace, Side: rules.White, InHand: 8}},
		{"two removals", multi, &setup{white: "a4 a7 d1 g1", black: "d6 f4 c5", handW: 5, handB: 6, toMove: rules.White}, "a1", "",
			rules.Prompt{Task: rules.TaskRemove, Side: rules.White, Removals: 2}},
		{"protected", nine, &setup{white: "a1 d2 g1 b4", black: "a7 d7 g7 e3", toMove: rules.White, remove: 1}, "", "",
			rules.Prompt{Task: rules.TaskRemove, Side: rules.White, Removals: 1, Protected: true}},
		{"fly at four, both", flyAt4, &setup{white: "a1 d2 g1 b6 f4", black: "d7 g7 c5 e3", toMove: rules.Black}, "", "e3",
			rules.Prompt{Task: rules.TaskFly, Side: rules.Black, FlyAt: 4, BothFly: true, Selected: true}},
		{"over", nine, &setup{white: "a4 d7 g4 d1 c4", black: "a1 a7 g1 g7", toMove: rules.Black}, "", "", rules.Prompt{}},
	}
	for _, tt := range tests {
		g := rules.NewGame(tt.v)
		if tt.s != nil {
			g = tt.s.game(t, tt.v)
		}
		playGame(t, g, tt.moves)
		sel := rules.NoPoint
		if tt.selected != "" {
			sel = mustPoint(t, tt.selected)
		}
		p := g.Position()
		if got := p.Prompt(sel); got != tt.want {
			t.Errorf("%s: Prompt %+v, want %+v", tt.name, got, tt.want)
		}
	}
	last := rules.Prompt{Task: rules.TaskPlace, InHand: 1}
	if !last.LastMan() {
		t.Error("one man in hand is not the last")
	}
}

// TestPromptIsTheStatus: over random games, the prompt's lines are those
// the play scene's status worded itself (copied below), wherever that
// wording was right: it did not word a pass, said "three" whatever the
// variant's FlyAt, and left the only-outside rule's safe men unsaid.
func TestPromptIsTheStatus(t *testing.T) {
	variants := append(rules.Presets(),
		variantWith(func(v *rules.Variant) { v.FlyAt = 4 }),
		variantWith(func(v *rules.Variant) { v.BothFly = true }),
		variantWith(func(v *rules.Variant) { v.Removal = rules.RemoveOutsideMillsOnly }),
		variantWith(func(v *rules.Variant) { v.Removal, v.RemoveMultiple = rules.RemoveAny, true }),
		variantWith(func(v *rules.Variant) { v.Blocked, v.MayFly = rules.BlockedPasses, false }),
	)
	r := rand.New(rand.NewPCG(7, 8))
	compared := 0
	for _, v := range variants {
		for range 20 {
			g := rules.NewGame(v)
			for !g.Result().Over() && g.Ply() < 200 {
				p := g.Position()
				for _, sel := range []rules.Point{rules.NoPoint, p.Men(p.SideToMove()).First()} {
					pr := p.Prompt(sel)
					if pr.Task == rules.TaskPass || pr.Task == rules.TaskFly && (v.FlyAt != 3 || v.BothFly) ||
						pr.Task == rules.TaskRemove && v.Removal == rules.RemoveOutsideMillsOnly && pr.Protected {
						continue
					}
					main, help := pr.Lines()
					wm, wh := sceneStatus(p, sel)
					if main != wm || help != wh {
						t.Fatalf("%s at %s, %v chosen: %q %q, the scene said %q %q", v.Name, p.FEN(), sel, main, help, wm, wh)
					}
					compared++
				}
				ms := g.LegalMoves()
				if err := g.Play(ms[r.IntN(len(ms))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if compared < 1000 {
		t.Errorf("only %d prompts compared", compared)
	}
}

// sceneStatus is the part of scenes/play's status that worded the rules,
// as it was before Prompt, for a man of the side to move chosen or none.
func sceneStatus(pos rules.Position, selected rules.Point) (main, help string) {
	side := pos.SideToMove()
	v := pos.Variant()
	if !pos.Men(side).Has(selected) {
		selected = rules.NoPoint
	}
	switch pos.Action() {
	case rules.ActRemove:
		help = "Choose one of the marked men."
		if v.Removal == rules.RemoveOutsideMillsFirst && pos.Removable() != pos.Men(side.Other()) {
			help = "Men standing in a mill are safe while others are not."
		}
		return fmt.Sprintf("%v: remove a %s man", side, strings.ToLower(side.Other().String())), help
	case rules.ActPlace:
		n := pos.InHand(side)
		main = fmt.Sprintf("%v to place — %d in hand", side, n)
		if n == 1 {
			main = fmt.Sprintf("%v to place — the last man", side)
		}
		help = "Choose an empty point."
		if v.MoveInPlacing {
			help = "Choose an empty point, or a man to move."
		}
		return main, help
	case rules.ActFly:
		main = fmt.Sprintf("%v flies", side)
		help = "With three men left, a man may go to any point."
	default:
		main = fmt.Sprintf("%v to move", side)
		help = "Choose a man, then the point next to it."
	}
	if selected != rules.NoPoint {
		help = "Choose where it goes, or another man."
	}
	return main, help
}
