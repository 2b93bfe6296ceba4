//go:build !js && !windows && !darwin

package lang

import "os"

// System returns the languages the player's system asks for, best first.
func System() []string { return FromEnv(os.Getenv) }
