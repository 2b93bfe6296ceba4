package egtb

import (
	"errors"
	"strconv"
	"syscall/js"
)

// standardData fetches the shipped tables' file from beside the page. In
// the browser it is not embedded: 176 kB that every visitor would download
// before the first picture, while only a game against the Master that
// comes down to its last men needs them. It blocks its goroutine only; the
// page goes on drawing while the file comes.
func standardData() ([]byte, error) {
	type result struct {
		data []byte
		err  error
	}
	done := make(chan result, 1)
	failed := js.FuncOf(func(_ js.Value, args []js.Value) any {
		why := "failed"
		if len(args) > 0 {
			why = js.Global().Get("String").Invoke(args[0]).String()
		}
		done <- result{err: errors.New("egtb: fetching " + StandardFile + ": " + why)}
		return nil
	})
	defer failed.Release()
	body := js.FuncOf(func(_ js.Value, args []js.Value) any {
		buf := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, buf.Get("length").Int())
		js.CopyBytesToGo(data, buf)
		done <- result{data: data}
		return nil
	})
	defer body.Release()
	response := js.FuncOf(func(_ js.Value, args []js.Value) any {
		r := args[0]
		if !r.Get("ok").Bool() {
			done <- result{err: errors.New("egtb: fetching " + StandardFile + ": " + strconv.Itoa(r.Get("status").Int()) + " " + r.Get("statusText").String())}
			return nil
		}
		r.Call("arrayBuffer").Call("then", body, failed)
		return nil
	})
	defer response.Release()
	js.Global().Call("fetch", StandardFile).Call("then", response, failed)
	r := <-done
	return r.data, r.err
}
