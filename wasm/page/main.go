// Command page writes the page that loads the game in a browser: it reads
// wasm/index.html on its standard input and writes it out with the game's
// size for the progress bar (@WASM_BYTES@) and the page's words in every
// language of the catalogs (@PAGE_WORDS@, a JSON object by language code),
// from which the page takes those of the language the browser prefers.
//
//	go run ./wasm/page -bytes N <wasm/index.html >build/web/index.html
//
// With -sw it writes the service worker instead (wasm/sw.js on its
// standard input): the files of the web folder it caches (@SW_FILES@) and
// the build's version (@SW_VERSION@), a hash of those files, so that a new
// build of any of them is a new service worker for the browser.
//
//	go run ./wasm/page -sw -dir build/web <wasm/sw.js >build/web/sw.js
package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/ninemen/morris/lang"
)

// ids are the page's messages; the page fills {{.Got}}, {{.Total}} and
// {{.Error}} itself, so those are passed through as $Got and so on.
var ids = []string{"page.title", "page.sub", "page.loading", "page.loading_of", "page.loading_mb",
	"page.setting_up", "page.no_wasm", "page.failed", "page.update_ready"}

func main() {
	size := flag.Int64("bytes", 0, "the game's size in bytes")
	sw := flag.Bool("sw", false, "write the service worker, with the files of -dir")
	dir := flag.String("dir", "build/web", "the web folder (with -sw)")
	flag.Parse()
	in, err := io.ReadAll(os.Stdin)
	if err == nil {
		var out []byte
		if *sw {
			out, err = ServiceWorker(in, os.DirFS(*dir))
		} else {
			out, err = Page(in, *size)
		}
		if err == nil {
			_, err = os.Stdout.Write(out)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "page:", err)
		os.Exit(1)
	}
}

// Page fills the page's two marks.
func Page(page []byte, size int64) ([]byte, error) {
	words, err := Words()
	if err != nil {
		return nil, err
	}
	return fill(page, map[string][]byte{"@WASM_BYTES@": []byte(strconv.FormatInt(size, 10)), "@PAGE_WORDS@": words})
}

// fill replaces each mark of a file, every one of which it must have.
func fill(file []byte, marks map[string][]byte) ([]byte, error) {
	for mark, with := range marks {
		if !bytes.Contains(file, []byte(mark)) {
			return nil, fmt.Errorf("the file has no %s", mark)
		}
		file = bytes.ReplaceAll(file, []byte(mark), with)
	}
	return file, nil
}

// needed are the files the game cannot do without offline, which the web
// folder must have when the service worker is written: the page, Go's
// glue, the game, the tables, Six Men's Morris's solution, the fonts, the
// manifest and the favicon.
var needed = []string{"index.html", "wasm_exec.js", "morris.wasm", "standard.egtb", "six.mmsx",
	"fonts/NotoSerifSC-Game.otf", "fonts/EBGaramond12-Regular.ttf", "fonts/EBGaramond12-Italic.ttf",
	"manifest.webmanifest", "favicon.png"}

// CachedFiles lists the files of the web folder the service worker caches,
// by their paths in it: all of them but the compressed copies (the browser
// asks for a file by its own name and the host picks the copy), the
// service worker itself (the browser keeps that), files being written
// (name.new) and the icons of icons/, which a browser fetches to install
// the game, online, and keeps (some 420 kB that every player's first
// visit would fetch for nothing; the page's favicon.png is cached). The page, index.html, goes by its folder's name, "./", the
// address players keep.
func CachedFiles(web fs.FS) ([]string, error) {
	var files []string
	err := fs.WalkDir(web, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		switch {
		case p == "sw.js", strings.HasPrefix(p, "icons/"), strings.HasPrefix(path.Base(p), "."),
			strings.HasSuffix(p, ".br"), strings.HasSuffix(p, ".gz"), strings.HasSuffix(p, ".new"):
			return nil
		}
		files = append(files, p)
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, f := range needed {
		if !slices.Contains(files, f) {
			return nil, fmt.Errorf("the web folder has no %s (run make wasm)", f)
		}
	}
	for i, f := range files {
		if f == "index.html" {
			files[i] = "./"
		}
	}
	slices.Sort(files)
	return files, nil
}

// ServiceWorker fills the service worker's marks: the files it caches and
// the version, the first 16 hex digits of a SHA-256 of the script and of
// those files' names and bytes.
func ServiceWorker(script []byte, web fs.FS) ([]byte, error) {
	files, err := CachedFiles(web)
	if err != nil {
		return nil, err
	}
	h := sha256.New()
	h.Write(script)
	for _, f := range files {
		name := f
		if f == "./" {
			name = "index.html"
		}
		data, err := fs.ReadFile(web, name)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(h, "\x00%s\x00%d\x00", f, len(data))
		h.Write(data)
	}
	list, err := json.Marshal(files)
	if err != nil {
		return nil, err
	}
	version := hex.EncodeToString(h.Sum(nil))[:16]
	return fill(script, map[string][]byte{"@SW_VERSION@": []byte(version), "@SW_FILES@": list})
}

// Words returns the page's words in every language as JSON: {"de":
// {"page.title": "Mühle", ...}, ...}, with the page's fields as $Got,
// $Total and $Error.
func Words() ([]byte, error) {
	all := map[string]map[string]string{}
	for _, l := range lang.All() {
		say := lang.New(l.Code)
		words := map[string]string{}
		for _, id := range ids {
			words[id] = say.T(id, "Got", "$Got", "Total", "$Total", "Error", "$Error")
		}
		all[l.Code] = words
	}
	return json.Marshal(all)
}
