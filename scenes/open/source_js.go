package open

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
)

// The browser's refusals.
var (
	errBrowserRead      = &saidError{id: "open.error.browser_read"}
	errNoClipboard      = &saidError{id: "open.error.no_clipboard"}
	errClipboardRefused = &saidError{id: "open.error.clipboard_refused"}
)

// liveSource brings texts in from the page: files dropped on it, files
// chosen with an <input type=file>, and text pasted (Ctrl+V, caught by a
// paste listener on the document) or read from the clipboard by the Paste
// button. The browser answers each of them later, in a callback; the
// callbacks send to a channel that Poll empties every tick, so nothing
// ever waits.
type liveSource struct {
	arrived chan Arrival
	onPaste js.Func
	// onKey lets Ctrl+V (Cmd+V) through to the browser: Ebitengine's canvas
	// cancels every key's default, which would leave no paste to hear.
	onKey js.Func
}

func newLiveSource() *liveSource {
	s := &liveSource{arrived: make(chan Arrival, 4)}
	s.onPaste = js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) == 0 {
			return nil
		}
		data := args[0].Get("clipboardData")
		if data.IsUndefined() || data.IsNull() {
			return nil
		}
		s.send(Arrival{from: fromPaste, Text: data.Call("getData", "text").String()})
		return nil
	})
	js.Global().Get("document").Call("addEventListener", "paste", s.onPaste)
	s.onKey = js.FuncOf(func(this js.Value, args []js.Value) any {
		e := args[0]
		if k := e.Get("key").String(); (k == "v" || k == "V") && (e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool()) {
			// Caught on the way down, before the canvas sees it: the
			// browser pastes, and the paste listener hears it.
			e.Call("stopImmediatePropagation")
		}
		return nil
	})
	js.Global().Call("addEventListener", "keydown", s.onKey, true)
	return s
}

// send delivers an arrival without ever blocking the browser's callback:
// with the channel full, the player is pasting faster than frames run.
func (s *liveSource) send(a Arrival) {
	select {
	case s.arrived <- a:
	default:
	}
}

// once wraps f in a js.Func for a browser callback. It is never released:
// the browser may call it after the scene is gone (a chooser answered
// late), and a released one would crash the game; a few small closures a
// visit are the price.
func (s *liveSource) once(f func(args []js.Value)) js.Func {
	return js.FuncOf(func(this js.Value, args []js.Value) any {
		f(args)
		return nil
	})
}

// Poll implements Source. Reading a dropped file waits on the browser, so
// it happens in the background.
func (s *liveSource) Poll() (Arrival, bool) {
	if fsys := ebiten.DroppedFiles(); fsys != nil {
		go func() { s.send(readDropped(fsys)) }()
	}
	select {
	case a := <-s.arrived:
		return a, true
	default:
		return Arrival{}, false
	}
}

// Choose implements Source with an <input type=file>, clicked from the
// player's own click (browsers open choosers only then); the file's text
// comes from File.text(), a promise.
func (s *liveSource) Choose() bool {
	doc := js.Global().Get("document")
	input := doc.Call("createElement", "input")
	input.Set("type", "file")
	input.Set("accept", ".txt,.pgn,.fen,.mmr,text/plain")
	input.Call("addEventListener", "change", s.once(func([]js.Value) {
		files := input.Get("files")
		if files.IsUndefined() || files.IsNull() || files.Get("length").Int() == 0 {
			return
		}
		file := files.Index(0)
		name := file.Get("name").String()
		if file.Get("size").Int() > maxText {
			s.send(Arrival{Name: name, Err: errTooLarge})
			return
		}
		file.Call("text").Call("then", s.once(func(args []js.Value) {
			s.send(Arrival{Name: name, Text: args[0].String()})
		}), s.once(func(args []js.Value) {
			s.send(Arrival{Name: name, Err: errBrowserRead})
		}))
	}))
	input.Call("click")
	return true
}

// Paste implements Source with navigator.clipboard.readText, which the
// browser may refuse (no permission, not a secure page): the player is
// told to press Ctrl+V instead.
func (s *liveSource) Paste() bool {
	clip := js.Global().Get("navigator").Get("clipboard")
	if clip.IsUndefined() || clip.IsNull() || clip.Get("readText").IsUndefined() {
		s.send(Arrival{from: fromClipboard, Err: errNoClipboard})
		return true
	}
	clip.Call("readText").Call("then", s.once(func(args []js.Value) {
		s.send(Arrival{from: fromPaste, Text: args[0].String()})
	}), s.once(func([]js.Value) {
		s.send(Arrival{from: fromClipboard, Err: errClipboardRefused})
	}))
	return true
}

// close takes the listeners off the page.
func (s *liveSource) close() {
	js.Global().Get("document").Call("removeEventListener", "paste", s.onPaste)
	js.Global().Call("removeEventListener", "keydown", s.onKey, true)
	s.onPaste.Release()
	s.onKey.Release()
}
