package online

import (
	"syscall/js"

	wire "github.com/ninemen/morris/online"
)

// pageOrigin is the page's own origin: the server that served the game
// is the server of its rooms.
func pageOrigin() string {
	o := js.Global().Get("location").Get("origin")
	if o.Type() != js.TypeString || o.String() == "null" {
		return ""
	}
	return o.String()
}

// PageInvite is the invite in the page's address (its fragment), if the
// page was opened with an invite link. The fragment is taken off the
// address, so that coming back to the page resumes the seat rather than
// asking for it again.
func PageInvite() (wire.Invite, bool) {
	loc := js.Global().Get("location")
	hash := loc.Get("hash")
	if hash.Type() != js.TypeString || hash.String() == "" {
		return wire.Invite{}, false
	}
	inv, err := wire.ParseInvite(hash.String())
	if err != nil || inv.Short != "" {
		// A fragment of eight letters is no invite a link carries.
		return wire.Invite{}, false
	}
	if h := js.Global().Get("history"); h.Truthy() && h.Get("replaceState").Truthy() {
		h.Call("replaceState", nil, "", loc.Get("pathname").String()+loc.Get("search").String())
	}
	return inv, true
}

// copyText puts text on the clipboard where the browser allows it, and
// reports whether it tried.
func copyText(text string) bool {
	clip := js.Global().Get("navigator").Get("clipboard")
	if !clip.Truthy() || !clip.Get("writeText").Truthy() {
		return false
	}
	// A promise: a refusal is caught and ignored, so that nothing reaches
	// the console as uncaught; the link stays on the screen.
	var done js.Func
	done = js.FuncOf(func(js.Value, []js.Value) any {
		done.Release()
		return nil
	})
	clip.Call("writeText", text).Call("then", done, done)
	return true
}
