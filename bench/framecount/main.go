// Command framecount counts the pictures a program shows on an Xvfb
// screen, from outside the program: Xvfb started with -fbdir keeps its
// screen in a file (XWD), and a frame that changed anything changes the
// file. It samples every few milliseconds a checksum of every fourth row
// of a region, and prints what it saw in a stretch of time: the changes,
// the span from the first to the last, the frames a second over that span
// and the longest wait between two changes. A program that draws the same
// picture again is not counted: what is measured is what a player sees
// move. With -quiet it stops once the screen has been still that long
// after a change: an animation measured from start to end, however slow.
// With -burst it counts only within bursts of changes, so that animations
// with still pauses between them (a game the computer plays against
// itself) are measured while they move. With -respond it moves the
// pointer itself and times the screen's answer to each move.
// scripts/bench-frames.sh runs it.
//
//	framecount -fb DIR/Xvfb_screen0 -for 3s [-x 0 -y 0 -w 1280 -h 800]
//	framecount -fb DIR/Xvfb_screen0 -for 8s -burst 200ms
//	framecount -fb DIR/Xvfb_screen0 -first 20s    (waits for the first change; prints the ms)
//	framecount -fb DIR/Xvfb_screen0 -respond "300,400 10,400" -moves 40 -pause 250ms
package main

import (
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"hash/crc32"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
)

func main() {
	fb := flag.String("fb", "", "the Xvfb screen file (Xvfb -fbdir DIR makes DIR/Xvfb_screen0)")
	span := flag.Duration("for", 3*time.Second, "how long to watch")
	first := flag.Duration("first", 0, "wait up to this long for the first change from a blank screen, and print how long it took")
	x := flag.Int("x", 0, "region left")
	y := flag.Int("y", 0, "region top")
	w := flag.Int("w", 0, "region width (0: to the right edge)")
	h := flag.Int("h", 0, "region height (0: to the bottom)")
	every := flag.Duration("every", 3*time.Millisecond, "sampling interval")
	merge := flag.Duration("merge", 8*time.Millisecond, "changes closer than this are one frame")
	quiet := flag.Duration("quiet", 0, "stop once the screen has not changed for this long after a change (0: watch the whole -for)")
	burst := flag.Duration("burst", 0, "count only within bursts of changes less than this apart (animations with pauses between them): fps and the longest gap over the bursts alone")
	respond := flag.String("respond", "", "move the pointer (xdotool) to each of these points in turn, \"x,y x,y ...\" on the screen, -moves times, and measure how long each takes to change the screen")
	moves := flag.Int("moves", 30, "with -respond, how many moves")
	pause := flag.Duration("pause", 250*time.Millisecond, "with -respond, the time between two moves; a move that changes nothing within it is not answered")
	flag.Parse()
	s, err := open(*fb)
	if err != nil {
		fail(err)
	}
	s.clip(*x, *y, *w, *h)
	if *respond != "" {
		if err := s.respond(*respond, *moves, *pause, *every); err != nil {
			fail(err)
		}
		return
	}
	if *first > 0 {
		ms, ok := s.waitFirst(*first, *every)
		if !ok {
			fail(errors.New("no change on the screen"))
		}
		fmt.Printf("%.0f\n", ms)
		return
	}
	changes, t0 := s.watch(*span, *every, *merge, *quiet)
	report(changes, t0, *burst)
}

// fail says what went wrong and exits.
func fail(err error) {
	fmt.Fprintln(os.Stderr, "framecount:", err)
	os.Exit(1)
}

// waitFirst waits up to limit for the screen to change, and returns how
// long that took in milliseconds, or false if it did not.
func (s *screen) waitFirst(limit, every time.Duration) (float64, bool) {
	t0 := time.Now()
	base := s.sum()
	for time.Since(t0) < limit {
		if s.sum() != base {
			return float64(time.Since(t0).Microseconds()) / 1000, true
		}
		time.Sleep(every)
	}
	return 0, false
}

// watch samples the screen every so often for span, or until it has been
// still for quiet after a change, and returns the times of the changes,
// those closer than merge counted as one, and when it began.
func (s *screen) watch(span, every, merge, quiet time.Duration) ([]time.Time, time.Time) {
	var changes []time.Time
	last := s.sum()
	t0 := time.Now()
	for time.Since(t0) < span {
		time.Sleep(every)
		if n := len(changes); quiet > 0 && n > 0 && time.Since(changes[n-1]) > quiet {
			break
		}
		if c := s.sum(); c != last {
			last = c
			// One frame reaches the screen in a few pieces, a few
			// milliseconds apart: changes closer than a frame at 120 Hz
			// are one.
			now := time.Now()
			if n := len(changes); n > 0 && now.Sub(changes[n-1]) < merge {
				continue
			}
			changes = append(changes, now)
		}
	}
	return changes, t0
}

