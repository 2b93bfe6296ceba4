package board

import (
	"image"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// drawCall is one DrawImage as a drawing made it, with where it falls: two
// drawings that make the same calls draw the same pixels.
type drawCall struct {
	img    *ebiten.Image
	geo    ebiten.GeoM
	color  ebiten.ColorScale
	blend  ebiten.Blend
	filter ebiten.Filter
	at     image.Rectangle
}

// drawCalls is a canvas that keeps the calls made on it instead of
// drawing them: the men and marks on the board as a layer holds them, to
// find where the layer must be drawn again for new ones (changedSince).
type drawCalls []drawCall

// DrawImage implements canvas.
func (c *drawCalls) DrawImage(img *ebiten.Image, op *ebiten.DrawImageOptions) {
	var e extent
	e.DrawImage(img, op)
	call := drawCall{img: img, at: e.r}
	if op != nil {
		call.geo, call.color, call.blend, call.filter = op.GeoM, op.ColorScale, op.Blend, op.Filter
	}
	*c = append(*c, call)
}

// changedSince returns where a drawing of c differs from one of old: the
// places of the calls either makes and the other does not. Everywhere
// else the same calls fall in the same order.
func (c drawCalls) changedSince(old drawCalls) []image.Rectangle {
	same := func(a, b drawCall) bool {
		return a.img == b.img && a.geo == b.geo && a.color == b.color && a.blend == b.blend && a.filter == b.filter
	}
	// Calls are made in an order (the men, then the marks over them): a
	// call missing from one side shifts the rest, which match again after
	// it. The longest common subsequence of two short lists finds them.
	n, m := len(c), len(old)
	lcs := make([][]int, n+1)
	for i := range lcs {
		lcs[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if same(c[i], old[j]) {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var out []image.Rectangle
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && same(c[i], old[j]):
			i, j = i+1, j+1
		case j < m && (i == n || lcs[i][j+1] >= lcs[i+1][j]):
			out = append(out, old[j].at)
			j++
		default:
			out = append(out, c[i].at)
			i++
		}
	}
	return out
}

// MergeRects joins overlapping rectangles, and all of them into one when
// there are more than a few: each is a pass of drawing.
func MergeRects(rs []image.Rectangle) []image.Rectangle {
	rs = slices.DeleteFunc(slices.Clone(rs), image.Rectangle.Empty)
	for merged := true; merged; {
		merged = false
		for i := 0; i < len(rs) && !merged; i++ {
			for j := i + 1; j < len(rs); j++ {
				if rs[i].Overlaps(rs[j]) {
					rs[i] = rs[i].Union(rs[j])
					rs = slices.Delete(rs, j, j+1)
					merged = true
					break
				}
			}
		}
	}
	if len(rs) > maxPatches {
		var u image.Rectangle
		for _, r := range rs {
			u = u.Union(r)
		}
		rs = []image.Rectangle{u}
	}
	return rs
}

// maxPatches is the most pieces a frame draws apart before it draws their
// union instead.
const maxPatches = 6
