// Package version says which build of the game this is.
//
// make build, make wasm and make dist set it from git describe --tags
// --always --dirty with the linker:
//
//	go build -ldflags "-X github.com/ninemen/morris/internal/version.stamp=v1.2.0" .
//
// A plain go build or go run stamps no version, but the go command
// records the commit it built from (when git is at hand), which is the
// next best thing; a build without either is "dev".
package version

import (
	"runtime/debug"
	"sync"
)

// stamp is the version the linker sets; empty when it set none.
var stamp string

// String is the game's version: the linker's stamp, else the commit the go
// command recorded (its first 7 hex digits, as git describe writes them,
// and "-dirty" when the work tree had changes), else "dev".
func String() string { return once() }

var once = sync.OnceValue(func() string {
	info, _ := debug.ReadBuildInfo()
	return pick(stamp, info)
})

// pick is String's choice, apart from where its inputs come from.
func pick(stamp string, info *debug.BuildInfo) string {
	if stamp != "" {
		return stamp
	}
	if info == nil {
		return "dev"
	}
	var rev string
	var dirty bool
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		// A module built as a dependency (go install …@v1.2.0) knows
		// its version; the main module built here says "(devel)".
		if v := info.Main.Version; v != "" && v != "(devel)" {
			return v
		}
		return "dev"
	}
	if len(rev) > 7 {
		rev = rev[:7]
	}
	if dirty {
		rev += "-dirty"
	}
	return rev
}
