package lang

import (
	"os"
	"os/exec"
)

// System returns the languages the player's system asks for, best first:
// the locale variables when set (a game started from a terminal), else
// the languages chosen in System Settings, which a game started from the
// Finder is not given in its environment.
func System() []string {
	if env := FromEnv(os.Getenv); len(env) > 0 {
		return env
	}
	out, err := exec.Command("defaults", "read", "-g", "AppleLanguages").Output()
	if err != nil {
		return nil
	}
	return parseAppleLanguages(string(out))
}
