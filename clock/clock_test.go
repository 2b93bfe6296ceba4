package clock

import (
	"errors"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
)

var t0 = time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)

// at is t0 plus s seconds.
func at(s float64) time.Time { return t0.Add(time.Duration(s * float64(time.Second))) }

// step is one thing done to the clocks at a time, and what they must show
// after it.
type step struct {
	at           float64 // seconds from t0
	do           string  // "start W", "start B", "moved W", "moved B", "pause", "resume", "stop", "" (look)
	white, black float64 // seconds left at that time
	flag         string  // "W", "B" or "" for no flag
}

func TestClock(t *testing.T) {
	five3 := Control{5 * time.Second, 3 * time.Second}
	tests := []struct {
		name    string
		control Control
		steps   []step
	}{
		{"both clocks off at first", five3, []step{
			{at: 100, white: 5, black: 5},
		}},
		{"the running side's time goes down", five3, []step{
			{at: 0, do: "start W", white: 5, black: 5},
			{at: 2, white: 3, black: 5},
		}},
		{"the increment follows each turn", five3, []step{
			{at: 0, do: "start W", white: 5, black: 5},
			{at: 2, do: "moved W", white: 6, black: 5},
			{at: 6, do: "moved B", white: 6, black: 4},
			{at: 7, white: 5, black: 4},
		}},
		{"no increment without one", Control{Base: 5 * time.Second}, []step{
			{at: 0, do: "start W", white: 5, black: 5},
			{at: 2, do: "moved W", white: 3, black: 5},
		}},
		{"the flag falls at zero and the time stays at zero", five3, []step{
			{at: 0, do: "start W", white: 5, black: 5},
			{at: 4.999, white: 0.001, black: 5},
			{at: 5, white: 0, black: 5, flag: "W"},
			{at: 9, white: 0, black: 5, flag: "W"},
		}},
		{"a move after the flag fell earns no increment", five3, []step{
			{at: 0, do: "start W", white: 5, black: 5},
			{at: 6, do: "moved W", white: 0, black: 5},
		}},
		{"black's flag", five3, []step{
			{at: 0, do: "start B", white: 5, black: 5},
			{at: 5.5, white: 5, black: 0, flag: "B"},
		}},
		{"a pause stops the running clock", five3, []step{
			{at: 0, do: "start W", white: 5, black: 5},
			{at: 1, do: "pause", white: 4, black: 5},
			{at: 60, white: 4, black: 5},
			{at: 61, do: "resume", white: 4, black: 5},
			{at: 62, white: 3, black: 5},
		}},
		{"a turn changed while paused waits for the resume", five3, []step{
			{at: 0, do: "start W", white: 5, black: 5},
			{at: 1, do: "pause", white: 4, black: 5},
			{at: 2, do: "start B", white: 4, black: 5},
			{at: 30, do: "resume", white: 4, black: 5},
			{at: 31, white: 4, black: 4},
		}},
		{"a second pause changes nothing", five3, []step{
			{at: 0, do: "start W", white: 5, black: 5},
			{at: 1, do: "pause", white: 4, black: 5},
			{at: 2, do: "pause", white: 4, black: 5},
			{at: 3, do: "resume", white: 4, black: 5},
			{at: 4, white: 3, black: 5},
		}},
		{"a flag stays down through a pause", five3, []step{
			{at: 0, do: "start W", white: 5, black: 5},
			{at: 6, do: "pause", white: 0, black: 5, flag: "W"},
		}},
		{"stopped for good", five3, []step{
			{at: 0, do: "start W", white: 5, black: 5},
			{at: 1, do: "stop", white: 4, black: 5},
			{at: 50, white: 4, black: 5},
		}},
		{"an undo gives the turn back without an increment", five3, []step{
			{at: 0, do: "start W", white: 5, black: 5},
			{at: 1, do: "moved W", white: 7, black: 5},
			{at: 2, do: "start W", white: 7, black: 4},
			{at: 3, white: 6, black: 4},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := New(tt.control)
			for i, s := range tt.steps {
				now := at(s.at)
				switch s.do {
				case "start W":
					c.Start(rules.White, now)
				case "start B":
					c.Start(rules.Black, now)
				case "moved W":
					c.Moved(rules.White, rules.Black, now)
				case "moved B":
					c.Moved(rules.Black, rules.White, now)
				case "pause":
					c.Pause(now)
				case "resume":
					c.Resume(now)
				case "stop":
					c.Stop(now)
				}
				w, b := c.Left(rules.White, now).Seconds(), c.Left(rules.Black, now).Seconds()
				if w != s.white || b != s.black {
					t.Errorf("step %d (%q at %gs): white %gs, black %gs, want %gs, %gs", i, s.do, s.at, w, b, s.white, s.black)
				}
				flag := ""
				if side, ok := c.Flagged(now); ok {
					flag = side.String()[:1]
				}
				if flag != s.flag {
					t.Errorf("step %d (%q at %gs): flag %q, want %q", i, s.do, s.at, flag, s.flag)
				}
			}
		})
	}
}

