package ai

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

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
func benchDepth(b *testing.B, fen string, depth int) { benchDepthSeed(b, fen, depth, 0) }

// benchDepthSeed is benchDepth with a seed: the Master varying its play,
// which costs the searches that prove its near moves (vary.go).
func benchDepthSeed(b *testing.B, fen string, depth int, seed uint64) {
	p := benchPosition(b, fen)
	e := NewEngine(64)
	var nodes uint64
	var busy float64
	for b.Loop() {
		b.StopTimer()
		e.Clear()
		b.StartTimer()
		r, err := e.Search(context.Background(), p, nil, Options{Depth: depth, Seed: seed})
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

func BenchmarkVaryDepth10Placing(b *testing.B) { benchDepthSeed(b, benchPlacing, 10, 1) }
func BenchmarkVaryDepth12Placing(b *testing.B) { benchDepthSeed(b, benchPlacing, 12, 1) }
func BenchmarkVaryDepth10Moving(b *testing.B)  { benchDepthSeed(b, benchMoving, 10, 1) }
func BenchmarkVaryDepth12Moving(b *testing.B)  { benchDepthSeed(b, benchMoving, 12, 1) }
func BenchmarkVaryDepth12Flying(b *testing.B)  { benchDepthSeed(b, benchFlying, 12, 1) }

// BenchmarkEvaluate measures the static evaluation alone.
func BenchmarkEvaluate(b *testing.B) {
	p := benchPosition(b, benchMoving)
	s := newSearcher(nil, &p)
	for b.Loop() {
		s.evaluate(&p)
	}
}

// benchSecond searches for one second from a fresh table, as the Master
// does for a move, and reports the depth it completed and its speed: the
// figures the README quotes.
func benchSecond(b *testing.B, fen string) { benchSecondThreads(b, fen, 1) }

// benchSecondThreads is benchSecond on threads threads, their nodes all
// counted.
func benchSecondThreads(b *testing.B, fen string, threads int) {
	p := benchPosition(b, fen)
	e := NewEngine(DefaultTableMB)
	var depth, nodes uint64
	var busy float64
	for b.Loop() {
		b.StopTimer()
		e.Clear()
		b.StartTimer()
		r, err := e.Search(context.Background(), p, nil, Options{MoveTime: time.Second, Threads: threads})
		if err != nil {
			b.Fatal(err)
		}
		depth += uint64(r.Info.Depth)
		nodes += r.Info.Nodes
		busy += r.Info.Time.Seconds()
	}
	b.ReportMetric(float64(depth)/float64(b.N), "depth")
	b.ReportMetric(float64(nodes)/busy, "nodes/s")
}

func BenchmarkSecondPlacing(b *testing.B) { benchSecond(b, benchPlacing) }
func BenchmarkSecondMoving(b *testing.B)  { benchSecond(b, benchMoving) }

// BenchmarkSwing searches 60 positions of random games to depth 9, each
// from a fresh table, and reports the nodes it took and how far the score
// moved from one iteration to the next (mean absolute change over depths
// 5-9): a score that swings between odd and even depths falls out of the
// aspiration window and costs re-searches.
func BenchmarkSwing(b *testing.B) {
	for _, phase := range []string{"placing", "moving"} {
		b.Run(phase, func(b *testing.B) {
			var nodes uint64
			var swing float64
			var steps int
			for b.Loop() {
				nodes, swing, steps = 0, 0, 0
				rng := rand.New(rand.NewPCG(5, 6))
				e := NewEngine(16)
				for found := 0; found < 60; {
					g := randomGame(rules.NineMensMorris(), rng, 4+rng.IntN(40))
					p := g.Position()
					placing := p.InHand(rules.White)+p.InHand(rules.Black) > 0
					if g.Result().Over() || p.PendingRemovals() > 0 || placing != (phase == "placing") {
						continue
					}
					found++
					var sc []int
					e.Clear()
					r, err := e.Search(context.Background(), p, nil, Options{Depth: 9, Info: func(in Info) { sc = append(sc, in.Score) }})
					if err != nil {
						b.Fatal(err)
					}
					nodes += r.Info.Nodes
					if len(sc) < 9 || abs(sc[8]) > winBound {
						continue
					}
					for d := 4; d < 9; d++ {
						swing += float64(abs(sc[d] - sc[d-1]))
						steps++
					}
				}
			}
			b.ReportMetric(float64(nodes), "nodes/op")
			b.ReportMetric(swing/float64(steps), "swing")
		})
	}
}
