package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// asideScene does, each tick, what its next step says.
type asideScene struct {
	steps []string
}

func (*asideScene) Layout(int, int, float64) {}

func (s *asideScene) Update(ctx *Context) error {
	if len(s.steps) == 0 {
		return nil
	}
	step := s.steps[0]
	s.steps = s.steps[1:]
	switch step {
	case "aside":
		ctx.DrewOffscreen()
	case "aside+redraw":
		ctx.DrewOffscreen()
		ctx.Redraw()
	case "redraw":
		ctx.Redraw()
	}
	return nil
}

func (*asideScene) Draw(*ebiten.Image) {}

// A tick that drew off the screen has its frame shown though nothing on
// the screen changed (see showAside); a frame drawn anyway, or one after a
// tick that drew nothing, is not shown for it.
func TestManagerShowsTheFramesOfTicksThatDrewOffscreen(t *testing.T) {
	tests := []struct {
		steps []string
		want  int64
	}{
		{[]string{"", "", ""}, 0},
		{[]string{"aside"}, 1},
		{[]string{"aside", "", "aside", "aside"}, 3},
		{[]string{"aside+redraw"}, 0},
		{[]string{"redraw", "aside", ""}, 1},
	}
	for _, tt := range tests {
		s := &asideScene{}
		m := NewManager(s)
		m.SetSize(64, 48, 1)
		screen := ebiten.NewImage(64, 48)
		// The first frame is drawn whole, and then the screen rests.
		for range 6 {
			if err := m.Step(&Input{}); err != nil {
				t.Fatal(err)
			}
			m.Draw(screen)
		}
		was := m.ShownOffscreen()
		s.steps = tt.steps
		for range tt.steps {
			if err := m.Step(&Input{}); err != nil {
				t.Fatal(err)
			}
			m.Draw(screen)
		}
		if got := m.ShownOffscreen() - was; got != tt.want {
			t.Errorf("%q: %d frames shown for what was drawn aside, want %d", tt.steps, got, tt.want)
		}
		screen.Deallocate()
	}
}
