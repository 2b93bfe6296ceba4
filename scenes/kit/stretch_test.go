package kit

import "testing"

// The spans of a stretched shape cover its full width once, in order,
// each as wide as it is drawn, and only its middle column is stretched.
func TestStretchTilesTheWidth(t *testing.T) {
	for _, tc := range []struct{ n, cut, k int }{
		{10, 4, 0}, {10, 4, 1}, {12, 5, 300}, {20, 9, 7},
	} {
		at := 0
		for _, s := range stretch(tc.n, tc.cut, tc.k) {
			if s.at != at {
				t.Errorf("%+v: a span at %d, want %d", tc, s.at, at)
			}
			if s.times != 1 && (s.to-s.from != 1 || s.from != tc.cut) {
				t.Errorf("%+v: span %+v stretched, want only column %d", tc, s, tc.cut)
			}
			at += (s.to - s.from) * s.times
		}
		if at != tc.n+tc.k {
			t.Errorf("%+v: spans cover %d columns, want %d", tc, at, tc.n+tc.k)
		}
	}
}

// A side is shortened by whole pixels and keeps room for both ends and a
// middle column.
func TestShrinkKeepsTheEnds(t *testing.T) {
	for _, tc := range []struct {
		size   float32
		corner int
		want   int
	}{
		{10, 4, 0}, {10.5, 4, 0}, {11, 4, 1}, {300.75, 8, 282},
	} {
		k := shrink(tc.size, tc.corner)
		if k != tc.want {
			t.Errorf("shrink(%v, %d) = %d, want %d", tc.size, tc.corner, k, tc.want)
		}
		if left := tc.size - float32(k); k > 0 && (left < float32(2*tc.corner+2) || left >= float32(2*tc.corner+3)) {
			t.Errorf("shrink(%v, %d) leaves %v", tc.size, tc.corner, left)
		}
	}
}
