package board

import "github.com/ninemen/morris/rules"

// PointTargets returns where the play scene puts the 24-point board's
// points on a screen of w×h pixels at scale pixels per unit, under
// "point:<name>" (see title.ScreenTargets).
func PointTargets(w, h int, scale float64) map[string][2]float64 {
	return BoardPointTargets(w, h, scale, rules.BoardFor(false))
}

// BoardPointTargets is PointTargets for the points of board b.
func BoardPointTargets(w, h int, scale float64, b *rules.Board) map[string][2]float64 {
	out := map[string][2]float64{}
	l := NewLayout(w, h, scale).OnBoard(b)
	for _, p := range b.Points().Points() {
		x, y := l.Point(p)
		out["point:"+p.String()] = [2]float64{x, y}
	}
	return out
}
