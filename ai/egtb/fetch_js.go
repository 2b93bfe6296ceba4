package egtb

import (
	"errors"
	"strconv"
	"syscall/js"
)

// Fetch fetches a file from beside the page: the shipped tables, and the
// solution of Six Men's Morris (package six). It blocks its goroutine
// only; the page goes on drawing while the file comes.
func Fetch(name string) ([]byte, error) {
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
		done <- result{err: errors.New("fetching " + name + ": " + why)}
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
			done <- result{err: errors.New("fetching " + name + ": " + strconv.Itoa(r.Get("status").Int()) + " " + r.Get("statusText").String())}
			return nil
		}
		r.Call("arrayBuffer").Call("then", body, failed)
		return nil
	})
	defer response.Release()
	js.Global().Call("fetch", name).Call("then", response, failed)
	r := <-done
	return r.data, r.err
}
