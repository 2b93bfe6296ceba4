package title

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// BenchmarkTitleAdvance runs the title on the real clock, as the game's
// loop does at 60 frames a second, from a fresh start through two eras
// changing by themselves (their holds and their changes), and reports the
// longest frame (Update and Draw; the drawing itself is queued, not
// flushed, in a test) and the mean. A picture drawn in one frame shows as
// a longest frame of hundreds of milliseconds.
//
//	go test -run '^$' -bench TitleAdvance -benchtime 1x ./scenes/title
func BenchmarkTitleAdvance(b *testing.B) {
	app := scenetest.FontsApp(b)
	screen := ebiten.NewImage(1280, 800)
	var longest, total time.Duration
	frames := 0
	for b.Loop() {
		s := New(app).(*Scene)
		m := scenes.NewManager(app, s)
		m.SetSize(1280, 800, 1)
		changes, was := 0, false
		for changes < 2 {
			t0 := time.Now()
			if err := m.Step(&scenes.Input{}); err != nil {
				b.Fatal(err)
			}
			m.Draw(screen)
			d := time.Since(t0)
			// The first frames draw the layers and the first picture.
			if frames > 10 {
				longest = max(longest, d)
			}
			total += d
			frames++
			if c := s.timeline.Changing(); c != was {
				was = c
				if !c {
					changes++
				}
			}
			time.Sleep(scenes.TickTime - min(d, scenes.TickTime))
		}
		s.Release()
	}
	b.ReportMetric(float64(longest.Microseconds())/1000, "longest-ms")
	b.ReportMetric(float64(total.Microseconds())/1000/float64(frames), "mean-ms")
}
