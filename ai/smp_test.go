package ai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
)

// The tests of the parallel search (smp.go) and its table.

// smpVariants are the presets and the switches no preset turns on.
func smpVariants() []rules.Variant {
	vs := rules.Presets()
	v := rules.NineMensMorris()
	v.Name, v.BothFly = "both fly", true
	vs = append(vs, v)
	v = rules.NineMensMorris()
	v.Name, v.Removal, v.Blocked = "strict removal, blocked passes", rules.RemoveOutsideMillsOnly, rules.BlockedPasses
	return append(vs, v)
}

// TestSMPPlaysLegalMoves: several threads on random positions of every
// variant, to a fixed depth or for a few milliseconds, answer a legal
// move with a legal line and a score that is a score.
func TestSMPPlaysLegalMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	e := NewEngine(4)
	per := 30
	if testing.Short() {
		per = 8
	}
	for _, v := range smpVariants() {
		for i := range per {
			g := randomGame(v, rng, rng.IntN(90))
			if g.Result().Over() {
				continue
			}
			opt := Options{Depth: 2 + i%4, Threads: 2 + i%3}
			if i%5 == 0 {
				opt.Depth, opt.MoveTime = 0, 3*time.Millisecond
			}
			p := g.Position()
			r, err := e.SearchGame(context.Background(), g, opt)
			if err != nil {
				t.Fatalf("%s %s: %v", v.Name, p.FEN(), err)
			}
			if !p.IsLegal(r.Move) {
				t.Fatalf("%s %s (%d threads): illegal move %v", v.Name, p.FEN(), opt.Threads, r.Move)
			}
			if abs(r.Info.Score) > winScore {
				t.Errorf("%s %s: score %d", v.Name, p.FEN(), r.Info.Score)
			}
			if opt.Depth > 0 && r.Info.Depth != opt.Depth && abs(r.Info.Score) <= winBound {
				t.Errorf("%s %s: depth %d, want %d", v.Name, p.FEN(), r.Info.Depth, opt.Depth)
			}
			q := p
			for j, m := range r.Info.PV {
				if !q.IsLegal(m) {
					t.Fatalf("%s %s: pv %v: ply %d illegal", v.Name, p.FEN(), r.Info.PV, j)
				}
				q.Play(m)
			}
		}
	}
}

// TestSMPCancelPrompt: a search on four threads stops at its first poll
// after its context is cancelled, and no helper outlives it.
func TestSMPCancelPrompt(t *testing.T) {
	g := rules.NewGame(rules.NineMensMorris())
	e := searchingEngine()
	before := runtime.NumGoroutine()
	searchThenCancel(t, e, g, Options{Threads: 4})
	// Search waits for its helpers before it returns; a goroutine of the
	// runtime's may still be winding down, so the count gets a while.
	for deadline := time.Now().Add(30 * time.Second); runtime.NumGoroutine() > before; {
		if time.Now().After(deadline) {
			t.Fatalf("%d goroutines after the search, %d before", runtime.NumGoroutine(), before)
		}
		time.Sleep(time.Millisecond)
	}
}

// TestSMPMoveTime: several threads keep to the move time as one does.
func TestSMPMoveTime(t *testing.T) {
	g := randomGame(rules.NineMensMorris(), rand.New(rand.NewPCG(13, 14)), 30)
	moveTimeKept(t, g, Options{MoveTime: 30 * time.Millisecond, Threads: 3})
}

// TestSMPOneThreadUnchanged: Threads 1 is the search on one thread,
// node for node, and the levels below Master ignore Threads.
func TestSMPOneThreadUnchanged(t *testing.T) {
	g := randomGame(rules.NineMensMorris(), rand.New(rand.NewPCG(15, 16)), 20)
	for _, tc := range []struct {
		level   Level
		threads int
	}{{Master, 1}, {Expert, 4}, {ClubPlayer, 2}} {
		opt := Options{Level: tc.level, Depth: 6, Seed: 99}
		want, err := NewEngine(4).SearchGame(context.Background(), g, opt)
		if err != nil {
			t.Fatal(err)
		}
		opt.Threads = tc.threads
		got, err := NewEngine(4).SearchGame(context.Background(), g, opt)
		if err != nil {
			t.Fatal(err)
		}
		if got.Move != want.Move || got.Info.Score != want.Info.Score || got.Info.Nodes != want.Info.Nodes {
			t.Errorf("%v with %d threads: %v %d (%d nodes), want %v %d (%d nodes)", tc.level, tc.threads,
				got.Move, got.Info.Score, got.Info.Nodes, want.Move, want.Info.Score, want.Info.Nodes)
		}
	}
	if _, err := NewEngine(1).SearchGame(context.Background(), g, Options{Threads: -1}); err == nil {
		t.Error("Threads -1: no error")
	}
}

// TestTableConcurrent: goroutines storing and probing the same buckets at
// once never read an entry that mixes two stores. Each store's data is a
// function of its key, so a torn entry that passed for a hit would show.
func TestTableConcurrent(t *testing.T) {
	tab := newTable(1)
	tab.buckets = tab.buckets[:4] // a few buckets, so writers collide
	tab.mask = 3
	const keys = 64
	want := func(key uint64) (rules.Move, int) {
		return rules.Move(key * 7), int(int16(key * 13))
	}
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for w := range 4 {
		wg.Go(func() {
			rng := rand.New(rand.NewPCG(uint64(w), 17))
			for range 20000 {
				key := rng.Uint64N(keys)*0x9e3779b97f4a7c15 | 1
				if rng.IntN(2) == 0 {
					m, sc := want(key)
					tab.store(key, m, sc, rng.IntN(20), boundExact)
					continue
				}
				if e, ok := tab.probe(key); ok {
					m, sc := want(key)
					if e.move != m || int(e.score) != sc || e.bound() != boundExact {
						errs <- fmt.Errorf("key %x: move %v score %d bound %d, want %v %d", key, e.move, e.score, e.bound(), m, sc)
						return
					}
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// BenchmarkSecondThreads compares one thread with two and with all the
// machine's cores, from the start and from the moving phase.
func BenchmarkSecondThreads(b *testing.B) {
	for _, pos := range []struct{ name, fen string }{{"placing", benchPlacing}, {"moving", benchMoving}} {
		threads := []int{1, 2}
		if runtime.NumCPU() > 2 {
			threads = append(threads, runtime.NumCPU())
		}
		for _, n := range threads {
			b.Run(fmt.Sprintf("%s/threads=%d", pos.name, n), func(b *testing.B) {
				benchSecondThreads(b, pos.fen, n)
			})
		}
	}
}

// benchDepthThreads is the time to a fixed depth from a fresh table with
// threads: what the helpers save the main thread.
func benchDepthThreads(b *testing.B, fen string, depth, threads int) {
	p := benchPosition(b, fen)
	e := NewEngine(64)
	for b.Loop() {
		b.StopTimer()
		e.Clear()
		b.StartTimer()
		if _, err := e.Search(context.Background(), p, nil, Options{Depth: depth, Threads: threads}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDepth12Threads: time to depth 12 on one thread and on two.
func BenchmarkDepth12Threads(b *testing.B) {
	for _, pos := range []struct{ name, fen string }{{"placing", benchPlacing}, {"moving", benchMoving}} {
		for _, n := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/threads=%d", pos.name, n), func(b *testing.B) {
				benchDepthThreads(b, pos.fen, 12, n)
			})
		}
	}
}
