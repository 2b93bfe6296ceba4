// Command targets prints, as JSON, where the title's menu entries, the
// open scene's buttons and the board's points are on a screen of a given size, for the end-to-end tests
// to click: {"menu:Two players": [x, y], "point:d6": [x, y], ...}, or with
// -lines one "name<TAB>x<TAB>y" a line, rounded, for shell scripts.
//
//	go run ./wasm/e2e/targets -w 1280 -h 800 -scale 1 -browser
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"sort"

	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/open"
	"github.com/ninemen/morris/scenes/title"
)

func main() {
	w := flag.Int("w", 1200, "screen width in pixels")
	h := flag.Int("h", 780, "screen height in pixels")
	scale := flag.Float64("scale", 1, "pixels per logical unit (the device scale factor)")
	browser := flag.Bool("browser", false, "lay out the title as in the browser (no Quit)")
	lines := flag.Bool("lines", false, "print name, x and y tab-separated, one target a line")
	flag.Parse()
	fonts, err := kit.LoadFonts()
	if err != nil {
		fmt.Fprintln(os.Stderr, "targets:", err)
		os.Exit(1)
	}
	// No store: a fresh player has no saved game, so no Continue.
	app := app.NewApp(fonts, nil)
	app.Browser = *browser
	targets := title.ScreenTargets(app, *w, *h, *scale)
	for k, v := range open.ScreenTargets(app, *w, *h, *scale) {
		targets[k] = v
	}
	if *lines {
		names := make([]string, 0, len(targets))
		for name := range targets {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			t := targets[name]
			fmt.Printf("%s\t%d\t%d\n", name, int(math.Round(t[0])), int(math.Round(t[1])))
		}
		return
	}
	out, err := json.Marshal(targets)
	if err != nil {
		fmt.Fprintln(os.Stderr, "targets:", err)
		os.Exit(1)
	}
	fmt.Println(string(out))
}
