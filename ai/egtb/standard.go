package egtb

import "github.com/ninemen/morris/rules"

//go:generate go run ../cmd/egtb -out data/standard.egtb
//go:generate go run ../cmd/egtb -nine -out data/nine.egtb

// StandardFile is the name of the shipped tables' file (data/ here, and
// beside the game's WebAssembly in the browser, which fetches it).
const StandardFile = "standard.egtb"

// LoadStandard decodes the shipped tables of the standard board, calling
// pause (if not nil) between chunks of work: natively all of Sectors and
// NineMen, embedded in the program, in about 80 ms; in the browser only
// Sectors, after fetching their file, and it fails when that does.
func LoadStandard(pause func()) (*Tables, error) {
	files, err := standardData()
	if err != nil {
		return nil, err
	}
	t := New(rules.BoardFor(false))
	for _, data := range files {
		if t, err = t.ReadSectors(data, pause); err != nil {
			return nil, err
		}
	}
	return t, nil
}
