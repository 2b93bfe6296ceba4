package egtb

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestTableBuilder builds sector tables from values given in chunks of
// several sizes and holds every slot, and the bytes written back, to the
// values given; a table goes dense once more than one slot in
// sparseShare is not drawn, even in the middle of a chunk.
func TestTableBuilder(t *testing.T) {
	ix := newSectorIndex(Sector{3, 3}, nil)
	size := ix.size()
	for _, c := range []struct {
		name      string
		notDrawn  int // slots given a value other than Draw
		chunk     int
		wantDense bool
	}{
		{"all drawn", 0, 4096, false},
		{"a few", 17, 1000, false},
		{"at the share", size / sparseShare, 32 << 10, false},
		{"one past the share", size/sparseShare + 1, 32 << 10, true},
		{"one past the share, one chunk", size/sparseShare + 1, size, true},
		{"most", size / 2, 777, true},
		{"odd chunks", 300, 13, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(c.notDrawn), uint64(c.chunk)))
			want := make([]byte, size)
			for _, i := range rng.Perm(size)[:c.notDrawn] {
				want[i] = byte(1 + rng.IntN(40))
			}
			b := newTableBuilder(ix)
			for off := 0; off < size; off += c.chunk {
				b.add(want[off:min(off+c.chunk, size)])
			}
			for name, st := range map[string]*sectorTable{"built": b.table(), "solved": newSectorTable(ix, bytes.Clone(want))} {
				if dense := st.val != nil; dense != c.wantDense {
					t.Errorf("%s: dense %v, want %v", name, dense, c.wantDense)
				}
				for i := range int32(size) {
					if got := st.at(i); got != Value(want[i]) {
						t.Fatalf("%s: slot %d: %v, want %v", name, i, got, Value(want[i]))
					}
				}
				if !bytes.Equal(st.raw(), want) {
					t.Errorf("%s: raw bytes differ from the values given", name)
				}
			}
		})
	}
}

// TestShippedMemory reports how each shipped sector is kept and what it
// takes, and holds the whole to a quarter of the dense bytes: the
// nine-man sectors are nearly all drawn, which is what lets them ship.
func TestShippedMemory(t *testing.T) {
	tb := standard(t)
	kept, dense := 0, 0
	for _, s := range slices.Concat(Sectors, NineMen) {
		st := tb.table(s)
		n, how := len(st.val), "dense"
		if st.val == nil {
			n, how = 4*len(st.slots)+len(st.vals), fmt.Sprintf("sparse, %d not drawn", len(st.slots))
		}
		t.Logf("%v: %d slots, %s: %.2f MB", s, st.ix.size(), how, float64(n)/1e6)
		kept += n
		dense += st.ix.size()
	}
	t.Logf("all: %.1f MB, dense %.1f MB", float64(kept)/1e6, float64(dense)/1e6)
	if kept > dense/4 {
		t.Errorf("the tables keep %d bytes of values, over a quarter of the dense %d", kept, dense)
	}
	// The sectors with most slots must be the sparse ones.
	for _, s := range []Sector{{5, 4}, {4, 5}, {3, 6}, {4, 4}} {
		if tb.table(s).val != nil {
			t.Errorf("%v: kept dense", s)
		}
	}
}
