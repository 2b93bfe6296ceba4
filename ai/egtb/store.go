package egtb

import (
	"encoding/binary"
	"slices"
)

// sectorTable holds the values of one sector by slot (see sectorIndex).
// Most sectors are nearly all drawn (4v4 has 188 positions won or lost
// among 3.2 million, 5v4 about ten thousand among ten million), so a
// sector is kept dense, a Value a slot, only where that is the smaller:
// else only its slots that are not drawn, in order, with their values.
// Kept so, the tables up to nine men take about a quarter of the memory
// the dense bytes would (see docs/endgame.md).
type sectorTable struct {
	ix    *sectorIndex
	val   []byte  // dense: a Value a slot; nil when sparse
	slots []int32 // sparse: the slots whose value is not Draw, ascending
	vals  []byte  // sparse: their values
}

// sparseShare is the share of slots not drawn (one in sparseShare) above
// which a sector is kept dense: a sparse entry costs five bytes, a dense
// slot one, and the lookup of a dense slot is the quicker.
const sparseShare = 8

// keptDense reports whether a sector of size slots, notDrawn of them won
// or lost, is kept a byte a slot.
func keptDense(notDrawn, size int) bool { return notDrawn > size/sparseShare }

// at returns the value of slot i.
func (st *sectorTable) at(i int32) Value {
	if st.val != nil {
		return Value(st.val[i])
	}
	if k, ok := slices.BinarySearch(st.slots, i); ok {
		return Value(st.vals[k])
	}
	return Draw
}

// raw returns the values a byte a slot, as the sector's file holds them.
func (st *sectorTable) raw() []byte {
	if st.val != nil {
		return st.val
	}
	raw := make([]byte, st.ix.size())
	for k, i := range st.slots {
		raw[i] = st.vals[k]
	}
	return raw
}

// tableBuilder makes a sectorTable from its values in slot order, given a
// chunk at a time, so that a sparse sector read from a file never needs
// the memory of its dense bytes.
type tableBuilder struct {
	st   sectorTable
	next int32 // the slot of the next value added
}

func newTableBuilder(ix *sectorIndex) *tableBuilder {
	return &tableBuilder{st: sectorTable{ix: ix}}
}

// add appends the values of the next slots.
func (b *tableBuilder) add(vals []byte) {
	if b.st.val != nil {
		b.st.val = append(b.st.val, vals...)
		b.next += int32(len(vals))
		return
	}
	for k := 0; k < len(vals); k += 8 {
		end := min(k+8, len(vals))
		// Eight drawn slots at a time: most of a sparse sector.
		if end-k == 8 && binary.NativeEndian.Uint64(vals[k:]) == 0 {
			continue
		}
		for j := k; j < end; j++ {
			if v := vals[j]; v != byte(Draw) {
				b.st.slots = append(b.st.slots, b.next+int32(j))
				b.st.vals = append(b.st.vals, v)
			}
		}
	}
	b.next += int32(len(vals))
	if keptDense(len(b.st.slots), b.st.ix.size()) {
		dense := make([]byte, b.next, b.st.ix.size())
		for k, i := range b.st.slots {
			dense[i] = b.st.vals[k]
		}
		b.st = sectorTable{ix: b.st.ix, val: dense}
	}
}

// table returns the sector's table once every slot has its value.
func (b *tableBuilder) table() *sectorTable {
	st := b.st
	if st.val == nil {
		// Kept for the process's life: copied to drop the spare
		// capacity that append grew.
		st.slots, st.vals = slices.Clone(st.slots), slices.Clone(st.vals)
	}
	return &st
}

// newSectorTable keeps the values of a sector just solved, dense or
// sparse as the values make smaller.
func newSectorTable(ix *sectorIndex, val []byte) *sectorTable {
	n := 0
	for _, v := range val {
		if v != byte(Draw) {
			n++
		}
	}
	if keptDense(n, ix.size()) {
		return &sectorTable{ix: ix, val: val}
	}
	b := newTableBuilder(ix)
	b.add(val)
	return b.table()
}
