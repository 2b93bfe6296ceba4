//go:build !js

package online

import (
	"fmt"
	"os"
)

// announcing is on when MORRIS_ANNOUNCE is set, as the native end-to-end
// test sets it: a player's terminal stays quiet.
var announcing = os.Getenv("MORRIS_ANNOUNCE") != ""

// announceLine writes a line on stdout.
func announceLine(s string) { fmt.Println(s) }
