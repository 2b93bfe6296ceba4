package app

import (
	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/stats"
)

// LevelNames are the computer's levels for the settings, weakest first,
// then Match my strength.
func LevelNames() []string {
	var out []string
	for _, l := range ai.Levels() {
		out = append(out, l.String())
	}
	return append(out, stats.MatchLevel)
}

// IsMatch reports whether the settings' level name is Match my strength.
func IsMatch(name string) bool { return name == stats.MatchLevel }

// MatchStrength is the strength Match my strength plays the next game at,
// from the player's record.
func (a *App) MatchStrength() ai.Mix {
	if !a.matchKnown {
		a.Record()
	}
	return ai.Strength(a.matchTarget)
}

// knowMatch remembers r's target for MatchStrength.
func (a *App) knowMatch(r *stats.Record) {
	a.matchTarget, a.matchKnown = r.MatchTarget(stats.DefaultPrior()), true
}

// LevelOf reads a level name from the settings; an unknown name is the
// default level.
func LevelOf(name string) ai.Level {
	if l, err := ai.ParseLevel(name); err == nil {
		return l
	}
	return defaultLevel
}

// defaultLevel is a fair opponent for someone who has just learned.
const defaultLevel = ai.Villager
