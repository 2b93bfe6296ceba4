package title

import (
	"testing"
	"time"

	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// A title left alone rests between changes of era and wakes for each, and
// resting does not slow its history: the eras still change every hold.
func TestTitleRestsBetweenEras(t *testing.T) {
	a := scenetest.FontsApp(t)
	s := New(a).(*Scene)
	d := scenetest.NewManager(a, s)
	screen := d.Screen(t, 1280, 800)
	r := &scenetest.Pacer{Clock: d.Clock}
	d.SetPacer(r)
	corner := scenetest.MouseAt(5, 5)
	start := d.Clock.Now()
	var changes []time.Duration
	era := s.timeline.Current()
	for d.Clock.Now().Sub(start) < 4*(eraHold+eraChange) {
		d.Frame(t, corner, screen)
		if c := s.timeline.Current(); c != era {
			era = c
			changes = append(changes, d.Clock.Now().Sub(start))
		}
	}
	if len(changes) < 3 {
		t.Fatalf("eras changed at %v, want one every %v", changes, eraHold+eraChange)
	}
	for i := 1; i < len(changes); i++ {
		if gap := changes[i] - changes[i-1]; gap < eraHold+eraChange || gap > eraHold+eraChange+2*r.Tick {
			t.Errorf("eras %d and %d changed %v apart, want %v", i-1, i, gap, eraHold+eraChange)
		}
	}
	if r.Rests() == 0 {
		t.Errorf("no rest over %d changes of era", len(changes))
	}
	// Between changes the loop rests from a second after the last one, so
	// that it sleeps through most of a hold (the rest of a tick of rest is
	// the tick itself, a sixtieth of a second here).
	if slept := r.Slept / time.Duration(len(changes)); slept < eraHold/2 {
		t.Errorf("slept %v a hold of %v, want most of it", slept, eraHold)
	}
}
