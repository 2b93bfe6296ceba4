package title

import (
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/history"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/kit"
)

// ticks is how many ticks of a machine that keeps up d lasts.
func ticks(d time.Duration) int { return int(d / scenes.TickTime) }

// timelineAt returns a laid-out timeline with a card and strip of a
// desktop title.
func timelineAt(t *testing.T) *Timeline {
	t.Helper()
	k := kit.New(scenetest.Fonts(t))
	en := lang.New(lang.English)
	tl := NewTimeline(k, history.NewPictureCache(k), func() *lang.Lang { return en })
	tl.SetLayout(kit.Rect{X: 600, Y: 40, W: 640, H: 600}, kit.Rect{X: 600, Y: 680, W: 640, H: 60}, 1)
	return tl
}

func TestTimelineAdvancesOnItsOwnAndWraps(t *testing.T) {
	tl := timelineAt(t)
	n := tl.Len()
	if n != history.NumEras || n < 9 {
		t.Fatalf("%d eras, want the nine of the seeds", n)
	}
	seen := []int{tl.Current()}
	redraws := 0
	for tick := 0; tick < (n+1)*ticks(eraHold+eraChange)+5; tick++ {
		if tl.Update(&scenes.Input{}, scenes.TickTime) {
			redraws++
		}
		if c := tl.Current(); c != seen[len(seen)-1] {
			seen = append(seen, c)
		}
	}
	for i := 0; i <= n; i++ {
		if i >= len(seen) || seen[i] != i%n {
			t.Fatalf("eras shown in order %v, want 0…%d then 0 again", seen, n-1)
		}
	}
	// It asks for drawing while a change runs, not in between: an idle
	// title costs nothing.
	if max := (n + 2) * (ticks(eraChange) + 2); redraws > max {
		t.Errorf("%d redraws over %d changes, want at most %d", redraws, n+1, max)
	}
}

func TestTimelineWaitsWhileTheMouseRestsOnTheCard(t *testing.T) {
	tl := timelineAt(t)
	x, y := tl.card.Center()
	over := &scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true}}
	for i := 0; i < 3*ticks(eraHold); i++ {
		tl.Update(over, scenes.TickTime)
	}
	if tl.Current() != 0 {
		t.Errorf("moved on to era %d while the mouse was on the card", tl.Current())
	}
	// A finger is not a resting mouse.
	touch := &scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true, Touch: true, Down: true}}
	for i := 0; i < ticks(eraHold)+1; i++ {
		tl.Update(touch, scenes.TickTime)
	}
	if tl.Current() != 1 {
		t.Errorf("era %d after a hold with a finger down, want 1", tl.Current())
	}
}

func TestTimelinePointer(t *testing.T) {
	tl := timelineAt(t)
	press := func(x0, y0, x1, y1 float64) {
		tl.Update(&scenes.Input{Pointer: scenes.Pointer{X: x0, Y: y0, Present: true, Down: true, Pressed: true}}, scenes.TickTime)
		tl.Update(&scenes.Input{Pointer: scenes.Pointer{X: (x0 + x1) / 2, Y: (y0 + y1) / 2, Present: true, Down: true}}, scenes.TickTime)
		tl.Update(&scenes.Input{Pointer: scenes.Pointer{X: x1, Y: y1, Present: true, Released: true}}, scenes.TickTime)
	}
	tap := func(x, y float64) { press(x, y, x, y) }
	c := tl.card
	tap(c.X+c.W*0.8, c.Y+c.H/2)
	if tl.Current() != 1 {
		t.Fatalf("a tap on the card's right: era %d, want 1", tl.Current())
	}
	tap(c.X+c.W*0.1, c.Y+c.H/2)
	if tl.Current() != 0 {
		t.Fatalf("a tap on the card's left: era %d, want 0", tl.Current())
	}
	// A swipe to the left brings the next era; to the right, the one before.
	press(c.X+c.W*0.7, c.Y+100, c.X+c.W*0.3, c.Y+110)
	if tl.Current() != 1 {
		t.Fatalf("a swipe left: era %d, want 1", tl.Current())
	}
	press(c.X+c.W*0.3, c.Y+100, c.X+c.W*0.7, c.Y+90)
	if tl.Current() != 0 {
		t.Fatalf("a swipe right: era %d, want 0", tl.Current())
	}
	// A vertical drag is no swipe.
	press(c.X+c.W*0.5, c.Y+50, c.X+c.W*0.52, c.Y+400)
	if tl.Current() != 0 {
		t.Fatalf("a vertical drag changed the era to %d", tl.Current())
	}
	// The dots jump, the arrows step.
	s := tl.strip
	for _, i := range []int{5, 8, 2} {
		tap(tl.dotX(i), s.Y+s.H*0.32)
		if tl.Current() != i {
			t.Fatalf("a click on dot %d: era %d", i, tl.Current())
		}
	}
	tap(s.X+2, s.Y+s.H/3)
	if tl.Current() != 1 {
		t.Errorf("the arrow back: era %d, want 1", tl.Current())
	}
	tap(s.X+s.W-2, s.Y+s.H/3)
	if tl.Current() != 2 {
		t.Errorf("the arrow forward: era %d, want 2", tl.Current())
	}
}

