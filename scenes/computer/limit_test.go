package computer

import (
	"testing"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

// A limit holds the player's time on a move below its own, never above.
func TestPlayerThinksWithinItsLimit(t *testing.T) {
	tests := []struct {
		own, limit, want time.Duration
	}{
		{2500 * time.Millisecond, 0, 2500 * time.Millisecond},
		{2500 * time.Millisecond, 800 * time.Millisecond, 800 * time.Millisecond},
		{2500 * time.Millisecond, 10 * time.Second, 2500 * time.Millisecond},
		{2500 * time.Millisecond, -time.Second, 2500 * time.Millisecond},
	}
	for _, tt := range tests {
		p := (*Engines)(nil).NewPlayer(ai.Master, tt.own)
		p.Limit(tt.limit)
		if got := p.thinkTime(); got != tt.want {
			t.Errorf("own %v, limit %v: thinks %v, want %v", tt.own, tt.limit, got, tt.want)
		}
	}
}

// limited is an agent that notes the limits it is given.
type limited struct {
	limits []time.Duration
}

func (l *limited) Start(*rules.Game)        {}
func (l *limited) Poll() (rules.Move, bool) { return 0, false }
func (l *limited) Cancel()                  {}
func (l *limited) Limit(d time.Duration)    { l.limits = append(l.limits, d) }

// Turn gives the agent its limit as each search starts, not while it
// thinks.
func TestTurnGivesTheLimitAtTheStart(t *testing.T) {
	agent := &limited{}
	turn := &Turn{Agent: agent, Limit: 3 * time.Second}
	g := rules.NewGame(rules.NineMensMorris())
	turn.Step(g, 0)
	turn.Limit = time.Second
	turn.Step(g, time.Millisecond)
	if err := g.PlayTurn("d6"); err != nil {
		t.Fatal(err)
	}
	turn.Step(g, time.Millisecond)
	if want := []time.Duration{3 * time.Second, time.Second}; len(agent.limits) != 2 || agent.limits[0] != want[0] || agent.limits[1] != want[1] {
		t.Errorf("limits %v, want %v", agent.limits, want)
	}
}

// The pause before the computer's move shows is shortened only when its
// clock leaves it little time.
func TestTurnPausesLessOnALowClock(t *testing.T) {
	tests := []struct {
		limit, want time.Duration
	}{
		{0, minThink},
		{10 * time.Second, minThink},
		{time.Second, minThink},
		{400 * time.Millisecond, 200 * time.Millisecond},
		{50 * time.Millisecond, 25 * time.Millisecond},
	}
	for _, tt := range tests {
		if got := (&Turn{Limit: tt.limit}).pause(); got != tt.want {
			t.Errorf("limit %v: pause %v, want %v", tt.limit, got, tt.want)
		}
	}
}
