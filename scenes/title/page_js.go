package title

import "syscall/js"

// announceFirstFrame tells the page that the game has drawn, in the
// language of code: the console line is what the browser tests wait for,
// and the page's hook takes the loading screen away.
func announceFirstFrame(code string) {
	js.Global().Get("console").Call("log", "morris: first frame ("+code+")")
	if f := js.Global().Get("morrisFirstFrame"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}
