// Command dist builds the game's downloads for every platform from one
// machine, into one folder (make dist):
//
//	go run ./dist -out build/dist -web build/web
//
// It cross-compiles the game with CGO_ENABLED=0 and packs each build as
// its platform expects: a Windows .exe with its icon, version information
// and manifest; a macOS Morris.app (one universal binary for Intel and
// Apple silicon) with Info.plist and morris.icns, zipped; Linux tarballs
// with a .desktop file and icons; the browser build's folder (make wasm)
// zipped; and SHA256SUMS over them all. The archives are deterministic:
// their entries are sorted and dated at the commit, so the same commit
// gives the same files. docs/dist.md says more.
//
// With -check it only builds each target, to a temporary folder, and
// packs it there: what CI runs to show that every target still builds.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

func main() {
	out := flag.String("out", "build/dist", "the folder to write the downloads to (emptied first)")
	web := flag.String("web", "", "the browser build's folder (make wasm) to zip; none if empty")
	ver := flag.String("version", "", "the version to stamp and name the files with (default: git describe --tags --always --dirty)")
	check := flag.Bool("check", false, "build and pack every target in a temporary folder, write nothing else")
	flag.Parse()
	if err := run(*out, *web, *ver, *check); err != nil {
		fmt.Fprintln(os.Stderr, "dist:", err)
		os.Exit(1)
	}
}

func run(out, web, ver string, check bool) error {
	start := time.Now()
	if ver == "" {
		ver = gitVersion()
	}
	r := &release{version: ver, date: commitDate(), check: check}
	if check {
		tmp, err := os.MkdirTemp("", "morris-dist-check-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		out = tmp
	} else if err := os.RemoveAll(out); err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	work, err := os.MkdirTemp("", "morris-dist-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(work)
	r.out, r.work = out, work
	fmt.Printf("dist: version %s, dated %s\n", r.version, r.date.Format(time.DateOnly))
	if err := r.drawIcons(); err != nil {
		return err
	}
	var files []string
	for _, pack := range []func() ([]string, error){r.windows, r.macOS, r.linux} {
		names, err := pack()
		if err != nil {
			return err
		}
		files = append(files, names...)
	}
	if web != "" {
		name, err := r.web(web)
		if err != nil {
			return err
		}
		files = append(files, name)
	}
	if err := verify(out, files); err != nil {
		return err
	}
	if err := writeSums(out, files); err != nil {
		return err
	}
	for _, f := range append(files, "SHA256SUMS") {
		st, err := os.Stat(filepath.Join(out, f))
		if err != nil {
			return err
		}
		fmt.Printf("dist: %-44s %6.1f MB\n", f, float64(st.Size())/1e6)
	}
	fmt.Printf("dist: done in %v\n", time.Since(start).Round(time.Second))
	return nil
}

// release is one make dist: the version, the date its files carry, the
// folder they go to and a folder for the work in between.
type release struct {
	version string
	date    time.Time
	out     string
	work    string
	// check is a CI check's run (-check), not a release's.
	check bool
	// icons are the icon's PNGs by size, drawn once for every package.
	icons map[int][]byte
	icns  []byte
}

// name is a download's file name: morris-<version>-<what>.
func (r *release) name(what string) string { return "morris-" + r.version + "-" + what }

// gitVersion is git describe's name for the work tree, as the Makefile
// stamps the other builds with; "dev" without git.
func gitVersion() string {
	b, err := exec.Command("git", "describe", "--tags", "--always", "--dirty").Output()
	if v := strings.TrimSpace(string(b)); err == nil && v != "" {
		return v
	}
	return "dev"
}

// commitDate is the date of the commit built, which every archive's
// entries carry so that a commit always packs to the same bytes; the
// same fallback as reproducible builds elsewhere (SOURCE_DATE_EPOCH),
// then a fixed date.
func commitDate() time.Time {
	if b, err := exec.Command("git", "log", "-1", "--format=%ct").Output(); err == nil {
		var sec int64
		if _, err := fmt.Sscan(string(b), &sec); err == nil {
			return time.Unix(sec, 0).UTC()
		}
	}
	var sec int64
	if _, err := fmt.Sscan(os.Getenv("SOURCE_DATE_EPOCH"), &sec); err == nil {
		return time.Unix(sec, 0).UTC()
	}
	return time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
}
