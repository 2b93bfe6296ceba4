package title

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
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
	a := scenetest.FontsApp(b)
	screen := ebiten.NewImage(1280, 800)
	var longest, total time.Duration
	frames := 0
	for b.Loop() {
		s := New(a).(*Scene)
		m := app.NewManager(a, s)
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

// BenchmarkOpenHistory opens the history from the title on the real
// clock, as BenchmarkTitleAdvance runs the title: the pointer comes to
// History, rests there for rest (none: it clicks at once), clicks, and
// the crossfade runs to its end. It reports the longest frame (Update and
// Draw) from the pointer's arrival to the end of the fade, and the time
// from the click to the fade's start. A page drawn in one frame shows as
// a longest frame of hundreds of milliseconds.
//
//	go test -run '^$' -bench OpenHistory -benchtime 3x ./scenes/title
func BenchmarkOpenHistory(b *testing.B) {
	for _, rest := range []time.Duration{0, time.Second} {
		b.Run("rest="+rest.String(), func(b *testing.B) {
			a := scenetest.FontsApp(b)
			screen := ebiten.NewImage(1280, 800)
			var longest, wait time.Duration
			for b.Loop() {
				s := New(a).(*Scene)
				m := app.NewManager(a, s)
				m.SetSize(1280, 800, 1)
				frame := func(in *scenes.Input) time.Duration {
					t0 := time.Now()
					if err := m.Step(in); err != nil {
						b.Fatal(err)
					}
					m.Draw(screen)
					d := time.Since(t0)
					time.Sleep(scenes.TickTime - min(d, scenes.TickTime))
					return d
				}
				// The title's first frames draw its layers.
				for range 30 {
					frame(&scenes.Input{})
				}
				var x, y float64
				for i, it := range s.items {
					if it == itemHistory {
						x, y = s.buttons[i].Rect.Center()
					}
				}
				at := scenes.Pointer{X: x, Y: y, Present: true}
				for t0 := time.Now(); ; {
					longest = max(longest, frame(&scenes.Input{Pointer: at}))
					if time.Since(t0) >= rest {
						break
					}
				}
				down, up := at, at
				down.Down, down.Pressed = true, true
				up.Released = true
				longest = max(longest, frame(&scenes.Input{Pointer: down}))
				click := time.Now()
				longest = max(longest, frame(&scenes.Input{Pointer: up}))
				fade := m.FadeLeft()
				for m.FadeLeft() == fade {
					longest = max(longest, frame(&scenes.Input{Pointer: at}))
				}
				wait += time.Since(click)
				for m.FadeLeft() > 0 {
					longest = max(longest, frame(&scenes.Input{Pointer: at}))
				}
				release(m.Current())
				release(s)
			}
			b.ReportMetric(float64(longest.Microseconds())/1000, "longest-ms")
			b.ReportMetric(float64(wait.Microseconds())/1000/float64(b.N), "click-to-fade-ms")
		})
	}
}

// release lets a scene's images go.
func release(s scenes.Scene) {
	if r, ok := s.(scenes.Releaser); ok {
		r.Release()
	}
}
