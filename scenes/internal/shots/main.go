// Command shots renders every scene of the game in fixed states at fixed
// sizes to PNG files, and compares two folders of them pixel for pixel: a
// refactor of the scenes that must not change a pixel is checked by
// running it before and after and comparing.
//
//	xvfb-run -a -s "-screen 0 1280x800x24" go run ./scenes/internal/shots -out DIR
//	go run ./scenes/internal/shots -compare DIR_A DIR_B
//	... -lang de -out DIR          (every scene in German)
//
// Each script builds a fresh App and a scene manager on a fake clock, steps
// it with made-up input (clicks, keys) tick by tick, drawing every frame as
// the game loop would, and at its end draws the whole screen once more
// into an image that is saved as DIR/<script>-<size>.png. Each picture is
// drawn by a process of its own (the command runs itself with -shot), with
// the collector off (see renderOne). Pixels can only be read while
// Ebitengine's loop runs, so everything happens in the first Update of a
// tiny window, which then ends the loop. Nothing shown depends on real
// time: the clock is the script's, the review's analyser is a fixed one,
// the computer is never asked to move, and the files the open scene lists
// are in a fixed folder.
//
// The scripts and the driver are package tour's, which the languages
// test runs too.
package main

import (
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/tour"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/storage"
)

// openRecords are the records the open scene lists, copied from rules'
// test data into the records folder of the fixed home.
var openRecords = []string{"sanmill_export.pgn", "separate_removals.pgn"}

// fileTime is the modification time given to the files listed.
var fileTime = time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC)

// language is the code of the language every picture is drawn in (-lang).
var language string

func main() {
	out := flag.String("out", "", "draw every script at every size into `DIR` as <script>-<size>.png")
	compare := flag.Bool("compare", false, "compare the PNG files of two folders, given as arguments: -compare DIR_A DIR_B")
	only := flag.String("run", "", "draw only the scripts whose name matches `REGEXP`")
	tmp := flag.String("tmp", "/tmp/morris-shots", "the `FOLDER` made afresh for the home, the records listed and the stores: its path shows in the open scene, so keep it the same between runs compared")
	records := flag.String("records", filepath.Join("rules", "testdata", "records"), "the `FOLDER` of the records the scripts read (rules' test data)")
	list := flag.Bool("list", false, "list the scripts and the sizes, and quit")
	flag.StringVar(&language, "lang", "en", "the `CODE` of the language the scenes speak (lang/locales/CODE)")
	shot := flag.String("shot", "", "draw the one picture `NAME` (<script>-<size>) in this process, in the home -tmp already holds (the harness runs each picture so)")
	flag.Parse()
	switch {
	case *list:
		for _, s := range tour.Scripts {
			fmt.Println(s.Name)
		}
		for _, z := range tour.Sizes {
			fmt.Printf("size %s %dx%d scale %g\n", z.Name, z.W, z.H, z.Scale)
		}
		return
	case *compare:
		if flag.NArg() != 2 {
			fmt.Fprintln(os.Stderr, "shots: -compare wants two folders")
			os.Exit(2)
		}
		same, err := compareDirs(os.Stdout, flag.Arg(0), flag.Arg(1))
		if err != nil {
			fmt.Fprintln(os.Stderr, "shots:", err)
			os.Exit(2)
		}
		if !same {
			os.Exit(1)
		}
		return
	case *out == "" || flag.NArg() > 0:
		flag.Usage()
		os.Exit(2)
	case *shot != "":
		if err := renderOne(*shot, *out, *tmp, *records); err != nil {
			fmt.Fprintln(os.Stderr, "shots:", err)
			os.Exit(1)
		}
		return
	}
	var pick *regexp.Regexp
	if *only != "" {
		var err error
		if pick, err = regexp.Compile(*only); err != nil {
			fmt.Fprintln(os.Stderr, "shots:", err)
			os.Exit(2)
		}
	}
	if err := render(*out, *tmp, *records, pick); err != nil {
		fmt.Fprintln(os.Stderr, "shots:", err)
		os.Exit(1)
	}
}

