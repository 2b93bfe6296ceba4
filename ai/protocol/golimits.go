package protocol

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

// goLimits say how one `go` searches.
type goLimits struct {
	// depth is in turns, as ai counts it: a mill's removal belongs to the
	// turn that formed the mill. 0 for no limit.
	depth    int
	moveTime time.Duration // 0 for no limit
	infinite bool          // search until stop, and answer only then
	level    ai.Level      // from SkillLevel
	clock    clock         // wtime, btime, winc, binc, movestogo
}

// clock is the time control a match runner sends with go, in UCI's
// words. cmdGo turns the side to move's part of it into a move time; the
// other side's part is read and not used.
type clock struct {
	left, inc [2]time.Duration // by rules.Color
	// has says whose time left was given: a side without it has no clock,
	// whatever its increment.
	has       [2]bool
	movesToGo int // moves until the next time control; 0 when not given
}

// Bounds of the `go` parameters. ai searches at most 100 turns deep, so a
// deeper limit would promise what it cannot do; a day of thinking is far
// more than anyone waits and far from overflow.
const (
	maxSearchDepth = 100
	maxMoveTime    = 24 * time.Hour
	// maxClockMS bounds a clock reading (a year) so that converting it to
	// a time.Duration cannot overflow; a longer clock allocates the same.
	maxClockMS = 365 * 24 * 3600 * 1000
)

// How a clock becomes a move time; see clock.moveTime.
const (
	// moveOverhead is kept back from the time left for what the clock
	// sees and the search does not: the pipe, the runner's and our own
	// scheduling on a loaded machine, the answer after the deadline
	// (about a millisecond on an idle one).
	moveOverhead = 30 * time.Millisecond
	// defaultMovesToGo is what a clock without movestogo is divided by.
	// A game is 18 placements and as many moves as it takes, each mill a
	// go more for its removal; dividing by 30 keeps a sudden-death clock
	// from running out while spending enough early, where the placing
	// phase decides most games.
	defaultMovesToGo = 30
	// minClockMove is the least a clock allocates, even with nothing
	// left: a move must be found, and a few milliseconds find a sound one.
	minClockMove = 5 * time.Millisecond
)

// moveTime is what side may think under the clock, and false if the clock
// gives side no time left. It is the time left, less moveOverhead, shared
// over movestogo (or defaultMovesToGo) moves, plus three quarters of the
// increment (the rest is a reserve against a slow answer), never more than
// half of what is left, so that the removal after a mill and the moves
// after it still have time, and never less than minClockMove. A negative
// time left, which runners send once an engine has overstepped, counts as
// none; a negative increment as none.
func (c clock) moveTime(side rules.Color) (time.Duration, bool) {
	if !c.has[side] {
		return 0, false
	}
	left := max(c.left[side]-moveOverhead, 0)
	moves := c.movesToGo
	if moves <= 0 {
		moves = defaultMovesToGo
	}
	t := left/time.Duration(moves) + max(c.inc[side], 0)*3/4
	t = min(t, left/2, maxMoveTime)
	return max(t, minClockMove), true
}

// goParams are the parameters of go and how each takes its value.
var goParams = map[string]goParam{
	"infinite":    flagParam,
	"ponder":      flagParam,
	"depth":       numberParam,
	"movetime":    numberParam,
	"wtime":       numberParam,
	"btime":       numberParam,
	"winc":        numberParam,
	"binc":        numberParam,
	"movestogo":   numberParam,
	"nodes":       numberParam,
	"mate":        numberParam,
	"searchmoves": listParam,
}

type goParam int

const (
	flagParam   goParam = iota // no value
	numberParam                // one number
	listParam                  // the words up to the next parameter
)

// isGoParam reports whether a word names a parameter of go.
func isGoParam(word string) bool {
	_, ok := goParams[strings.ToLower(word)]
	return ok
}

// goNote is something to say about a go line: an error (a bad value) or a
// warning (a parameter that is ignored). Neither stops the search.
type goNote struct {
	err bool
	msg string
}

