// Command morris is Nine Men's Morris: the game, and with -engine a text
// engine for other programs to drive.
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/internal/icons"
	"github.com/ninemen/morris/internal/version"
	wire "github.com/ninemen/morris/online"
	"github.com/ninemen/morris/platform"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/online"
	"github.com/ninemen/morris/scenes/review"
	"github.com/ninemen/morris/scenes/title"
	"github.com/ninemen/morris/storage"
)

func main() {
	engine := flag.Bool("engine", false, "speak the engine text protocol on stdin/stdout instead of opening a window")
	width := flag.Int("width", 1200, "window width in device-independent pixels")
	height := flag.Int("height", 780, "window height in device-independent pixels")
	reviewFile := flag.String("review", "", "open the game record or FEN in `FILE` (Sanmill's, PlayOK's or the game's own) in the review instead of the title")
	autoplay := flag.Int("autoplay", 0, "play this many games of the computer against itself, writing a line for each event on stdout, then quit (for measurements)")
	speed := flag.Float64("speed", 1, "with -autoplay, run the game's clock this many times faster than real time")
	showVersion := flag.Bool("version", false, "print the game's version and quit")
	server := flag.String("server", os.Getenv("MORRIS_SERVER"), "play friends online through the server at `URL` (https://host; default $MORRIS_SERVER)")
	join := flag.String("join", "", "take the seat an invite `LINK` or short code offers: a link's on the server it names, a code's on -server's")
	flag.Parse()
	if *showVersion {
		fmt.Println("morris", version.String())
		return
	}
	if *engine {
		if err := platform.RunEngine(os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "morris -engine:", err)
			os.Exit(1)
		}
		return
	}
	var reviewed *rules.Game
	if *reviewFile != "" {
		g, err := readRecord(*reviewFile)
		if err != nil {
			fmt.Fprintln(os.Stderr, "morris:", err)
			os.Exit(1)
		}
		reviewed = g
	}
	var invite *wire.Invite
	if *join != "" {
		inv, err := wire.ParseInvite(*join)
		if err != nil {
			fmt.Fprintln(os.Stderr, "morris -join:", err)
			os.Exit(2)
		}
		invite = &inv
	}
	if err := run(runOptions{width: *width, height: *height, reviewed: reviewed, autoplay: *autoplay, speed: *speed, server: *server, invite: invite}); err != nil {
		fmt.Fprintln(os.Stderr, "morris:", err)
		os.Exit(1)
	}
}

// readRecord reads a game record from a file.
func readRecord(name string) (*rules.Game, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	rec, err := rules.ReadGame(string(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return rec.Game, nil
}

// runOptions are the command line's choices for the window.
type runOptions struct {
	width, height int
	// reviewed, if not nil, is shown in the review instead of the title.
	reviewed *rules.Game
	// server is the server of online rooms natively ("" for none; the
	// browser's is the page's origin), and invite a seat to take in one.
	server string
	invite *wire.Invite
	// autoplay is how many games the computer plays by itself before the
	// game quits (0: the player plays), with the clock speed times faster.
	autoplay int
	speed    float64
}

// run opens the window and runs the game until the player quits, or
// until it has played opt.autoplay games by itself.
func run(opt runOptions) error {
	trim := platform.TuneMemory()
	// afterFirst is what waits for the first frame to be drawn.
	var afterFirst []func()
	if runtime.GOOS == "js" {
		// The first picture is a burst of allocation on the page's one
		// thread, which the collector shares: a lax collector until the
		// first frame trades a little memory for a sooner first picture.
		gc := debug.SetGCPercent(startGCPercent)
		afterFirst = append(afterFirst, func() { debug.SetGCPercent(gc) })
	}
	fonts, err := kit.LoadFonts()
	if err != nil {
		return err
	}
	store, err := storage.Default()
	if err != nil {
		// Without a place to keep things the game still plays; it just
		// forgets the settings and the game in progress.
		fmt.Fprintln(os.Stderr, "morris: settings and saved games are off:", err)
		store = nil
	}
	a := app.NewApp(fonts, store)
	a.Browser = runtime.GOOS == "js"
	a.UseComputer()
	a.AwaitLanguage()

	// The shell names the window again when the player changes language.
	ebiten.SetWindowTitle(a.Lang().T("app.name"))
	ebiten.SetWindowSize(opt.width, opt.height)
	ebiten.SetWindowSizeLimits(320, 400, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// The manager draws only when something changed; the last frame stays
	// on screen in between, so an idle game costs almost nothing.
	ebiten.SetScreenClearedEveryFrame(false)
	// One Update a frame, at the display's rate: motion is on the clock
	// (Context.Delta), so every frame shows it a step further. A fixed
	// tick rate would repeat the last picture on frames between ticks.
	ebiten.SetTPS(ebiten.SyncWithFPS)
	home := title.New(a).(*title.Scene)
	if a.Browser {
		// The page's loading screen fades out over the first frames: the
		// game's first picture need not wait for the card's.
		home.Timeline().PictureLater()
	}
	if opt.server != "" {
		online.SetServer(a, opt.server)
	}
	var first scenes.Scene = home
	if inv, ok := online.PageInvite(); ok {
		opt.invite = &inv
	}
	switch {
	case opt.reviewed != nil:
		first = review.New(a, opt.reviewed, home, home)
	case opt.invite != nil:
		first = online.NewJoin(a, home, home, *opt.invite)
		// The title is not drawn, and it is what takes the page's
		// loading screen away.
		afterFirst = append(afterFirst, func() { title.AnnounceFirstFrame(a.Lang().Code()) })
	}
	m := app.NewManager(a, first)
	m.AfterSwitch = trim
	// Ticking at full rate for a screen that does not change costs CPU,
	// more so in the browser: the pacer slows the ticks while idle.
	m.SetPacer(platform.Pacer{})
	if opt.autoplay > 0 {
		a.StartAutoplay(opt.autoplay, os.Stdout, platform.Memory)
		if opt.speed > 0 && opt.speed != 1 {
			m.SetClock(platform.FastClock(opt.speed))
		}
	}
	// The sound starts in the background and never fails: with no device
	// the game runs on silently and the settings say why. In the browser
	// it waits for the first frame: opening Web Audio is slow on the
	// page's one thread, and no sound plays before the player acts.
	if !a.Browser {
		// The window's icon, for the task bar and the window switcher
		// (macOS takes the app's): drawing it takes some 30 ms, off the
		// loop once the first picture is up.
		afterFirst = append(afterFirst, func() { go ebiten.SetWindowIcon(icons.Window()) })
	}
	sound := func() { a.SetSound(audio.New(audio.Options{Muted: !a.Settings.Sound})) }
	if a.Browser {
		afterFirst = append(afterFirst, sound)
	} else {
		sound()
	}
	return ebiten.RunGame(&game{Manager: m, afterFirst: afterFirst})
}

// startGCPercent is the collector's setting in the browser until the first
// frame is drawn.
const startGCPercent = 400

// game is the manager as Ebitengine runs it, and what waits for its first
// frame to be drawn.
type game struct {
	*scenes.Manager
	afterFirst []func()
	drawn      bool
}

// Update runs what waits for the first frame once it is drawn, then the
// manager.
func (g *game) Update() error {
	if g.drawn {
		for _, f := range g.afterFirst {
			f()
		}
		g.afterFirst = nil
	}
	return g.Manager.Update()
}

// Draw draws the manager's frame.
func (g *game) Draw(screen *ebiten.Image) {
	g.Manager.Draw(screen)
	g.drawn = true
}
