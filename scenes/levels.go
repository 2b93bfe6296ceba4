package scenes

import "github.com/ninemen/morris/ai"

// levelNames are the computer's levels for the settings, weakest first.
func levelNames() []string {
	var out []string
	for _, l := range ai.Levels() {
		out = append(out, l.String())
	}
	return out
}

// levelOf reads a level name from the settings; an unknown name is the
// default level.
func levelOf(name string) ai.Level {
	if l, err := ai.ParseLevel(name); err == nil {
		return l
	}
	return defaultLevel
}

// defaultLevel is a fair opponent for someone who has just learned.
const defaultLevel = ai.Villager
