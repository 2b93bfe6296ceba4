package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/ninemen/morris/internal/icons"
)

// versionPackage is where the linker writes the version (-X).
const versionPackage = "github.com/ninemen/morris/internal/version"

// build cross-compiles the game for goos/goarch into the work folder and
// returns the binary's path. The build is the release's: no C compiler
// (CGO_ENABLED=0, which Ebitengine needs nowhere), no local paths in the
// binary (-trimpath), no symbol table or DWARF (-s -w: a third smaller),
// and the version stamped.
func (r *release) build(goos, goarch string, ldflags ...string) (string, error) {
	bin := filepath.Join(r.work, "morris-"+goos+"-"+goarch)
	if goos == "windows" {
		bin += ".exe"
	}
	flags := append([]string{"-s", "-w", "-X", versionPackage + ".stamp=" + r.version}, ldflags...)
	args := []string{"build", "-ldflags", strings.Join(flags, " "), "-o", bin}
	if !r.check {
		// A check keeps the local paths: its linux/amd64 build then reuses
		// the packages make test compiled, which -trimpath would not.
		args = append(args, "-trimpath")
	}
	cmd := exec.Command("go", append(args, ".")...)
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+goos, "GOARCH="+goarch)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("go build for %s/%s: %w", goos, goarch, err)
	}
	fmt.Printf("dist: built %s/%s in %v\n", goos, goarch, time.Since(start).Round(100*time.Millisecond))
	return bin, nil
}

// drawIcons draws the icon at every size once, for all the packages.
func (r *release) drawIcons() error {
	r.icons = map[int][]byte{}
	for _, s := range icons.Sizes {
		b, err := icons.PNG(icons.Icon(s))
		if err != nil {
			return err
		}
		r.icons[s] = b
	}
	icns, err := icons.ICNS(r.icons)
	r.icns = icns
	return err
}

// numericVersion is the version as the four numbers Windows and macOS want:
// v1.2.3 is 1.2.3.0, and v1.2.3-4-gabcdef1 (four commits after the tag)
// is 1.2.3.4. A version that is no tag (a bare commit, "dev") is 0.0.0.0.
func numericVersion(v string) [4]uint16 {
	var n [4]uint16
	v, ok := strings.CutPrefix(v, "v")
	if !ok {
		return n
	}
	v, _, _ = strings.Cut(v, "-dirty")
	main, after, _ := strings.Cut(v, "-")
	parts := strings.Split(main, ".")
	if len(parts) > 3 {
		return [4]uint16{}
	}
	for i, p := range parts {
		x, err := strconv.ParseUint(p, 10, 16)
		if err != nil {
			return [4]uint16{}
		}
		n[i] = uint16(x)
	}
	// git describe's suffix: -<commits since the tag>-g<commit>.
	if count, _, ok := strings.Cut(after, "-g"); ok {
		if x, err := strconv.ParseUint(count, 10, 16); err == nil {
			n[3] = uint16(x)
		}
	}
	return n
}
