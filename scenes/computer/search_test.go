package computer

import (
	"context"
	"testing"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

// Cancel stops the engine's search at once and nothing it finds is
// delivered: a search without an end (neither a move time nor a depth,
// and so no book move played at once) returns as soon as it hears the
// cancel (a deaf one would hold the test until go test's timeout).
func TestCancelStopsTheRealSearch(t *testing.T) {
	var s Search
	engine := ai.NewEngine(1)
	g := rules.NewGame(rules.NineMensMorris())
	started := make(chan struct{})
	delivered := false
	s.Start(nil, func(ctx context.Context, yield func(), deliver func(func()) bool) {
		close(started)
		opt := ai.Options{Level: ai.Master, Threads: 1, Yield: yield}
		// Cancelled before its first depth, a search may answer with the
		// context's error; any other error is the test's.
		if _, err := engine.Search(ctx, g.Position(), ai.History(g), opt); err != nil && ctx.Err() == nil {
			t.Error(err)
		}
		delivered = deliver(func() {})
	})
	<-started
	s.Cancel()
	<-s.Idle()
	if delivered {
		t.Error("the cancelled search delivered its move")
	}
}

// A search started after another abandons it: only the second delivers.
func TestStartAbandonsTheSearchUnderWay(t *testing.T) {
	var s Search
	release := make(chan struct{})
	var got []int
	for i := range 2 {
		s.Start(nil, func(ctx context.Context, _ func(), deliver func(func()) bool) {
			if i == 0 {
				<-ctx.Done()
			}
			<-release
			deliver(func() { got = append(got, i) })
		})
	}
	close(release)
	<-s.Idle()
	if len(got) != 1 || got[0] != 1 {
		t.Fatalf("delivered %v, want only the second search's", got)
	}
}

// Release gives the engine back once no search runs: at once when none
// does, else when the cancelled one returns.
func TestReleaseWaitsForTheSearch(t *testing.T) {
	engines := new(Engines)
	p := engines.NewPlayer(ai.Beginner, time.Second)
	g := rules.NewGame(rules.NineMensMorris())
	p.Start(g)
	p.Cancel()
	p.Release()
	<-p.Idle()
	p.search.Locked(func() {
		if p.engine != nil {
			t.Error("the engine was not given back")
		}
	})
	if len(engines.free) != 1 {
		t.Errorf("%d engines in the pool, want 1", len(engines.free))
	}
}
