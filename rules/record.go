package rules

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Tag is one tag pair of a game record, such as [Event "Club final"].
type Tag struct {
	Name  string
	Value string
}

// Record is a game as a record file holds it: the tag pairs and the game
// itself, replayed move by move under the rules of the variant.
type Record struct {
	// Tags are the tag pairs in the order they were read (or are to be
	// written), the Variant, FEN, SetUp and Result tags among them.
	Tags []Tag
	// Game holds the start position, the moves and the result.
	Game *Game
	// Result is the result the record declares. It is the game's own
	// result, except for a draw agreed while the rules still had the game
	// going on, which a Game cannot express.
	Result Result
}

// Tag returns the value of the first tag pair with the given name.
func (r *Record) Tag(name string) (string, bool) {
	for _, t := range r.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// ErrUnknownVariant is wrapped by the error for a Variant tag that names no
// preset; ParseRecordAs reads such a record under rules the caller chooses.
var ErrUnknownVariant = errors.New("unknown variant")

// ErrNotARecord is wrapped by the error for text with no moves, no
// position (FEN tag) and no result: an empty file, blank lines, tags alone.
var ErrNotARecord = errors.New("no moves and no position: not a game record")

// ErrResultMismatch is wrapped by the error for a result token (or Result
// tag) that contradicts the result the moves lead to.
var ErrResultMismatch = errors.New("the result does not agree with the moves")

// RecordError says what is wrong in a game record and where: the 1-based
// line and column (in characters) where the offending token starts, the
// token itself, and the cause, which may be an *IllegalMoveError, a
// *FENError, a *GameOverError (ErrGameOver) or a *ProblemError (wrapping
// ErrUnknownVariant, ErrNotARecord or ErrResultMismatch for those); each
// of them carries its facts, which errors.As finds through Unwrap.
type RecordError struct {
	Line  int
	Col   int
	Token string
	Err   error
}

func (e *RecordError) Error() string {
	if e.Token == "" {
		return fmt.Sprintf("record line %d, column %d: %v", e.Line, e.Col, e.Err)
	}
	tok := e.Token
	if len(tok) > 40 {
		// A runaway token would drown the message; its start says where.
		tok = tok[:40] + "..."
	}
	return fmt.Sprintf("record line %d, column %d, at %q: %v", e.Line, e.Col, tok, e.Err)
}

func (e *RecordError) Unwrap() error { return e.Err }

// ParseRecord reads one game in the PGN-like format Sanmill exports:
//
//	[Event "Club final"]
//	[Variant "Nine Men's Morris"]
//	[Result "1-0"]
//
//	1. d6 f4 2. d2 b4 ... 10. d3-d2 a4-a7xd2 ... 1-0
//
// The rules come from the Variant tag, which must name a preset (see
// PresetNamed; case does not matter); without the tag the game is Nine
// Men's Morris. A FEN tag sets the start position. Moves are played in order
// whatever their numbers say, and a removal may be attached to the move
// that earned it ("a1-a4xg7", "d6xg7xa4") or stand alone ("xg7"). Brace
// and semicolon comments, parenthesised variations (nested), $n and !?
// annotations are skipped. A result token 1-0 or 0-1 that the moves do
// not explain is taken as the loser's resignation, or as a loss on time
// under [Termination "time forfeit"] (PGN's tag); one that the moves
// contradict is an error. Without a result token the Result tag counts.
// Text with no moves, no FEN tag and no result token is not a record
// (ErrNotARecord). A PlayOK listing (numbered points) is read as
// ParsePlayOK reads it.
//
// Every error is a *RecordError saying where.
func ParseRecord(text string) (*Record, error) {
	rec, err := parseRecord(text, recordSyntax{notation: Standard})
	if err == nil || !playOKWord(err) {
		return rec, err
	}
	if rec, perr := parseRecord(text, playOKSyntax(nil)); perr == nil {
		return rec, nil
	}
	// Not a PlayOK listing either: a stray number in a standard record,
	// most likely. Say where the standard reading failed, and name the
	// other reader.
	re := err.(*RecordError)
	return nil, &RecordError{re.Line, re.Col, re.Token, problemf(Problem{Kind: RecordPlayOKHint}, "%w (a PlayOK listing? ParsePlayOK reads those)", re.Err)}
}

// playOKWord reports whether a record failed on a move word in PlayOK's
// notation rather than the standard one.
func playOKWord(err error) bool {
	re, ok := err.(*RecordError)
	if !ok || re.Token == "" {
		return false
	}
	var illegal *IllegalMoveError
	if errors.As(re.Err, &illegal) {
		return false
	}
	w := strings.TrimRight(stripMoveNumber(re.Token), "!?")
	_, perr := PlayOKNumbers.ParseTurn(w)
	return perr == nil && w != "--"
}

// ParseRecordAs reads a game record like ParseRecord, but under the given
// rules whatever the record's Variant tag says, so records of variants
// that are not presets can be read.
func ParseRecordAs(text string, v Variant) (*Record, error) {
	if err := v.Validate(); err != nil {
		return nil, fmt.Errorf("record: variant: %w", err)
	}
	return parseRecord(text, recordSyntax{notation: Standard, variant: &v})
}

// recordSyntax is what tells the two record formats apart.
type recordSyntax struct {
	// notation is how move words are written.
	notation Notation
	// variant, when set, overrides the Variant tag.
	variant *Variant
	// lenientTags skips bracketed text that is not a well-formed tag pair
	// instead of failing (PlayOK listings carry headers of many shapes).
	lenientTags bool
	// skipWord reports a word that is page furniture, not a move.
	skipWord func(string) bool
}

// tagAt is a tag pair with the place of its value, to point errors at.
type tagAt struct {
	Tag
	line, col int
	exact     bool // the value is written without escapes, column by column
}

// parseRecord reads one game in the given syntax: the tag pairs, the
// start position they set, the moves and the result.
func parseRecord(text string, syn recordSyntax) (*Record, error) {
	sc := &scanner{text: text, line: 1, col: 1, lenientTags: syn.lenientTags}
	tags, tok, err := readTags(sc)
	if err != nil {
		return nil, err
	}
	rec := &Record{}
	for _, t := range tags {
		rec.Tags = append(rec.Tags, t.Tag)
	}
	start, hasFEN, err := recordStart(tags, syn)
	if err != nil {
		return nil, err
	}
	g := NewGameFrom(start)
	rec.Game = g
	declared, tok, err := playRecordMoves(sc, tok, g, syn)
	if err != nil {
		return nil, err
	}
	if tok.kind == tokTag {
		return nil, &RecordError{tok.line, tok.col, "[" + tok.tag.Name, problemf(Problem{Kind: RecordTagAfterMoves}, "a tag pair after the moves: one game per record")}
	}
	if g.Ply() == 0 && declared == nil && !hasFEN {
		return nil, &RecordError{tok.line, tok.col, "", &ProblemError{Problem{Kind: RecordNotARecord}, ErrNotARecord}}
	}
	if err := settleRecord(rec, declared, tags); err != nil {
		return nil, err
	}
	return rec, nil
}

// readTags reads the tag pairs at the head of a record and returns them
// with the token that follows them.
func readTags(sc *scanner) ([]tagAt, token, error) {
	var tags []tagAt
	tok, err := sc.next()
	for err == nil && tok.kind == tokTag {
		tags = append(tags, tok.tag)
		tok, err = sc.next()
	}
	return tags, tok, err
}

// findTag returns the first tag pair with the given name.
func findTag(tags []tagAt, name string) (tagAt, bool) {
	for _, t := range tags {
		if t.Name == name {
			return t, true
		}
	}
	return tagAt{}, false
}

// recordStart returns the start position the Variant and FEN tags set (or
// the syntax's variant overrides), and whether a FEN tag set it.
func recordStart(tags []tagAt, syn recordSyntax) (Position, bool, error) {
	v := NineMensMorris()
	if syn.variant != nil {
		v = *syn.variant
	} else if t, ok := findTag(tags, "Variant"); ok {
		// An empty name is unknown too: a writer names its rules, and
		// guessing the standard game could replay a record wrongly.
		p, ok := presetByName(strings.TrimSpace(t.Value))
		if !ok {
			return Position{}, false, &RecordError{t.line, t.col, t.Value, problemf(Problem{Kind: RecordUnknownVariant, Text: t.Value}, "%w %q: pass the rules to ParseRecordAs", ErrUnknownVariant, t.Value)}
		}
		v = p
	}
	t, hasFEN := findTag(tags, "FEN")
	if !hasFEN || strings.TrimSpace(t.Value) == "" {
		return NewPosition(v), false, nil
	}
	p, err := ParseFEN(t.Value, v)
	if err != nil {
		col := t.col
		var fe *FENError
		if errors.As(err, &fe) && t.exact {
			col += fe.Column - 1
		}
		return Position{}, false, &RecordError{t.line, col, t.Value, err}
	}
	return p, true, nil
}

// playRecordMoves plays the move words from tok on into g, up to the first
// token that is not a word, which it returns with the result token read
// among the words, if any.
func playRecordMoves(sc *scanner, tok token, g *Game, syn recordSyntax) (*token, token, error) {
	var declared *token
	var err error
	for ; err == nil && tok.kind == tokWord; tok, err = sc.next() {
		if declared != nil {
			return nil, tok, &RecordError{tok.line, tok.col, tok.text, problemf(Problem{Kind: RecordMovesAfterResult}, "moves after the result")}
		}
		if _, ok := resultOutcome(tok.text); ok {
			t := tok
			declared = &t
			continue
		}
		word := stripMoveNumber(tok.text)
		word = strings.TrimRight(word, "!?")
		if word == "" || syn.skipWord != nil && syn.skipWord(word) {
			continue
		}
		moves, perr := syn.notation.ParseTurn(word)
		if perr == nil {
			p := g.Position()
			perr = p.Board().onBoard(moves)
		}
		if perr != nil {
			return nil, tok, &RecordError{tok.line, tok.col, tok.text, perr}
		}
		for _, m := range moves {
			if perr := g.Play(m); perr != nil {
				return nil, tok, &RecordError{tok.line, tok.col, tok.text, perr}
			}
		}
	}
	return declared, tok, err
}

// settleRecord sets the record's result from its result token, or failing
// that its Result tag. The token wins over the tag; Sanmill's own export
// carries only the tag.
func settleRecord(rec *Record, declared *token, tags []tagAt) error {
	rec.Result = rec.Game.Result()
	why := Resigned
	if t, ok := findTag(tags, "Termination"); ok && strings.EqualFold(strings.TrimSpace(t.Value), timeForfeit) {
		why = OnTime
	}
	if declared != nil {
		out, _ := resultOutcome(declared.text)
		if err := settle(rec, out, why); err != nil {
			return &RecordError{declared.line, declared.col, declared.text, err}
		}
		return nil
	}
	if t, ok := findTag(tags, "Result"); ok {
		if out, ok := resultOutcome(strings.TrimSpace(t.Value)); ok {
			if err := settle(rec, out, why); err != nil {
				return &RecordError{t.line, t.col, t.Value, err}
			}
		}
	}
	return nil
}

// timeForfeit is the value of the Termination tag that PGN gives a game
// lost on time.
const timeForfeit = "time forfeit"

// settle brings the game in line with the outcome a record declares; a
// win the moves do not explain ends the game for the reason why, a
// resignation unless the record's Termination tag says the loser's time
// ran out.
func settle(rec *Record, out Outcome, why Reason) error {
	g := rec.Game
	got := g.Result()
	switch {
	case out == Ongoing:
		// "*": the record does not say; the game's own result stands.
	case got.Over():
		if got.Outcome != out {
			return problemf(Problem{Kind: RecordResultMismatch, Text: Result{Outcome: out}.Token(), Result: got}, "%w: the record says %s, the moves end in %v", ErrResultMismatch, Result{Outcome: out}.Token(), got)
		}
	case out == Draw:
		rec.Result = Result{Outcome: Draw}
		return nil
	default:
		// A win the position does not show: unless a Termination tag
		// says it was on time, the record does not say whether by
		// resignation or by adjudication, and resignation is how a Game
		// ends early.
		loser := White
		if out == WhiteWins {
			loser = Black
		}
		g.concede(loser, why)
	}
	rec.Result = g.Result()
	return nil
}

// resultOutcome reads a result token.
func resultOutcome(s string) (Outcome, bool) {
	switch s {
	case "1-0":
		return WhiteWins, true
	case "0-1":
		return BlackWins, true
	case "1/2-1/2", "½-½":
		return Draw, true
	case "*":
		return Ongoing, true
	}
	return Ongoing, false
}

// stripMoveNumber takes a move number such as "12." or "12..." off the
// front of a word; the numbers are not trusted, so their value is unused.
// A word of dots alone ("...") is dropped too.
func stripMoveNumber(w string) string {
	i := 0
	for i < len(w) && w[i] >= '0' && w[i] <= '9' {
		i++
	}
	j := i
	for j < len(w) && w[j] == '.' {
		j++
	}
	if j == i {
		return w // no dot: not a move number
	}
	return w[j:]
}

// presetByName finds a preset by name, first exactly, then ignoring case.
func presetByName(name string) (Variant, bool) {
	if v, ok := PresetNamed(name); ok {
		return v, true
	}
	for _, v := range allPresets() {
		if strings.EqualFold(v.Name, name) {
			return v, true
		}
	}
	return Variant{}, false
}

// WriteRecord writes a game as a record with the given tag pairs. The tags
// that state facts of the game are made to agree with it: Variant (the
// variant's name), Result, FEN and SetUp when the game starts from a set-up
// position, and PlyCount when given; missing ones are added after the
// others. Each pair of turns is one numbered line, each removal attached
// to the move that earned it: "10. d3-d2 a4-a7xd2". As in Sanmill's
// export, the turns are numbered in pairs from 1 whoever moves first, in
// a game set up from a position too.
//
// The Variant tag carries only the name, so a game of a variant whose
// switches differ from the preset of that name reads back only with
// ParseRecordAs.
func WriteRecord(w io.Writer, g *Game, tags []Tag) error {
	rec := Record{Tags: tags, Game: g, Result: g.Result()}
	_, err := rec.WriteTo(w)
	return err
}

// WriteTo writes the record in the format ParseRecord reads (see
// WriteRecord). It fails on a tag name that could not be read back.
func (r *Record) WriteTo(w io.Writer) (int64, error) {
	text, err := r.format(Standard)
	if err != nil {
		return 0, err
	}
	n, err := io.WriteString(w, text)
	return int64(n), err
}

// String returns the record as WriteTo writes it, leaving out any tag
// whose name could not be read back.
func (r *Record) String() string {
	clean := *r
	clean.Tags = nil
	for _, t := range r.Tags {
		if validTagName(t.Name) {
			clean.Tags = append(clean.Tags, t)
		}
	}
	text, _ := clean.format(Standard)
	return text
}

// format writes the record in the given notation.
func (r *Record) format(n Notation) (string, error) {
	g := r.Game
	result := g.Result()
	if !result.Over() {
		result = r.Result
	}
	tags, err := r.factualTags(result)
	if err != nil {
		return "", err
	}
	var sb strings.Builder
	for _, t := range tags {
		sb.WriteString("[" + t.Name + " " + quoteTagValue(t.Value) + "]\n")
	}
	if len(tags) > 0 {
		sb.WriteByte('\n')
	}

	// Sanmill's layout: a pair of turns a line, numbered from 1 whoever
	// moves first, each removal attached to the move that earned it.
	turns := g.Turns()
	for i, t := range turns {
		switch {
		case i%2 == 1:
			sb.WriteByte(' ')
		case i > 0:
			sb.WriteByte('\n')
			fallthrough
		default:
			fmt.Fprintf(&sb, "%d. ", t.Number)
		}
		sb.WriteString(n.FormatTurn(t.Moves))
	}
	if len(turns) > 0 {
		sb.WriteByte(' ')
	}
	sb.WriteString(result.Token())
	sb.WriteByte('\n')
	return sb.String(), nil
}

// factualTags returns the record's tags with the ones that state facts of
// the game set to agree with it.
func (r *Record) factualTags(result Result) ([]Tag, error) {
	g := r.Game
	start := g.Start()
	setUp := !start.Equal(NewPosition(g.Variant()))
	tags := make([]Tag, 0, len(r.Tags)+4)
	have := map[string]bool{}
	for _, t := range r.Tags {
		if !validTagName(t.Name) {
			return nil, fmt.Errorf("record: tag name %q: want a word without spaces, quotes or brackets", t.Name)
		}
		switch t.Name {
		case "Variant":
			t.Value = g.Variant().Name
		case "Result":
			t.Value = result.Token()
		case "FEN":
			t.Value = start.FEN()
			setUp = true
		case "PlyCount":
			t.Value = strconv.Itoa(g.Ply())
		}
		have[t.Name] = true
		tags = append(tags, t)
	}
	if setUp {
		for i := range tags {
			if tags[i].Name == "SetUp" {
				tags[i].Value = "1"
			}
		}
	}
	add := func(name, value string) {
		if !have[name] {
			tags = append(tags, Tag{name, value})
		}
	}
	add("Result", result.Token())
	add("Variant", g.Variant().Name)
	if result.Reason == OnTime {
		// The moves cannot show a loss on time; PGN's tag can.
		add("Termination", timeForfeit)
	}
	if setUp {
		add("FEN", start.FEN())
		add("SetUp", "1")
	}
	return tags, nil
}

// validTagName reports whether the scanner reads name back as one tag
// name: no blanks, control characters, quotes or brackets.
func validTagName(name string) bool {
	if name == "" {
		return false
	}
	for i := 0; i < len(name); i++ {
		if !tagNameByte(name[i]) {
			return false
		}
	}
	return true
}

func tagNameByte(c byte) bool {
	return c > ' ' && c != 0x7f && c != '"' && c != '[' && c != ']'
}

// quoteTagValue writes a tag value in quotes, escaping quotes and
// backslashes. A tag pair lives on one line, so line breaks become spaces.
func quoteTagValue(v string) string {
	var sb strings.Builder
	sb.WriteByte('"')
	for i := 0; i < len(v); i++ {
		switch c := v[i]; c {
		case '"', '\\':
			sb.WriteByte('\\')
			sb.WriteByte(c)
		case '\n', '\r':
			sb.WriteByte(' ')
		default:
			sb.WriteByte(c)
		}
	}
	sb.WriteByte('"')
	return sb.String()
}

// tokKind is what the scanner found.
type tokKind uint8

const (
	tokEOF tokKind = iota
	tokTag
	tokWord
)

// token is a tag pair or a word of the move text (a move, a move number,
// a result), with where it starts.
type token struct {
	kind      tokKind
	text      string
	line, col int
	tag       tagAt
}

// scanner splits a record into tag pairs and words, skipping what a reader
// of the moves ignores: blanks, comments, variations and $n annotations.
type scanner struct {
	text        string
	pos         int
	line, col   int // of text[pos], 1-based, columns in characters
	lenientTags bool
}

func (s *scanner) eof() bool { return s.pos >= len(s.text) }

// advance steps over one character, keeping count of lines and columns.
func (s *scanner) advance() {
	if s.eof() {
		return
	}
	if s.text[s.pos] == '\n' {
		s.line++
		s.col = 1
		s.pos++
		return
	}
	// A UTF-8 sequence is one column; a byte that starts no valid sequence
	// (a stray continuation byte, say) is a column of its own, never
	// swallowed by the character before it.
	_, size := utf8.DecodeRuneInString(s.text[s.pos:])
	s.pos += size
	s.col++
}

func (s *scanner) fail(line, col int, tok string, pr Problem, format string, args ...any) error {
	return &RecordError{line, col, tok, problemf(pr, format, args...)}
}

// isBlank reports whether s starts with a blank: ASCII white space, or the
// no-break space and byte-order mark that text copied from web pages or
// saved by some editors carries.
func isBlank(s string) bool {
	if s == "" {
		return false
	}
	switch s[0] {
	case ' ', '\t', '\n', '\r', '\f', '\v':
		return true
	}
	return strings.HasPrefix(s, "\u00a0") || strings.HasPrefix(s, "\ufeff")
}

// wordEnd reports whether s starts with what ends a word of the move text.
func wordEnd(s string) bool {
	return isBlank(s) || strings.IndexByte("{}()[];$", s[0]) >= 0
}

// next returns the next tag pair or word, or a token of kind tokEOF.
func (s *scanner) next() (token, error) {
	for {
		for !s.eof() && isBlank(s.text[s.pos:]) {
			s.advance()
		}
		if s.eof() {
			return token{kind: tokEOF, line: s.line, col: s.col}, nil
		}
		line, col := s.line, s.col
		switch c := s.text[s.pos]; {
		case c == '%' && col == 1, c == ';':
			// An escaped line, or a comment to the end of the line.
			s.skipLine()
		case c == '{':
			if !s.skipComment() {
				return token{}, s.fail(line, col, "{", Problem{Kind: RecordComment}, "comment not closed by }")
			}
		case c == '(':
			if err := s.skipVariation(); err != nil {
				return token{}, err
			}
		case c == '$':
			s.advance()
			if s.eof() || s.text[s.pos] < '0' || s.text[s.pos] > '9' {
				return token{}, s.fail(line, col, "$", Problem{Kind: RecordAnnotation}, "annotation $ without a number")
			}
			for !s.eof() && s.text[s.pos] >= '0' && s.text[s.pos] <= '9' {
				s.advance()
			}
		case c == '[':
			save := *s
			tok, err := s.tag()
			if err == nil {
				return tok, nil
			}
			if !s.lenientTags {
				return token{}, err
			}
			*s = save
			s.skipBracket()
		case c == ']' && s.lenientTags:
			s.advance()
		case c == '}', c == ')', c == ']':
			return token{}, s.fail(line, col, string(c), Problem{Kind: RecordBracket, Text: string(c)}, "%q without its opening bracket", c)
		default:
			start := s.pos
			for !s.eof() && !wordEnd(s.text[s.pos:]) {
				s.advance()
			}
			return token{kind: tokWord, text: s.text[start:s.pos], line: line, col: col}, nil
		}
	}
}

func (s *scanner) skipLine() {
	for !s.eof() && s.text[s.pos] != '\n' {
		s.advance()
	}
}

// skipComment steps over a brace comment; false if it never closes.
func (s *scanner) skipComment() bool {
	for !s.eof() {
		c := s.text[s.pos]
		s.advance()
		if c == '}' {
			return true
		}
	}
	return false
}

// skipVariation steps over a parenthesised variation with the variations
// and comments inside it, which may hold brackets of their own.
func (s *scanner) skipVariation() error {
	line, col := s.line, s.col
	depth := 0
	for !s.eof() {
		cl, cc := s.line, s.col
		switch s.text[s.pos] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				s.advance()
				return nil
			}
		case '{':
			if !s.skipComment() {
				return s.fail(cl, cc, "{", Problem{Kind: RecordComment}, "comment not closed by }")
			}
			continue
		case ';':
			s.skipLine()
			continue
		}
		s.advance()
	}
	return s.fail(line, col, "(", Problem{Kind: RecordVariation}, "variation not closed by )")
}

