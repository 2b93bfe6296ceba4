// Command serve serves the browser build of the game from a folder: the
// right MIME type for WebAssembly (browsers refuse to stream-compile it
// otherwise), gzip when the browser accepts it, and nothing cached, so a
// rebuilt game is seen at the next reload.
//
//	go run ./wasm/serve -dir build/web -addr 127.0.0.1:8080
package main

import (
	"bytes"
	"compress/gzip"
	"flag"
	"fmt"
	"log"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

func main() {
	dir := flag.String("dir", "build/web", "the folder to serve")
	addr := flag.String("addr", "127.0.0.1:8080", "the address to listen on")
	flag.Parse()
	if fi, err := os.Stat(*dir); err != nil || !fi.IsDir() {
		log.Fatalf("serve: %s is not a folder (run make wasm first)", *dir)
	}
	h := newHandler(*dir)
	// Compressing the game takes a few seconds; done before listening, the
	// first visitor does not wait for it (a static host would serve files
	// compressed ahead too).
	h.warm()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatalf("serve: %v", err)
	}
	fmt.Printf("serving %s on http://%s/\n", *dir, ln.Addr())
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.Serve(ln))
}

// handler serves files from a folder, compressing the compressible ones
// once per version of the file.
type handler struct {
	dir string
	mu  sync.Mutex
	gz  map[string]gzEntry
}

// gzEntry is a file compressed, valid while the file keeps its size and
// modification time.
type gzEntry struct {
	mod  time.Time
	size int64
	data []byte
}

func newHandler(dir string) *handler { return &handler{dir: dir, gz: map[string]gzEntry{}} }

// contentType names the type of a file by its extension. The common ones
// are set here: the system's MIME table may lack .wasm, and browsers insist
// on application/wasm.
func contentType(ext string) string {
	switch ext {
	case ".wasm":
		return "application/wasm"
	case ".js":
		return "text/javascript; charset=utf-8"
	case ".html":
		return "text/html; charset=utf-8"
	case ".css":
		return "text/css; charset=utf-8"
	case ".png":
		return "image/png"
	case ".json":
		return "application/json"
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name := path.Clean("/" + r.URL.Path)
	if strings.HasSuffix(name, "/") {
		name += "index.html"
	}
	file := filepath.Join(h.dir, filepath.FromSlash(name))
	fi, err := os.Stat(file)
	if err == nil && fi.IsDir() {
		file = filepath.Join(file, "index.html")
		fi, err = os.Stat(file)
	}
	if err != nil {
		http.NotFound(w, r)
		return
	}
	ext := strings.ToLower(filepath.Ext(file))
	hd := w.Header()
	hd.Set("Content-Type", contentType(ext))
	hd.Set("Cache-Control", "no-cache")
	hd.Set("X-Content-Type-Options", "nosniff")
	// The page counts the bytes it has read against the file's real size
	// to show its progress; with gzip, Content-Length is the compressed
	// size, so the real one is sent too.
	hd.Set("X-Raw-Length", strconv.FormatInt(fi.Size(), 10))

	if compressible(ext) && acceptsGzip(r) {
		data, err := h.compressed(file, fi)
		if err == nil {
			hd.Set("Content-Encoding", "gzip")
			hd.Add("Vary", "Accept-Encoding")
			hd.Set("Content-Length", strconv.Itoa(len(data)))
			if r.Method == http.MethodGet {
				w.Write(data)
			}
			return
		}
		log.Printf("serve: gzip %s: %v", file, err)
	}
	f, err := os.Open(file)
	if err != nil {
		http.Error(w, "cannot read "+name, http.StatusInternalServerError)
		return
	}
	defer f.Close()
	http.ServeContent(w, r, "", fi.ModTime(), f)
}

// warm compresses the compressible files of the folder's top level.
func (h *handler) warm() {
	entries, err := os.ReadDir(h.dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if e.IsDir() || !compressible(strings.ToLower(filepath.Ext(e.Name()))) {
			continue
		}
		file := filepath.Join(h.dir, e.Name())
		if fi, err := os.Stat(file); err == nil {
			if _, err := h.compressed(file, fi); err != nil {
				log.Printf("serve: gzip %s: %v", file, err)
			}
		}
	}
}

// compressed returns the file gzipped, from the cache when it has not
// changed.
func (h *handler) compressed(file string, fi os.FileInfo) ([]byte, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if e, ok := h.gz[file]; ok && e.mod.Equal(fi.ModTime()) && e.size == fi.Size() {
		return e.data, nil
	}
	raw, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(raw); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	h.gz[file] = gzEntry{fi.ModTime(), fi.Size(), buf.Bytes()}
	return buf.Bytes(), nil
}

func compressible(ext string) bool {
	switch ext {
	case ".wasm", ".js", ".html", ".css", ".json", ".svg", ".txt":
		return true
	}
	return false
}

// acceptsGzip reads Accept-Encoding well enough for browsers: gzip listed
// without q=0.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		enc, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(enc), "gzip") {
			q := strings.ReplaceAll(params, " ", "")
			return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
		}
	}
	return false
}
