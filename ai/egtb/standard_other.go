//go:build !js

package egtb

import _ "embed" // the solved tables

// standardFile is the sectors of Sectors, solved by ../cmd/egtb: about
// 176 kB compressed.
//
//go:embed data/standard.egtb
var standardFile []byte

// nineFile is the sectors of NineMen, solved by ../cmd/egtb -nine: about
// 345 kB compressed.
//
//go:embed data/nine.egtb
var nineFile []byte

// standardData returns the shipped tables' files, embedded in the
// program.
func standardData() ([][]byte, error) { return [][]byte{standardFile, nineFile}, nil }