func TestResumeKeepsTheTimes(t *testing.T) {
	c := Resume(Presets[0], 90*time.Second, -time.Second)
	if w, b := c.Left(rules.White, t0), c.Left(rules.Black, t0); w != 90*time.Second || b != 0 {
		t.Errorf("resumed with %v and %v", w, b)
	}
	if _, on := c.On(); on {
		t.Error("a resumed clock runs before it is started")
	}
	if c.Control() != Presets[0] {
		t.Errorf("control %v", c.Control())
	}
}

func TestControlText(t *testing.T) {
	tests := []struct {
		text string
		want Control
		err  bool
	}{
		{"300+3", Control{5 * time.Minute, 3 * time.Second}, false},
		{"600", Control{Base: 10 * time.Minute}, false},
		{" 180+2 ", Control{3 * time.Minute, 2 * time.Second}, false},
		{"90.5+0.5", Control{90500 * time.Millisecond, 500 * time.Millisecond}, false},
		{"-", Control{}, false},
		{"", Control{}, false},
		{"0+3", Control{}, true},
		{"40/9000", Control{}, true}, // PGN's moves per period
		{"*300", Control{}, true},    // PGN's sandclock
		{"300+", Control{}, true},
		{"+3", Control{}, true},
		{"300+-3", Control{}, true},
		{"NaN", Control{}, true},
		{"1e300", Control{}, true},
		{"300+3+1", Control{}, true},
	}
	for _, tt := range tests {
		got, err := ParseControl(tt.text)
		if (err != nil) != tt.err || got != tt.want {
			t.Errorf("ParseControl(%q) = %v, %v; want %v, error %v", tt.text, got, err, tt.want, tt.err)
		}
		if err != nil && !errors.Is(err, ErrControl) {
			t.Errorf("ParseControl(%q): %v is not ErrControl", tt.text, err)
		}
	}
	for _, c := range append(Presets, Control{}, Control{Base: time.Minute}) {
		back, err := ParseControl(c.String())
		if err != nil || back != c {
			t.Errorf("%v reads back as %v, %v", c, back, err)
		}
	}
}

func TestAllot(t *testing.T) {
	tests := []struct {
		left, inc time.Duration
		want      time.Duration
	}{
		{5 * time.Minute, 3 * time.Second, 15*time.Second + 2250*time.Millisecond},
		{3 * time.Minute, 2 * time.Second, 9*time.Second + 1500*time.Millisecond},
		{10 * time.Minute, 0, 30 * time.Second},
		// Little left: never more than half of what the turn's overhead
		// leaves, however large the increment.
		{4 * time.Second, 10 * time.Second, 1500 * time.Millisecond},
		// Almost nothing: the least a search needs.
		{time.Second, 0, 50 * time.Millisecond},
		{0, 0, 50 * time.Millisecond},
	}
	for _, tt := range tests {
		if got := Allot(tt.left, tt.inc); got != tt.want {
			t.Errorf("Allot(%v, %v) = %v, want %v", tt.left, tt.inc, got, tt.want)
		}
	}
}

func FuzzParseControl(f *testing.F) {
	for _, s := range []string{"300+3", "600", "-", "40/9000", "1e9+1e9", "0.001+0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseControl(s)
		if err != nil {
			return
		}
		back, err := ParseControl(c.String())
		if err != nil || back != c {
			t.Errorf("%q reads as %v, written %q, read back %v, %v", s, c, c.String(), back, err)
		}
	})
}