// parseGo reads the parameters of go. It never refuses a line: a match
// runner waits for bestmove, and an engine that answers a go it does not
// fully understand with nothing loses on time. So a bad value is noted as
// an error and dropped, the parameters UCI has and this engine does not
// (nodes, mate, ponder, searchmoves) and unknown words are noted as
// warnings and skipped, and the rest is obeyed.
func parseGo(args []string) (goLimits, []goNote) {
	var lim goLimits
	var notes []goNote
	for i := 0; i < len(args); i++ {
		key := strings.ToLower(args[i])
		kind, known := goParams[key]
		switch {
		case !known:
			notes = append(notes, goNote{msg: fmt.Sprintf("unknown parameter %s ignored", show(args[i]))})
			continue
		case key == "infinite":
			lim.infinite = true
			continue
		case kind == flagParam: // ponder: there is no ponderhit, so a ponder search is a search
			notes = append(notes, goNote{msg: key + " is not supported, searching normally"})
			continue
		case kind == listParam: // searchmoves: the search takes no list of root moves
			for i+1 < len(args) && !isGoParam(args[i+1]) {
				i++
			}
			notes = append(notes, goNote{msg: key + " is not supported, searching all moves"})
			continue
		}
		// A parameter's name where its number should be means the number
		// is missing: the name is read next as a parameter of its own.
		if i+1 == len(args) || isGoParam(args[i+1]) {
			notes = append(notes, badGo("%s: missing number", key))
			continue
		}
		i++
		if note, ok := lim.setNumber(key, args[i]); ok {
			notes = append(notes, note)
		}
	}
	return lim, notes
}

// badGo is the note for a bad value, which is dropped.
func badGo(format string, a ...any) goNote {
	return goNote{err: true, msg: fmt.Sprintf(format, a...) + "; ignored"}
}

// setNumber sets the limit a parameter of go that takes a number gives,
// or returns the note to make of it instead: a bad value, or a parameter
// this engine does not obey.
func (lim *goLimits) setNumber(key, val string) (goNote, bool) {
	switch key {
	case "depth":
		n, err := strconv.Atoi(val)
		if err != nil || n < 1 || n > maxSearchDepth {
			return badGo("depth %s: want a whole number from 1 to %d", show(val), maxSearchDepth), true
		}
		lim.depth = n
	case "movetime":
		n, err := strconv.Atoi(val)
		if err != nil || n < 1 || n > int(maxMoveTime/time.Millisecond) {
			return badGo("movetime %s: want milliseconds from 1 to %d", show(val), maxMoveTime/time.Millisecond), true
		}
		lim.moveTime = time.Duration(n) * time.Millisecond
	case "wtime", "btime", "winc", "binc":
		n, err := strconv.ParseInt(val, 10, 64)
		if err != nil {
			return badGo("%s %s: want a whole number of milliseconds", key, show(val)), true
		}
		d := time.Duration(min(max(n, -maxClockMS), maxClockMS)) * time.Millisecond
		side := rules.White
		if key[0] == 'b' {
			side = rules.Black
		}
		if strings.HasSuffix(key, "time") {
			lim.clock.left[side], lim.clock.has[side] = d, true
		} else {
			lim.clock.inc[side] = d
		}
	case "movestogo":
		n, err := strconv.Atoi(val)
		if err != nil || n < 1 {
			return badGo("movestogo %s: want a whole number from 1", show(val)), true
		}
		lim.clock.movesToGo = n
	default: // nodes, mate: ai has no node or mate limit
		if n, err := strconv.Atoi(val); err != nil || n < 1 {
			return badGo("%s %s: want a whole number from 1", key, show(val)), true
		}
		return goNote{msg: key + " is not supported, ignored"}, true
	}
	return goNote{}, false
}

// maxGoNotes bounds the lines said about one go, so that a long line of
// nonsense is answered with a few lines rather than one per word.
const maxGoNotes = 8
