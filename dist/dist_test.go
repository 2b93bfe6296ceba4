package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"debug/macho"
	"encoding/binary"
	"encoding/xml"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestNumericVersion(t *testing.T) {
	tests := []struct {
		v    string
		want [4]uint16
	}{
		{"v1.2.3", [4]uint16{1, 2, 3, 0}},
		{"v1.2.3-dirty", [4]uint16{1, 2, 3, 0}},
		{"v1.2.3-14-gabcdef1", [4]uint16{1, 2, 3, 14}},
		{"v1.2.3-14-gabcdef1-dirty", [4]uint16{1, 2, 3, 14}},
		{"v2.0", [4]uint16{2, 0, 0, 0}},
		{"v1.2.3-rc1", [4]uint16{1, 2, 3, 0}},
		{"54f6d35", [4]uint16{}},
		{"54f6d35-dirty", [4]uint16{}},
		{"dev", [4]uint16{}},
		{"v1.2.3.4.5", [4]uint16{}},
		{"v1.x", [4]uint16{}},
		{"v70000.1", [4]uint16{}},
	}
	for _, tt := range tests {
		if got := numericVersion(tt.v); got != tt.want {
			t.Errorf("numericVersion(%q) = %v, want %v", tt.v, got, tt.want)
		}
	}
}

// thinMachO is the smallest Mach-O program debug/macho reads: a 64-bit
// header with no load commands, and some bytes after it.
func thinMachO(cpu macho.Cpu, sub uint32, body string) []byte {
	var b bytes.Buffer
	binary.Write(&b, binary.LittleEndian, [8]uint32{macho.Magic64, uint32(cpu), sub, uint32(macho.TypeExec), 0, 0, 0, 0})
	b.WriteString(body)
	return b.Bytes()
}

func TestUniversal(t *testing.T) {
	intel := thinMachO(macho.CpuAmd64, 3, strings.Repeat("x", 20000))
	arm := thinMachO(macho.CpuArm64, 0, "arm")
	fat, err := universal([][]byte{intel, arm})
	if err != nil {
		t.Fatal(err)
	}
	ff, err := macho.NewFatFile(bytes.NewReader(fat))
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		cpu  macho.Cpu
		data []byte
	}{{macho.CpuAmd64, intel}, {macho.CpuArm64, arm}}
	if len(ff.Arches) != len(want) {
		t.Fatalf("%d arches, want %d", len(ff.Arches), len(want))
	}
	for i, a := range ff.Arches {
		if a.Cpu != want[i].cpu || a.Offset%(1<<14) != 0 || a.Align != 14 {
			t.Errorf("arch %d: cpu %v offset %d align %d", i, a.Cpu, a.Offset, a.Align)
		}
		if got := fat[a.Offset : a.Offset+a.Size]; !bytes.Equal(got, want[i].data) {
			t.Errorf("arch %d: the program changed", i)
		}
	}
	if _, err := universal([][]byte{[]byte("not a program")}); err == nil {
		t.Error("joined a file that is no Mach-O program")
	}
}

var testEntries = []entry{
	{"Morris.app/Contents/MacOS/morris", 0o755, []byte("program")},
	{"Morris.app/Contents/Info.plist", 0o644, []byte("<plist/>")},
	{"Morris.app/Contents/Resources/morris.icns", 0o644, []byte("icns")},
}

var testDate = time.Date(2026, 3, 4, 5, 6, 7, 0, time.UTC)

