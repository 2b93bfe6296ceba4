package main

import (
	"bytes"
	"debug/macho"
	"encoding/binary"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ninemen/morris/lang"
)

// bundleID names the game to macOS (preferences, permissions).
const bundleID = "com.github.ninemen.morris"

// minMacOS is the oldest macOS the game runs on: Go's own minimum, which
// its linker writes into the program (LC_BUILD_VERSION).
const minMacOS = "12.0"

// macOS builds the game for Intel and Apple silicon, joins the two into
// one universal program, and packs it as Morris.app in a zip: one
// download for every Mac.
func (r *release) macOS() ([]string, error) {
	var thin [][]byte
	for _, arch := range []string{"amd64", "arm64"} {
		bin, err := r.build("darwin", arch)
		if err != nil {
			return nil, err
		}
		b, err := os.ReadFile(bin)
		if err != nil {
			return nil, err
		}
		thin = append(thin, b)
	}
	fat, err := universal(thin)
	if err != nil {
		return nil, err
	}
	name := r.name("macos.zip")
	entries := []entry{
		{"Morris.app/Contents/Info.plist", 0o644, infoPlist(r.version)},
		{"Morris.app/Contents/MacOS/morris", 0o755, fat},
		{"Morris.app/Contents/Resources/morris.icns", 0o644, r.icns},
	}
	return []string{name}, writeZip(filepath.Join(r.out, name), r.date, entries)
}

// universal joins thin Mach-O programs into one universal ("fat") one, as
// Apple's lipo does: a header listing each program's CPU, offset and
// size, then the programs, each at a 16 KiB boundary (Apple silicon's
// page). The programs are unchanged, so the signature Go's linker gives
// an arm64 program still holds.
func universal(thin [][]byte) ([]byte, error) {
	const align = 14 // log2 of 16 KiB
	var out bytes.Buffer
	binary.Write(&out, binary.BigEndian, [2]uint32{macho.MagicFat, uint32(len(thin))})
	// The header comes first, then each program at the next boundary.
	offs := make([]int, len(thin))
	off := 1 << align
	for i, t := range thin {
		f, err := macho.NewFile(bytes.NewReader(t))
		if err != nil {
			return nil, err
		}
		offs[i] = off
		binary.Write(&out, binary.BigEndian, [5]uint32{uint32(f.Cpu), f.SubCpu, uint32(off), uint32(len(t)), align})
		off = (off + len(t) + 1<<align - 1) &^ (1<<align - 1)
	}
	for i, t := range thin {
		out.Write(make([]byte, offs[i]-out.Len()))
		out.Write(t)
	}
	return out.Bytes(), nil
}

// infoPlist is the bundle's Info.plist: what macOS needs to show and run
// the game (its name, program, icon, identity and version), that it draws
// sharply on Retina screens, and the oldest macOS it runs on.
func infoPlist(version string) []byte {
	n := numericVersion(version)
	short := fmt.Sprintf("%d.%d.%d", n[0], n[1], n[2])
	en := lang.New(lang.English)
	keys := [][2]string{
		{"CFBundleDevelopmentRegion", "en"},
		{"CFBundleDisplayName", en.T("app.name")},
		{"CFBundleExecutable", "morris"},
		{"CFBundleIconFile", "morris.icns"},
		{"CFBundleIdentifier", bundleID},
		{"CFBundleInfoDictionaryVersion", "6.0"},
		{"CFBundleName", "Morris"},
		{"CFBundlePackageType", "APPL"},
		{"CFBundleShortVersionString", short},
		{"CFBundleVersion", fmt.Sprintf("%s.%d", short, n[3])},
		{"LSApplicationCategoryType", "public.app-category.board-games"},
		{"LSMinimumSystemVersion", minMacOS},
	}
	var b strings.Builder
	b.WriteString(xml.Header)
	b.WriteString(`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">` + "\n")
	b.WriteString("<plist version=\"1.0\">\n<dict>\n")
	for _, kv := range keys {
		b.WriteString("\t<key>" + kv[0] + "</key>\n\t<string>")
		xml.EscapeText(&b, []byte(kv[1]))
		b.WriteString("</string>\n")
	}
	b.WriteString("\t<key>NSHighResolutionCapable</key>\n\t<true/>\n")
	b.WriteString("</dict>\n</plist>\n")
	return []byte(b.String())
}
