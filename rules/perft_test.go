package rules_test

import (
	"testing"

	"github.com/ninemen/morris/rules"
)

// TestPerftStart checks the numbers: from the empty board no mill
// can close before White's third man, so the first five plies are simply
// 24·23·22·21·20.
func TestPerftStart(t *testing.T) {
	p := rules.NewPosition(rules.NineMensMorris())
	for d, want := range []uint64{1, 24, 552, 12144, 255024, 5100480} {
		if got := rules.Perft(p, d); got != want {
			t.Errorf("perft(%d) = %d, want %d", d, got, want)
		}
	}
}

// perftGolden are counts recorded from the fast generator after the
// reference generator of reference_test.go reproduced every one of them
// (a run of many minutes, not repeated here). They pin the move generator
// down for refactoring: a change that alters one is a change of the rules.
var perftGolden = []struct {
	name  string
	v     func() rules.Variant
	fen   string
	nodes []uint64 // by depth, from 1
}{
	{"start", rules.NineMensMorris, rules.StartFEN,
		[]uint64{24, 552, 12144, 255024, 5100480, 96223680}},
	{"start, no flying", rules.NoFlying, rules.StartFEN,
		[]uint64{24, 552, 12144, 255024, 5100480, 96223680}},
	{"start, one removal per mill", rules.OneRemovalPerMill, rules.StartFEN,
		[]uint64{24, 552, 12144, 255024, 5100480, 96223680}},
	// The diagonal lines close more mills by ply 5, and a removal (two
	// choices) replaces a placement (nineteen).
	{"start, diagonals", rules.WithDiagonals, rules.StartFEN,
		[]uint64{24, 552, 12144, 255024, 5100480, 96052320}},
	{"start, twelve men", rules.TwelveMensMorris, "********/********/******** w p p 0 12 0 12 0 0 0 0 0 0 0 0 1",
		[]uint64{24, 552, 12144, 255024, 5100480, 96052320}},
	{"start, Lasker", rules.LaskerMorris, "********/********/******** w p p 0 10 0 10 0 0 0 0 0 0 0 0 1",
		[]uint64{24, 552, 13552, 319176, 7871032, 185274424}},
	// White flies with three men and can close a1 a4 a7; Black slides d2-f2
	// into f2 f4 f6.
	{"midgame", rules.NineMensMorris, "***@****/@@@*@@**/*O***OO* w m s 3 0 6 0 0 0 0 0 0 0 0 0 1",
		[]uint64{45, 498, 18762, 203554, 8186986, 91649420}},
	{"midgame, no flying", rules.NoFlying, "***@****/@@@*@@**/*O***OO* w m s 3 0 6 0 0 0 0 0 0 0 0 0 1",
		[]uint64{5, 56, 295, 2878, 15255, 155520}},
	{"midgame, both fly", bothFly, "***@****/@@@*@@**/*O***OO* w m s 3 0 6 0 0 0 0 0 0 0 0 0 1",
		[]uint64{45, 3966, 161460, 14199258, 581877720}},
	{"midgame, removal owed", rules.NineMensMorris, "***@****/@@@*@@**/*****OOO w m r 3 0 6 0 1 0 0 0 0 0 0 1 1",
		[]uint64{6, 66, 2898, 30255, 1389465, 14175645}},
	// Placing a1 closes two mills at once.
	{"double mill", rules.NineMensMorris, "**@****@/@O@***O*/*@**O*OO w p p 5 4 5 4 0 0 0 0 0 0 0 0 1",
		[]uint64{14, 166, 1946, 20208, 203134, 1871842}},
	{"double mill, one removal per mill", rules.OneRemovalPerMill, "**@****@/@O@***O*/*@**O*OO w p p 5 4 5 4 0 0 0 0 0 0 0 0 1",
		[]uint64{14, 166, 1946, 20208, 202672, 1865028}},
	{"diagonals, moving", rules.WithDiagonals, "@@O**O@*/@*@*O**O/*O*@*O** w m s 6 0 6 0 0 0 0 0 0 0 0 0 1",
		[]uint64{16, 180, 2426, 24866, 305471, 3208106}},
	{"twelve men, board filling", rules.TwelveMensMorris, "******O*/@O@O@O@O/O@O@O@O@ b p p 9 3 8 4 0 0 0 0 0 0 0 0 1",
		[]uint64{7, 42, 210, 840, 2800, 8236}},
	{"Lasker, placing", rules.LaskerMorris, "*@******/O*O*@*@*/*@***OO* w p p 4 6 4 6 0 0 0 0 0 0 0 0 1",
		[]uint64{26, 647, 15493, 349699, 7738440, 162120331}},
	// The smaller boards. On 16 points no mill closes before ply 5.
	{"Six Men's, start", rules.SixMensMorris, sixStartFEN,
		[]uint64{16, 240, 3360, 43680, 524160, 5698368, 56447136}},
	{"Six Men's, moving", rules.SixMensMorris, sixMovingFEN,
		[]uint64{7, 23, 115, 360, 1750, 6610}},
	// A line of three at ply 5 ends the game: 60480 - 8·6·30·4 at ply 6.
	{"Three Men's, start", rules.ThreeMensMorris, threeStartFEN,
		[]uint64{9, 72, 504, 3024, 15120, 54720, 199296}},
	{"Three Men's, start, no diagonals", threeNoDiagonals, threeStartFEN,
		[]uint64{9, 72, 504, 3024, 15120, 56160, 158112}},
	{"Three Men's, start, moving anywhere", threeAnywhere, threeStartFEN,
		[]uint64{9, 72, 504, 3024, 15120, 54720, 444528}},
	{"Three Men's, moving", rules.ThreeMensMorris, threeMovingFEN,
		[]uint64{5, 20, 84, 340, 1232, 4668, 18039, 68478, 253231, 943903}},
	{"Three Men's, moving, no diagonals", threeNoDiagonals, threeMovingFEN,
		[]uint64{4, 13, 44, 119, 368, 1164, 3486, 10220, 31673, 99414}},
	// Black is blocked and passes; each pass is a ply.
	{"blocked, passes", blockedPasses, "******O*/********/O@O@O@O@ b m s 5 0 4 0 0 0 0 0 0 0 0 0 1",
		[]uint64{1, 7, 11, 94, 167, 1623}},
}

func bothFly() rules.Variant {
	v := rules.NineMensMorris()
	v.BothFly = true
	return v
}

func blockedPasses() rules.Variant {
	v := rules.NineMensMorris()
	v.Blocked = rules.BlockedPasses
	return v
}

func TestPerftGolden(t *testing.T) {
	// The budget in leaves per count keeps the default run short; -long
	// checks every depth.
	budget := uint64(scale(1_000_000, 20_000_000, 1<<62))
	for _, tt := range perftGolden {
		p, err := rules.ParseFEN(tt.fen, tt.v())
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		for i, want := range tt.nodes {
			if want > budget {
				break
			}
			if got := rules.Perft(p, i+1); got != want {
				t.Errorf("%s: perft(%d) = %d, want %d", tt.name, i+1, got, want)
			}
		}
	}
}