// skipBracket steps over bracketed text that is not a tag pair, up to the
// closing bracket or the end of the line.
func (s *scanner) skipBracket() {
	for !s.eof() && s.text[s.pos] != '\n' {
		c := s.text[s.pos]
		s.advance()
		if c == ']' {
			return
		}
	}
}

// tag reads a tag pair: [Name "value"], the value in quotes with \" and \\
// escapes, or bare up to the closing bracket. A tag pair is on one line.
func (s *scanner) tag() (token, error) {
	line, col := s.line, s.col
	rest := s.text[s.pos:]
	if i := strings.IndexByte(rest, '\n'); i >= 0 {
		rest = rest[:i]
	}
	rest = strings.TrimRight(rest, "\r")
	bad := func(kind ProblemKind, why string) (token, error) {
		return token{}, s.fail(line, col, rest, Problem{Kind: kind}, "tag pair: %s", why)
	}
	blanks := func() {
		for !s.eof() && (s.text[s.pos] == ' ' || s.text[s.pos] == '\t') {
			s.advance()
		}
	}
	s.advance() // [
	blanks()
	start := s.pos
	for !s.eof() && tagNameByte(s.text[s.pos]) {
		s.advance()
	}
	t := tagAt{Tag: Tag{Name: s.text[start:s.pos]}, exact: true}
	if t.Name == "" {
		return bad(TagNoName, "want a name after [")
	}
	blanks()
	t.line, t.col = s.line, s.col
	if !s.eof() && s.text[s.pos] == '"' {
		s.advance()
		t.col = s.col
		var sb strings.Builder
		for {
			if s.eof() || s.text[s.pos] == '\n' || s.text[s.pos] == '\r' {
				return bad(TagValueOpen, "value not closed by a quote on its line")
			}
			c := s.text[s.pos]
			if c == '"' {
				s.advance()
				break
			}
			if c == '\\' && s.pos+1 < len(s.text) && (s.text[s.pos+1] == '"' || s.text[s.pos+1] == '\\') {
				s.advance()
				c = s.text[s.pos]
				t.exact = false
			}
			sb.WriteByte(c)
			s.pos++ // one byte: multi-byte characters are copied byte by byte
			if c&0xc0 != 0x80 {
				s.col++
			}
			if c >= 0x80 {
				// Columns count characters, a FEN's columns bytes.
				t.exact = false
			}
		}
		t.Value = sb.String()
	} else {
		start := s.pos
		for !s.eof() && s.text[s.pos] != ']' && s.text[s.pos] != '\n' {
			s.advance()
		}
		t.Value = strings.TrimSpace(s.text[start:s.pos])
		t.exact = !strings.ContainsFunc(t.Value, func(r rune) bool { return r >= 0x80 })
	}
	blanks()
	if s.eof() || s.text[s.pos] != ']' {
		return bad(TagNoClose, "want ] after the value")
	}
	s.advance()
	return token{kind: tokTag, text: rest, line: line, col: col, tag: t}, nil
}
