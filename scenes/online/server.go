package online

import (
	"context"
	"net/http"
	"strings"
	"time"

	wire "github.com/ninemen/morris/online"
	"github.com/ninemen/morris/scenes/app"
)

// keptServer is the App key of the server's address (SetServer).
type keptServer struct{}

// SetServer gives the game the address of its server of online rooms
// ("https://example.org"): natively main's -server flag or the
// MORRIS_SERVER variable. In the browser the page's own origin is the
// server unless this is set. An empty address is no server.
func SetServer(a *app.App, url string) { *serverRef(a) = strings.TrimSuffix(url, "/") }

func serverRef(a *app.App) *string {
	return a.Kept(keptServer{}, func() any {
		s := pageOrigin()
		return &s
	}).(*string)
}

// Server is the address of the server of online rooms, "" for none.
func Server(a *app.App) string { return *serverRef(a) }

// probeTime bounds the question whether the server takes rooms.
const probeTime = 10 * time.Second

// probeResult is what asking the server came to.
type probeResult int

const (
	probeOK probeResult = iota
	// probeNone: the address answers but takes no rooms (a static host).
	probeNone
	// probeUnreachable: nothing answered.
	probeUnreachable
)

// probe asks whether server takes rooms, without spending a ticket: the
// ticket path answers a GET with "method not allowed" on a server of
// rooms and "not found" on a host of files. It runs on its own goroutine
// and answers on the channel, so no frame waits for it.
func probe(ctx context.Context, server string) <-chan probeResult {
	out := make(chan probeResult, 1)
	go func() {
		ctx, cancel := context.WithTimeout(ctx, probeTime)
		defer cancel()
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, server+wire.TicketPath, nil)
		if err != nil {
			out <- probeNone
			return
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			out <- probeUnreachable
			return
		}
		resp.Body.Close()
		// A host that answers every path with its page (a single-page
		// app's fallback) says 200 in HTML: no rooms either.
		isJSON := strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json")
		switch {
		case resp.StatusCode == http.StatusMethodNotAllowed, resp.StatusCode == http.StatusOK && isJSON:
			out <- probeOK
		default:
			out <- probeNone
		}
	}()
	return out
}
