// Command morris is Nine Men's Morris: the game, and with -engine a text
// engine for other programs to drive.
package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	engine := flag.Bool("engine", false, "speak the engine text protocol on stdin/stdout instead of opening a window")
	flag.Parse()
	if *engine {
		fmt.Fprintln(os.Stderr, "engine: not yet")
		os.Exit(2)
	}
}
