//go:build !js

package egtb

import _ "embed" // the solved tables

// standardFile is every sector of the standard board, solved by
// ../cmd/egtb: about 176 kB compressed, 11.6 MB in memory.
//
//go:embed data/standard.egtb
var standardFile []byte

// standardData returns the shipped tables' file, embedded in the program.
func standardData() ([]byte, error) { return standardFile, nil }
