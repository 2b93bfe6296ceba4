package ai

import (
	"context"
	"testing"

	"github.com/ninemen/morris/rules"
)

// Fixed positions for the benchmarks, one for each phase.
const (
	benchPlacing = rules.StartFEN
	// Seven men each, all placed, after an even opening.
	benchMoving = "OO@*O@@@/**O**@**/O@@O*O** w m s 7 0 7 0 0 0 0 0 0 0 0 0 13"
	// White is down to three men and flies against five; Black threatens f2.
	benchFlying = "*@***O**/@*@*@@**/**O****O w m s 3 0 5 0 0 0 0 0 0 0 0 0 40"
)

func benchPosition(b *testing.B, fen string) rules.Position {
	p, err := rules.ParseFEN(fen, rules.NineMensMorris())
	if err != nil {
		b.Fatal(err)
	}
	return p
}

// benchDepth measures the time to complete a search to depth from a fresh
// table, and reports the nodes per second along the way.
func benchDepth(b *testing.B, fen string, depth int) {
	p := benchPosition(b, fen)
	e := NewEngine(64)
	var nodes uint64
	var busy float64
	for b.Loop() {
		b.StopTimer()
		e.Clear()
		b.StartTimer()
		r, err := e.Search(context.Background(), p, nil, Options{Depth: depth})
		if err != nil {
			b.Fatal(err)
		}
		nodes += r.Info.Nodes
		busy += r.Info.Time.Seconds()
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	b.ReportMetric(float64(nodes)/busy, "nodes/s")
}

func BenchmarkDepth8Placing(b *testing.B)  { benchDepth(b, benchPlacing, 8) }
func BenchmarkDepth10Placing(b *testing.B) { benchDepth(b, benchPlacing, 10) }
func BenchmarkDepth12Placing(b *testing.B) { benchDepth(b, benchPlacing, 12) }
func BenchmarkDepth8Moving(b *testing.B)   { benchDepth(b, benchMoving, 8) }
func BenchmarkDepth10Moving(b *testing.B)  { benchDepth(b, benchMoving, 10) }
func BenchmarkDepth12Moving(b *testing.B)  { benchDepth(b, benchMoving, 12) }
func BenchmarkDepth8Flying(b *testing.B)   { benchDepth(b, benchFlying, 8) }
func BenchmarkDepth10Flying(b *testing.B)  { benchDepth(b, benchFlying, 10) }
func BenchmarkDepth12Flying(b *testing.B)  { benchDepth(b, benchFlying, 12) }

// BenchmarkEvaluate measures the static evaluation alone.
func BenchmarkEvaluate(b *testing.B) {
	p := benchPosition(b, benchMoving)
	s := newTestSearcher(&p)
	for b.Loop() {
		s.evaluate(&p)
	}
}
