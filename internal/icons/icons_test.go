package icons

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestICNSRoundTrip(t *testing.T) {
	tests := []struct {
		name    string
		entries []ICNSEntry
	}{
		{"none", nil},
		{"one", []ICNSEntry{{"icp4", []byte("png data")}}},
		{"empty data", []ICNSEntry{{"ic07", nil}}},
		{"several", []ICNSEntry{{"icp4", []byte{1}}, {"ic11", bytes.Repeat([]byte{2}, 300)}, {"ic10", []byte{3, 4}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := WriteICNS(&b, tt.entries); err != nil {
				t.Fatal(err)
			}
			want := 8
			for _, e := range tt.entries {
				want += 8 + len(e.PNG)
			}
			if b.Len() != want {
				t.Errorf("%d bytes, want %d", b.Len(), want)
			}
			got, err := ReadICNS(b.Bytes())
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tt.entries) {
				t.Fatalf("read %d entries, wrote %d", len(got), len(tt.entries))
			}
			for i := range got {
				if got[i].Type != tt.entries[i].Type || !bytes.Equal(got[i].PNG, tt.entries[i].PNG) {
					t.Errorf("entry %d: read %q (%d bytes), wrote %q (%d bytes)", i, got[i].Type, len(got[i].PNG), tt.entries[i].Type, len(tt.entries[i].PNG))
				}
			}
		})
	}
}

func TestICNSRejects(t *testing.T) {
	if err := WriteICNS(&bytes.Buffer{}, []ICNSEntry{{"ic1", nil}}); err == nil {
		t.Error("a three-letter type was written")
	}
	for name, data := range map[string][]byte{
		"short":        []byte("icn"),
		"not icns":     []byte("abcd\x00\x00\x00\x08"),
		"wrong length": []byte("icns\x00\x00\x00\x09"),
		"cut entry":    []byte("icns\x00\x00\x00\x0cicp4"),
		"long entry":   []byte("icns\x00\x00\x00\x10icp4\x00\x00\x00\x09"),
	} {
		if _, err := ReadICNS(data); err == nil {
			t.Errorf("%s: read without error", name)
		}
	}
}

// The icons are drawn the same on every run and machine, so that a
// release's files do not change unless the art does, and they show
// something: mostly opaque wood, with dark lines on it.
func TestIconsDeterministicAndNotEmpty(t *testing.T) {
	for _, size := range []int{16, 24, 32, 48, 64} {
		a, b := Icon(size), Icon(size)
		if !bytes.Equal(a.Pix, b.Pix) {
			t.Errorf("%d px: two drawings differ", size)
		}
		if a.Bounds() != image.Rect(0, 0, size, size) {
			t.Errorf("%d px: bounds %v", size, a.Bounds())
		}
		opaque, dark, light := 0, 0, 0
		for i := 0; i < len(a.Pix); i += 4 {
			if a.Pix[i+3] == 255 {
				opaque++
				switch sum := int(a.Pix[i]) + int(a.Pix[i+1]) + int(a.Pix[i+2]); {
				case sum < 250:
					dark++
				case sum > 350:
					light++
				}
			}
		}
		n := size * size
		if opaque < n*3/4 || dark < n/20 || light < n/4 {
			t.Errorf("%d px: %d opaque, %d dark, %d light pixels of %d", size, opaque, dark, light, n)
		}
	}
}

func TestMaskableIsOpaque(t *testing.T) {
	img := Maskable(96)
	for i := 3; i < len(img.Pix); i += 4 {
		if img.Pix[i] != 255 {
			t.Fatalf("pixel %d has alpha %d", i/4, img.Pix[i])
		}
	}
}

// WriteAll writes the files other tools name (the browser's manifest, make
// dist), and morris.icns holds a PNG of the right size for every type.
func TestWriteAll(t *testing.T) {
	dir := t.TempDir()
	names, err := WriteAll(dir)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, s := range []int{16, 24, 32, 48, 64, 128, 180, 192, 256, 512, 1024} {
		want = append(want, fmt.Sprintf("icon-%d.png", s))
	}
	want = append(want, "maskable-192.png", "maskable-512.png", "morris.icns")
	if !slices.Equal(names, want) {
		t.Errorf("wrote %v, want %v", names, want)
	}
	data, err := os.ReadFile(filepath.Join(dir, "morris.icns"))
	if err != nil {
		t.Fatal(err)
	}
	entries, err := ReadICNS(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(ICNSTypes) {
		t.Fatalf("%d entries, want %d", len(entries), len(ICNSTypes))
	}
	for i, e := range entries {
		cfg, err := png.DecodeConfig(bytes.NewReader(e.PNG))
		if err != nil {
			t.Fatalf("%s: %v", e.Type, err)
		}
		if e.Type != ICNSTypes[i].Type || cfg.Width != ICNSTypes[i].Size || cfg.Height != ICNSTypes[i].Size {
			t.Errorf("entry %d: %s %dx%d, want %s %d", i, e.Type, cfg.Width, cfg.Height, ICNSTypes[i].Type, ICNSTypes[i].Size)
		}
	}
}
