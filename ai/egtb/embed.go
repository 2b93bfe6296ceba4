package egtb

import (
	_ "embed" // the solved tables

	"github.com/ninemen/morris/rules"
)

//go:generate go run ../cmd/egtb -out data/standard.egtb

// standardData is every sector of the standard board, solved by
// ../cmd/egtb: about 176 kB compressed, 11.6 MB in memory.
//
//go:embed data/standard.egtb
var standardData []byte

// LoadStandard decodes the shipped tables of the standard board (all of
// Sectors), calling pause (if not nil) between chunks of work. It takes
// some tens of milliseconds natively.
func LoadStandard(pause func()) (*Tables, error) {
	return New(rules.BoardFor(false)).ReadSectors(standardData, pause)
}
