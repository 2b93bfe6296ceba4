// Command compress writes, beside each file it is given, the file
// compressed with brotli at its best quality (name.br) and with gzip at its
// best (name.gz), for wasm/serve and any static host to send the smaller
// one to a browser that accepts it. Both are written atomically (temporary
// file, then rename), so a server never sends half a file.
//
//	go run ./wasm/compress build/web/morris.wasm build/web/wasm_exec.js
//
// It is Go, brotli included, so make wasm needs nothing but Go.
package main

import (
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/andybalholm/brotli"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: compress FILE...")
		os.Exit(2)
	}
	for _, name := range os.Args[1:] {
		if err := compressFile(name); err != nil {
			fmt.Fprintln(os.Stderr, "compress:", err)
			os.Exit(1)
		}
	}
}

// compressFile writes name.br and name.gz.
func compressFile(name string) error {
	raw, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	br, err := writeAtomic(name+".br", func(w io.Writer) (io.WriteCloser, error) {
		// Quality 11 with the largest window: slow once at build time,
		// smallest for every visitor.
		return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24}), nil
	}, raw)
	if err != nil {
		return err
	}
	gz, err := writeAtomic(name+".gz", func(w io.Writer) (io.WriteCloser, error) {
		return gzip.NewWriterLevel(w, gzip.BestCompression)
	}, raw)
	if err != nil {
		return err
	}
	fmt.Printf("compress: %s %d bytes, brotli %d, gzip %d\n", name, len(raw), br, gz)
	return nil
}

// writeAtomic compresses raw into a temporary file beside name with the
// encoder that open makes, and renames it to name. It returns the size
// written.
func writeAtomic(name string, open func(io.Writer) (io.WriteCloser, error), raw []byte) (n int64, err error) {
	tmp, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".*")
	if err != nil {
		return 0, err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	enc, err := open(tmp)
	if err != nil {
		return 0, err
	}
	if _, err := enc.Write(raw); err != nil {
		return 0, fmt.Errorf("%s: %w", name, err)
	}
	if err := enc.Close(); err != nil {
		return 0, fmt.Errorf("%s: %w", name, err)
	}
	if n, err = tmp.Seek(0, io.SeekCurrent); err != nil {
		return 0, err
	}
	if err := tmp.Chmod(0o644); err != nil {
		return 0, err
	}
	if err := tmp.Close(); err != nil {
		return 0, err
	}
	return n, os.Rename(tmp.Name(), name)
}
