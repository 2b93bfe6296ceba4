package kit

// cjkFont is the Chinese face; the browser build does not carry it yet.
func cjkFont() []byte { return nil }
