package history

import (
	"math"
	"strings"
	"testing"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/kit"
)

// historyRig drives the history page through a Manager, with the title
// behind it.
type historyRig struct {
	t     *testing.T
	m     *scenetest.Driver
	h     *Scene
	title scenes.Scene
}

func newHistoryRig(t *testing.T, w, hh int, scale float64) *historyRig {
	t.Helper()
	a := app.NewAppWith(scenetest.Fonts(t), nil)
	title := &scenetest.Stub{}
	h := New(a, title).(*Scene)
	r := &historyRig{t: t, m: scenetest.NewManager(a, h), h: h, title: title}
	r.m.SetSize(w, hh, scale)
	r.step(&scenes.Input{})
	return r
}

func (r *historyRig) step(in *scenes.Input) {
	r.t.Helper()
	if err := r.m.Step(in); err != nil {
		r.t.Fatal(err)
	}
}

// settle runs ticks until the page stops moving.
func (r *historyRig) settle() {
	r.t.Helper()
	for i := 0; i < 20*scenes.TPS; i++ {
		before := r.h.scroll
		r.step(&scenes.Input{})
		if r.h.scroll == before && r.h.vel == 0 && r.h.scroll == r.h.target {
			return
		}
	}
	r.t.Fatal("the page never came to rest")
}

func (r *historyRig) key(a scenes.Action) {
	r.t.Helper()
	r.step(scenes.Key(a))
	r.settle()
}

func TestHistoryKeysScrollAndClamp(t *testing.T) {
	r := newHistoryRig(t, 1280, 800, 1)
	y, max := r.h.Scroll()
	if y != 0 || max < 5*800 {
		t.Fatalf("starts at %v of %v; want the top of a long page", y, max)
	}
	r.key(scenes.ActUp)
	r.key(scenes.ActPageUp)
	r.key(scenes.ActHome)
	if y, _ := r.h.Scroll(); y != 0 {
		t.Errorf("above the top: %v", y)
	}
	r.key(scenes.ActDown)
	down, _ := r.h.Scroll()
	if down <= 0 || down > 200 {
		t.Errorf("Down moved %v px, want a couple of lines", down)
	}
	r.key(scenes.ActPageDown)
	page, _ := r.h.Scroll()
	if d := page - down; math.Abs(d-0.9*r.h.view.H) > 1 {
		t.Errorf("Page Down moved %v px, want 90%% of the view (%v)", d, 0.9*r.h.view.H)
	}
	r.key(scenes.ActPageUp)
	if y, _ := r.h.Scroll(); math.Abs(y-down) > 1 {
		t.Errorf("Page Up did not come back: %v, want %v", y, down)
	}
	r.key(scenes.ActEnd)
	if y, max := r.h.Scroll(); y != max {
		t.Errorf("End: %v, want %v", y, max)
	}
	r.key(scenes.ActDown)
	r.key(scenes.ActPageDown)
	if y, max := r.h.Scroll(); y != max {
		t.Errorf("past the end: %v, want %v", y, max)
	}
	r.key(scenes.ActHome)
	if y, _ := r.h.Scroll(); y != 0 {
		t.Errorf("Home: %v", y)
	}
	// Right and Left go from chapter to chapter.
	r.key(scenes.ActRight)
	if y, _ := r.h.Scroll(); y != r.h.doc.Chapters[0] {
		t.Errorf("Right from the top: %v, want chapter I at %v", y, r.h.doc.Chapters[0])
	}
	r.key(scenes.ActRight)
	if y, _ := r.h.Scroll(); y != r.h.doc.Chapters[1] {
		t.Errorf("Right again: %v, want chapter II at %v", y, r.h.doc.Chapters[1])
	}
	r.key(scenes.ActLeft)
	if y, _ := r.h.Scroll(); y != r.h.doc.Chapters[0] {
		t.Errorf("Left: %v, want chapter I at %v", y, r.h.doc.Chapters[0])
	}
}

