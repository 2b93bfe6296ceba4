package online

import (
	"context"
	"errors"
	"strings"

	"github.com/coder/websocket"
)

// Subprotocol is the WebSocket subprotocol the client asks for; a server
// that speaks it names it in its handshake.
const Subprotocol = "morris.v1"

// Conn is one connection as the client uses it: whole text frames in and
// out. The WebSocket is one; tests may bring their own.
type Conn interface {
	Read(ctx context.Context) ([]byte, error)
	Write(ctx context.Context, frame []byte) error
	Close() error
}

// Dialer opens a connection to the server.
type Dialer func(ctx context.Context) (Conn, error)

// WebSocketDialer dials url ("wss://host/online/ws") with
// github.com/coder/websocket, natively and in the browser.
func WebSocketDialer(url string) Dialer {
	return func(ctx context.Context) (Conn, error) {
		c, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{Subprotocols: []string{Subprotocol}})
		if err != nil {
			return nil, err
		}
		c.SetReadLimit(MaxEvent)
		return wsConn{c}, nil
	}
}

type wsConn struct{ c *websocket.Conn }

var errBinary = errors.New("binary frame")

func (w wsConn) Read(ctx context.Context) ([]byte, error) {
	typ, b, err := w.c.Read(ctx)
	var ce websocket.CloseError
	if errors.As(err, &ce) && strings.HasPrefix(ce.Reason, string(ErrVersion)+":") {
		// A server that closes on a frame of another version without
		// an error the client can read (as servers of version 1 did):
		// dialling again would meet the same.
		return nil, fatalError{ErrVersion}
	}
	if err != nil {
		return nil, err
	}
	if typ != websocket.MessageText {
		return nil, errBinary
	}
	return b, nil
}

func (w wsConn) Write(ctx context.Context, b []byte) error {
	return w.c.Write(ctx, websocket.MessageText, b)
}

// Close drops the connection without the closing handshake, which would
// wait seconds on a dead network; the server sees the end at once.
func (w wsConn) Close() error { return w.c.CloseNow() }
