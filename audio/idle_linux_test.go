package audio_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ninemen/morris/audio"
)

// With ALSA's default routed to the null device, oto's writer spins and
// takes a whole core unless the device is suspended once nothing plays
// (see audio.Suspender). The test checks that the real device gets there
// and wakes again; what the quiet process costs is BenchmarkNullALSAIdle's
// to measure, since CPU time depends on how loaded the machine is.
//
// Both run the real device in a child process (oto allows one device per
// process, and ALSA reads ~/.asoundrc only once) with a home holding such
// a file.
func TestNullALSADeviceSuspends(t *testing.T) {
	if testing.Short() {
		t.Skip("waits out the idle time of the real device")
	}
	if os.Getenv(childEnv) == "null-alsa" {
		nullALSAChild(t)
		return
	}
	out, err := runNullALSAChild(t, "-test.run", "^TestNullALSADeviceSuspends$", "-test.v")
	for _, line := range strings.Split(out, "\n") {
		if strings.Contains(line, "idle_linux_test.go") {
			t.Log(strings.TrimSpace(line))
		}
	}
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	if strings.Contains(out, "--- SKIP") {
		t.Skip("the null ALSA device does not run here (no libasound?)")
	}
}

// BenchmarkNullALSAIdle reports the CPU the process takes, in percent of
// a core, while a sound plays on ALSA's null device and once the device
// is suspended after it. Its ns/op, the child's run, is left out as
// meaningless.
func BenchmarkNullALSAIdle(b *testing.B) {
	if os.Getenv(childEnv) == "null-alsa" {
		nullALSABenchChild(b)
		return
	}
	metric := regexp.MustCompile(`([0-9.]+) (%core-\S+)`)
	sums := map[string]float64{}
	for b.Loop() {
		out, err := runNullALSAChild(b, "-test.run", "^$", "-test.bench", "^BenchmarkNullALSAIdle$", "-test.benchtime", "3x")
		if err != nil {
			b.Fatalf("child: %v\n%s", err, out)
		}
		ms := metric.FindAllStringSubmatch(out, -1)
		if len(ms) == 0 {
			b.Skipf("the null ALSA device does not run here (no libasound?)\n%s", out)
		}
		for _, m := range ms {
			v, _ := strconv.ParseFloat(m[1], 64)
			sums[m[2]] += v
		}
	}
	for unit, sum := range sums {
		b.ReportMetric(sum/float64(b.N), unit)
	}
	b.ReportMetric(0, "ns/op")
}

// childEnv tells the test binary it is the child that opens the device.
const childEnv = "MORRIS_AUDIO_CHILD"

// runNullALSAChild runs this test binary with args as the child, with
// ALSA's default routed to the null device, and returns its output.
func runNullALSAChild(t testing.TB, args ...string) (string, error) {
	t.Helper()
	home := t.TempDir()
	conf := "pcm.!default { type null }\nctl.!default { type hw card 0 }\n"
	if err := os.WriteFile(filepath.Join(home, ".asoundrc"), []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(os.Args[0], args...)
	// No PulseAudio: oto would take it first, and this is about ALSA.
	cmd.Env = append(os.Environ(), childEnv+"=null-alsa", "HOME="+home,
		"PULSE_SERVER=unix:/nonexistent", "XDG_RUNTIME_DIR="+home)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// openNullALSA opens the system device in the child, skipping where it
// does not run.
func openNullALSA(t testing.TB) *audio.Context {
	t.Helper()
	c := audio.New(audio.Options{})
	t.Cleanup(c.Close)
	select {
	case <-c.Settled():
	case <-time.After(30 * time.Second):
		t.Skip("the device did not settle")
	}
	if c.State() != audio.Running {
		t.Skipf("no null device here: %v", c.Cause())
	}
	return c
}

// The idle time passes on the real clock: oto's device cannot be given
// another. The limits only guard against a hang.
const nullALSALimit = audio.DefaultIdleAfter + 30*time.Second

func nullALSAChild(t *testing.T) {
	c := openNullALSA(t)
	c.Play(audio.Place)
	waitPower(t, c, true, nullALSALimit)
	if ok, why := c.Status(); !ok {
		t.Fatalf("suspended: %q (%v)", why, c.Cause())
	}
	// And it wakes for the next sound.
	c.Play(audio.Click)
	waitPower(t, c, false, nullALSALimit)
	if ok, why := c.Status(); !ok {
		t.Errorf("after waking: %q (%v)", why, c.Cause())
	}
}

func nullALSABenchChild(b *testing.B) {
	c := openNullALSA(b)
	var playing, idle float64
	for b.Loop() {
		c.Play(audio.Place)
		playing += cpuOver(300 * time.Millisecond)
		waitPower(b, c, true, nullALSALimit)
		idle += cpuOver(time.Second)
	}
	b.ReportMetric(playing/float64(b.N), "%core-playing")
	b.ReportMetric(idle/float64(b.N), "%core-idle")
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
