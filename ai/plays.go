package ai

import "github.com/ninemen/morris/rules"

// Plays reports whether the engine plays games of variant v: the scenes
// offer "against the computer" only for those. The engine knows the
// 24-point board; the smaller boards are played by two players until it
// learns them.
func Plays(v rules.Variant) bool { return v.BoardKind == rules.TwentyFourPoints }
