package kit

import (
	"image"
	"math"
)

// Clamp limits v to [lo, hi]; lo wins when the range is empty.
func Clamp(v, lo, hi float64) float64 {
	if hi < lo {
		return lo
	}
	return math.Max(lo, math.Min(hi, v))
}

// RectImage converts a Rect to the pixel rectangle that covers it.
func RectImage(r Rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
}
