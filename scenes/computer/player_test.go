package computer

import (
	"testing"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

// A Match my strength player plays legal moves at a mix of the levels
// around its rating, and says which; a player at a fixed level has no
// mix.
func TestMatchPlayer(t *testing.T) {
	var engines Engines
	rating := (ai.Beginner.Rating() + ai.Villager.Rating()) / 2
	p := engines.NewMatchPlayer(rating, time.Second)
	m, ok := p.Strength()
	if !ok || m.Lower != ai.Beginner || m.Upper != ai.Villager {
		t.Fatalf("Strength() = %+v, %v; want Beginner and Villager", m, ok)
	}
	g := rules.NewGame(rules.NineMensMorris())
	for range 6 {
		p.Start(g)
		<-p.Idle()
		mv, ok := p.Poll()
		if !ok {
			t.Fatal("no move")
		}
		if err := g.Play(mv); err != nil {
			t.Fatalf("move %v: %v", mv, err)
		}
	}
	p.Release()
	if _, ok := engines.NewPlayer(ai.Expert, time.Second).Strength(); ok {
		t.Error("a fixed level reports a mix")
	}
}
