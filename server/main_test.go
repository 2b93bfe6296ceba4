package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ninemen/morris/online"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/server/internal/play"
)

// argsEnv carries the flags of a server the tests start as a child
// process (this test binary, run as the command), separated by newlines.
const argsEnv = "MORRIS_SERVER_TEST_ARGS"

func TestMain(m *testing.M) {
	if args := os.Getenv(argsEnv); args != "" {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		if err := run(ctx, strings.Split(args, "\n"), os.Stdout); err != nil {
			fmt.Println("error:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// freeAddr is a loopback address nothing listens on now, so that a
// server started again comes back on the same one.
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// start runs a server as a child process and waits until it serves; the
// test kills it at the end if it still runs.
func start(t *testing.T, args ...string) *exec.Cmd {
	t.Helper()
	cmd, err := startErr(t, args...)
	if err != nil {
		t.Fatal(err)
	}
	return cmd
}

// startErr is start for other goroutines than the test's.
func startErr(t *testing.T, args ...string) (*exec.Cmd, error) {
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), argsEnv+"="+strings.Join(append([]string{"-web", ""}, args...), "\n"))
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	ready := make(chan error, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "serving on ") {
				ready <- nil
			}
			if strings.HasPrefix(sc.Text(), "error:") {
				ready <- errors.New(sc.Text())
			}
		}
		ready <- errors.New("the server ended")
	}()
	select {
	case err := <-ready:
		return cmd, err
	case <-time.After(60 * time.Second):
		return cmd, errors.New("the server did not start")
	}
}

// failover dials the servers at bases in turn, moving to the next one
// each time a dial fails: a client given every instance's address.
func failover(t *testing.T, bases ...string) online.Config {
	t.Helper()
	var dialers []online.Dialer
	for _, b := range bases {
		d, err := online.TicketDialer(b, nil)
		if err != nil {
			t.Fatal(err)
		}
		dialers = append(dialers, d)
	}
	var at atomic.Int64
	dial := func(ctx context.Context) (online.Conn, error) {
		n := at.Load()
		c, err := dialers[n%int64(len(dialers))](ctx)
		if err != nil {
			at.CompareAndSwap(n, n+1)
		}
		return c, err
	}
	return online.Config{Dial: dial, Backoff: online.Backoff{Min: 20 * time.Millisecond, Max: 300 * time.Millisecond}}
}

// game plays a whole game between a host and a guest, calling midway
// once half the turns are seen (by the host), and checks both saw it end
// the same way, with every turn played.
func game(t *testing.T, hostCfg, guestCfg online.Config, midway func()) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	turns := play.Turns(3)
	host := online.Create(ctx, hostCfg, online.SpecOf(rules.NineMensMorris()), online.TimeControl{Kind: online.Untimed}, online.White)
	defer host.Close()
	w, err := play.Welcome(ctx, host)
	if err != nil {
		t.Fatal(err)
	}
	guest := online.Join(ctx, guestCfg, w.Links.Room, w.Links.Join)
	defer guest.Close()
	var once sync.Once
	seen := func(m online.Message) {
		if m.Seq == len(turns)/2 {
			once.Do(func() { go midway() })
		}
	}
	var wg sync.WaitGroup
	var res [2]play.Result
	var errs [2]error
	for i, c := range []*online.Client{host, guest} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			f := seen
			if i == 1 {
				f = nil
			}
			// A real player's pace, under the server's rate limits.
			if res[i], errs[i] = play.Player(ctx, c, turns, play.Options{Pace: 40 * time.Millisecond, Seen: f}); errs[i] != nil {
				cancel()
			}
		}()
	}
	wg.Wait()
	if err := errors.Join(errs[:]...); err != nil {
		t.Fatal(err)
	}
	for i, r := range res {
		if r.Over == nil || r.Over.Result != res[0].Over.Result {
			t.Fatalf("player %d: result %+v, host's %+v", i, r.Over, res[0].Over)
		}
	}
	t.Logf("%d turns, %s by %s; connections lost: host %d, guest %d", len(turns), res[0].Over.Result, res[0].Over.Reason, res[0].Resets, res[1].Resets)
}

// TestKilledServerComesBack kills the server (SIGKILL: nothing flushed,
// nothing closed) halfway through a game and starts it again on the same
// data folder: both clients find it again and the game goes on from the
// last acknowledged turn to its end.
func TestKilledServerComesBack(t *testing.T) {
	if testing.Short() {
		t.Skip("starts servers as child processes")
	}
	addr, data := freeAddr(t), t.TempDir()
	srv := start(t, "-addr", addr, "-data", data)
	cfg := failover(t, "http://"+addr)
	restarted := make(chan error, 1)
	game(t, cfg, cfg, func() {
		srv.Process.Kill()
		srv.Wait()
		_, err := startErr(t, "-addr", addr, "-data", data)
		restarted <- err
	})
	if err := <-restarted; err != nil {
		t.Fatal(err)
	}
}

// TestTwoInstancesOneNATS runs two servers on one NATS (embedded in the
// first, which listens for the second), a player on each; halfway the
// second is killed and its player goes over to the first.
func TestTwoInstancesOneNATS(t *testing.T) {
	if testing.Short() {
		t.Skip("starts servers as child processes")
	}
	addrA, addrB, natsAddr := freeAddr(t), freeAddr(t), freeAddr(t)
	start(t, "-addr", addrA, "-data", t.TempDir(), "-nats-listen", natsAddr)
	b := start(t, "-addr", addrB, "-nats", "nats://"+natsAddr)
	killed := make(chan struct{})
	game(t, failover(t, "http://"+addrA, "http://"+addrB), failover(t, "http://"+addrB, "http://"+addrA), func() {
		defer close(killed)
		b.Process.Kill()
		b.Wait()
	})
	<-killed
}
