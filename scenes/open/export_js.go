package open

import (
	"errors"
	"fmt"
	"syscall/js"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/app"
)

// SaveRecord gives a finished game to the player as a Sanmill record: a
// download of the file (a Blob behind an <a download>) and a copy on the
// clipboard, where the browser allows it. It returns what to tell the
// player.
func SaveRecord(app *app.App, g *rules.Game, p Players, when time.Time) (msg string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New(app.Lang().T("open.save.download_refused", "Error", fmt.Sprint(r)))
		}
	}()
	text := RecordText(g, p, when)
	name := FileName(g, p, when)
	global := js.Global()
	blob := global.Get("Blob").New([]any{text}, map[string]any{"type": "text/plain;charset=utf-8"})
	url := global.Get("URL").Call("createObjectURL", blob)
	doc := global.Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// The download has begun by now; the URL may go once it has been read.
	var revoke js.Func
	revoke = js.FuncOf(func(js.Value, []js.Value) any {
		global.Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	global.Call("setTimeout", revoke, 10000)
	msg = app.Lang().T("open.save.downloaded", "Name", name)
	if clip := global.Get("navigator").Get("clipboard"); !clip.IsUndefined() && !clip.IsNull() && !clip.Get("writeText").IsUndefined() {
		// A promise: a refusal is caught and ignored (the download
		// stands), so no error reaches the console as uncaught.
		var done js.Func
		done = js.FuncOf(func(js.Value, []js.Value) any {
			done.Release()
			return nil
		})
		clip.Call("writeText", text).Call("then", done, done)
		msg = app.Lang().T("open.save.downloaded_copied", "Name", name)
	}
	return msg, nil
}

// RecordsFolder is "" in the browser: records go to the downloads.
func RecordsFolder(*app.App) string { return "" }
