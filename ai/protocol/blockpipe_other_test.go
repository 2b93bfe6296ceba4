//go:build !unix

package protocol_test

import (
	"io"
	"os"
	"testing"
)

// blockingPipe is an OS pipe; see the unix version.
func blockingPipe(tb testing.TB) (io.Reader, io.WriteCloser) {
	r, w, err := os.Pipe()
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { r.Close(); w.Close() })
	return r, w
}
