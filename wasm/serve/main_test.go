package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func serveDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"index.html":   "<!doctype html><title>t</title>",
		"morris.wasm":  string(bytes.Repeat([]byte("\x00asm wasm body "), 500)),
		"wasm_exec.js": "console.log('go')",
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func get(t *testing.T, h http.Handler, path, enc string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	if enc != "" {
		req.Header.Set("Accept-Encoding", enc)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func TestWasmTypeAndGzip(t *testing.T) {
	dir := serveDir(t)
	h := newHandler(dir)
	raw, _ := os.ReadFile(filepath.Join(dir, "morris.wasm"))

	res := get(t, h, "/morris.wasm", "gzip, deflate, br")
	if got := res.Header.Get("Content-Type"); got != "application/wasm" {
		t.Errorf("Content-Type = %q, want application/wasm", got)
	}
	if res.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("not gzipped for a client that accepts gzip")
	}
	if got := res.Header.Get("X-Raw-Length"); got != "7500" {
		t.Errorf("X-Raw-Length = %q, want 7500", got)
	}
	zr, err := gzip.NewReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(zr)
	if !bytes.Equal(body, raw) {
		t.Errorf("gunzipped body differs from the file")
	}

	res = get(t, h, "/morris.wasm", "")
	body, _ = io.ReadAll(res.Body)
	if res.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, raw) {
		t.Errorf("without Accept-Encoding the file must come as it is")
	}
	res = get(t, h, "/morris.wasm", "gzip;q=0")
	if res.Header.Get("Content-Encoding") != "" {
		t.Errorf("gzip;q=0 refuses gzip")
	}
}

func TestIndexAndTypes(t *testing.T) {
	h := newHandler(serveDir(t))
	for path, want := range map[string]string{
		"/":             "text/html; charset=utf-8",
		"/index.html":   "text/html; charset=utf-8",
		"/wasm_exec.js": "text/javascript; charset=utf-8",
	} {
		res := get(t, h, path, "")
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != want {
			t.Errorf("%s: %d %q, want 200 %q", path, res.StatusCode, res.Header.Get("Content-Type"), want)
		}
	}
}

func TestOutsideTheFolderIsNotServed(t *testing.T) {
	dir := serveDir(t)
	secret := filepath.Join(filepath.Dir(dir), "secret.txt")
	os.WriteFile(secret, []byte("no"), 0o644)
	h := newHandler(dir)
	for _, path := range []string{"/../secret.txt", "/%2e%2e/secret.txt", "/missing.wasm"} {
		if res := get(t, h, path, ""); res.StatusCode != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", path, res.StatusCode)
		}
	}
}

func TestWarmCompressesAhead(t *testing.T) {
	h := newHandler(serveDir(t))
	h.warm()
	if len(h.gz) != 3 {
		t.Errorf("%d files compressed ahead, want the 3 of the folder", len(h.gz))
	}
}