// The zip keeps each file's mode (a Mac program stays executable), has
// the folders, dates every entry at the commit, and is the same bytes
// every time.
func TestWriteZip(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.zip"), filepath.Join(dir, "b.zip")
	for _, name := range []string{a, b} {
		if err := writeZip(name, testDate, testEntries); err != nil {
			t.Fatal(err)
		}
	}
	da, _ := os.ReadFile(a)
	db, _ := os.ReadFile(b)
	if !bytes.Equal(da, db) {
		t.Error("two zips of the same files differ")
	}
	zr, err := zip.OpenReader(a)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	got := map[string]fs.FileMode{}
	for _, f := range zr.File {
		got[f.Name] = f.Mode()
		if !f.Modified.Equal(testDate) {
			t.Errorf("%s: dated %v", f.Name, f.Modified)
		}
		if strings.HasSuffix(f.Name, "morris") {
			rc, _ := f.Open()
			data, _ := io.ReadAll(rc)
			rc.Close()
			if string(data) != "program" {
				t.Errorf("%s reads %q", f.Name, data)
			}
		}
	}
	want := map[string]fs.FileMode{
		"Morris.app/":                               fs.ModeDir | 0o755,
		"Morris.app/Contents/":                      fs.ModeDir | 0o755,
		"Morris.app/Contents/Info.plist":            0o644,
		"Morris.app/Contents/MacOS/":                fs.ModeDir | 0o755,
		"Morris.app/Contents/MacOS/morris":          0o755,
		"Morris.app/Contents/Resources/":            fs.ModeDir | 0o755,
		"Morris.app/Contents/Resources/morris.icns": 0o644,
	}
	if len(got) != len(want) {
		t.Errorf("entries %v, want %v", got, want)
	}
	for n, m := range want {
		if got[n] != m {
			t.Errorf("%s: mode %v, want %v", n, got[n], m)
		}
	}
}

func TestWriteTarGz(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.tar.gz"), filepath.Join(dir, "b.tar.gz")
	for _, name := range []string{a, b} {
		if err := writeTarGz(name, testDate, testEntries); err != nil {
			t.Fatal(err)
		}
	}
	da, _ := os.ReadFile(a)
	db, _ := os.ReadFile(b)
	if !bytes.Equal(da, db) {
		t.Error("two tarballs of the same files differ")
	}
	gz, err := gzip.NewReader(bytes.NewReader(da))
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(gz)
	var names []string
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		names = append(names, h.Name)
		if !h.ModTime.Equal(testDate) || h.Uid != 0 || h.Gid != 0 {
			t.Errorf("%s: dated %v, owner %d:%d", h.Name, h.ModTime, h.Uid, h.Gid)
		}
		if h.Name == "Morris.app/Contents/MacOS/morris" && h.Mode != 0o755 {
			t.Errorf("%s: mode %o", h.Name, h.Mode)
		}
	}
	if len(names) != 7 || names[0] != "Morris.app/" {
		t.Errorf("entries %v", names)
	}
}

// Info.plist is well-formed XML with the keys the issue names.
func TestInfoPlist(t *testing.T) {
	p := infoPlist("v1.2.3-4-gabcdef1")
	d := xml.NewDecoder(bytes.NewReader(p))
	var text strings.Builder
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%v\n%s", err, p)
		}
		if c, ok := tok.(xml.CharData); ok {
			text.Write(c)
		}
	}
	for _, want := range []string{"CFBundleIdentifier", bundleID, "CFBundleShortVersionString", "1.2.3", "1.2.3.4",
		"CFBundleIconFile", "morris.icns", "NSHighResolutionCapable", "LSMinimumSystemVersion", minMacOS, "Nine Men’s Morris"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("Info.plist lacks %q:\n%s", want, p)
		}
	}
}

func TestDesktopEntry(t *testing.T) {
	d := string(desktopEntry())
	for _, want := range []string{"[Desktop Entry]\n", "\nName=Nine Men’s Morris\n", "\nName[de]=", "\nComment[zh_CN]=", "\nComment[pt_BR]=", "\nExec=morris\n", "\nIcon=morris\n"} {
		if !strings.Contains(d, want) {
			t.Errorf("the desktop entry lacks %q:\n%s", want, d)
		}
	}
	for _, line := range strings.Split(strings.TrimSpace(d), "\n")[1:] {
		if k, v, ok := strings.Cut(line, "="); !ok || k == "" || v == "" {
			t.Errorf("line %q is no key=value", line)
		}
	}
}

func TestWriteSums(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "b"), []byte("b"), 0o644)
	os.WriteFile(filepath.Join(dir, "a"), nil, 0o644)
	if err := writeSums(dir, []string{"b", "a"}); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(filepath.Join(dir, "SHA256SUMS"))
	want := "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  a\n" +
		"3e23e8160039594a33894f6564e1b1348bbd7a0088d42c4acb73eeaed59c009d  b\n"
	if string(got) != want {
		t.Errorf("got\n%swant\n%s", got, want)
	}
}
