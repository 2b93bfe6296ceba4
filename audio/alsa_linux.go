//go:build linux && !android

package audio

import "github.com/ebitengine/purego"

// quietALSA stops libasound from printing its own complaints on standard
// error: without a sound card it writes lines of configuration errors as
// oto tries one device after another, where the Context says what matters
// once, in plain words (see Options.Say). Nothing happens where libasound
// is not installed: oto then uses PulseAudio or fails on its own.
func quietALSA() {
	lib, err := purego.Dlopen("libasound.so.2", purego.RTLD_LAZY|purego.RTLD_GLOBAL)
	if err != nil {
		return
	}
	sym, err := purego.Dlsym(lib, "snd_lib_error_set_handler")
	if err != nil {
		return
	}
	var setHandler func(handler uintptr) int32
	purego.RegisterFunc(&setHandler, sym)
	// The handler is variadic in C; one that reads none of its arguments
	// may take the fixed ones alone. A callback per Context: there is
	// one a process.
	setHandler(purego.NewCallback(func(file uintptr, line int32, function uintptr, code int32, format uintptr) {}))
}
