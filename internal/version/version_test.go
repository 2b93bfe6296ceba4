package version

import (
	"runtime/debug"
	"testing"
)

func TestPick(t *testing.T) {
	vcs := func(kv ...string) *debug.BuildInfo {
		info := &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}
		for i := 0; i < len(kv); i += 2 {
			info.Settings = append(info.Settings, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return info
	}
	tests := []struct {
		name  string
		stamp string
		info  *debug.BuildInfo
		want  string
	}{
		{"stamp wins", "v1.2.0-3-gabcdef1", vcs("vcs.revision", "0123456789abcdef"), "v1.2.0-3-gabcdef1"},
		{"no build info", "", nil, "dev"},
		{"revision", "", vcs("vcs.revision", "0123456789abcdef", "vcs.modified", "false"), "0123456"},
		{"dirty revision", "", vcs("vcs.revision", "0123456789abcdef", "vcs.modified", "true"), "0123456-dirty"},
		{"short revision", "", vcs("vcs.revision", "abc"), "abc"},
		{"nothing recorded", "", vcs(), "dev"},
		{"module version", "", &debug.BuildInfo{Main: debug.Module{Version: "v1.3.0"}}, "v1.3.0"},
	}
	for _, tt := range tests {
		if got := pick(tt.stamp, tt.info); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}

// A test binary is built without a stamp; whatever it falls back to, the
// version is never empty.
func TestString(t *testing.T) {
	if String() == "" {
		t.Error("empty version")
	}
}