func TestHistoryWheel(t *testing.T) {
	r := newHistoryRig(t, 1280, 800, 1)
	r.step(&scenes.Input{Wheel: -3})
	r.settle()
	if y, _ := r.h.Scroll(); y != 0 {
		t.Errorf("wheel up at the top: %v", y)
	}
	r.step(&scenes.Input{Wheel: 2})
	r.settle()
	y1, _ := r.h.Scroll()
	if y1 <= 0 {
		t.Fatalf("wheel down did not scroll")
	}
	r.step(&scenes.Input{Wheel: 2})
	r.settle()
	if y2, _ := r.h.Scroll(); math.Abs(y2-2*y1) > 1 {
		t.Errorf("two wheel turns: %v, want %v", y2, 2*y1)
	}
	for i := 0; i < 500; i++ {
		r.step(&scenes.Input{Wheel: 10})
	}
	r.settle()
	if y, max := r.h.Scroll(); y != max {
		t.Errorf("a long wheel down: %v, want the end %v", y, max)
	}
}

func TestHistoryDragWithInertia(t *testing.T) {
	r := newHistoryRig(t, 430, 930, 1)
	x := 215.0
	// drag moves a finger from y0 to y1 in steps ticks, holds it still for
	// hold ticks, and lifts it.
	drag := func(y0, y1 float64, steps, hold int) {
		r.step(&scenes.Input{Pointer: scenes.Pointer{X: x, Y: y0, Present: true, Down: true, Pressed: true, Touch: true}})
		for i := 1; i <= steps+hold; i++ {
			y := y0 + (y1-y0)*math.Min(1, float64(i)/float64(steps))
			r.step(&scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true, Down: true, Touch: true}})
		}
		r.step(&scenes.Input{Pointer: scenes.Pointer{X: x, Y: y1, Released: true, Touch: true}})
	}
	// A drag that stops before the finger lifts moves the page with the
	// finger and no further.
	drag(800, 500, 60, 6)
	r.settle()
	if y, _ := r.h.Scroll(); math.Abs(y-300) > 1 {
		t.Errorf("a slow 300 px drag scrolled %v", y)
	}
	// A flick carries on after the finger leaves.
	start, _ := r.h.Scroll()
	drag(800, 600, 4, 0)
	atRelease, _ := r.h.Scroll()
	r.settle()
	end, _ := r.h.Scroll()
	if atRelease-start < 150 || end-atRelease < 100 {
		t.Errorf("a flick: %v px under the finger, then %v px of glide; want both", atRelease-start, end-atRelease)
	}
	// Dragging down at the top, and flicking far past the end, clamp.
	r.key(scenes.ActHome)
	drag(300, 800, 10, 0)
	r.settle()
	if y, _ := r.h.Scroll(); y != 0 {
		t.Errorf("dragging down at the top: %v", y)
	}
	for i := 0; i < 40; i++ {
		drag(900, 100, 3, 0)
	}
	r.settle()
	if y, max := r.h.Scroll(); y != max {
		t.Errorf("flicking past the end: %v, want %v", y, max)
	}
}

func TestHistoryContentsLinks(t *testing.T) {
	r := newHistoryRig(t, 1280, 800, 1)
	l := r.h.doc.Links[3]
	x, y := l.R.Center()
	sx, sy := x+r.h.view.X, y+r.h.view.Y-r.h.scroll
	r.step(&scenes.Input{Pointer: scenes.Pointer{X: sx, Y: sy, Present: true, Down: true, Pressed: true}})
	r.step(&scenes.Input{Pointer: scenes.Pointer{X: sx, Y: sy, Present: true, Released: true}})
	r.settle()
	if got, want := r.h.scroll, r.h.doc.Chapters[3]; got != want {
		t.Errorf("the contents line of chapter IV scrolled to %v, want %v", got, want)
	}
}

