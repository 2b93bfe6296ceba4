package app

import "github.com/ninemen/morris/scenes"

// NoteInput follows what the player uses, a finger or a mouse and keys
// (App.Fingers): a finger's press sets it, a mouse's press or a key clears
// it.
func (a *App) NoteInput(in *scenes.Input) {
	switch p := in.Pointer; {
	case p.Pressed && p.Touch:
		a.Fingers = true
	case p.Pressed || in.AnyAction() || len(in.Typed) > 0:
		a.Fingers = false
	}
}
