package egtb

import "github.com/ninemen/morris/rules"

//go:generate go run ../cmd/egtb -out data/standard.egtb

// StandardFile is the name of the shipped tables' file (data/ here, and
// beside the game's WebAssembly in the browser, which fetches it).
const StandardFile = "standard.egtb"

// LoadStandard decodes the shipped tables of the standard board (all of
// Sectors), calling pause (if not nil) between chunks of work. It takes
// some tens of milliseconds natively; in the browser it first fetches the
// file, and fails when that does.
func LoadStandard(pause func()) (*Tables, error) {
	data, err := standardData()
	if err != nil {
		return nil, err
	}
	return New(rules.BoardFor(false)).ReadSectors(data, pause)
}
