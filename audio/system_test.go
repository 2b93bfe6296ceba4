package audio_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/audio"
)

// TestSystemDevice opens the real device through oto, as the game does. On
// a machine without a sound card (CI, this one) it must come up
// unavailable, with a reason, within a few seconds, and nothing may panic or
// escape; where ~/.asoundrc routes ALSA's default to the null device, or
// there is a real card, it may run instead. oto allows one device per
// process, so this is the only test that opens it.
func TestSystemDevice(t *testing.T) {
	c := audio.New(audio.Options{})
	defer c.Close()
	select {
	case <-c.Settled():
	case <-time.After(3 * time.Second):
		t.Skipf("the device neither started nor failed within 3 s (%v): cannot decide here", c.State())
	}
	ok, why := c.Status()
	switch c.State() {
	case audio.Unavailable:
		if ok || why == "" || c.Cause() == nil {
			t.Fatalf("unavailable, yet Status = %v, %q and Cause %v", ok, why, c.Cause())
		}
		if strings.Contains(c.Cause().Error(), "already created") {
			t.Skip("the device was opened earlier in this process (go test -count > 1?)")
		}
		t.Logf("no sound here: %q (cause: %v)", why, c.Cause())
		if nullALSA() {
			t.Logf("note: ~/.asoundrc routes ALSA to the null device, yet the device failed")
		}
	case audio.Running:
		if !ok || why != "" {
			t.Fatalf("running, yet Status = %v, %q", ok, why)
		}
		t.Logf("sound device running (ALSA null device configured: %v)", nullALSA())
	default:
		t.Fatalf("settled in state %v", c.State())
	}
	// Playing, muting and waiting must be harmless either way.
	for _, s := range audio.Sounds() {
		c.Play(s)
	}
	c.SetMuted(true)
	c.SetMuted(false)
	c.Play(audio.Place)
	time.Sleep(200 * time.Millisecond)
	if ok2, _ := c.Status(); ok2 != ok {
		t.Logf("status changed while playing: now %v (%v)", ok2, c.Cause())
	}
}

// nullALSA reports whether ~/.asoundrc sends ALSA's default device to null.
func nullALSA() bool {
	home, err := os.UserHomeDir()
	if err != nil {
		return false
	}
	b, err := os.ReadFile(filepath.Join(home, ".asoundrc"))
	if err != nil {
		return false
	}
	return regexp.MustCompile(`pcm\.!default\s*\{[^}]*type\s+null`).Match(b)
}

// Ebitengine's audio package, linked into the game, brings back the hook
// that ends RunGame when there is no device (see the package doc). Guard
// against anyone importing it.
func TestGameDoesNotLinkEbitengineAudio(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go command: %v", err)
	}
	// -e: a package of the game that does not compile today must not hide
	// the imports of the others.
	out, err := exec.Command(goTool, "list", "-e", "-deps", "-f", "{{.ImportPath}}", "github.com/ninemen/morris/...").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		if p == "github.com/hajimehoshi/ebiten/v2/audio" || strings.HasPrefix(p, "github.com/hajimehoshi/ebiten/v2/audio/") {
			t.Errorf("the game links %s; use github.com/ninemen/morris/audio instead", p)
		}
	}
}
