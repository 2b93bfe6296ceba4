package protocol

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// output writes whole lines for the input loop and for a running job at
// once; the mutex keeps a line (or a block such as the board) from being
// torn by another goroutine's line.
type output struct {
	mu  sync.Mutex
	w   io.Writer
	err error // the first write error; once set the engine stops
}

// write sends lines as one Write, each cleaned and ended by a newline.
func (o *output) write(lines ...string) {
	var b []byte
	for _, l := range lines {
		b = append(b, clean(l)...)
		b = append(b, '\n')
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.err != nil {
		return
	}
	if _, err := o.w.Write(b); err != nil {
		o.err = err
	}
}

// printf writes one formatted line.
func (o *output) printf(format string, args ...any) { o.write(fmt.Sprintf(format, args...)) }

// errorf reports a problem the way the protocol does, as an info string
// starting with "error", cut short so that an echo of a huge input line
// cannot flood the reader.
func (o *output) errorf(format string, args ...any) {
	o.write("info string error " + truncate(fmt.Sprintf(format, args...), maxMessage))
}

// failed returns the first write error, if any.
func (o *output) failed() error {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.err
}

// maxMessage bounds the length of an error message, in bytes.
const maxMessage = 400

// clean makes s safe as one output line: control characters (a stray CR or
// NUL echoed from input would split or garble the line for the reader) and
// invalid UTF-8 become '?'.
func clean(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || r == utf8.RuneError {
			return '?'
		}
		return r
	}, s)
}

// truncate cuts s to at most n bytes on a rune boundary, marking the cut.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return prefix(s, n) + "…"
}

// prefix is the longest start of s of at most n bytes that does not split
// a rune.
func prefix(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// show echoes a token of the input in a message: as it is when it looks
// like notation, else quoted (and shortened) so that the reader can see
// exactly what was received.
func show(tok string) string {
	const max = 32
	plain := len(tok) > 0 && len(tok) <= max
	for i := 0; plain && i < len(tok); i++ {
		c := tok[i]
		plain = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-'
	}
	if plain {
		return tok
	}
	if len(tok) > max {
		return strconv.Quote(prefix(tok, max)) + "…"
	}
	return strconv.Quote(tok)
}
