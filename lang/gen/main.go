// Command gen writes lang/catalogs.go, the program's copy of the message
// catalogs of lang/locales: the messages as Go data, which the program
// reads at once, where parsing the TOML files when the game starts would
// cost a browser a tenth of a second before its first picture. Run it
// after changing a catalog; lang's tests fail while the copy differs.
//
//	go generate ./lang
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/ninemen/morris/lang/internal/files"
)

func main() {
	dir := flag.String("dir", "locales", "the catalogs' folder")
	out := flag.String("out", "catalogs.go", "the file to write")
	flag.Parse()
	src, err := files.Source(os.DirFS(*dir))
	if err == nil {
		err = os.WriteFile(*out, src, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}