// On a machine that manages three frames a second the change takes no
// longer: it ends after its time on the clock, in three frames, and the
// next change comes after the hold, not after so many frames.
func TestTimelineRunsOnTheClock(t *testing.T) {
	tl := timelineAt(t)
	slow := 300 * time.Millisecond
	tl.Step(1, eraHold)
	frames := 0
	for tl.progress() < 1 {
		tl.Update(&scenes.Input{}, slow)
		frames++
	}
	if want := int((eraChange + slow - 1) / slow); frames != want {
		t.Errorf("the change took %d frames of %v, want %d", frames, slow, want)
	}
	for i := 0; time.Duration(i)*slow < eraHold-slow; i++ {
		tl.Update(&scenes.Input{}, slow)
	}
	if tl.Current() != 1 {
		t.Fatalf("moved on to era %d before the hold was over", tl.Current())
	}
	tl.Update(&scenes.Input{}, slow)
	tl.Update(&scenes.Input{}, slow)
	if tl.Current() != 2 {
		t.Errorf("era %d after the hold, want 2", tl.Current())
	}
}

func TestTimelineStepByHandHoldsLonger(t *testing.T) {
	tl := timelineAt(t)
	tl.Step(1, eraHoldByHand)
	for i := 0; i < ticks(eraHold+eraChange)+2; i++ {
		tl.Update(&scenes.Input{}, scenes.TickTime)
	}
	if tl.Current() != 1 {
		t.Errorf("an era chosen by hand moved on after %v", eraHold+eraChange)
	}
}

// The eras are the seeds' dated facts, each with a date, a place and one or
// two sentences of the game's own.
func TestErasAreComplete(t *testing.T) {
	en := lang.New(lang.English)
	for i, e := range history.Eras(en) {
		if e.When == "" || e.Place == "" || e.Label == "" || e.Text == "" {
			t.Errorf("era %d is missing a part: %+v", i, e)
		}
		if n := strings.Count(e.Text, ". ") + 1; n > 2 {
			t.Errorf("era %d has %d sentences, want one or two", i, n)
		}
	}
	want := map[int]string{history.EraKurna: "1400 BCE", history.EraMihintale: "AD 10", history.EraGokstad: "AD 900", history.EraGamesBox: "14th", history.EraSaffronWalden: "1897"}
	for i, w := range want {
		if !strings.Contains(history.Eras(en)[i].When, w) {
			t.Errorf("era %d is dated %q, want it to say %s", i, history.Eras(en)[i].When, w)
		}
	}
	if !strings.Contains(history.Eras(en)[history.EraShakespeare].Text, "fill'd up with mud") {
		t.Errorf("Shakespeare's era lacks his line")
	}
}

// The timeline tells its eras in the language the game speaks, and lays
// its card out again, letting the images of the old words go, as soon as
// the player chooses another.
func TestTimelineFollowsTheLanguage(t *testing.T) {
	k := kit.New(scenetest.Fonts(t))
	now := lang.New(lang.English)
	tl := NewTimeline(k, history.NewPictureCache(k), func() *lang.Lang { return now })
	tl.SetLayout(kit.Rect{X: 600, Y: 40, W: 640, H: 600}, kit.Rect{X: 600, Y: 680, W: 640, H: 60}, 1)
	tl.eraWords(0)
	tl.litDot(0)
	before := tl.lay.lines
	if tl.Update(&scenes.Input{}, scenes.TickTime) {
		t.Fatal("an idle timeline asks to be drawn")
	}
	now = lang.New("de")
	if !tl.Update(&scenes.Input{}, scenes.TickTime) {
		t.Error("a new language asks for no drawing")
	}
	if tl.lang != now || len(tl.eras) != history.NumEras {
		t.Errorf("the eras are not read in the new language")
	}
	if len(tl.lay.lines) == 0 || &tl.lay.lines[0] == &before[0] {
		t.Errorf("the card is not laid out again")
	}
	if len(tl.texts)+len(tl.lit) != 0 {
		t.Errorf("%d images of the old words kept", len(tl.texts)+len(tl.lit))
	}
}
