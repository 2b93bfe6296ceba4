package board

import "github.com/ninemen/morris/rules"

// PointTargets returns where the play scene puts the board's points on a
// screen of w×h pixels at scale pixels per unit, under "point:<name>" (see
// title.ScreenTargets).
func PointTargets(w, h int, scale float64) map[string][2]float64 {
	out := map[string][2]float64{}
	l := NewLayout(w, h, scale)
	for p := rules.Point(0); p < rules.NumPoints; p++ {
		x, y := l.Point(p)
		out["point:"+p.String()] = [2]float64{x, y}
	}
	return out
}
