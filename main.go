// Command morris is Nine Men's Morris: the game, and with -engine a text
// engine for other programs to drive.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/ninemen/morris/ai/protocol"
)

func main() {
	engine := flag.Bool("engine", false, "speak the engine text protocol on stdin/stdout instead of opening a window")
	flag.Parse()
	if *engine {
		if err := protocol.Run(os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "morris -engine:", err)
			os.Exit(1)
		}
		return
	}
}
