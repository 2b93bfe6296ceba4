package kit

import (
	"sync"
	"syscall/js"
)

// cjkURL is where the page keeps the Chinese face, beside itself (make
// wasm copies it there). The browser build does not carry the face: most
// players never need its 140 kB, and a Chinese page asks for it early
// (wasm/index.html) so that it has come by the time the game wants it.
const cjkURL = "fonts/NotoSerifSC-Game.otf"

var cjk struct {
	sync.Mutex
	data []byte
	// done is closed when the fetch under way ends; nil when none is.
	done chan struct{}
}

// cjkFont returns the Chinese face once it has come, and nil until then;
// the first call sends for it. A fetch that fails is tried again at the
// next call.
func cjkFont() []byte {
	cjk.Lock()
	defer cjk.Unlock()
	sendForCJK()
	return cjk.data
}

// cjkWait sends for the Chinese face if it is not here, and waits for it
// to come or to fail: for the first picture of a Chinese player, which
// should not flash English while the face is on its way.
func cjkWait() {
	cjk.Lock()
	sendForCJK()
	done := cjk.done
	cjk.Unlock()
	if done != nil {
		<-done
	}
}

// sendForCJK starts the fetch, unless the face is here or on its way; the
// caller holds cjk's lock.
func sendForCJK() {
	if cjk.data != nil || cjk.done != nil {
		return
	}
	done := make(chan struct{})
	cjk.done = done
	go func() {
		data := fetch(cjkURL)
		cjk.Lock()
		cjk.data, cjk.done = data, nil
		cjk.Unlock()
		close(done)
	}()
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
