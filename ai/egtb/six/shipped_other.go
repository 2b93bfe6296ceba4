//go:build !js

package six

import _ "embed" // the solution

// shippedFile is the whole game, solved by ../../cmd/six: about 1.25 MB
// compressed, 3.7 MB in memory.
//
//go:embed data/six.mmsx
var shippedFile []byte

// fileData returns the solution's file, embedded in the program.
func fileData() ([]byte, error) { return shippedFile, nil }
