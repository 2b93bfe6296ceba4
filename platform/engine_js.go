package platform

import (
	"errors"
	"io"
)

// RunEngine refuses in the browser: a page has no stdin for another
// program to drive, and leaving the protocol out keeps it out of the
// download.
func RunEngine(io.Reader, io.Writer) error {
	return errors.New("the engine protocol runs in the native build only")
}
