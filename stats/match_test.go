package stats

import (
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

func TestAdjust(t *testing.T) {
	mid := ai.TavernPlayer.Rating()
	tests := []struct {
		name   string
		target float64
		games  int
		o      Outcome
		want   float64
	}{
		{"a first win raises by half the first step", mid, 0, Win, mid + 100},
		{"a first loss lowers as much", mid, 0, Loss, mid - 100},
		{"a draw holds", mid, 0, Draw, mid},
		{"later steps are smaller", mid, 4, Win, mid + 50},
		{"and settle at the floor", mid, 100, Loss, mid - 20},
		{"a draw holds later too", mid, 100, Draw, mid},
		{"never below the Beginner", ai.MinRating + 10, 0, Loss, ai.MinRating},
		{"never above the Master", ai.MaxRating - 10, 0, Win, ai.MaxRating},
	}
	for _, tt := range tests {
		if got := Adjust(tt.target, tt.games, tt.o); math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("%s: Adjust(%.0f, %d, %s) = %.1f, want %.1f", tt.name, tt.target, tt.games, tt.o, got, tt.want)
		}
	}
}

func TestStepShrinks(t *testing.T) {
	prev := math.Inf(1)
	for n := range 100 {
		s := Step(n)
		if s > prev || s < stepFloor {
			t.Fatalf("Step(%d) = %v after %v", n, s, prev)
		}
		prev = s
	}
}

// TestMatchConverges plays a simulated player of fixed strength against
// Match my strength, under Elo's model with a share of draws, and checks
// that after the first games the player scores about half the points.
// The computer's true strength is made to differ from the rating it is
// told to play at (its scale is off), as real levels' ratings are
// estimates: the results steer the target all the same.
func TestMatchConverges(t *testing.T) {
	for _, tt := range []struct {
		player float64
		off    func(float64) float64 // the computer's true rating at a target
	}{
		{1200, func(r float64) float64 { return r }},
		{1800, func(r float64) float64 { return r + 150 }},
		{ai.Master.Rating() - 150, func(r float64) float64 { return 1.1*r - 150 }},
		{ai.Master.Rating() - 50, func(r float64) float64 { return r + 100 }},
	} {
		rng := rand.New(rand.NewPCG(1, uint64(tt.player)))
		r := New()
		var points float64
		const burn, games = 40, 400
		for i := range burn + games {
			computer := tt.off(r.MatchTarget(DefaultPrior()))
			p := 1 / (1 + math.Pow(10, (computer-tt.player)/400))
			o := Loss
			switch u := rng.Float64(); {
			case u < 0.2: // a fifth of the games drawn, the rest won as Elo expects
				o = Draw
			case u < 0.2+0.8*p:
				o = Win
			}
			r.AddMatch(Game{Level: "whatever", Variant: "Nine Men's Morris", Outcome: o}, DefaultPrior())
			if i >= burn {
				points += o.Score()
			}
		}
		t.Logf("player of %.0f: score %.3f over %d games after %d, final target %.0f", tt.player, points/games, games, burn, r.Match.Target)
		if s := points / games; s < 0.44 || s > 0.56 {
			t.Errorf("player of %.0f scored %.3f after the first %d games, want about 0.5 (target %.0f)", tt.player, s, burn, r.Match.Target)
		}
		if r.Tallies[0].Level != MatchLevel || r.Tallies[0].Games() != burn+games {
			t.Errorf("tallies %+v, want every game under %q", r.Tallies, MatchLevel)
		}
		if est := r.Rating(DefaultPrior()); math.Abs(est.Rating-r.Match.Target) > 200 {
			t.Errorf("player of %.0f: rating %.0f far from the target %.0f", tt.player, est.Rating, r.Match.Target)
		}
	}
}

func TestMatchStartsFromTheRating(t *testing.T) {
	r := New()
	r.Add(Game{Level: ai.TavernPlayer.String(), Variant: "Nine Men's Morris", Outcome: Win})
	r.Add(Game{Level: ai.TavernPlayer.String(), Variant: "Nine Men's Morris", Outcome: Win})
	want := r.Rating(DefaultPrior()).Rating
	if got := r.MatchTarget(DefaultPrior()); got != want {
		t.Errorf("first target %.0f, want the rating %.0f", got, want)
	}
	if got := New().MatchTarget(DefaultPrior()); got != DefaultPrior().Mean {
		t.Errorf("a new player's target %.0f, want the prior's %.0f", got, DefaultPrior().Mean)
	}
}

func TestMatchRoundTrip(t *testing.T) {
	r := New()
	for _, loser := range []rules.Color{rules.Black, rules.Black, rules.White} {
		g, err := NewGame(resigned(t, loser), true, ai.Villager.String(), time.Unix(0, 0))
		if err != nil {
			t.Fatal(err)
		}
		r.AddMatch(g, DefaultPrior())
	}
	data, err := Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Unmarshal(data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Match.Target != r.Match.Target || back.Match.Games != 3 || len(back.Match.Results) != len(r.Match.Results) {
		t.Errorf("match read back %+v, want %+v", back.Match, r.Match)
	}
	if back.Rating(DefaultPrior()) != r.Rating(DefaultPrior()) {
		t.Errorf("rating read back %+v, want %+v", back.Rating(DefaultPrior()), r.Rating(DefaultPrior()))
	}
}

// TestDamagedMatchStartsAfresh: a match object that cannot be read costs
// the match its state and nothing else.
func TestDamagedMatchStartsAfresh(t *testing.T) {
	const tail = `"tallies": [{"level": "Villager", "variant": "Nine Men's Morris", "wins": 2, "draws": 0, "losses": 1}], "streak": 0, "best": 2, "recent": []`
	for _, m := range []string{
		`"garbage"`,
		`{"version": 3, "target": 1500, "games": 3, "results": []}`,
		`{"version": 1, "target": 1500, "games": 3, "results": []}`,
		`{"version": 2, "target": 99999, "games": 3, "results": []}`,
		`{"version": 2, "target": 1500, "games": -1, "results": []}`,
		`{"version": 2, "target": 1500, "games": 3, "results": [{"rating": 1500, "wins": -2}]}`,
		`{"version": 2, "target": 1500, "games": 3, "results": [{"rating": 1e9, "wins": 2}]}`,
		`[1, 2]`,
	} {
		data := `{"version": 1, ` + tail + `, "match": ` + m + `}`
		r, err := Unmarshal([]byte(data))
		if err != nil {
			t.Errorf("match %s: %v, want the record kept", m, err)
			continue
		}
		if r.Match.Games != 0 || r.Tallies[0].Wins != 2 {
			t.Errorf("match %s: read %+v, tallies %+v", m, r.Match, r.Tallies)
		}
	}
}
