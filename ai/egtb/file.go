package egtb

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
)

// A sector file is a header, then the values compressed with DEFLATE:
//
//	"MMTB" version(1) diagonals(1) us(1) them(1) slots(4) crc32(4)
//
// The slots are the sector's size, the checksum is of the uncompressed
// values; both are checked when the file is read.
const (
	fileMagic   = "MMTB"
	fileVersion = 1
	headerSize  = 16
)

// WriteSector writes a solved sector of t.
func (t *Tables) WriteSector(w io.Writer, s Sector) error {
	st := t.table(s)
	if st == nil {
		return fmt.Errorf("egtb: sector %v is not solved", s)
	}
	raw := st.raw()
	var h [headerSize]byte
	copy(h[:], fileMagic)
	h[4] = fileVersion
	if t.diagonals() {
		h[5] = 1
	}
	h[6], h[7] = byte(s.Us), byte(s.Them)
	binary.LittleEndian.PutUint32(h[8:], uint32(len(raw)))
	binary.LittleEndian.PutUint32(h[12:], crc32.ChecksumIEEE(raw))
	if _, err := w.Write(h[:]); err != nil {
		return err
	}
	zw, err := flate.NewWriter(w, flate.BestCompression)
	if err != nil {
		return err
	}
	if _, err := zw.Write(raw); err != nil {
		return err
	}
	return zw.Close()
}

// ReadSector returns tables that hold t's sectors and the one read from r,
// which must be for t's board. pause, if not nil, is called between
// chunks of a few tens of kilobytes, so that a host with one thread can
// draw meanwhile.
func (t *Tables) ReadSector(r io.Reader, pause func()) (*Tables, Sector, error) {
	var h [headerSize]byte
	if _, err := io.ReadFull(r, h[:]); err != nil {
		return nil, Sector{}, fmt.Errorf("egtb: sector file header: %w", err)
	}
	if string(h[:4]) != fileMagic || h[4] != fileVersion {
		return nil, Sector{}, errors.New("egtb: not a sector file of this version")
	}
	if h[5] > 1 || (h[5] == 1) != t.diagonals() {
		return nil, Sector{}, errors.New("egtb: sector file for another board")
	}
	s := Sector{int(h[6]), int(h[7])}
	if s.Us < 3 || s.Them < 3 || s.Us > maxMen || s.Them > maxMen {
		return nil, s, fmt.Errorf("egtb: sector file for %v, out of range", s)
	}
	ix := newSectorIndex(s, pause)
	if n := binary.LittleEndian.Uint32(h[8:]); n != uint32(ix.size()) {
		return nil, s, fmt.Errorf("egtb: sector %v file holds %d values, want %d", s, n, ix.size())
	}
	// DEFLATE reads a ByteReader byte by byte, so r is left at the end of
	// this sector's data and the next may follow.
	zr := flate.NewReader(r)
	b := newTableBuilder(ix)
	chunk := make([]byte, readChunk)
	crc := uint32(0)
	for left := ix.size(); left > 0; {
		n, err := io.ReadFull(zr, chunk[:min(readChunk, left)])
		if err != nil {
			return nil, s, fmt.Errorf("egtb: sector %v values: %w", s, err)
		}
		crc = crc32.Update(crc, crc32.IEEETable, chunk[:n])
		b.add(chunk[:n])
		if left -= n; pause != nil {
			pause()
		}
	}
	if n, err := zr.Read(chunk[:1]); n != 0 || err != io.EOF {
		return nil, s, fmt.Errorf("egtb: sector %v file: no clean end after the values", s)
	}
	if crc != binary.LittleEndian.Uint32(h[12:]) {
		return nil, s, fmt.Errorf("egtb: sector %v file: checksum mismatch", s)
	}
	return t.with(s, b.table()), s, nil
}

// readChunk is how much ReadSector decompresses between pauses: about a
// millisecond's work in a browser.
const readChunk = 32 << 10

// ReadSectors reads the sector files in data, one after another.
func (t *Tables) ReadSectors(data []byte, pause func()) (*Tables, error) {
	r := bytes.NewReader(data)
	for r.Len() > 0 {
		var err error
		if t, _, err = t.ReadSector(r, pause); err != nil {
			return nil, err
		}
	}
	return t, nil
}

func (t *Tables) diagonals() bool { return len(t.g.lines) > 16 }
