package ai

import (
	"sync/atomic"

	"github.com/ninemen/morris/rules"
)

// Bounds of a stored score.
const (
	boundNone uint8 = iota
	boundUpper
	boundLower
	boundExact
)

// ttEntry is an entry as the search reads and writes it. The full key is
// kept: with a 64-bit check a false hit is rarer than a cosmic ray, so a
// stored score can be trusted without regenerating the position.
type ttEntry struct {
	key   uint64
	move  rules.Move
	score int16
	depth int8
	flags uint8 // bound in the low two bits, search generation above
}

func (e *ttEntry) bound() uint8 { return e.flags & 3 }
func (e *ttEntry) gen() uint8   { return e.flags >> 2 }

// pack puts everything but the key in one word: move, score, depth, flags.
func (e *ttEntry) pack() uint64 {
	return uint64(e.move) | uint64(uint16(e.score))<<16 | uint64(uint8(e.depth))<<32 | uint64(e.flags)<<40
}

func unpack(key, data uint64) ttEntry {
	return ttEntry{
		key:   key,
		move:  rules.Move(data),
		score: int16(uint16(data >> 16)),
		depth: int8(uint8(data >> 32)),
		flags: uint8(data >> 40),
	}
}

// slot is one entry in the table: 16 bytes, four to a cache line. Several
// goroutines of a parallel search read and write it at once without a
// lock, so it holds the data and the key XORed with the data, each an
// atomic word: a slot torn by two writers, or read while half written,
// gives back a key that matches no position, and so reads as empty
// instead of giving one position's score to another (Hyatt and Mann's
// lockless hashing). On amd64 and arm64 the atomic loads are plain loads.
type slot struct {
	check atomic.Uint64 // key ^ data
	data  atomic.Uint64 // ttEntry.pack; zero flags: empty
}

// load returns the slot's entry; its key is what the two words make
// together, which is the stored key only if both came from one write.
func (s *slot) load() ttEntry {
	d := s.data.Load()
	return unpack(s.check.Load()^d, d)
}

func (s *slot) put(e ttEntry) {
	d := e.pack()
	s.data.Store(d)
	s.check.Store(e.key ^ d)
}

const bucketSize = 4

type bucket [bucketSize]slot

// table is the transposition table. It belongs to an Engine and lives from
// search to search, so what one move learned helps the next. During a
// search only the slots change, and they are safe for concurrent use; the
// generation and the size change between searches.
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

// clear empties the table; no search may run meanwhile.
func (t *table) clear() {
	clear(t.buckets)
	t.gen = 0
}

// newSearch ages the entries of earlier searches so they are replaced first.
// No search may run meanwhile.
func (t *table) newSearch() { t.gen = (t.gen + 1) & 63 }

func (t *table) probe(key uint64) (ttEntry, bool) {
	b := &t.buckets[key&t.mask]
	for i := range b {
		if e := b[i].load(); e.key == key && e.flags != 0 {
			return e, true
		}
	}
	return ttEntry{}, false
}

// store keeps the entry in its bucket, replacing the same key, or else the
// entry that is shallowest once age is counted against it. Two searchers
// storing into one bucket at once may both pick the same victim, and one
// entry is lost: a cost of a few nodes, never a wrong score.
func (t *table) store(key uint64, move rules.Move, score, depth int, bound uint8) {
	b := &t.buckets[key&t.mask]
	victim := 0
	var old ttEntry
	worst := 1 << 30
	for i := range b {
		e := b[i].load()
		if e.key == key || e.flags == 0 {
			victim, old = i, e
			break
		}
		age := int((t.gen - e.gen()) & 63)
		if v := int(e.depth) - 8*age; v < worst {
			worst, victim, old = v, i, e
		}
	}
	if old.key == key && old.flags != 0 {
		// Keep a move we had if this store has none, and keep a deeper
		// exact result over a shallower bound.
		if move == 0 {
			move = old.move
		}
		if bound != boundExact && int(old.depth) > depth+2 && old.gen() == t.gen {
			return
		}
	}
	if depth > 127 {
		depth = 127
	}
	if depth < -128 {
		depth = -128
	}
	b[victim].put(ttEntry{key: key, move: move, score: int16(score), depth: int8(depth), flags: bound | t.gen<<2})
}
