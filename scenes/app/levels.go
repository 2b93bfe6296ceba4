package app

import "github.com/ninemen/morris/ai"

// LevelNames are the computer's levels for the settings, weakest first.
func LevelNames() []string {
	var out []string
	for _, l := range ai.Levels() {
		out = append(out, l.String())
	}
	return out
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
