package title

import "syscall/js"

// announceFirstFrame tells the page that the game has drawn: the console
// line is what the browser tests wait for, and the page's hook takes the
// loading screen away.
func announceFirstFrame() {
	js.Global().Get("console").Call("log", "morris: first frame")
	if f := js.Global().Get("morrisFirstFrame"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}
