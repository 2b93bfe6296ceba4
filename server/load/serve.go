package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/pprof"
	"os"
	"runtime"
	"time"

	"github.com/ninemen/morris/server/hub"
	"github.com/ninemen/morris/server/store"
)

// serve is the instance under load, run in a process of its own so that
// its CPU and memory are measured apart from the clients': the embedded
// NATS in a temporary folder and the hub on 127.0.0.1, as the server runs
// them. It prints its URL on stdout and ends when stdin closes, which
// happens when the measuring process ends, however it ends.
func serve(profile bool) error {
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
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	st, err := store.Open(ctx, url, store.Config{})
	cancel()
	if err != nil {
		return err
	}
	defer st.Close()
	// Every client comes from 127.0.0.1: the limits of one address would
	// throttle the whole load.
	h, err := hub.New(hub.Config{Store: st, AddrRate: 1e6, AddrBurst: 1e6, Log: log.New(os.Stderr, "server: ", 0)})
	if err != nil {
		return err
	}
	mux := http.NewServeMux()
	mux.Handle("/online/", h.Handler())
	if profile {
		// Waits show where a turn queues when the processor is idle.
		runtime.SetBlockProfileRate(int(time.Millisecond))
		runtime.SetMutexProfileFraction(10)
		mux.HandleFunc("/debug/pprof/", pprof.Index)
		mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	defer srv.Close()
	defer h.Close()
	if _, err := fmt.Printf("http://%s\n", ln.Addr()); err != nil {
		return err
	}
	_, err = io.Copy(io.Discard, os.Stdin)
	return err
}
