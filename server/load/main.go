// Command load measures what one server instance holds: it starts the
// server in this process (embedded NATS in a temporary folder, the hub on
// 127.0.0.1) and plays games between headless clients over real
// WebSockets, each game followed by another until the time is up, then
// prints the concurrent games, the turns a second, the relay latency (a
// turn sent by one player until the other sees it), and the memory and
// CPU the process used, clients included.
//
//	go run ./server/load -games 200 -pace 500ms -duration 30s
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/ninemen/morris/online"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/server/hub"
	"github.com/ninemen/morris/server/internal/play"
	"github.com/ninemen/morris/server/store"
)

// Bounds on what one run may ask: the tool must not exhaust the machine
// it runs on.
const (
	maxGames    = 5000
	maxDuration = 10 * time.Minute
)

func main() {
	games := flag.Int("games", 100, fmt.Sprintf("games played at once (at most %d)", maxGames))
	pace := flag.Duration("pace", time.Second, "each player's wait before its turn")
	duration := flag.Duration("duration", 20*time.Second, fmt.Sprintf("how long to play (at most %v)", maxDuration))
	flag.Parse()
	if *games < 1 || *games > maxGames || *duration <= 0 || *duration > maxDuration || *pace < 0 {
		log.Fatalf("load: -games 1..%d, -duration up to %v, -pace not negative", maxGames, maxDuration)
	}
	if err := run(*games, *pace, *duration); err != nil {
		log.Fatalf("load: %v", err)
	}
}

func run(games int, pace, duration time.Duration) error {
	dir, err := os.MkdirTemp("", "morris-load-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	url, shutdown, err := store.Embedded(dir, "")
	if err != nil {
		return err
	}
	defer shutdown()
	ctx, cancel := context.WithTimeout(context.Background(), duration+time.Minute)
	defer cancel()
	st, err := store.Open(ctx, url, store.Config{})
	if err != nil {
		return err
	}
	defer st.Close()
	// Every client comes from 127.0.0.1: the limits of one address would
	// throttle the whole load.
	h, err := hub.New(hub.Config{Store: st, AddrRate: 1e6, AddrBurst: 1e6, Log: log.New(io.Discard, "", 0)})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: h.Handler(), ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	defer srv.Close()
	defer h.Close()
	dial, err := online.TicketDialer("http://"+ln.Addr().String(), &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}})
	if err != nil {
		return err
	}
	cfg := online.Config{Dial: dial}

	var m meter
	var cpu0 syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &cpu0)
	start := time.Now()
	play, stop := context.WithTimeout(ctx, duration)
	defer stop()
	var wg sync.WaitGroup
	for i := range games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for seed := uint64(i); play.Err() == nil; seed += uint64(games) {
				if err := m.game(play, cfg, seed, pace); err != nil && play.Err() == nil {
					m.failed.Add(1)
				}
			}
		}()
	}
	var peak runtime.MemStats
	tick := time.NewTicker(time.Second)
	for done := false; !done; {
		select {
		case <-play.Done():
			done = true
		case <-tick.C:
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			if ms.HeapInuse > peak.HeapInuse {
				peak = ms
			}
		}
	}
	tick.Stop()
	elapsed := time.Since(start)
	var cpu1 syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &cpu1)
	wg.Wait()
	return m.report(os.Stdout, games, pace, elapsed, peak, cpuTime(cpu1)-cpuTime(cpu0))
}

func cpuTime(r syscall.Rusage) time.Duration {
	return time.Duration(r.Utime.Nano() + r.Stime.Nano())
}

// meter gathers what the games measured.
type meter struct {
	turns, ended, failed atomic.Int64
	mu                   sync.Mutex
	latency              []time.Duration
}

// game plays one whole game and records each turn's relay latency.
func (m *meter) game(ctx context.Context, cfg online.Config, seed uint64, pace time.Duration) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	turns := play.Turns(seed)
	host := online.Create(ctx, cfg, online.SpecOf(rules.NineMensMorris()), online.TimeControl{Kind: online.Untimed}, online.White)
	defer host.Close()
	w, err := play.Welcome(ctx, host)
	if err != nil {
		return err
	}
	guest := online.Join(ctx, cfg, w.Links.Room, w.Links.Join)
	defer guest.Close()
	sent := make([]atomic.Int64, len(turns)+1) // unix nanoseconds by turn
	var wg sync.WaitGroup
	errs := make(chan error, 2)
	for i, c := range []*online.Client{host, guest} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mine := online.White
			if i == 1 {
				mine = online.Black
			}
			_, err := play.Player(ctx, c, turns, play.Options{
				Pace: pace,
				Sent: func(seq int) { sent[seq].Store(time.Now().UnixNano()) },
				Seen: func(ev online.Message) {
					if ev.Color == mine || ev.Seq < 1 || ev.Seq > len(turns) {
						return
					}
					if t := sent[ev.Seq-1].Load(); t != 0 {
						m.turns.Add(1)
						m.mu.Lock()
						m.latency = append(m.latency, time.Duration(time.Now().UnixNano()-t))
						m.mu.Unlock()
					}
				},
			})
			if err != nil {
				cancel()
			}
			errs <- err
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			return err
		}
	}
	m.ended.Add(1)
	return nil
}

func (m *meter) report(out io.Writer, games int, pace, elapsed time.Duration, peak runtime.MemStats, cpu time.Duration) error {
	m.mu.Lock()
	lat := slices.Clone(m.latency)
	m.mu.Unlock()
	slices.Sort(lat)
	q := func(f float64) time.Duration {
		if len(lat) == 0 {
			return 0
		}
		return lat[min(len(lat)-1, int(f*float64(len(lat))))].Round(10 * time.Microsecond)
	}
	_, err := fmt.Fprintf(out, "| games at once | pace | turns/s | relay median | p99 | max | heap peak | CPU | games ended | failed |\n"+
		"| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n"+
		"| %d | %v | %.0f | %v | %v | %v | %.0f MiB | %.0f%% of a core | %d | %d |\n",
		games, pace, float64(m.turns.Load())/elapsed.Seconds(), q(0.5), q(0.99), q(1),
		float64(peak.HeapInuse)/(1<<20), 100*cpu.Seconds()/elapsed.Seconds(), m.ended.Load(), m.failed.Load())
	return err
}
