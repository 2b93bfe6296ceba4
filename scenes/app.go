package scenes

// App is what outlives a single scene. main builds it once; scenes reach it
// through Context.App.
type App struct {
	Fonts *Fonts
	// Browser is true in the WebAssembly build, where there is no Quit.
	Browser bool
}
