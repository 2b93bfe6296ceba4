package board

import (
	"math"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/app"
)

// poseAt is the pose of an animation of kind from one point to another
// on a 1280x800 board, at a fraction of its time.
func poseAt(kind Motion, from, to rules.Point, frac float64) (stonePose, Layout) {
	l := NewLayout(1280, 800, 1)
	a := newStoneAnim(kind, rules.White, rules.Slide(from, to), 0, app.SpeedNormal)
	a.elapsed = time.Duration(math.Round(frac * float64(a.length)))
	x0, y0 := l.Point(from)
	x1, y1 := l.Point(to)
	return a.pose(x0, y0, x1, y1, l.Stone(), l.flightRoom()), l
}

// offLine is how far (x, y) is from the line through two points.
func offLine(l Layout, from, to rules.Point, x, y float64) float64 {
	x0, y0 := l.Point(from)
	x1, y1 := l.Point(to)
	dx, dy := x1-x0, y1-y0
	return math.Abs(dx*(y-y0)-dy*(x-x0)) / math.Hypot(dx, dy)
}

// A flight read as a glide: the stone grew a fifth and rose a tenth of
// itself. It now rises along a curve whose height grows with the distance,
// in every direction, while its shadow keeps to the straight line below;
// it starts and lands exactly on its points.
func TestFlightsArcAndLand(t *testing.T) {
	tests := []struct {
		name     string
		from, to rules.Point
		// minRise is how far, in stones, the stone is off the straight
		// line at the top of the arc.
		minRise float64
	}{
		{"across the board", rules.A1, rules.G7, 2},
		{"along the bottom", rules.A1, rules.G1, 1.6},
		{"straight up", rules.A1, rules.A7, 1.6},
		{"straight down", rules.G7, rules.G1, 1.6},
		{"corner to corner, down and left", rules.G7, rules.A1, 2},
		{"a short hop", rules.B2, rules.C3, 0.3},
		{"along the top", rules.A7, rules.G7, 1.6},
		{"down the right side", rules.G1, rules.G7, 1.6},
	}
	var lastShort float64
	for _, tt := range tests {
		top, l := poseAt(Flying, tt.from, tt.to, landAt/2)
		d := l.Stone()
		rise := offLine(l, tt.from, tt.to, top.x+top.rx, top.y+top.ry) / d
		if rise < tt.minRise {
			t.Errorf("%s: the stone is %.2f stones off the line at the top, want at least %.1f", tt.name, rise, tt.minRise)
		}
		if shadow := offLine(l, tt.from, tt.to, top.x, top.y); shadow > 0.01 {
			t.Errorf("%s: the shadow's place is %.2f px off the line", tt.name, shadow)
		}
		for f := 0.0; f <= 1; f += 0.05 {
			p, _ := poseAt(Flying, tt.from, tt.to, f)
			if !l.flightRoom().Contains(p.x+p.rx, p.y+p.ry) {
				t.Errorf("%s: at %.2f the stone flies off the board, to (%v, %v)", tt.name, f, p.x+p.rx, p.y+p.ry)
			}
		}
		if top.ry > 0 && tt.from != rules.A7 {
			t.Errorf("%s: the arc bows down the screen with room above (%+v)", tt.name, top)
		}
		if tt.from == rules.B2 {
			lastShort = rise
			if top.lift < 1 {
				t.Errorf("%s: lift %.2f at the top, want at least 1", tt.name, top.lift)
			}
		} else if top.lift < 1.4 {
			t.Errorf("%s: lift %.2f at the top, want at least 1.4 (a stone a third larger)", tt.name, top.lift)
		}
		x0, y0 := l.Point(tt.from)
		x1, y1 := l.Point(tt.to)
		for _, end := range []struct {
			frac float64
			x, y float64
		}{{0, x0, y0}, {1, x1, y1}} {
			p, _ := poseAt(Flying, tt.from, tt.to, end.frac)
			if p.x != end.x || p.y != end.y || p.rx != 0 || p.ry != 0 || p.lift != 0 {
				t.Errorf("%s: at %v the pose is %+v, want resting on (%v, %v)", tt.name, end.frac, p, end.x, end.y)
			}
		}
		// After touchdown the stone is on its point, bouncing a little.
		for f := landAt; f <= 1; f += 0.02 {
			p, _ := poseAt(Flying, tt.from, tt.to, f)
			if p.x != x1 || p.y != y1 || -p.ry > 0.1*d || p.lift > 0.2 {
				t.Errorf("%s: at %.2f, after touchdown, pose %+v", tt.name, f, p)
			}
		}
	}
	long, l := poseAt(Flying, rules.A1, rules.G7, landAt/2)
	if rise := math.Hypot(long.rx, long.ry) / l.Stone(); rise <= lastShort {
		t.Errorf("a flight across the board rises %.2f stones, no more than a short hop (%.2f)", rise, lastShort)
	}
}

// Slides are as they were: eased along their line, barely lifted.
func TestSlidesKeepToTheirLine(t *testing.T) {
	for f := 0.0; f <= 1; f += 0.05 {
		p, l := poseAt(Sliding, rules.A1, rules.A4, f)
		if off := offLine(l, rules.A1, rules.A4, p.x+p.rx, p.y+p.ry); off > 0.01 || p.lift > 0.1 {
			t.Fatalf("at %.2f a slide is %.2f px off its line with lift %.2f", f, off, p.lift)
		}
	}
	mid, l := poseAt(Sliding, rules.A1, rules.A4, 0.5)
	_, y0 := l.Point(rules.A1)
	_, y1 := l.Point(rules.A4)
	if math.Abs(mid.y-(y0+y1)/2) > 1 {
		t.Fatalf("halfway through, the slide is at y %v, want the middle %v", mid.y, (y0+y1)/2)
	}
}
