package rules_test

import (
	"testing"

	"github.com/ninemen/morris/rules"
)

// midgameFEN is a moving-phase position with mills to close on both sides:
// White, down to three, flies (and can close a1 a4 a7), Black slides d2-f2
// into f2 f4 f6.
var midgameFEN = "***@****/@@@*@@**/*O***OO* w m s 3 0 6 0 0 0 0 0 0 0 0 0 1"

func midgame(b testing.TB) rules.Position {
	p, err := rules.ParseFEN(midgameFEN, rules.NineMensMorris())
	if err != nil {
		b.Fatal(err)
	}
	return p
}

// benchPerft reports leaves counted per second ("nodes/s", the leaves are
// counted in bulk, not played) and moves played per second (the inner nodes).
func benchPerft(b *testing.B, p rules.Position, depth int) {
	var inner uint64
	for d := 1; d < depth; d++ {
		inner += rules.Perft(p, d)
	}
	var nodes, played uint64
	for b.Loop() {
		nodes += rules.Perft(p, depth)
		played += inner
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(played)/b.Elapsed().Seconds(), "plies/s")
}

// BenchmarkPerftStart counts the placing-phase tree from the start.
func BenchmarkPerftStart(b *testing.B) {
	benchPerft(b, rules.NewPosition(rules.NineMensMorris()), 6)
}

// BenchmarkPerftMidgame counts a tree full of slides, flights and removals.
func BenchmarkPerftMidgame(b *testing.B) {
	benchPerft(b, midgame(b), 5)
}

// benchPositions are positions of every kind for the per-call benchmarks.
func benchPositions(b *testing.B) []rules.Position {
	start := rules.NewPosition(rules.NineMensMorris())
	placing := start
	playMoves(b, &placing, "d6 f4 b4 d2 a1 g7")
	removal := midgame(b)
	playMoves(b, &removal, "g7-a7")
	return []rules.Position{start, placing, midgame(b), removal,
		setup{white: "a1 d7 g4 e4 c3 b6 f2", black: "b2 f6 c5 d5 e3 d1 g1", toMove: rules.White}.pos(b, rules.NineMensMorris())}
}

// BenchmarkLegalMoves generates the moves of assorted positions.
func BenchmarkLegalMoves(b *testing.B) {
	ps := benchPositions(b)
	var buf [rules.MaxMoves]rules.Move
	n := 0
	for b.Loop() {
		for i := range ps {
			n += len(ps[i].LegalMoves(buf[:0]))
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkPlay makes every legal move of assorted positions.
func BenchmarkPlay(b *testing.B) {
	ps := benchPositions(b)
	var lists [][]rules.Move
	for i := range ps {
		lists = append(lists, ps[i].LegalMoves(nil))
	}
	n := 0
	for b.Loop() {
		for i := range ps {
			for _, m := range lists[i] {
				q := ps[i]
				q.Play(m)
				n++
			}
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "plies/s")
}

// BenchmarkResult asks assorted positions whether the game is over, as a
// search does at every node.
func BenchmarkResult(b *testing.B) {
	ps := benchPositions(b)
	n := 0
	for b.Loop() {
		for i := range ps {
			if !ps[i].Result().Over() {
				n++
			}
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "calls/s")
}
