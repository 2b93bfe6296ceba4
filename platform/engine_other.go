//go:build !js

package platform

import (
	"io"

	"github.com/ninemen/morris/ai/protocol"
)

// RunEngine speaks the engine text protocol (morris -engine).
func RunEngine(in io.Reader, out io.Writer) error { return protocol.Run(in, out) }
