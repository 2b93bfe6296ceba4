// Package static serves the browser build of the game from a folder, as a
// static host would, with what browsers need of one. The development
// server (wasm/serve) and the server of online rooms (server) share it.
package static

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

// Handler serves the files of the folder dir: the right MIME type for
// WebAssembly (browsers refuse to stream-compile it otherwise), the
// precompressed copies the build writes beside a file (name.br, then
// name.gz) to a browser that accepts them, and nothing cached, so a rebuilt
// game is seen at the next reload.
func Handler(dir string) http.Handler { return handler{dir: dir} }

type handler struct{ dir string }

// encodings are the precompressed copies a file may have, best first: the
// suffix of the copy's name is the Content-Encoding it is sent with.
var encodings = []struct{ name, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

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
	case ".webmanifest":
		return "application/manifest+json"
	case ".ttf":
		return "font/ttf"
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

func (h handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
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
	hd := w.Header()
	hd.Set("Content-Type", contentType(strings.ToLower(filepath.Ext(file))))
	hd.Set("Cache-Control", "no-cache")
	hd.Set("X-Content-Type-Options", "nosniff")
	// The page counts the bytes it has read against the file's real size
	// to show its progress; compressed, Content-Length is the compressed
	// size while the page reads the bytes already unpacked.
	hd.Set("X-Raw-Length", strconv.FormatInt(fi.Size(), 10))

	// The copies made from this version of the file: one older than the
	// file was made from an earlier build.
	have := map[string]string{}
	for _, e := range encodings {
		if ci, err := os.Stat(file + e.suffix); err == nil && !ci.IsDir() && !ci.ModTime().Before(fi.ModTime()) {
			have[e.name] = file + e.suffix
		}
	}
	send := file
	if len(have) > 0 {
		hd.Add("Vary", "Accept-Encoding")
		if enc := chooseEncoding(r.Header.Get("Accept-Encoding"), have); enc != "identity" {
			hd.Set("Content-Encoding", enc)
			send = have[enc]
		}
	}
	f, err := os.Open(send)
	if err != nil {
		http.Error(w, "cannot read "+name, http.StatusInternalServerError)
		return
	}
	defer f.Close()
	sfi, err := f.Stat()
	if err != nil {
		http.Error(w, "cannot read "+name, http.StatusInternalServerError)
		return
	}
	if send != file {
		// ServeContent leaves Content-Length out for an encoded body, and
		// ranges of a compressed copy are of no use to a browser: the
		// whole copy, with its length, for the page to count.
		r.Header.Del("Range")
		hd.Set("Content-Length", strconv.FormatInt(sfi.Size(), 10))
	}
	http.ServeContent(w, r, "", sfi.ModTime(), f)
}

// chooseEncoding picks, from the copies a file has and the file itself
// ("identity"), the one the Accept-Encoding header values most (RFC 9110
// 12.5.3: q-values, "*" for what is not named), the smaller at equal
// values: br, then gzip, then the file. The file goes as it is when the
// header accepts no copy, or names identity with a higher q: a browser
// does better with the file than with an error, even one that refused it.
func chooseEncoding(header string, have map[string]string) string {
	q := map[string]float64{}
	star := -1.0
	for _, part := range strings.Split(header, ",") {
		enc, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		enc = strings.ToLower(strings.TrimSpace(enc))
		if enc == "" {
			continue
		}
		v, ok := qValue(params)
		if !ok {
			continue
		}
		if enc == "*" {
			star = v
		} else {
			q[enc] = v
		}
	}
	value := func(enc string) float64 {
		if v, ok := q[enc]; ok {
			return v
		}
		return max(star, 0)
	}
	best, bestQ := "identity", 0.0
	for _, e := range encodings {
		if _, ok := have[e.name]; ok && value(e.name) > bestQ {
			best, bestQ = e.name, value(e.name)
		}
	}
	if value("identity") > bestQ {
		return "identity"
	}
	return best
}

// qValue reads the weight of one entry of Accept-Encoding from its
// parameters (" q=0.5"): 1 without one, false for one that is not a number
// from 0 to 1.
func qValue(params string) (float64, bool) {
	for _, p := range strings.Split(params, ";") {
		k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
		if !ok || !strings.EqualFold(strings.TrimSpace(k), "q") {
			continue
		}
		f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || f < 0 || f > 1 {
			return 0, false
		}
		return f, true
	}
	return 1, true
}
