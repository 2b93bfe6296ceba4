package protocol_test

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/ninemen/morris/ai/protocol"
)

// session runs the engine over the given input lines (joined by newlines,
// without a final quit) and returns its output lines.
func session(t testing.TB, lines ...string) []string {
	t.Helper()
	return sessionText(t, strings.Join(lines, "\n")+"\n")
}

// sessionText runs the engine over raw input and returns its output lines,
// failing the test if Run returns an error or a line is malformed.
func sessionText(t testing.TB, input string) []string {
	t.Helper()
	var out strings.Builder
	if err := protocol.Run(strings.NewReader(input), &out); err != nil {
		t.Fatalf("Run: %v", err)
	}
	got := splitLines(out.String())
	for i, l := range got {
		if err := wellFormed(l); err != nil {
			t.Errorf("output line %d: %v", i+1, err)
		}
	}
	return got
}

// sessionUntil runs the engine over lines and keeps its input open until
// an output line satisfies done (the end of input would stop a perft), then
// closes it and returns every output line.
func sessionUntil(t testing.TB, done func(string) bool, lines ...string) []string {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ran := make(chan error, 1)
	go func() {
		err := protocol.Run(inR, outW)
		outW.Close()
		ran <- err
	}()
	go func() {
		for _, l := range lines {
			if _, err := io.WriteString(inW, l+"\n"); err != nil {
				return
			}
		}
	}()
	var got []string
	sc := bufio.NewScanner(outR)
	for sc.Scan() {
		got = append(got, sc.Text())
		if done(sc.Text()) {
			inW.Close()
		}
	}
	inW.Close()
	if err := <-ran; err != nil {
		t.Fatalf("Run: %v", err)
	}
	for i, l := range got {
		if err := wellFormed(l); err != nil {
			t.Errorf("output line %d: %v", i+1, err)
		}
	}
	return got
}

func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}

// move is a ply in standard notation.
const move = `(?:[a-g][1-7](?:-[a-g][1-7])?|x[a-g][1-7]|pass)`

// lineShapes are all the lines the engine may write.
var lineShapes = []*regexp.Regexp{
	regexp.MustCompile(`^id name Morris$`),
	regexp.MustCompile(`^id author \S.*$`),
	regexp.MustCompile(`^option name \S+ type (check default (true|false)|spin default -?\d+ min -?\d+ max -?\d+|combo default \S+( var \S+)+)$`),
	regexp.MustCompile(`^uciok$`),
	regexp.MustCompile(`^readyok$`),
	regexp.MustCompile(`^info string \S.*$`),
	regexp.MustCompile(`^info depth \d+ score (cp|mate) -?\d+ nodes \d+ nps \d+ time \d+( pv( ` + move + `)+)?$`),
	regexp.MustCompile(`^nodes \d+$`),
	regexp.MustCompile(`^` + move + `: \d+$`),
	regexp.MustCompile(`^bestmove (` + move + `|\(none\))$`),
	// The board of `d` (any board's: the 9-point board's diagonals are
	// lines of their own), its FEN and the lines after it.
	regexp.MustCompile(`^[1-7 ] [-|*O@ \\/]+$`),
	regexp.MustCompile(`^  [a-g]( [a-g])*$`),
	regexp.MustCompile(`^` + fenShape + `$`),
	regexp.MustCompile(`^Variant: \S.*$`),
	regexp.MustCompile(`^Side to move: (White|Black), to (place|move|fly|remove)$`),
	regexp.MustCompile(`^Result: (1-0|0-1|1/2-1/2) \S.*$`),
	regexp.MustCompile(`^Legal moves:( ` + move + `)*$`),
}

// fenShape is a FEN of any board: three rings of eight on 24 points, two
// on 16, one and the centre on 9.
const fenShape = `[O@*]{8}(/[O@*]{8}){0,2}(/[O@*])? [wb] [pmo] [psr]( \d+){13}`

var fenLine = regexp.MustCompile(`^` + fenShape + `$`)

// wellFormed checks one output line: printable UTF-8, one of the known
// shapes, and not the trace of a recovered panic.
func wellFormed(l string) error {
	if !utf8.ValidString(l) {
		return fmt.Errorf("%q is not UTF-8", l)
	}
	for _, r := range l {
		if unicode.IsControl(r) {
			return fmt.Errorf("%q holds a control character", l)
		}
	}
	if strings.Contains(l, "internal error") {
		return fmt.Errorf("%q: a panic was recovered", l)
	}
	for _, re := range lineShapes {
		if re.MatchString(l) {
			return nil
		}
	}
	return fmt.Errorf("%q has no known shape", l)
}

// fens returns the FEN lines of the output, one per `d`.
func fens(out []string) []string {
	var f []string
	for _, l := range out {
		if fenLine.MatchString(l) {
			f = append(f, l)
		}
	}
	return f
}

// prefixed returns the output lines that start with p.
func prefixed(out []string, p string) []string {
	var f []string
	for _, l := range out {
		if strings.HasPrefix(l, p) {
			f = append(f, l)
		}
	}
	return f
}
