package online

import "syscall/js"

// announcing is always on in the browser: a console line costs nothing
// a player sees.
const announcing = true

// announceLine writes a line on the page's console.
func announceLine(s string) { js.Global().Get("console").Call("log", s) }
