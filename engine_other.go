//go:build !js

package main

import (
	"io"

	"github.com/ninemen/morris/ai/protocol"
)

// runEngine speaks the engine text protocol (morris -engine).
func runEngine(in io.Reader, out io.Writer) error { return protocol.Run(in, out) }
