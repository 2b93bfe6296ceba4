package six

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
)

// The solution's file is a header, then the values compressed with
// DEFLATE:
//
//	"MMSX" version(1) men(1) reserved(2) slots(4) crc32(4)
//
// The slots are the table's size and the checksum is of the uncompressed
// values; both are checked when the file is read.
const (
	fileMagic   = "MMSX"
	fileVersion = 1
	headerSize  = 16
)

// Write writes the table's file.
func (t *Table) Write(w io.Writer) error {
	var h [headerSize]byte
	copy(h[:], fileMagic)
	h[4], h[5] = fileVersion, Men
	binary.LittleEndian.PutUint32(h[8:], uint32(len(t.val)))
	binary.LittleEndian.PutUint32(h[12:], crc32.ChecksumIEEE(t.val))
	if _, err := w.Write(h[:]); err != nil {
		return err
	}
	zw, err := flate.NewWriter(w, flate.BestCompression)
	if err != nil {
		return err
	}
	if _, err := zw.Write(t.val); err != nil {
		return err
	}
	return zw.Close()
}

// readChunk is how much Read decompresses between pauses: about a
// millisecond's work in a browser.
const readChunk = 32 << 10

// Read decodes a table's file. pause, if not nil, is called between
// chunks of a few tens of kilobytes, so that a host with one thread can
// draw meanwhile.
func Read(data []byte, pause func()) (*Table, error) {
	if len(data) < headerSize {
		return nil, errors.New("six: solution file too short")
	}
	h := data[:headerSize]
	if string(h[:4]) != fileMagic || h[4] != fileVersion || h[5] != Men {
		return nil, errors.New("six: not a solution file of this version")
	}
	if n := binary.LittleEndian.Uint32(h[8:]); int64(n) != lay.size {
		return nil, fmt.Errorf("six: solution file holds %d values, want %d", n, lay.size)
	}
	zr := flate.NewReader(bytes.NewReader(data[headerSize:]))
	val := make([]byte, lay.size)
	for off := 0; off < len(val); {
		n, err := io.ReadFull(zr, val[off:min(off+readChunk, len(val))])
		if err != nil {
			return nil, fmt.Errorf("six: solution values: %w", err)
		}
		if off += n; pause != nil {
			pause()
		}
	}
	if n, err := zr.Read(make([]byte, 1)); n != 0 || err != io.EOF {
		return nil, errors.New("six: solution file: no clean end after the values")
	}
	if crc32.ChecksumIEEE(val) != binary.LittleEndian.Uint32(h[12:]) {
		return nil, errors.New("six: solution file: checksum mismatch")
	}
	return &Table{val: val}, nil
}
