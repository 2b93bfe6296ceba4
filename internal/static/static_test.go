package static

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

var wasmBody = bytes.Repeat([]byte("\x00asm wasm body "), 500)

// serveDir makes a folder as make wasm leaves it: the game with its two
// compressed copies, and files without any.
func serveDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	var br, gz bytes.Buffer
	bw := brotli.NewWriterLevel(&br, brotli.BestCompression)
	bw.Write(wasmBody)
	bw.Close()
	gw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	gw.Write(wasmBody)
	gw.Close()
	files := map[string][]byte{
		"index.html":      []byte("<!doctype html><title>t</title>"),
		"morris.wasm":     wasmBody,
		"morris.wasm.br":  br.Bytes(),
		"morris.wasm.gz":  gz.Bytes(),
		"wasm_exec.js":    []byte("console.log('go')"),
		"only-gzip.js":    []byte("console.log('gzip only')"),
		"only-gzip.js.gz": gzipped(t, "console.log('gzip only')"),
	}
	// One modification time for all: written one after the other (in the
	// map's random order), a copy could be a little older than its file
	// and be taken for one left from an earlier build.
	at := time.Now().Truncate(time.Second)
	for name, body := range files {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, body, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(path, at, at); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func gzipped(t *testing.T, s string) []byte {
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write([]byte(s))
	w.Close()
	return b.Bytes()
}

func get(t *testing.T, h http.Handler, method, path, enc string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, path, nil)
	if enc != "" {
		req.Header.Set("Accept-Encoding", enc)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

// decode reads a response's body as the browser would, by its
// Content-Encoding.
func decode(t *testing.T, res *http.Response) []byte {
	t.Helper()
	var r io.Reader = res.Body
	switch res.Header.Get("Content-Encoding") {
	case "br":
		r = brotli.NewReader(res.Body)
	case "gzip":
		zr, err := gzip.NewReader(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	case "":
	default:
		t.Fatalf("unknown Content-Encoding %q", res.Header.Get("Content-Encoding"))
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestTheEncodingFollowsAcceptEncoding(t *testing.T) {
	h := Handler(serveDir(t))
	for _, c := range []struct {
		accept string
		want   string // Content-Encoding; "" for the file as it is
	}{
		{"", ""},
		{"gzip", "gzip"},
		{"br", "br"},
		{"gzip, deflate, br, zstd", "br"}, // Chromium's
		{"gzip, deflate", "gzip"},
		{"deflate", ""},
		{"BR", "br"},
		{"br;q=0, gzip", "gzip"},
		{"gzip;q=1.0, br;q=0.5", "gzip"},
		{"gzip;q=0.5, br;q=0.5", "br"},
		{"br; q=0.001, gzip;q=0", "br"},
		{"gzip;q=0", ""},
		{"gzip; q=0.000", ""},
		{"br;q=abc, gzip", "gzip"}, // a q that is no number: the entry is ignored
		{"br;q=2, gzip", "gzip"},
		{"*", "br"},
		{"*;q=0.1, br;q=0", "gzip"},
		{"*;q=0", ""},
		{"identity", ""},
		{"identity;q=0, gzip", "gzip"},
		{"identity, gzip;q=0.5", ""},
		{"identity;q=0", ""}, // nothing acceptable: the file, rather than an error
	} {
		res := get(t, h, http.MethodGet, "/morris.wasm", c.accept)
		if got := res.Header.Get("Content-Encoding"); got != c.want {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", c.accept, got, c.want)
		}
		if got := res.Header.Get("Content-Type"); got != "application/wasm" {
			t.Errorf("Accept-Encoding %q: Content-Type %q, want application/wasm", c.accept, got)
		}
		if got := res.Header.Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary %q, want Accept-Encoding", c.accept, got)
		}
		if got := res.Header.Get("X-Raw-Length"); got != "7500" {
			t.Errorf("Accept-Encoding %q: X-Raw-Length %q, want 7500", c.accept, got)
		}
		body := decode(t, res)
		if !bytes.Equal(body, wasmBody) {
			t.Errorf("Accept-Encoding %q: the body decoded is not the file", c.accept)
		}
		if res.ContentLength < 0 || (c.want != "" && res.ContentLength >= int64(len(wasmBody))) {
			t.Errorf("Accept-Encoding %q: Content-Length %d for a file of %d", c.accept, res.ContentLength, len(wasmBody))
		}
	}
}

func TestOnlyTheCopiesThereAreSent(t *testing.T) {
	dir := serveDir(t)
	h := Handler(dir)
	for _, c := range []struct{ path, accept, want, vary string }{
		{"/only-gzip.js", "gzip, deflate, br", "gzip", "Accept-Encoding"},
		{"/only-gzip.js", "br", "", "Accept-Encoding"},
		{"/wasm_exec.js", "gzip, deflate, br", "", ""},
		{"/", "gzip, deflate, br", "", ""},
	} {
		res := get(t, h, http.MethodGet, c.path, c.accept)
		if got := res.Header.Get("Content-Encoding"); got != c.want {
			t.Errorf("%s, %q: Content-Encoding %q, want %q", c.path, c.accept, got, c.want)
		}
		if got := res.Header.Get("Vary"); got != c.vary {
			t.Errorf("%s, %q: Vary %q, want %q", c.path, c.accept, got, c.vary)
		}
	}

	// A copy older than the file is left from an earlier build: not sent.
	old := time.Now().Add(-2 * time.Hour)
	if err := os.Chtimes(filepath.Join(dir, "morris.wasm.br"), old, old); err != nil {
		t.Fatal(err)
	}
	res := get(t, h, http.MethodGet, "/morris.wasm", "gzip, deflate, br")
	if got := res.Header.Get("Content-Encoding"); got != "gzip" {
		t.Errorf("with a stale .br: Content-Encoding %q, want gzip", got)
	}
	if !bytes.Equal(decode(t, res), wasmBody) {
		t.Error("with a stale .br: the body decoded is not the file")
	}
}

func TestHeadSendsTheHeadersOnly(t *testing.T) {
	h := Handler(serveDir(t))
	res := get(t, h, http.MethodHead, "/morris.wasm", "br")
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 || len(body) != 0 || res.Header.Get("Content-Encoding") != "br" {
		t.Errorf("HEAD: %d, %d bytes, Content-Encoding %q", res.StatusCode, len(body), res.Header.Get("Content-Encoding"))
	}
	if res := get(t, h, http.MethodPost, "/morris.wasm", ""); res.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST: %d, want 405", res.StatusCode)
	}
}

func TestIndexAndTypes(t *testing.T) {
	h := Handler(serveDir(t))
	for path, want := range map[string]string{
		"/":             "text/html; charset=utf-8",
		"/index.html":   "text/html; charset=utf-8",
		"/wasm_exec.js": "text/javascript; charset=utf-8",
	} {
		res := get(t, h, http.MethodGet, path, "")
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != want {
			t.Errorf("%s: %d %q, want 200 %q", path, res.StatusCode, res.Header.Get("Content-Type"), want)
		}
	}
}

func TestOutsideTheFolderIsNotServed(t *testing.T) {
	dir := serveDir(t)
	secret := filepath.Join(filepath.Dir(dir), "secret.txt")
	os.WriteFile(secret, []byte("no"), 0o644)
	h := Handler(dir)
	for _, path := range []string{"/../secret.txt", "/%2e%2e/secret.txt", "/missing.wasm"} {
		if res := get(t, h, http.MethodGet, path, ""); res.StatusCode != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", path, res.StatusCode)
		}
	}
}
