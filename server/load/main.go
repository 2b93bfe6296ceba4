// Command load measures what one server instance holds: it starts the
// instance in a process of its own (embedded NATS in a temporary folder,
// the hub on 127.0.0.1) and plays games against it between headless
// clients over real WebSockets, each game followed by another. The games
// start one after the other over the ramp, so that opening thousands of
// sockets does not count as the steady load; then, for the duration, it
// measures the turns a second, the relay latency (a turn sent by one
// player until the other sees it: median, 99th percentile, worst), the
// turns lost (sent and never seen by the opponent), and the memory and
// CPU of the server's process and of its own, which shares the machine.
//
//	go run ./server/load -games 1000 -pace 2s -ramp 40s -duration 60s
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/ninemen/morris/online"
)

// Bounds on what one run may ask: the tool must not exhaust the machine
// it runs on, and ends by itself.
const (
	maxGames    = 5000
	maxDuration = 10 * time.Minute
	maxRamp     = 5 * time.Minute
)

// grace is how long the games go on after the measured time, so that the
// turns sent just before its end are seen (or found lost) too.
const grace = 5 * time.Second

func main() {
	games := flag.Int("games", 100, fmt.Sprintf("games played at once (at most %d)", maxGames))
	pace := flag.Duration("pace", 2*time.Second, "each player's wait before its turn")
	ramp := flag.Duration("ramp", 0, fmt.Sprintf("how long to take starting the games (at most %v; default 20 ms a game)", maxRamp))
	duration := flag.Duration("duration", time.Minute, fmt.Sprintf("how long to measure once every game runs (at most %v)", maxDuration))
	profile := flag.String("profile", "", "a folder to write the server's CPU and allocation profiles of the measured time to")
	procs := flag.Int("server-procs", 0, "GOMAXPROCS of the server's process (0: Go's default, the processors there are)")
	serving := flag.Bool("serve", false, "be the server under load (the tool starts itself so)")
	flag.Parse()
	if *serving {
		if err := serve(*profile != ""); err != nil {
			log.Fatalf("load: server: %v", err)
		}
		return
	}
	if *ramp == 0 {
		*ramp = time.Duration(*games) * 20 * time.Millisecond
	}
	if *games < 1 || *games > maxGames || *duration <= 0 || *duration > maxDuration || *pace < 0 || *procs < 0 || *ramp < 0 || *ramp > maxRamp {
		log.Fatalf("load: -games 1..%d, -duration up to %v, -ramp up to %v, -pace not negative", maxGames, maxDuration, maxRamp)
	}
	if err := run(*games, *pace, *ramp, *duration, *profile, *procs); err != nil {
		log.Fatalf("load: %v", err)
	}
}

// server is the process under load.
type server struct {
	cmd   *exec.Cmd
	stdin io.Closer
	url   string
	log   logTail
}

// startServer runs this program again as the server and reads its URL.
func startServer(profile bool, procs int) (*server, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	args := []string{"-serve"}
	if profile {
		args = append(args, "-profile", "on")
	}
	s := &server{cmd: exec.Command(exe, args...)}
	s.cmd.Stderr = &s.log
	if procs > 0 {
		s.cmd.Env = append(os.Environ(), fmt.Sprintf("GOMAXPROCS=%d", procs))
	}
	if s.stdin, err = s.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	out, err := s.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := s.cmd.Start(); err != nil {
		return nil, err
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		s.stop()
		return nil, fmt.Errorf("the server did not start: %v %s", err, s.log.String())
	}
	s.url = strings.TrimSpace(line)
	return s, nil
}

// stop closes the server's stdin, which ends it, and waits for it.
func (s *server) stop() {
	s.stdin.Close()
	done := make(chan struct{})
	go func() { s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		s.cmd.Process.Kill()
		<-done
	}
}

// logTail counts the lines the server logs (store failures, refused
// connections) and keeps the first few.
type logTail struct {
	mu    sync.Mutex
	lines int
	first []string
}

func (l *logTail) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	for line := range strings.Lines(string(p)) {
		l.lines++
		if len(l.first) < 5 {
			l.first = append(l.first, strings.TrimSpace(line))
		}
	}
	return len(p), nil
}

