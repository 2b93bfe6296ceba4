// Command page writes the page that loads the game in a browser: it reads
// wasm/index.html on its standard input and writes it out with the game's
// size for the progress bar (@WASM_BYTES@) and the page's words in every
// language of the catalogs (@PAGE_WORDS@, a JSON object by language code),
// from which the page takes those of the language the browser prefers.
//
//	go run ./wasm/page -bytes N <wasm/index.html >build/web/index.html
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/ninemen/morris/lang"
)

// ids are the page's messages; the page fills {{.Got}}, {{.Total}} and
// {{.Error}} itself, so those are passed through as $Got and so on.
var ids = []string{"page.title", "page.sub", "page.loading", "page.loading_of", "page.loading_mb",
	"page.setting_up", "page.no_wasm", "page.failed"}

func main() {
	size := flag.Int64("bytes", 0, "the game's size in bytes")
	flag.Parse()
	in, err := io.ReadAll(os.Stdin)
	if err == nil {
		var out []byte
		out, err = Page(in, *size)
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
	for mark, with := range map[string][]byte{"@WASM_BYTES@": []byte(strconv.FormatInt(size, 10)), "@PAGE_WORDS@": words} {
		if !bytes.Contains(page, []byte(mark)) {
			return nil, fmt.Errorf("the page has no %s", mark)
		}
		page = bytes.ReplaceAll(page, []byte(mark), with)
	}
	return page, nil
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