func TestHistoryBack(t *testing.T) {
	r := newHistoryRig(t, 1280, 800, 1)
	r.step(scenes.Key(scenes.ActBack))
	if r.m.Current() != r.title {
		t.Errorf("Esc went to %T, want the title", r.m.Current())
	}
	r = newHistoryRig(t, 430, 930, 1)
	x, y := r.h.backBtn.Rect.Center()
	r.step(&scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true, Down: true, Pressed: true, Touch: true}})
	r.step(&scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Released: true, Touch: true}})
	if r.m.Current() != r.title {
		t.Errorf("Back went to %T, want the title", r.m.Current())
	}
}

func TestHistoryKeepsThePlaceOnResize(t *testing.T) {
	r := newHistoryRig(t, 1280, 800, 1)
	r.key(scenes.ActRight)
	r.key(scenes.ActRight)
	r.key(scenes.ActRight)
	_, max := r.h.Scroll()
	frac := r.h.scroll / max
	r.m.SetSize(430, 930, 2)
	r.step(&scenes.Input{})
	y, max2 := r.h.Scroll()
	if math.Abs(y/max2-frac) > 0.001 {
		t.Errorf("after a resize the page is at %.3f, was at %.3f", y/max2, frac)
	}
}

// TestHistoryTextFitsTheColumn sets the whole story at phone and desktop
// sizes with the real fonts and checks that every run of text, every
// picture and every ornament lies within the column, and that the text is
// large enough to read.
func TestHistoryTextFitsTheColumn(t *testing.T) {
	fonts := scenetest.Fonts(t)
	for _, sz := range []struct {
		w, h  int
		scale float64
	}{
		{1280, 800, 1}, {1920, 1080, 1}, {2560, 1600, 2}, {800, 600, 1},
		{430, 930, 1}, {1290, 2790, 3}, {360, 640, 1}, {320, 480, 1}, {768, 1024, 2},
	} {
		h := New(app.NewAppWith(fonts, nil), nil).(*Scene)
		h.Layout(sz.w, sz.h, sz.scale)
		h.finishTypeset()
		d := h.doc
		if d.Body < 17*sz.scale-0.01 {
			t.Errorf("%dx%d@%g: body text %.1f px, too small to read", sz.w, sz.h, sz.scale, d.Body)
		}
		if d.Left < 0 || d.Right > h.view.W {
			t.Errorf("%dx%d@%g: the column %v…%v is wider than the page (%v)", sz.w, sz.h, sz.scale, d.Left, d.Right, h.view.W)
		}
		// About 45 to 80 characters a line: a comfortable measure.
		if chars := (d.Right - d.Left) / kit.TextWidth("n", fonts.Face(kit.Regular, d.Body)); chars > 80*1.15 {
			t.Errorf("%dx%d@%g: lines of about %.0f characters, too long to read comfortably", sz.w, sz.h, sz.scale, chars)
		}
		for _, op := range d.Texts {
			if w := kit.TextWidth(op.S, op.Face); math.Abs(w-op.W) > 0.01 {
				t.Fatalf("%q: width %v recorded, %v measured", op.S, op.W, w)
			}
			if op.X < d.Left-0.5 || op.X+op.W > d.Right+0.5 {
				t.Errorf("%dx%d@%g: %q runs from %.1f to %.1f, outside the column %.1f…%.1f",
					sz.w, sz.h, sz.scale, op.S, op.X, op.X+op.W, d.Left, d.Right)
			}
			if op.Y < 0 || op.Y > d.Height {
				t.Errorf("%dx%d@%g: %q is set below the page's end", sz.w, sz.h, sz.scale, op.S)
			}
		}
		for _, p := range d.Pics {
			if p.X < d.Left-0.5 || p.X+p.W > d.Right+0.5 || p.W <= 0 {
				t.Errorf("%dx%d@%g: the picture of era %d leaves the column", sz.w, sz.h, sz.scale, p.Era)
			}
		}
		contents, plays := 0, 0
		for _, l := range d.Links {
			if l.Play == "" {
				contents++
			} else if _, ok := rules.PresetNamed(l.Play); ok {
				plays++
			}
		}
		if len(d.Chapters) != len(bookChapters()) || contents != len(d.Chapters) || plays != 2*len(relatives)+len(southern) {
			t.Errorf("%dx%d@%g: %d chapters set, %d links to them and %d to games", sz.w, sz.h, sz.scale, len(d.Chapters), contents, plays)
		}
		for i := 1; i < len(d.Chapters); i++ {
			if d.Chapters[i] <= d.Chapters[i-1] {
				t.Errorf("chapters out of order")
			}
		}
	}
}