func (l *logTail) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Join(l.first, "\n")
}

func run(games int, pace, ramp, duration time.Duration, profile string, procs int) error {
	srv, err := startServer(profile != "", procs)
	if err != nil {
		return err
	}
	defer srv.stop()
	pid := srv.cmd.Process.Pid
	dial, err := online.TicketDialer(srv.url, &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}})
	if err != nil {
		return err
	}
	cfg := online.Config{Dial: dial}
	settle := pace + grace
	ctx, cancel := context.WithTimeout(context.Background(), ramp+settle+duration+grace)
	defer cancel()

	m := newMeter()
	var wg sync.WaitGroup
	start := time.Now()
	for i := range games {
		time.Sleep(time.Until(start.Add(ramp * time.Duration(i) / time.Duration(games))))
		wg.Add(1)
		go func() {
			defer wg.Done()
			for seed := uint64(i); ctx.Err() == nil; seed += uint64(games) {
				m.game(ctx, cfg, seed, pace)
			}
		}()
	}
	time.Sleep(time.Until(start.Add(ramp + settle)))

	var s sample
	s.load0 = loadAverage()
	s.server0, err = procCPU(pid)
	if err != nil {
		return err
	}
	s.self0 = selfCPU()
	s.wait0, _ = procWait(pid)
	s.selfWait0, _ = procWait(os.Getpid())
	profiled := make(chan error, 1)
	if profile != "" {
		go func() { profiled <- fetchProfiles(srv.url, profile, duration) }()
	} else {
		profiled <- nil
	}
	from := time.Now()
	m.open(from)
	tick := time.NewTicker(time.Second)
	for end := time.After(duration); ; {
		select {
		case <-tick.C:
			if rss, _, err := procRSS(pid); err == nil {
				s.rss = max(s.rss, rss)
			}
			continue
		case <-end:
		}
		break
	}
	tick.Stop()
	to := time.Now()
	m.close(to)
	if s.server1, err = procCPU(pid); err != nil {
		return err
	}
	s.self1 = selfCPU()
	s.wait1, _ = procWait(pid)
	s.selfWait1, _ = procWait(os.Getpid())
	s.load1 = loadAverage()
	_, s.hwm, _ = procRSS(pid)
	wg.Wait()
	if err := <-profiled; err != nil {
		log.Printf("load: profiles: %v", err)
	}
	if srv.log.lines > 0 {
		fmt.Fprintf(os.Stderr, "the server logged %d lines, first:\n%s\n", srv.log.lines, srv.log.String())
	}
	return m.report(os.Stdout, games, pace, to.Sub(from), s)
}

// sample is what the tool reads of the processes and the machine at the
// start and end of the measured time.
type sample struct {
	server0, server1, self0, self1 time.Duration
	wait0, wait1                   time.Duration // the server's time ready but not running
	selfWait0, selfWait1           time.Duration // the tool's
	rss, hwm                       int64
	load0, load1                   string
}

// fetchProfiles writes the server's CPU profile, the allocations it made
// and where its goroutines waited over the next d to folder dir, and its
// goroutines halfway through.
func fetchProfiles(url, dir string, d time.Duration) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	secs := max(1, int(d.Seconds()))
	profiles := map[string]string{"cpu.pprof": "profile", "allocs.pprof": "allocs", "block.pprof": "block", "mutex.pprof": "mutex"}
	errs := make(chan error, len(profiles))
	for name, path := range profiles {
		go func() {
			errs <- fetch(fmt.Sprintf("%s/debug/pprof/%s?seconds=%d", url, path, secs), filepath.Join(dir, name))
		}()
	}
	time.Sleep(d / 2)
	err := fetch(url+"/debug/pprof/goroutine?debug=1", filepath.Join(dir, "goroutines.txt"))
	for range profiles {
		err = errors.Join(err, <-errs)
	}
	return err
}

func fetch(url, file string) error {
	resp, err := http.Get(url)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s: %s", url, resp.Status)
	}
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	return os.WriteFile(file, b, 0o644)
}
