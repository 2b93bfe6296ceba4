package audio_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ninemen/morris/audio"
)

// With ALSA's default routed to the null device, oto's writer used to spin
// and take a whole core for as long as the game ran. This runs the real
// device in a child process (oto allows one device per process, and ALSA
// reads ~/.asoundrc only once) with a home holding such a file, and checks
// that once the sound is over the process is quiet.
func TestNullALSADeviceIdlesCheaply(t *testing.T) {
	if testing.Short() {
		t.Skip("takes a few seconds")
	}
	if os.Getenv("MORRIS_AUDIO_CHILD") == "null-alsa" {
		nullALSAChild(t)
		return
	}
	home := t.TempDir()
	conf := "pcm.!default { type null }\nctl.!default { type hw card 0 }\n"
	if err := os.WriteFile(filepath.Join(home, ".asoundrc"), []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], "-test.run", "^TestNullALSADeviceIdlesCheaply$", "-test.v")
	// No PulseAudio: oto would take it first, and the test is about ALSA.
	cmd.Env = append(os.Environ(), "MORRIS_AUDIO_CHILD=null-alsa", "HOME="+home,
		"PULSE_SERVER=unix:/nonexistent", "XDG_RUNTIME_DIR="+home)
	out, err := cmd.CombinedOutput()
	for _, line := range strings.Split(string(out), "\n") {
		if strings.Contains(line, "idle_linux_test.go") {
			t.Log(strings.TrimSpace(line))
		}
	}
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	if strings.Contains(string(out), "--- SKIP") {
		t.Skip("the null ALSA device does not run here (no libasound?)")
	}
}

func nullALSAChild(t *testing.T) {
	c := audio.New(audio.Options{})
	defer c.Close()
	select {
	case <-c.Settled():
	case <-time.After(5 * time.Second):
		t.Skip("the device did not settle")
	}
	if c.State() != audio.Running {
		t.Skipf("no null device here: %v", c.Cause())
	}
	c.Play(audio.Place)
	busy := cpuOver(300 * time.Millisecond)
	t.Logf("while a sound plays: %.0f%% of a core", busy)
	// The idle time on the real clock, and a margin for a busy machine.
	deadline := time.Now().Add(audio.DefaultIdleAfter + 30*time.Second)
	for !c.Suspended() {
		if time.Now().After(deadline) {
			t.Fatal("the device was not suspended once the sound was over")
		}
		time.Sleep(20 * time.Millisecond)
	}
	idle := cpuOver(time.Second)
	t.Logf("suspended: %.1f%% of a core", idle)
	if idle > 20 {
		t.Errorf("the quiet process takes %.1f%% of a core", idle)
	}
	// And it wakes for the next sound.
	c.Play(audio.Click)
	if c.Suspended() {
		time.Sleep(100 * time.Millisecond)
	}
	if ok, why := c.Status(); !ok {
		t.Errorf("after waking: %q (%v)", why, c.Cause())
	}
}

// cpuOver returns the CPU this process used over d, in percent of a core.
func cpuOver(d time.Duration) float64 {
	used := func() time.Duration {
		var ru syscall.Rusage
		if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
			return 0
		}
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	u0, t0 := used(), time.Now()
	time.Sleep(d)
	return 100 * float64(used()-u0) / float64(time.Since(t0))
}
