package main

import "syscall/js"

// announceFirstFrame says on the console, as the game does, that the first
// picture is drawn, and takes the page's loading screen away.
func announceFirstFrame() {
	js.Global().Get("console").Call("log", "morris: first frame")
	if f := js.Global().Get("morrisFirstFrame"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}