// render draws the scripts picked (all for nil) at every size into out,
// each picture in a process of its own (see renderOne).
func render(out, tmp, records string, pick *regexp.Regexp) error {
	// The paths are made absolute before the working folder changes.
	out, err := filepath.Abs(out)
	if err != nil {
		return err
	}
	if records, err = filepath.Abs(records); err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	if err := setHome(tmp, records); err != nil {
		return err
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	n := 0
	for _, s := range tour.Scripts {
		if pick != nil && !pick.MatchString(s.Name) {
			continue
		}
		for _, z := range tour.Sizes {
			name := s.Name + "-" + z.Name
			cmd := exec.Command(self, "-shot", name, "-out", out, "-tmp", tmp, "-records", records, "-lang", language)
			cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
			if err := cmd.Run(); err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			n++
		}
	}
	if n == 0 {
		return fmt.Errorf("no script matches")
	}
	return nil
}

// renderOne draws the picture name (<script>-<size>) into out, in the
// home render made in tmp, inside Ebitengine's loop.
//
// Each picture has a process of its own, and the collector is off in it:
// an image the collector finds unreachable is let go by its finalizer,
// at a moment that differs from run to run, and where the images that
// come after it are placed in Ebitengine's atlases then differs too, which
// changes a few pixels of text by one level. In a process of its own a
// picture also does not depend on which pictures were drawn before it.
func renderOne(name, out, tmp, records string) error {
	debug.SetGCPercent(-1)
	var sc tour.Script
	var sz tour.Size
	for _, s := range tour.Scripts {
		for _, z := range tour.Sizes {
			if s.Name+"-"+z.Name == name {
				sc, sz = s, z
			}
		}
	}
	if sc.Run == nil {
		return fmt.Errorf("no picture %q (see -list)", name)
	}
	if err := useHome(tmp); err != nil {
		return err
	}
	r := &runner{out: out, tmp: tmp, records: records, script: sc, size: sz}
	ebiten.SetWindowTitle("shots")
	ebiten.SetWindowSize(64, 64)
	if err := ebiten.RunGame(r); err != nil {
		return err
	}
	if !r.ran {
		return fmt.Errorf("the game loop ended before its first update")
	}
	return r.err
}

// setHome makes tmp afresh and makes it the world the game sees: the home
// folder (HOME and the XDG folders) holds Documents/Nine Men's Morris, the
// records folder the open scene lists first, with two records of fixed
// times, and is the working folder (the open scene's "Here").
func setHome(tmp, records string) error {
	if !filepath.IsAbs(tmp) {
		return fmt.Errorf("-tmp %s: the folder must be given by its absolute path, which the open scene shows", tmp)
	}
	if err := os.RemoveAll(tmp); err != nil {
		return err
	}
	home := filepath.Join(tmp, "home")
	folder := filepath.Join(home, "Documents", "Nine Men's Morris")
	if err := os.MkdirAll(folder, 0o755); err != nil {
		return err
	}
	for _, name := range openRecords {
		data, err := os.ReadFile(filepath.Join(records, name))
		if err != nil {
			return err
		}
		to := filepath.Join(folder, name)
		if err := os.WriteFile(to, data, 0o644); err != nil {
			return err
		}
		if err := os.Chtimes(to, fileTime, fileTime); err != nil {
			return err
		}
	}
	for _, dir := range []string{folder, filepath.Dir(folder), home} {
		if err := os.Chtimes(dir, fileTime, fileTime); err != nil {
			return err
		}
	}
	return useHome(tmp)
}

// useHome makes the home setHome made in tmp the game's: HOME and the XDG
// folders, and the working folder.
func useHome(tmp string) error {
	home := filepath.Join(tmp, "home")
	env := map[string]string{
		"HOME":              home,
		"XDG_CONFIG_HOME":   filepath.Join(home, ".config"),
		"XDG_DATA_HOME":     filepath.Join(home, ".local", "share"),
		"XDG_STATE_HOME":    filepath.Join(home, ".local", "state"),
		"XDG_CACHE_HOME":    filepath.Join(home, ".cache"),
		"XDG_DOCUMENTS_DIR": filepath.Join(home, "Documents"),
		"XDG_DOWNLOAD_DIR":  filepath.Join(home, "Downloads"),
	}
	for k, v := range env {
		if err := os.Setenv(k, v); err != nil {
			return err
		}
	}
	return os.Chdir(home)
}

// runner is the ebiten.Game that draws one picture in its first Update
// and ends the loop.
type runner struct {
	out, tmp, records string
	script            tour.Script
	size              tour.Size
	ran               bool
	err               error
}

// Update implements ebiten.Game.
func (r *runner) Update() error {
	if !r.ran {
		r.ran = true
		r.err = r.run()
	}
	return ebiten.Termination
}

// Draw implements ebiten.Game.
func (r *runner) Draw(*ebiten.Image) {}

// Layout implements ebiten.Game.
func (r *runner) Layout(int, int) (int, int) { return 64, 64 }

// run runs the script on a fresh App and writes its picture.
func (r *runner) run() error {
	start := time.Now()
	name := r.script.Name + "-" + r.size.Name
	fonts, err := kit.LoadFonts()
	if err != nil {
		return err
	}
	dir := filepath.Join(r.tmp, "store", name)
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	// As main wires the game, with sound that never fails.
	a := app.NewApp(fonts, storage.At(dir))
	settings := a.Settings
	settings.Language = language
	a.SetSettings(settings)
	if a.Lang().Code() != language {
		return fmt.Errorf("the game does not speak %q", language)
	}
	a.SetSound(&tour.Silence{})
	a.UseComputer()
	d := tour.NewDriver(a, r.size, r.records)
	r.script.Run(d)
	if d.Err == nil && d.M == nil {
		d.Err = fmt.Errorf("the script started no scene")
	}
	if d.Err != nil {
		return fmt.Errorf("%s: %w", name, d.Err)
	}
	img := d.Capture()
	if l, ok := d.M.Current().(scenes.Leaver); ok {
		l.Leave()
	}
	if err := writePNG(filepath.Join(r.out, name+".png"), img); err != nil {
		return err
	}
	fmt.Printf("%-28s %v\n", name+".png", time.Since(start).Round(time.Millisecond))
	return nil
}

// writePNG writes img to name.
func writePNG(name string, img image.Image) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// readPNG reads name as RGBA.
func readPNG(name string) (*image.RGBA, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if rgba, ok := img.(*image.RGBA); ok {
		return rgba, nil
	}
	rgba := image.NewRGBA(img.Bounds())
	draw.Draw(rgba, rgba.Bounds(), img, img.Bounds().Min, draw.Src)
	return rgba, nil
}

// pngNames lists the pictures in dir, leaving out the diff images.
func pngNames(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if n := e.Name(); !e.IsDir() && strings.HasSuffix(n, ".png") && !strings.HasPrefix(n, "diff-") {
			names = append(names, n)
		}
	}
	return names, nil
}

