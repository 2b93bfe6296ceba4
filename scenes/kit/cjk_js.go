package kit

import (
	"sync"
	"syscall/js"
)

// cjkURL is where the page keeps the Chinese face, beside itself (make
// wasm copies it there). The browser build does not carry the face: most
// players never need its 300 kB, and a Chinese page asks for it early
// (wasm/index.html) so that it has come by the time the game wants it.
const cjkURL = "fonts/NotoSerifSC-Game.otf"

var cjk struct {
	sync.Mutex
	data    []byte
	started bool
}

// cjkFont returns the Chinese face once it has come, and nil until then;
// the first call sends for it. A fetch that fails is tried again at the
// next call.
func cjkFont() []byte {
	cjk.Lock()
	defer cjk.Unlock()
	if cjk.data == nil && !cjk.started {
		cjk.started = true
		go fetchCJK()
	}
	return cjk.data
}

func fetchCJK() {
	data := fetch(cjkURL)
	cjk.Lock()
	defer cjk.Unlock()
	cjk.data, cjk.started = data, false
}

// fetch reads url through the page's fetch, nil if that fails.
func fetch(url string) []byte {
	done := make(chan []byte, 1)
	var onBody, onResponse, onError js.Func
	release := func() { onBody.Release(); onResponse.Release(); onError.Release() }
	onError = js.FuncOf(func(js.Value, []js.Value) any {
		done <- nil
		return nil
	})
	onBody = js.FuncOf(func(_ js.Value, args []js.Value) any {
		buf := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, buf.Get("length").Int())
		js.CopyBytesToGo(data, buf)
		done <- data
		return nil
	})
	onResponse = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if !args[0].Get("ok").Bool() {
			done <- nil
			return nil
		}
		args[0].Call("arrayBuffer").Call("then", onBody, onError)
		return nil
	})
	js.Global().Call("fetch", url).Call("then", onResponse, onError)
	data := <-done
	release()
	return data
}
