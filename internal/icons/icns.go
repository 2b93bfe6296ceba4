package icons

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

// ICNSEntry is one picture of an ICNS file: its four-letter type, which
// says its size and pixel density, and its PNG data.
type ICNSEntry struct {
	Type string
	PNG  []byte
}

// ICNSTypes are the types macOS reads as PNG pictures and the pixel side of
// each: icp4–ic10 at one pixel a point, ic11–ic14 the Retina (@2x) ones of
// 16, 32, 128 and 256 points.
var ICNSTypes = []struct {
	Type string
	Size int
}{
	{"icp4", 16}, {"icp5", 32}, {"icp6", 64}, {"ic07", 128}, {"ic08", 256},
	{"ic09", 512}, {"ic10", 1024}, {"ic11", 32}, {"ic12", 64}, {"ic13", 256},
	{"ic14", 512},
}

// WriteICNS writes entries as an ICNS file: "icns" and the file's length,
// then for each entry its type, its length with this header of eight
// bytes, and its data, all lengths big-endian. No ICNS module is at hand,
// and the container is this simple.
func WriteICNS(w io.Writer, entries []ICNSEntry) error {
	total := 8
	for _, e := range entries {
		if len(e.Type) != 4 {
			return fmt.Errorf("icns: type %q is not four bytes", e.Type)
		}
		total += 8 + len(e.PNG)
	}
	var buf bytes.Buffer
	buf.Grow(total)
	buf.WriteString("icns")
	buf.Write(binary.BigEndian.AppendUint32(nil, uint32(total)))
	for _, e := range entries {
		buf.WriteString(e.Type)
		buf.Write(binary.BigEndian.AppendUint32(nil, uint32(8+len(e.PNG))))
		buf.Write(e.PNG)
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// ReadICNS reads the entries of an ICNS file, for the tests and for
// checking what make dist wrote.
func ReadICNS(data []byte) ([]ICNSEntry, error) {
	if len(data) < 8 || string(data[:4]) != "icns" {
		return nil, errors.New("icns: no icns header")
	}
	if n := binary.BigEndian.Uint32(data[4:8]); int(n) != len(data) {
		return nil, fmt.Errorf("icns: header says %d bytes, file has %d", n, len(data))
	}
	var out []ICNSEntry
	for rest := data[8:]; len(rest) > 0; {
		if len(rest) < 8 {
			return nil, errors.New("icns: truncated entry header")
		}
		n := int(binary.BigEndian.Uint32(rest[4:8]))
		if n < 8 || n > len(rest) {
			return nil, fmt.Errorf("icns: entry %q says %d bytes, %d left", rest[:4], n, len(rest))
		}
		out = append(out, ICNSEntry{Type: string(rest[:4]), PNG: rest[8:n]})
		rest = rest[n:]
	}
	return out, nil
}

// ICNS returns the game's icon as an ICNS file with every type in
// ICNSTypes, each drawn for its pixel size. pngs holds the PNGs already
// encoded, by size; ICNS adds those it draws.
func ICNS(pngs map[int][]byte) ([]byte, error) {
	var entries []ICNSEntry
	for _, t := range ICNSTypes {
		if pngs[t.Size] == nil {
			b, err := PNG(Icon(t.Size))
			if err != nil {
				return nil, err
			}
			pngs[t.Size] = b
		}
		entries = append(entries, ICNSEntry{Type: t.Type, PNG: pngs[t.Size]})
	}
	var out bytes.Buffer
	err := WriteICNS(&out, entries)
	return out.Bytes(), err
}
