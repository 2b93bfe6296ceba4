package main

import (
	"context"
	"fmt"
	"io"
	"maps"
	"math"
	"os"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ninemen/morris/online"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/server/internal/play"
)

// meter gathers what the games measure in the measured time: the turns
// sent in it, each one's relay latency once the opponent sees it, and
// those it never sees.
type meter struct {
	from, to                   atomic.Int64 // the measured time, unix nanoseconds
	sent, lost, failed, resets atomic.Int64
	mu                         sync.Mutex
	latency                    []time.Duration
	slow                       map[int64]int // turns over slow by second of the measured time
}

// slow is the latency over which a turn is counted in the second it was
// sent: whether slow turns come all the time or in bursts tells a server
// that cannot keep up from one that stalls now and then.
const slow = 100 * time.Millisecond

func newMeter() *meter {
	m := &meter{slow: map[int64]int{}}
	m.from.Store(math.MaxInt64)
	m.to.Store(math.MaxInt64)
	return m
}

func (m *meter) open(t time.Time)  { m.from.Store(t.UnixNano()) }
func (m *meter) close(t time.Time) { m.to.Store(t.UnixNano()) }

// measured reports whether a turn sent at t (unix nanoseconds) counts.
func (m *meter) measured(t int64) bool { return t != 0 && t >= m.from.Load() && t < m.to.Load() }

// game plays one whole game, or until ctx ends, and records its turns.
func (m *meter) game(ctx context.Context, cfg online.Config, seed uint64, pace time.Duration) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	turns := play.Turns(seed)
	sent := make([]atomic.Int64, len(turns)) // unix nanoseconds by turn
	seen := make([]atomic.Bool, len(turns))
	defer func() {
		for i := range turns {
			if t := sent[i].Load(); m.measured(t) {
				m.sent.Add(1)
				if !seen[i].Load() {
					m.lost.Add(1)
				}
			}
		}
	}()
	host := online.Create(ctx, cfg, online.SpecOf(rules.NineMensMorris()), online.TimeControl{Kind: online.Untimed}, online.White)
	defer host.Close()
	w, err := play.Welcome(ctx, host)
	if err != nil {
		m.fail(ctx)
		return
	}
	guest := online.Join(ctx, cfg, w.Links.Room, w.Links.Join)
	defer guest.Close()
	var wg sync.WaitGroup
	for i, c := range []*online.Client{host, guest} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mine := online.White
			if i == 1 {
				mine = online.Black
			}
			res, err := play.Player(ctx, c, turns, play.Options{
				Pace: pace,
				Sent: func(seq int) { sent[seq].Store(time.Now().UnixNano()) },
				Seen: func(ev online.Message) {
					if ev.Color == mine || ev.Seq < 1 || ev.Seq > len(turns) || seen[ev.Seq-1].Swap(true) {
						return
					}
					if t := sent[ev.Seq-1].Load(); m.measured(t) {
						d := time.Duration(time.Now().UnixNano() - t)
						m.mu.Lock()
						m.latency = append(m.latency, d)
						if d >= slow {
							m.slow[(t-m.from.Load())/int64(time.Second)]++
						}
						m.mu.Unlock()
					}
				},
			})
			if res.Resets > 0 && m.measuring() {
				m.resets.Add(int64(res.Resets))
			}
			if err != nil {
				m.fail(ctx)
				cancel()
			}
		}()
	}
	wg.Wait()
}

// measuring reports whether the measured time has begun.
func (m *meter) measuring() bool { return time.Now().UnixNano() >= m.from.Load() }

// fail counts a game that failed (a refused request, a client that gave
// up) while it was measured, and not because the run ended.
func (m *meter) fail(ctx context.Context) {
	if ctx.Err() == nil && m.measuring() {
		m.failed.Add(1)
	}
}

func (m *meter) report(out io.Writer, games int, pace, elapsed time.Duration, s sample) error {
	m.mu.Lock()
	lat := slices.Clone(m.latency)
	m.mu.Unlock()
	slices.Sort(lat)
	if len(m.slow) > 0 {
		secs := slices.Sorted(maps.Keys(m.slow))
		fmt.Fprintf(os.Stderr, "turns over %v by second sent:", slow)
		for _, s := range secs {
			fmt.Fprintf(os.Stderr, " %ds:%d", s, m.slow[s])
		}
		fmt.Fprintln(os.Stderr)
	}
	q := func(f float64) time.Duration {
		if len(lat) == 0 {
			return 0
		}
		return lat[min(len(lat)-1, int(f*float64(len(lat))))].Round(100 * time.Microsecond)
	}
	core := func(d time.Duration) float64 { return 100 * d.Seconds() / elapsed.Seconds() }
	_, err := fmt.Fprintf(out, "| games | pace | measured | moves/s | median | p99 | worst | sent | lost | failed | resets | server RSS (peak) | server CPU | server waiting | tool CPU | tool waiting | load avg |\n"+
		"| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n"+
		"| %d | %v | %v | %.0f | %v | %v | %v | %d | %d | %d | %d | %.0f MiB (%.0f) | %.0f%% | %.0f%% | %.0f%% | %.0f%% | %s->%s |\n",
		games, pace, elapsed.Round(time.Second), float64(len(lat))/elapsed.Seconds(), q(0.5), q(0.99), q(1),
		m.sent.Load(), m.lost.Load(), m.failed.Load(), m.resets.Load(),
		float64(s.rss)/(1<<20), float64(s.hwm)/(1<<20),
		core(s.server1-s.server0), core(s.wait1-s.wait0), core(s.self1-s.self0), core(s.selfWait1-s.selfWait0), s.load0, s.load1)
	return err
}
