package store

import (
	"errors"
	"fmt"
	"net"
	"strconv"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// readyTimeout bounds how long Embedded waits for the in-process server to
// accept connections; a slow disk replaying a large JetStream folder is the
// usual reason it takes more than a moment.
const readyTimeout = 30 * time.Second

// Embedded starts a NATS server with JetStream in this process, keeping its
// file storage under dir, so one machine needs no other service. addr is the
// host:port it listens on; "" means a free port on 127.0.0.1, reachable by
// this machine only. It returns the URL to connect to and a shutdown that
// stops the server and waits until its files are closed, so the same dir can
// be opened again at once.
func Embedded(dir, addr string) (url string, shutdown func(), err error) {
	if dir == "" {
		return "", nil, errors.New("store: embedded NATS needs a data folder")
	}
	host, port := "127.0.0.1", server.RANDOM_PORT
	if addr != "" {
		h, p, err := net.SplitHostPort(addr)
		if err != nil {
			return "", nil, fmt.Errorf("store: embedded NATS address %q: %w", addr, err)
		}
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || n > 65535 {
			return "", nil, fmt.Errorf("store: embedded NATS address %q: bad port", addr)
		}
		host, port = h, n
		if port == 0 {
			port = server.RANDOM_PORT
		}
	}
	opts := &server.Options{
		Host:      host,
		Port:      port,
		JetStream: true,
		StoreDir:  dir,
		// The game server owns signals and logging; NATS must not exit the
		// process on SIGTERM before the rooms are flushed.
		NoSigs: true,
		NoLog:  true,
	}
	s, err := server.NewServer(opts)
	if err != nil {
		return "", nil, fmt.Errorf("store: embedded NATS: %w", err)
	}
	s.Start()
	if !s.ReadyForConnections(readyTimeout) {
		s.Shutdown()
		s.WaitForShutdown()
		return "", nil, fmt.Errorf("store: embedded NATS in %s not ready after %v", dir, readyTimeout)
	}
	if !s.JetStreamEnabled() {
		s.Shutdown()
		s.WaitForShutdown()
		return "", nil, fmt.Errorf("store: embedded NATS in %s started without JetStream", dir)
	}
	return s.ClientURL(), func() {
		s.Shutdown()
		s.WaitForShutdown()
	}, nil
}
