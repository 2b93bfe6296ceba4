package lang

import "syscall/js"

// System returns the languages the browser asks for, best first
// (navigator.languages, or navigator.language where the list is missing).
func System() []string {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() {
		return nil
	}
	var out []string
	if list := nav.Get("languages"); !list.IsUndefined() && !list.IsNull() {
		for i := 0; i < list.Length(); i++ {
			out = append(out, list.Index(i).String())
		}
	}
	if len(out) == 0 {
		if one := nav.Get("language"); one.Type() == js.TypeString {
			out = append(out, one.String())
		}
	}
	return out
}
