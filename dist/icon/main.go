// Command icon writes the game's icon, drawn from its own art, at every
// size the platforms want: go run ./dist/icon -out DIR writes
// icon-<N>.png (N in 16 24 32 48 64 128 180 192 256 512 1024),
// maskable-192.png and maskable-512.png for the browser, and morris.icns
// for macOS.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/ninemen/morris/internal/icons"
)

func main() {
	out := flag.String("out", "", "the folder to write the icons to (made if missing)")
	flag.Parse()
	if *out == "" || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: go run ./dist/icon -out DIR")
		os.Exit(2)
	}
	if _, err := icons.WriteAll(*out); err != nil {
		fmt.Fprintln(os.Stderr, "icon:", err)
		os.Exit(1)
	}
}