// TestHistoryLinesAreJustified checks the typesetting of a paragraph: its
// lines but the last end at the column's right edge, and no line is
// stretched into holes.
func TestHistoryLinesAreJustified(t *testing.T) {
	fonts := scenetest.Fonts(t)
	d := typeset(fonts, &book{chapters: []chapterText{{number: "I", title: "Test", paras: []paraText{
		{text: "Nine men each, white and black, on twenty-four points of three squares; men are placed, then slid, and three in a row on a line make a mill that removes a man of the other side, until one side is down to two or cannot move."},
		{text: "A second paragraph, indented as in a book, with _words in italics_ and a \"quotation\" in printer's quotes, long enough to need a few lines on a narrow page."},
	}}}}, 20, 420, 1)
	lines := map[float64][]textOp{}
	for _, op := range d.Texts {
		if op.Face.Size == d.Body {
			lines[op.Y] = append(lines[op.Y], op)
		}
	}
	full, italics, quotes := 0, 0, 0
	for _, ops := range lines {
		last := ops[len(ops)-1]
		if math.Abs(last.X+last.W-d.Right) < 0.5 {
			full++
		}
		for _, op := range ops {
			if op.Face.Source == fonts.Face(kit.Italic, d.Body).Source {
				italics++
			}
			if strings.ContainsAny(op.S, "\u201c\u201d\u2019") {
				quotes++
			}
			if strings.ContainsAny(op.S, "_\"'") {
				t.Errorf("markup or typewriter quotes left in %q", op.S)
			}
		}
	}
	if full < 4 {
		t.Errorf("only %d lines reach the right edge; the paragraphs are not justified", full)
	}
	if italics != 3 || quotes < 2 {
		t.Errorf("%d words in italics (want 3), %d with printer's quotes (want 2 or more)", italics, quotes)
	}
}

// The story covers what the brief asks of it, in the seeds' facts.
func TestHistoryCoversTheStory(t *testing.T) {
	var all strings.Builder
	for _, c := range readBook(lang.New(lang.English)).chapters {
		if c.title == "" || c.number == "" || len(c.paras) == 0 {
			t.Errorf("chapter %q is incomplete", c.title)
		}
		for _, p := range c.paras {
			all.WriteString(p.text + " " + p.lead + " ")
		}
	}
	s := all.String()
	for _, want := range []string{
		"Kurna", "Mihintale", "Gokstad", "Troy", "Bronze Age Ireland", "Split", "Selçuk", "cathedrals", "Furness Abbey",
		"Mill", "Mühle", "Merels", "Merrills", "Morris", "merellus", "mere", "windmill", "morris dancers",
		"hinges", "taverns", "trowel", "Midsummer Night's Dream", "fill'd up with mud", "Saffron Walden", "1897",
		"Trencho", "Three, Six and Twelve Men's Morris", "diagonal", "nineteenth-century", "twenty-four points", "pounding",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("the history never mentions %q", want)
		}
	}
}

func TestMuteKeyWorksInTheHistory(t *testing.T) {
	a := scenetest.FontsApp(t)
	scenetest.MuteKey(t, a, New(a, &scenetest.Stub{}))
}
