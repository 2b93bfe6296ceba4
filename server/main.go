// Command server is the game's server: one process on one port serving the
// browser build of the game and its online rooms (docs/online.md). Rooms
// live in NATS JetStream, embedded with its files in the data folder by
// default, so one machine needs nothing else; with -nats several instances
// share one NATS cluster and every room.
//
//	go run ./server -addr 127.0.0.1:8080 -web build/web -data data
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/ninemen/morris/internal/static"
	"github.com/ninemen/morris/server/hub"
	"github.com/ninemen/morris/server/store"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		log.Fatalf("server: %v", err)
	}
}

// sweepEvery is how often the moves of expired rooms are cleared.
const sweepEvery = time.Hour

// run serves until ctx ends. It prints the addresses it listens on, the
// web's and the embedded NATS's, on out.
func run(ctx context.Context, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("server", flag.ContinueOnError)
	addr := fs.String("addr", "127.0.0.1:8080", "the address to listen on (host:port)")
	web := fs.String("web", "build/web", "the browser build to serve (make wasm); empty serves rooms only")
	data := fs.String("data", "data", "the data folder of the embedded NATS (ignored with -nats)")
	natsURL := fs.String("nats", "", "the URL of an existing NATS cluster with JetStream, instead of the embedded one")
	natsListen := fs.String("nats-listen", "", "the address the embedded NATS listens on, for other instances (default: a free port on 127.0.0.1)")
	idle := fs.Duration("idle", store.DefaultIdleExpiry, "how long a room lives without a change")
	origins := fs.String("origins", "", "other sites whose pages may open rooms, as host patterns separated by commas")
	proxy := fs.Bool("behind-proxy", false, "take the client's address from X-Forwarded-For (behind a reverse proxy)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	url := *natsURL
	if url == "" {
		u, shutdown, err := store.Embedded(*data, *natsListen)
		if err != nil {
			return err
		}
		defer shutdown()
		url = u
		fmt.Fprintf(out, "nats on %s, data in %s\n", url, *data)
	}
	opened, cancel := context.WithTimeout(ctx, time.Minute)
	st, err := store.Open(opened, url, store.Config{IdleExpiry: *idle})
	cancel()
	if err != nil {
		return err
	}
	defer st.Close()
	var patterns []string
	for _, p := range strings.Split(*origins, ",") {
		if p = strings.TrimSpace(p); p != "" {
			patterns = append(patterns, p)
		}
	}
	h, err := hub.New(hub.Config{Store: st, Origins: patterns, ForwardedFor: *proxy})
	if err != nil {
		return err
	}
	go h.Sweep(sweepEvery)
	mux := http.NewServeMux()
	mux.Handle("/online/", h.Handler())
	if *web != "" {
		if fi, err := os.Stat(*web); err != nil || !fi.IsDir() {
			return fmt.Errorf("%s is not a folder (run make wasm, or give -web \"\")", *web)
		}
		mux.Handle("/", static.Handler(*web))
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "serving on http://%s/\n", ln.Addr())
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		h.Close()
		return err
	case <-ctx.Done():
	}
	// Hijacked WebSockets are not the http.Server's to wait for: the hub
	// closes them.
	h.Close()
	down, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := srv.Shutdown(down); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return nil
}