// compareDirs compares each picture of a with the one of the same name
// in b, reports on w, writes b/diff-<name> for each that differs (and
// removes an old one for each that does not), and reports whether all
// are identical and none is missing on either side.
func compareDirs(w io.Writer, a, b string) (bool, error) {
	as, err := pngNames(a)
	if err != nil {
		return false, err
	}
	bs, err := pngNames(b)
	if err != nil {
		return false, err
	}
	if len(as) == 0 {
		return false, fmt.Errorf("%s: no PNG files", a)
	}
	same := true
	for _, name := range as {
		if !slices.Contains(bs, name) {
			fmt.Fprintf(w, "%-28s missing in %s\n", name, b)
			same = false
			continue
		}
		pa, err := readPNG(filepath.Join(a, name))
		if err != nil {
			return false, err
		}
		pb, err := readPNG(filepath.Join(b, name))
		if err != nil {
			return false, err
		}
		d := diff(pa, pb)
		diffName := filepath.Join(b, "diff-"+name)
		if d.sizes != "" {
			fmt.Fprintf(w, "%-28s sizes differ: %s\n", name, d.sizes)
			same = false
			continue
		}
		if d.count == 0 {
			fmt.Fprintf(w, "%-28s identical\n", name)
			if err := os.Remove(diffName); err != nil && !os.IsNotExist(err) {
				return false, err
			}
			continue
		}
		same = false
		fmt.Fprintf(w, "%-28s %d pixels differ, max channel difference %d, within %v\n", name, d.count, d.max, d.box)
		if err := writePNG(diffName, d.img); err != nil {
			return false, err
		}
	}
	for _, name := range bs {
		if !slices.Contains(as, name) {
			fmt.Fprintf(w, "%-28s missing in %s\n", name, a)
			same = false
		}
	}
	return same, nil
}

// difference is how two pictures differ.
type difference struct {
	// sizes says how their sizes differ, "" when they do not.
	sizes string
	// count is the number of pixels that differ, max the largest
	// difference of a channel, box the bounds of the pixels that differ.
	count int
	max   int
	box   image.Rectangle
	// img shows the pixels that differ in red over a dimmed copy of b.
	img *image.RGBA
}

// diff compares a and b pixel for pixel.
func diff(a, b *image.RGBA) difference {
	if a.Bounds() != b.Bounds() {
		return difference{sizes: fmt.Sprintf("%v against %v", a.Bounds(), b.Bounds())}
	}
	r := a.Bounds()
	d := difference{img: image.NewRGBA(r)}
	red := color.RGBA{0xff, 0, 0, 0xff}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i := a.PixOffset(x, y)
			pa, pb := a.Pix[i:i+4], b.Pix[i:i+4]
			worst := 0
			for c := range 4 {
				worst = max(worst, abs(int(pa[c])-int(pb[c])))
			}
			if worst == 0 {
				// Dimmed to a third, and opaque, so the red stands out.
				d.img.Set(x, y, color.RGBA{pb[0] / 3, pb[1] / 3, pb[2] / 3, 0xff})
				continue
			}
			d.img.Set(x, y, red)
			d.count++
			d.max = max(d.max, worst)
			d.box = d.box.Union(image.Rect(x, y, x+1, y+1))
		}
	}
	return d
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
