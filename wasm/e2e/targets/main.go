// Command targets prints, as JSON, where the title's menu entries, the
// open scene's buttons, the online scene's (its menu, its board and its
// buttons during and after a game), the puzzles scene's Daily puzzle and Retry, the
// lessons home's first lesson and the board's points are on a screen of a given size, for the end-to-end tests
// to click: {"menu:Two players": [x, y], "point:d6": [x, y], ...}, or with
// -lines one "name<TAB>x<TAB>y" a line, rounded, for shell scripts.
//
//	go run ./wasm/e2e/targets -w 1280 -h 800 -scale 1 -browser
//
// With -daily YYYY-MM-DD it prints instead the plan for that date's daily
// puzzle: its id, the clicks of a wrong first turn and those of its
// solution, each a point and the ply at which the scene must say the
// player is to play before it; with -lines "id<TAB>id", then
// "wrong<TAB>ply<TAB>point" and "solve<TAB>ply<TAB>point" lines.
//
//	go run ./wasm/e2e/targets -daily 2026-11-27 -lines
//
// With -puzzle ID it prints the plan for that puzzle of the set with its
// solution's clicks alone (no wrong turn): the puzzle Next opened.
//
// With -variant NAME the "point:" targets are those of that preset's
// board (for example "Six Men's Morris"), as the play scene lays it out.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/app"
	bd "github.com/ninemen/morris/scenes/board"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/lessons"
	"github.com/ninemen/morris/scenes/online"
	"github.com/ninemen/morris/scenes/open"
	"github.com/ninemen/morris/scenes/puzzles"
	"github.com/ninemen/morris/scenes/title"
)

func main() {
	w := flag.Int("w", 1200, "screen width in pixels")
	h := flag.Int("h", 780, "screen height in pixels")
	scale := flag.Float64("scale", 1, "pixels per logical unit (the device scale factor)")
	browser := flag.Bool("browser", false, "lay out the title as in the browser (no Quit)")
	lines := flag.Bool("lines", false, "print name, x and y tab-separated, one target a line")
	daily := flag.String("daily", "", "print the plan for the daily puzzle of this date (YYYY-MM-DD, local)")
	puzzle := flag.String("puzzle", "", "print the solution's plan for the puzzle of the set with this `ID`")
	variant := flag.String("variant", "", "give the points of this preset's board (its `NAME`, as the settings store it)")
	flag.Parse()
	if *puzzle != "" {
		pl, err := solvePlan(*puzzle)
		printPlan(pl, err, *lines)
		return
	}
	if *daily != "" {
		d, err := time.ParseInLocation(time.DateOnly, *daily, time.Local)
		if err != nil {
			fmt.Fprintln(os.Stderr, "targets: -daily:", err)
			os.Exit(2)
		}
		pl, err := dailyPlan(d)
		printPlan(pl, err, *lines)
		return
	}
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
	for k, v := range online.ScreenTargets(app, *w, *h, *scale) {
		targets[k] = v
	}
	// The puzzles home's Daily puzzle, a wrong turn's Retry: the first
	// of the four buttons the board shows then (Retry, Solution, Next,
	// Back), and a solved puzzle's Next: the first of two (Next, Back).
	home := puzzles.NewWith(app, nil, puzzles.Options{Seed: 1})
	home.Layout(*w, *h, *scale)
	if at, ok := home.Targets()["button:daily"]; ok {
		targets["puzzles:daily"] = [2]float64{float64(at.X), float64(at.Y)}
	}
	// The lessons home's first lesson; its board's points are play's.
	ls := lessons.New(app, nil)
	ls.Layout(*w, *h, *scale)
	if at, ok := ls.Targets()["button:lesson:board"]; ok {
		targets["lessons:board"] = [2]float64{float64(at.X), float64(at.Y)}
	}
	if *variant != "" {
		v, ok := rules.PresetNamed(*variant)
		if !ok {
			fmt.Fprintf(os.Stderr, "targets: -variant: no preset named %q\n", *variant)
			os.Exit(2)
		}
		// Another board's points replace the 24-point board's, whose
		// names it may share (a1 is a corner of every board).
		for k := range targets {
			if strings.HasPrefix(k, "point:") {
				delete(targets, k)
			}
		}
		for k, at := range bd.BoardPointTargets(*w, *h, *scale, v.Board()) {
			targets[k] = at
		}
	}
	lay := bd.NewLayout(*w, *h, *scale)
	x, y := lay.ButtonRects(4)[0].Center()
	targets["puzzles:retry"] = [2]float64{x, y}
	x, y = lay.ButtonRects(2)[0].Center()
	targets["puzzles:next"] = [2]float64{x, y}
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

// printPlan prints a plan, or the error that left it unmade.
func printPlan(pl *plan, err error, lines bool) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "targets:", err)
		os.Exit(1)
	}
	if !lines {
		out, _ := json.Marshal(pl)
		fmt.Println(string(out))
		return
	}
	fmt.Printf("id\t%s\n", pl.ID)
	for _, s := range pl.Wrong {
		fmt.Printf("wrong\t%d\t%s\n", s.Ply, s.Point)
	}
	for _, s := range pl.Solve {
		fmt.Printf("solve\t%d\t%s\n", s.Ply, s.Point)
	}
}