// report prints the changes seen since t0: their count, the time spent
// changing, the frames a second over it and the longest gap, within
// bursts only if burst is set.
func report(changes []time.Time, t0 time.Time, burst time.Duration) {
	fps, gap, active := 0.0, 0.0, 0.0
	intervals := 0
	for i := 1; i < len(changes); i++ {
		d := changes[i].Sub(changes[i-1]).Seconds()
		if burst > 0 && d >= burst.Seconds() {
			continue // between two bursts
		}
		active += d
		intervals++
		gap = max(gap, d)
	}
	if active > 0 {
		fps = float64(intervals) / active
	}
	firstMs := -1.0
	if len(changes) > 0 {
		firstMs = float64(changes[0].Sub(t0).Microseconds()) / 1000
	}
	fmt.Printf("changes=%d active_s=%.3f fps=%.1f longest_gap_ms=%.0f first_change_ms=%.0f\n", len(changes), active, fps, 1000*gap, firstMs)
}

// screen is the mapped screen file and the region to watch.
type screen struct {
	data             []byte
	off, stride, bpp int
	width, height    int
	x0, y0, x1, y1   int
}

func open(name string) (*screen, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	data, err := syscall.Mmap(int(f.Fd()), 0, int(fi.Size()), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, err
	}
	if len(data) < 100 {
		return nil, errors.New("not an XWD screen file")
	}
	u := func(i int) int { return int(binary.BigEndian.Uint32(data[4*i:])) }
	s := &screen{data: data, width: u(4), height: u(5), bpp: u(11) / 8, stride: u(12)}
	s.off = u(0) + 12*u(19)
	if s.bpp < 1 || s.off+s.stride*s.height > len(data) {
		return nil, fmt.Errorf("%s: unexpected XWD layout", name)
	}
	s.clip(0, 0, 0, 0)
	return s, nil
}

func (s *screen) clip(x, y, w, h int) {
	if w <= 0 {
		w = s.width - x
	}
	if h <= 0 {
		h = s.height - y
	}
	s.x0, s.y0 = max(0, x), max(0, y)
	s.x1, s.y1 = min(s.width, x+w), min(s.height, y+h)
}

// sum is a checksum of every fourth row of the region.
func (s *screen) sum() uint32 {
	var c uint32
	for y := s.y0; y < s.y1; y += 4 {
		row := s.off + y*s.stride
		c = crc32.Update(c, crc32.IEEETable, s.data[row+s.x0*s.bpp:row+s.x1*s.bpp])
	}
	return c
}

// respond moves the pointer to each point in turn and measures how long
// the screen takes to change after each move: for a game that draws only
// what changes, the wait for a button to light or go out under the
// pointer, which is what a player feels (its frame rate under a moving
// pointer is the rate of such changes, not of its frames). It prints the
// moves, those answered within the pause, the wait for the first move
// (the game's loop may rest before it, see scenes.Pacer), and the median
// and longest wait of the others, which come while the game is awake.
func (s *screen) respond(spec string, moves int, pause, every time.Duration) error {
	var pts [][2]int
	for _, f := range strings.Fields(spec) {
		var p [2]int
		if _, err := fmt.Sscanf(f, "%d,%d", &p[0], &p[1]); err != nil {
			return fmt.Errorf("-respond: %q is not x,y", f)
		}
		pts = append(pts, p)
	}
	if len(pts) == 0 {
		return errors.New("-respond: no points")
	}
	var waits []float64
	first := -1.0
	for i := range moves {
		p := pts[i%len(pts)]
		before := s.sum()
		if err := exec.Command("xdotool", "mousemove", strconv.Itoa(p[0]), strconv.Itoa(p[1])).Run(); err != nil {
			return fmt.Errorf("xdotool: %w", err)
		}
		t0 := time.Now()
		for time.Since(t0) < pause {
			if s.sum() != before {
				w := float64(time.Since(t0).Microseconds()) / 1000
				if i == 0 {
					first = w
				} else {
					waits = append(waits, w)
				}
				break
			}
			time.Sleep(every / 3)
		}
		if rest := pause - time.Since(t0); rest > 0 {
			time.Sleep(rest)
		}
	}
	median, longest := -1.0, -1.0
	if len(waits) > 0 {
		slices.Sort(waits)
		median, longest = waits[len(waits)/2], waits[len(waits)-1]
	}
	answered := len(waits)
	if first >= 0 {
		answered++
	}
	fmt.Printf("moves=%d answered=%d first_response_ms=%.0f median_response_ms=%.0f longest_response_ms=%.0f\n", moves, answered, first, median, longest)
	return nil
}
