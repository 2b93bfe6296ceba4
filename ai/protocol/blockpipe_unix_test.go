//go:build unix

package protocol_test

import (
	"io"
	"os"
	"syscall"
	"testing"
)

// blockingPipe is an OS pipe whose reading end is in blocking mode, so that
// os.File does not hand it to the network poller and a read blocks a
// thread, as it does on the standard input a GUI gives the engine.
func blockingPipe(tb testing.TB) (io.Reader, io.WriteCloser) {
	var fds [2]int
	if err := syscall.Pipe(fds[:]); err != nil {
		tb.Fatal(err)
	}
	r, w := os.NewFile(uintptr(fds[0]), "engine-in"), os.NewFile(uintptr(fds[1]), "gui-out")
	tb.Cleanup(func() { r.Close(); w.Close() })
	return r, w
}
