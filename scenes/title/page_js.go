package title

import "syscall/js"

// AnnounceFirstFrame tells the page that the game has drawn, in the
// language of code: the console line is what the browser tests wait for,
// and the page's hook takes the loading screen away. The title calls it;
// main does for a game that starts elsewhere (an invite link).
func AnnounceFirstFrame(code string) {
	js.Global().Get("console").Call("log", "morris: first frame ("+code+")")
	if f := js.Global().Get("morrisFirstFrame"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}
