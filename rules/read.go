package rules

import (
	"errors"
	"strings"
)

// ReadGame reads a game from whatever text a player brings: a record as
// Sanmill exports it or this program writes it (ParseRecord), a PlayOK
// listing in numbered points (ParsePlayOK), or a bare FEN, a position to
// look at or play on from (ParseFEN). A bare FEN is read under the
// standard rules, or under the first preset that takes it when those do
// not (Twelve Men's Morris, with its twelve men a side); it comes back as
// a record with FEN and SetUp tags and no moves.
//
// Every error is a *RecordError saying where, for a FEN too (line and
// column in the text, with the *FENError inside); text with no moves and
// no position is ErrNotARecord. It never panics.
func ReadGame(text string) (*Record, error) {
	line, col, word, rest := firstWord(text)
	if !fenBoard(word) {
		return readRecord(text)
	}
	fen := word + rest
	if i := strings.IndexAny(fen, "\r\n"); i >= 0 {
		if extra := strings.TrimSpace(fen[i:]); extra != "" {
			l, c, w, _ := firstWord(fen[i:])
			return nil, &RecordError{line + l - 1, c, w, problemf(Problem{Kind: RecordTextAfterFEN}, "text after the FEN: a FEN is one line")}
		}
		fen = fen[:i]
	}
	fen = strings.TrimRight(fen, " \t")
	p, err := ParseFEN(fen, NineMensMorris())
	if err != nil {
		for _, v := range Presets()[1:] {
			if q, verr := ParseFEN(fen, v); verr == nil {
				p, err = q, nil
				break
			}
		}
	}
	if err != nil {
		var fe *FENError
		if errors.As(err, &fe) {
			// A FEN is ASCII when it reads at all; a column past a
			// multi-byte character is off by its extra bytes, which
			// is still the place to look.
			col += fe.Column - 1
		}
		return nil, &RecordError{Line: line, Col: col, Err: err}
	}
	g := NewGameFrom(p)
	return &Record{
		Tags:   []Tag{{"FEN", fen}, {"SetUp", "1"}},
		Game:   g,
		Result: g.Result(),
	}, nil
}

// firstWord finds the first word of text after blanks (a byte-order
// mark among them) and returns its 1-based line and column, the word and
// the text after it.
func firstWord(text string) (line, col int, word, rest string) {
	line, col = 1, 1
	i := 0
	for i < len(text) && isBlank(text[i:]) {
		switch {
		case text[i] == '\n':
			line++
			col = 1
			i++
		case text[i] < 0x80:
			col++
			i++
		default:
			// The no-break space and the byte-order mark: one column each.
			if strings.HasPrefix(text[i:], "\u00a0") {
				i += len("\u00a0")
			} else {
				i += len("\ufeff")
			}
			col++
		}
	}
	j := i
	for j < len(text) && !isBlank(text[j:]) {
		j++
	}
	return line, col, text[i:j], text[j:]
}

// readRecord reads a record in either notation. When neither reads it,
// the error is the one of the reading that got further: a PlayOK listing
// with a bad number fails at its first word in the standard notation, and
// a player wants to hear about the number.
func readRecord(text string) (*Record, error) {
	rec, err := ParseRecord(text)
	if err == nil {
		return rec, nil
	}
	_, perr := ParsePlayOK(text)
	re, ok1 := err.(*RecordError)
	pe, ok2 := perr.(*RecordError)
	if ok1 && ok2 && (pe.Line > re.Line || pe.Line == re.Line && pe.Col > re.Col) {
		return nil, pe
	}
	return nil, err
}

// fenBoard reports whether a word is meant as the board field of a FEN:
// rings separated by slashes, without digits, or a run of Sanmill's piece
// letters as long as a ring. No move, move number, tag, comment or result
// of a record looks like either ("1/2-1/2" has digits, "*" is short).
func fenBoard(w string) bool {
	return strings.Count(w, "/") >= 2 && !strings.ContainsAny(w, "0123456789[{(;%$") ||
		len(w) >= 8 && strings.Trim(w, "O@*X/") == ""
}
