// Command serve serves the browser build of the game from a folder, as a
// static host would, with what browsers need of one: the right MIME type
// for WebAssembly (browsers refuse to stream-compile it otherwise), the
// precompressed copies that make wasm writes beside a file (name.br, then
// name.gz) to a browser that accepts them, and nothing cached, so a rebuilt
// game is seen at the next reload.
//
//	go run ./wasm/serve -dir build/web -addr 127.0.0.1:8080
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"time"

	"github.com/ninemen/morris/internal/static"
)

func main() {
	dir := flag.String("dir", "build/web", "the folder to serve")
	addr := flag.String("addr", "127.0.0.1:8080", "the address to listen on")
	flag.Parse()
	if fi, err := os.Stat(*dir); err != nil || !fi.IsDir() {
		log.Fatalf("serve: %s is not a folder (run make wasm first)", *dir)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatalf("serve: %v", err)
	}
	fmt.Printf("serving %s on http://%s/\n", *dir, ln.Addr())
	srv := &http.Server{Handler: static.Handler(*dir), ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.Serve(ln))
}
