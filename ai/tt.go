package ai

import "github.com/ninemen/morris/rules"

// Bounds of a stored score.
const (
	boundNone uint8 = iota
	boundUpper
	boundLower
	boundExact
)

// ttEntry is 16 bytes, four to a cache line. The full key is kept: with a
// 64-bit check a false hit is rarer than a cosmic ray, so a stored score
// can be trusted without regenerating the position.
type ttEntry struct {
	key   uint64
	move  rules.Move
	score int16
	depth int8
	flags uint8 // bound in the low two bits, search generation above
}

func (e *ttEntry) bound() uint8 { return e.flags & 3 }
func (e *ttEntry) gen() uint8   { return e.flags >> 2 }

const bucketSize = 4

type bucket [bucketSize]ttEntry

// table is the transposition table. It belongs to an Engine and lives from
// search to search, so what one move learned helps the next.
type table struct {
	buckets []bucket
	mask    uint64
	gen     uint8
}

func newTable(sizeMB int) *table {
	if sizeMB < 1 {
		sizeMB = 1
	}
	n := uint64(sizeMB) << 20 / uint64(bucketSize*16)
	// A power of two so the index is a mask.
	size := uint64(1)
	for size*2 <= n {
		size *= 2
	}
	return &table{buckets: make([]bucket, size), mask: size - 1}
}

func (t *table) clear() {
	clear(t.buckets)
	t.gen = 0
}

// newSearch ages the entries of earlier searches so they are replaced first.
func (t *table) newSearch() { t.gen = (t.gen + 1) & 63 }

func (t *table) probe(key uint64) (ttEntry, bool) {
	b := &t.buckets[key&t.mask]
	for i := range b {
		if b[i].key == key && b[i].flags != 0 {
			return b[i], true
		}
	}
	return ttEntry{}, false
}

// store keeps the entry in its bucket, replacing the same key, or else the
// entry that is shallowest once age is counted against it.
func (t *table) store(key uint64, move rules.Move, score, depth int, bound uint8) {
	b := &t.buckets[key&t.mask]
	victim := 0
	worst := 1 << 30
	for i := range b {
		e := &b[i]
		if e.key == key || e.flags == 0 {
			victim = i
			break
		}
		age := int((t.gen - e.gen()) & 63)
		if v := int(e.depth) - 8*age; v < worst {
			worst, victim = v, i
		}
	}
	e := &b[victim]
	if e.key == key && e.flags != 0 {
		// Keep a move we had if this store has none, and keep a deeper
		// exact result over a shallower bound.
		if move == 0 {
			move = e.move
		}
		if bound != boundExact && int(e.depth) > depth+2 && e.gen() == t.gen {
			return
		}
	}
	if depth > 127 {
		depth = 127
	}
	if depth < -128 {
		depth = -128
	}
	*e = ttEntry{key: key, move: move, score: int16(score), depth: int8(depth), flags: bound | t.gen<<2}
}

// hashfull estimates the used share of the table in permille from a sample.
func (t *table) hashfull() int {
	n := 0
	limit := min(len(t.buckets), 250)
	for i := 0; i < limit; i++ {
		for j := range t.buckets[i] {
			if t.buckets[i][j].flags != 0 && t.buckets[i][j].gen() == t.gen {
				n++
			}
		}
	}
	return n * 1000 / (limit * bucketSize)
}
