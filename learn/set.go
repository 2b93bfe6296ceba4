package learn

import (
	_ "embed"
	"strings"
)

//go:embed puzzles.txt
var setText string

// Set reads the game's puzzle set (puzzles.txt). Lines that cannot be
// read are skipped and returned as errors; the set's test keeps there
// being none.
func Set() ([]Puzzle, []error) { return Read(strings.NewReader(setText)) }
