package rules_test

import (
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

// A second move generator, written from the seeds and kept deliberately
// plain: the board is built from coordinates, positions are slices, moves
// are small structs, nothing is incremental. It shares nothing with the
// package but the Variant switches and the point names, so the fast
// generator can be checked against it move by move.

// refBoard is the geometry: points named by coordinates, lines of three,
// and which points a line or a link joins.
type refBoard struct {
	names []string       // point index to name, such as "a1"
	index map[string]int // and back
	lines [][3]int
	adj   [][]int
	pts   []rules.Point // the package's point of each name, to compare
}

// newRefBoard draws a board on the 7×7 grid of files a–g and ranks 1–7:
// squares around the centre (3,3), on each the four corners and the four
// midpoints of the sides. The 24-point board has the squares of half-width
// 1, 2 and 3, its lines the rows and columns of three; the 16-point board
// the squares of half-width 2 and 3, its lines their sides and the
// midpoints of the sides joined by links that make no mill; the 9-point
// board the square of half-width 1 and the centre, its lines the rows and
// columns of the 3×3 grid.
func newRefBoard(kind rules.BoardKind, diagonals bool) *refBoard {
	b := &refBoard{index: map[string]int{}}
	type xy struct{ x, y int }
	var pts []xy
	squares := map[rules.BoardKind][]int{rules.TwentyFourPoints: {1, 2, 3}, rules.SixteenPoints: {2, 3}, rules.NinePoints: {1}}[kind]
	for _, k := range squares {
		for dx := -1; dx <= 1; dx++ {
			for dy := -1; dy <= 1; dy++ {
				if dx != 0 || dy != 0 {
					pts = append(pts, xy{3 + dx*k, 3 + dy*k})
				}
			}
		}
	}
	if kind == rules.NinePoints {
		pts = append(pts, xy{3, 3})
	}
	for i, p := range pts {
		name := string(rune('a'+p.x)) + string(rune('1'+p.y))
		b.names = append(b.names, name)
		b.index[name] = i
		pt, err := rules.ParsePoint(name)
		if err != nil {
			panic(err)
		}
		b.pts = append(b.pts, pt)
	}
	at := func(x, y int) int {
		for i, p := range pts {
			if p.x == x && p.y == y {
				return i
			}
		}
		return -1
	}
	var links [][2]int
	switch kind {
	case rules.SixteenPoints:
		for _, k := range squares {
			for _, s := range []int{-k, k} {
				b.lines = append(b.lines, [3]int{at(3-k, 3+s), at(3, 3+s), at(3+k, 3+s)}, [3]int{at(3+s, 3-k), at(3+s, 3), at(3+s, 3+k)})
			}
		}
		for _, s := range []int{-1, 1} {
			links = append(links, [2]int{at(3+2*s, 3), at(3+3*s, 3)}, [2]int{at(3, 3+2*s), at(3, 3+3*s)})
		}
	default:
		// Every row and column holds three points, or six when it crosses
		// the centre of the 24-point board, where the empty middle splits
		// it in two lines of three.
		for c := 0; c < 7; c++ {
			var row, col []int
			for o := 0; o < 7; o++ {
				if i := at(o, c); i >= 0 {
					row = append(row, i)
				}
				if i := at(c, o); i >= 0 {
					col = append(col, i)
				}
			}
			for _, l := range [][]int{row, col} {
				for j := 0; j+2 < len(l); j += 3 {
					b.lines = append(b.lines, [3]int{l[j], l[j+1], l[j+2]})
				}
			}
		}
	}
	if diagonals {
		for _, s := range [][2]int{{-1, -1}, {-1, 1}, {1, -1}, {1, 1}} {
			if kind == rules.NinePoints {
				if s[0] == 1 {
					b.lines = append(b.lines, [3]int{at(3-s[0], 3-s[1]), at(3, 3), at(3+s[0], 3+s[1])})
				}
				continue
			}
			b.lines = append(b.lines, [3]int{at(3+s[0], 3+s[1]), at(3+2*s[0], 3+2*s[1]), at(3+3*s[0], 3+3*s[1])})
		}
	}
	for _, l := range b.lines {
		links = append(links, [2]int{l[0], l[1]}, [2]int{l[1], l[2]})
	}
	b.adj = make([][]int, len(pts))
	for _, l := range links {
		b.adj[l[0]] = append(b.adj[l[0]], l[1])
		b.adj[l[1]] = append(b.adj[l[1]], l[0])
	}
	return b
}

// refMove is a ply: kind 'p' place, 's' slide or fly, 'x' remove, '-' pass.
type refMove struct {
	kind     byte
	from, to int
}

func (b *refBoard) moveString(m refMove) string {
	switch m.kind {
	case 'p':
		return b.names[m.to]
	case 's':
		return b.names[m.from] + "-" + b.names[m.to]
	case 'x':
		return "x" + b.names[m.to]
	}
	return "pass"
}

const (
	refEmpty = -1
	refWhite = 0
	refBlack = 1
)

// refPos is a position: the colour on each point, the men in hand, the side
// to move, the removals it owes and the counters.
type refPos struct {
	b      *refBoard
	v      rules.Variant
	cell   []int
	hand   [2]int
	side   int
	remove int
	rule50 int
	ply    int // every ply since the start, each removal its own
	// used marks, under OneTimeMill, each side's points that were in a
	// mill it closed; last is, under RestrictRepeatedMills, the side's
	// last mill-closing slide that going back would repeat (-1 -1: none).
	used [2][]bool
	last [2][2]int
}

func newRefPos(v rules.Variant) *refPos {
	p := &refPos{b: newRefBoard(v.BoardKind, v.Diagonals), v: v, hand: [2]int{v.Men, v.Men}}
	p.cell = make([]int, len(p.b.names))
	for i := range p.cell {
		p.cell[i] = refEmpty
	}
	p.used = [2][]bool{make([]bool, len(p.cell)), make([]bool, len(p.cell))}
	p.last = [2][2]int{{-1, -1}, {-1, -1}}
	return p
}

func (p *refPos) clone() *refPos {
	q := *p
	q.cell = slices.Clone(p.cell)
	q.used = [2][]bool{slices.Clone(p.used[0]), slices.Clone(p.used[1])}
	return &q
}

// freshMills counts the lines through i that c fills and that still
// remove: under OneTimeMill, those with a point c has not used.
func (p *refPos) freshMills(i, c int) int {
	n := 0
	for _, l := range p.b.lines {
		if l[0] != i && l[1] != i && l[2] != i || p.cell[l[0]] != c || p.cell[l[1]] != c || p.cell[l[2]] != c {
			continue
		}
		if !p.v.OneTimeMill || !p.used[c][l[0]] || !p.used[c][l[1]] || !p.used[c][l[2]] {
			n++
		}
	}
	return n
}

// wouldClose says whether c's man on from, moved to to, closes a fresh
// mill there.
func (p *refPos) wouldClose(c, from, to int) bool {
	p.cell[from], p.cell[to] = refEmpty, c
	n := p.freshMills(to, c)
	p.cell[from], p.cell[to] = c, refEmpty
	return n > 0
}

// banned says whether RestrictRepeatedMills forbids c the slide from
// from to to: the way back of its last mill-closing slide, while the man
// stands in a fresh mill and going back closes one.
func (p *refPos) banned(c, from, to int) bool {
	return p.v.RestrictRepeatedMills && p.last[c] == [2]int{to, from} &&
		p.freshMills(from, c) > 0 && p.wouldClose(c, from, to)
}

func (p *refPos) onBoard(c int) int {
	n := 0
	for _, x := range p.cell {
		if x == c {
			n++
		}
	}
	return n
}

func (p *refPos) empties() []int {
	var out []int
	for i, x := range p.cell {
		if x == refEmpty {
			out = append(out, i)
		}
	}
	return out
}

// millsThrough counts the lines through i that c fills.
func (p *refPos) millsThrough(i, c int) int {
	n := 0
	for _, l := range p.b.lines {
		if (l[0] == i || l[1] == i || l[2] == i) && p.cell[l[0]] == c && p.cell[l[1]] == c && p.cell[l[2]] == c {
			n++
		}
	}
	return n
}

// removable lists the men of c that a mill may take: those not in a mill,
// or, when every one is in a mill, all of them (or none, by the switch).
func (p *refPos) removable(c int) []int {
	var all, free []int
	for i, x := range p.cell {
		if x != c {
			continue
		}
		all = append(all, i)
		if p.millsThrough(i, c) == 0 {
			free = append(free, i)
		}
	}
	switch {
	case p.v.Removal == rules.RemoveAny:
		return all
	case len(free) > 0 || p.v.Removal == rules.RemoveOutsideMillsOnly:
		return free
	}
	return all
}

// downToFly says whether c, having placed every man, has no more men on the
// board than the flying threshold.
func (p *refPos) downToFly(c int) bool {
	return p.hand[c] == 0 && p.onBoard(c) <= p.v.FlyAt
}

func (p *refPos) flies(c int) bool {
	if !p.v.MayFly || p.hand[c] > 0 {
		return false
	}
	return p.downToFly(c) || p.v.BothFly && p.downToFly(1-c)
}

// movesOf lists the placements and moves c would have on its turn, with no
// removal owed and no pass.
func (p *refPos) movesOf(c int) []refMove {
	var out []refMove
	empty := p.empties()
	if p.hand[c] > 0 {
		for _, e := range empty {
			out = append(out, refMove{'p', -1, e})
		}
		if !p.v.MoveInPlacing {
			return out
		}
	}
	fly := p.flies(c)
	for i, x := range p.cell {
		if x != c {
			continue
		}
		if fly {
			for _, e := range empty {
				if !p.banned(c, i, e) {
					out = append(out, refMove{'s', i, e})
				}
			}
			continue
		}
		for _, n := range p.b.adj[i] {
			if p.cell[n] == refEmpty && !p.banned(c, i, n) {
				out = append(out, refMove{'s', i, n})
			}
		}
	}
	return out
}

// refResult is what the position says about the end of the game: "" while
// it goes on, else "white wins: two" and the like.
func (p *refPos) result() string {
	colour := []string{"white", "black"}
	for _, c := range []int{p.side, 1 - p.side} {
		if p.onBoard(c)+p.hand[c] <= 2 {
			return colour[1-c] + " wins: two"
		}
	}
	if p.v.MillWins {
		for _, c := range []int{p.side, 1 - p.side} {
			for _, l := range p.b.lines {
				if p.cell[l[0]] == c && p.cell[l[1]] == c && p.cell[l[2]] == c {
					return colour[c] + " wins: line"
				}
			}
		}
	}
	if p.remove > 0 {
		return ""
	}
	if len(p.empties()) == 0 {
		return "draw: full board"
	}
	if len(p.movesOf(p.side)) == 0 {
		if p.v.Blocked == rules.BlockedLoses {
			return colour[1-p.side] + " wins: blocked"
		}
		if len(p.movesOf(1-p.side)) == 0 {
			return "draw: both blocked"
		}
	}
	return ""
}

func (p *refPos) moves() []refMove {
	if p.result() != "" {
		return nil
	}
	if p.remove > 0 {
		var out []refMove
		for _, i := range p.removable(1 - p.side) {
			out = append(out, refMove{'x', -1, i})
		}
		return out
	}
	out := p.movesOf(p.side)
	if len(out) == 0 {
		out = append(out, refMove{'-', -1, -1})
	}
	return out
}

func (p *refPos) passTurn() {
	p.side = 1 - p.side
}

// play makes a move from p.moves().
func (p *refPos) play(m refMove) {
	us, them := p.side, 1-p.side
	p.ply++
	switch m.kind {
	case '-':
		p.rule50++
		p.passTurn()
		return
	case 'x':
		p.cell[m.to] = refEmpty
		p.rule50 = 0
		p.remove--
		if p.remove > 0 && (p.onBoard(them)+p.hand[them] < 3 || len(p.removable(them)) == 0) {
			p.remove = 0
		}
		if p.remove == 0 {
			p.passTurn()
		}
		return
	case 'p':
		p.cell[m.to] = us
		p.hand[us]--
		p.rule50 = 0
		p.last[us] = [2]int{-1, -1}
	case 's':
		p.cell[m.from] = refEmpty
		p.cell[m.to] = us
		p.rule50++
	}
	mills := p.freshMills(m.to, us)
	if p.v.OneTimeMill {
		for _, l := range p.b.lines {
			if (l[0] == m.to || l[1] == m.to || l[2] == m.to) && p.cell[l[0]] == us && p.cell[l[1]] == us && p.cell[l[2]] == us {
				p.used[us][l[0]], p.used[us][l[1]], p.used[us][l[2]] = true, true, true
			}
		}
	}
	if m.kind == 's' {
		p.last[us] = [2]int{-1, -1}
		// Going back must close a fresh mill for the way back to be banned.
		if mills > 0 && !p.v.MillWins && p.v.RestrictRepeatedMills {
			p.cell[m.from] = us
			if p.freshMills(m.from, us) > 0 {
				p.last[us] = [2]int{m.from, m.to}
			}
			p.cell[m.from] = refEmpty
		}
	}
	if mills > 0 && len(p.removable(them)) > 0 && !p.v.MillWins {
		p.remove = 1
		if p.v.RemoveMultiple {
			p.remove = mills
		}
		return
	}
	p.passTurn()
}

// key identifies the position for the repetition rule.
func (p *refPos) key() string {
	return fmt.Sprint(p.cell, p.hand, p.side, p.remove, p.used, p.last)
}

// refGame adds the draws that need the history: every position so far and
// its key.
type refGame struct {
	history []*refPos
	keys    []string
	bySlide []bool // the position was reached by a slide, flight or pass
}

func newRefGame(v rules.Variant) *refGame {
	p := newRefPos(v)
	return &refGame{history: []*refPos{p}, keys: []string{p.key()}, bySlide: []bool{false}}
}

func (g *refGame) cur() *refPos { return g.history[len(g.history)-1] }

func (g *refGame) result() string {
	p := g.cur()
	if r := p.result(); r != "" {
		return r
	}
	limit := p.v.NMoveRule
	if e := p.v.EndgameNMoveRule; e > 0 && e < limit && (p.onBoard(0) == 3 || p.onBoard(1) == 3) {
		limit = e
	}
	if limit > 0 && p.rule50 >= limit && (p.remove == 0 || !p.v.MoveLimitAfterRemoval) {
		return "draw: n-move rule"
	}
	// Placements and removals cannot be undone, so positions before the
	// last of them never match: no need to cut the history there.
	if p.v.ThreefoldRepetition {
		all := p.v.RepetitionCountsProgress
		n, k := 0, g.keys[len(g.keys)-1]
		for i, q := range g.keys {
			if q == k && (all || g.bySlide[i]) {
				n++
			}
		}
		if !all && !g.bySlide[len(g.keys)-1] {
			n = 0
		}
		if n >= 3 {
			return "draw: repetition"
		}
	}
	return ""
}

func (g *refGame) play(m refMove) {
	q := g.cur().clone()
	q.play(m)
	g.history = append(g.history, q)
	g.keys = append(g.keys, q.key())
	g.bySlide = append(g.bySlide, m.kind == 's' || m.kind == '-')
}

// resultString says a rules.Result in the reference's words.
func resultString(r rules.Result) string {
	switch r.Outcome {
	case rules.Ongoing:
		return ""
	case rules.Draw:
		return "draw: " + map[rules.Reason]string{
			rules.FullBoard: "full board", rules.BothBlocked: "both blocked",
			rules.MoveLimit: "n-move rule", rules.Repetition: "repetition",
		}[r.Reason]
	}
	w, _ := r.Winner()
	return strings.ToLower(w.String()) + " wins: " + map[rules.Reason]string{
		rules.ReducedToTwo: "two", rules.NoLegalMove: "blocked", rules.LineOfThree: "line",
	}[r.Reason]
}

// toMove turns a reference move into the package's.
func (b *refBoard) toMove(m refMove) rules.Move {
	switch m.kind {
	case 'p':
		return rules.Place(b.pts[m.to])
	case 's':
		return rules.Slide(b.pts[m.from], b.pts[m.to])
	case 'x':
		return rules.Remove(b.pts[m.to])
	}
	return rules.Pass
}

// samePosition reports how the fast position differs from the reference,
// or "" when it does not.
func samePosition(p *rules.Position, r *refPos) string {
	var diffs []string
	for i, name := range r.b.names {
		c, ok := p.At(r.b.pts[i])
		got := refEmpty
		if ok {
			got = int(c)
		}
		if got != r.cell[i] {
			diffs = append(diffs, fmt.Sprintf("%s holds %d, want %d", name, got, r.cell[i]))
		}
	}
	if p.InHand(rules.White) != r.hand[0] || p.InHand(rules.Black) != r.hand[1] {
		diffs = append(diffs, fmt.Sprintf("hands %d %d, want %v", p.InHand(rules.White), p.InHand(rules.Black), r.hand))
	}
	if int(p.SideToMove()) != r.side {
		diffs = append(diffs, fmt.Sprintf("side %v, want %d", p.SideToMove(), r.side))
	}
	if p.PendingRemovals() != r.remove {
		diffs = append(diffs, fmt.Sprintf("removals owed %d, want %d", p.PendingRemovals(), r.remove))
	}
	if p.Rule50() != r.rule50 || p.Ply() != r.ply {
		diffs = append(diffs, fmt.Sprintf("counters %d %d, want %d %d", p.Rule50(), p.Ply(), r.rule50, r.ply))
	}
	// Sanmill's move number, with the side to move as the FEN gives it.
	if fen := strings.Fields(p.FEN()); len(fen) == 17 {
		black := 0
		if fen[1] == "b" {
			black = 1
		}
		if want := strconv.Itoa(1 + (r.ply-black)/2); fen[16] != want {
			diffs = append(diffs, fmt.Sprintf("FEN move number %s, want %s", fen[16], want))
		}
	}
	if fen := strings.Fields(p.FEN()); len(fen) == 17 && !p.Variant().MillWins {
		// The mill rules' state, as Sanmill's FEN numbers the points.
		sq := func(i int) int {
			if i < 0 {
				return 0
			}
			return int(r.b.pts[i]) + 8
		}
		var formed [2]uint64
		for c := range r.used {
			for i, u := range r.used[c] {
				if u {
					formed[c] |= 1 << (int(r.b.pts[i]) + 8)
				}
			}
		}
		want := fmt.Sprintf("%d %d %d %d %d", sq(r.last[0][0]), sq(r.last[0][1]), sq(r.last[1][0]), sq(r.last[1][1]), formed[0]<<32|formed[1])
		if got := strings.Join(fen[10:15], " "); got != want {
			diffs = append(diffs, fmt.Sprintf("FEN mill fields %s, want %s", got, want))
		}
	}
	if p.Flies(rules.White) != r.flies(0) || p.Flies(rules.Black) != r.flies(1) {
		diffs = append(diffs, fmt.Sprintf("flies %v %v, want %v %v", p.Flies(rules.White), p.Flies(rules.Black), r.flies(0), r.flies(1)))
	}
	return strings.Join(diffs, "; ")
}

// allMoves is every encodable ply, legal or not, for checking IsLegal.
func allMoves() []rules.Move {
	out := []rules.Move{rules.Pass}
	for a := rules.Point(0); a < rules.MaxPoints; a++ {
		out = append(out, rules.Place(a), rules.Remove(a))
		for b := rules.Point(0); b < rules.MaxPoints; b++ {
			if a != b {
				out = append(out, rules.Slide(a, b))
			}
		}
	}
	return out
}

// randomVariant draws a combination of switches on any board, presets
// included.
func randomVariant(r *rand.Rand) rules.Variant {
	if ps := append(append(rules.Presets(), rules.SmallBoardPresets()...), rules.RegionalPresets()...); r.IntN(3) == 0 {
		return ps[r.IntN(len(ps))]
	}
	v := rules.NineMensMorris()
	v.Name = "random"
	v.Men = 3 + r.IntN(10)
	v.MayFly = r.IntN(4) != 0
	v.FlyAt = 3 + r.IntN(5)
	v.BothFly = r.IntN(2) == 0
	v.Diagonals = r.IntN(2) == 0
	v.RemoveMultiple = r.IntN(2) == 0
	v.Removal = rules.RemovalRule(r.IntN(3))
	v.MoveInPlacing = r.IntN(3) == 0
	v.Blocked = rules.BlockedRule(r.IntN(2))
	v.NMoveRule = []int{0, 8, 30, 100}[r.IntN(4)]
	v.ThreefoldRepetition = r.IntN(3) != 0
	v.RepetitionCountsProgress = r.IntN(3) == 0
	v.MoveLimitAfterRemoval = r.IntN(3) == 0
	v.MillWins = r.IntN(8) == 0
	v.EndgameNMoveRule = []int{0, 0, 4, 10}[r.IntN(4)]
	// One of the mill rules or neither: Validate refuses both.
	switch r.IntN(3) {
	case 0:
		v.RestrictRepeatedMills = true
	case 1:
		v.OneTimeMill = true
	}
	switch r.IntN(4) {
	case 0:
		v.BoardKind, v.Diagonals = rules.SixteenPoints, false
		v.Men = 3 + r.IntN(6)
		v.RestrictRepeatedMills, v.OneTimeMill = false, false
	case 1:
		v.BoardKind = rules.NinePoints
		v.RestrictRepeatedMills, v.OneTimeMill = false, false
		v.Men = 3 + r.IntN(2)
		v.MillWins = r.IntN(3) != 0
	}
	return v
}

// Play styles for random games: uniform, seeking mills (games reach the
// flying phase, multiple removals and the end fast) and avoiding them
// (boards fill up, sides get blocked, men shuffle into repetitions).
const (
	styleUniform = iota
	styleSeekMills
	styleAvoidMills
	numStyles
)

// pickMove chooses a random move in a style.
func pickMove(r *rand.Rand, p *refPos, ms []refMove, style int) refMove {
	if style == styleUniform || r.IntN(10) == 0 {
		return ms[r.IntN(len(ms))]
	}
	var best []refMove
	bestMills := math.MinInt
	for _, m := range ms {
		mills := 0
		if m.kind == 'p' || m.kind == 's' {
			if m.kind == 's' {
				p.cell[m.from] = refEmpty
			}
			p.cell[m.to] = p.side
			mills = p.millsThrough(m.to, p.side)
			p.cell[m.to] = refEmpty
			if m.kind == 's' {
				p.cell[m.from] = p.side
			}
		}
		if style == styleAvoidMills {
			mills = -mills
		}
		switch {
		case mills > bestMills:
			best, bestMills = []refMove{m}, mills
		case mills == bestMills:
			best = append(best, m)
		}
	}
	return best[r.IntN(len(best))]
}

var long = flag.Bool("long", false, "run the long soak and differential tests")

// scale picks a loop count for -short, the default and -long runs.
func scale(short, normal, long_ int) int {
	switch {
	case *long:
		return long_
	case testing.Short():
		return short
	}
	return normal
}

func TestReferenceBoard(t *testing.T) {
	for _, b := range rules.Boards() {
		name := fmt.Sprintf("%v diagonals %v", b.Kind(), b.Diagonals())
		rb := newRefBoard(b.Kind(), b.Diagonals())
		if len(rb.lines) != len(b.Lines()) {
			t.Fatalf("%s: %d lines, the package has %d", name, len(rb.lines), len(b.Lines()))
		}
		if len(rb.names) != b.Size() {
			t.Errorf("%s: %d points, the package has %d", name, len(rb.names), b.Size())
		}
		lineSet := func(names [3]string) string { s := names[:]; slices.Sort(s); return strings.Join(s, " ") }
		var want, got []string
		for _, l := range rb.lines {
			want = append(want, lineSet([3]string{rb.names[l[0]], rb.names[l[1]], rb.names[l[2]]}))
		}
		for _, l := range b.Lines() {
			got = append(got, lineSet([3]string{l[0].String(), l[1].String(), l[2].String()}))
		}
		slices.Sort(want)
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s: lines %v, want %v", name, got, want)
		}
		for i, pname := range rb.names {
			pt := mustPoint(t, pname)
			if !b.Has(pt) {
				t.Errorf("%s: %s is not on the board", name, pname)
			}
			var want []string
			for _, n := range rb.adj[i] {
				want = append(want, rb.names[n])
			}
			var got []string
			for _, n := range b.Neighbors(pt).Points() {
				got = append(got, n.String())
			}
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Errorf("%s: neighbours of %s %v, want %v", name, pname, got, want)
			}
		}
	}
	// The hand-written lines of the rule tests agree too.
	if len(newRefBoard(rules.TwentyFourPoints, false).lines) != len(theLines) {
		t.Errorf("%d reference lines, %d written out", len(newRefBoard(rules.TwentyFourPoints, false).lines), len(theLines))
	}
}

// refFromPosition reads a position of the package into the reference.
func refFromPosition(p *rules.Position) *refPos {
	r := newRefPos(p.Variant())
	for i, pt := range r.b.pts {
		if c, ok := p.At(pt); ok {
			r.cell[i] = int(c)
		}
	}
	r.hand = [2]int{p.InHand(rules.White), p.InHand(rules.Black)}
	r.side = int(p.SideToMove())
	r.remove = p.PendingRemovals()
	r.rule50, r.ply = p.Rule50(), p.Ply()
	return r
}

// scenarios are start positions for situations random play from the start
// reaches too rarely; random play goes on from them.
var scenarios = []struct {
	s      setup
	change func(*rules.Variant)
}{
	// Placing a1 closes three lines on the board with diagonals.
	{setup{white: "a4 a7 d1 g1 b2 c3", black: "d6 f4 c5 e4", handW: 3, handB: 5, toMove: rules.White},
		func(v *rules.Variant) { v.Men, v.Diagonals, v.RemoveMultiple = 9, true, true }},
	// Black is blocked on the outer corners.
	{setup{white: "a4 d7 g4 d1 c4", black: "a1 a7 g1 g7", toMove: rules.Black},
		func(v *rules.Variant) { v.Men, v.Blocked = 9, rules.BlockedPasses }},
	// Twelve men, one point left to fill.
	{setup{white: "a4 d7 g4 d1 b2 b6 f6 f2 c4 e4 d3 c5", black: "a1 a7 g1 g7 b4 d6 f4 d2 c3 e3 e5", handB: 1, toMove: rules.Black},
		func(v *rules.Variant) { v.Men = 12 }},
}

// TestDifferential plays random games of random variants with both
// generators in lockstep and compares every position, move list, legality
// verdict and result. It also counts the events that matter, and fails if
// random play never reached one of them, so a change in the driver cannot
// quietly stop testing a rule.
func TestDifferential(t *testing.T) {
	games := scale(100, 800, 30000)
	r := rand.New(rand.NewPCG(1, 2))
	all := allMoves()
	seen := map[string]int{}
	want := map[rules.Move]bool{}
	var buf [rules.MaxMoves]rules.Move
	positions := 0
	for gi := 0; gi < games; gi++ {
		v := randomVariant(r)
		style := gi % numStyles
		ref := newRefGame(v)
		g := rules.NewGame(v)
		if gi%8 == 7 {
			sc := scenarios[gi/8%len(scenarios)]
			v.Name = "scenario"
			v.BoardKind, v.MillWins = rules.TwentyFourPoints, false
			sc.change(&v)
			p := sc.s.pos(t, v)
			g = rules.NewGameFrom(p)
			rp := refFromPosition(&p)
			ref = &refGame{history: []*refPos{rp}, keys: []string{rp.key()}, bySlide: []bool{false}}
		}
		var trail []string
		fail := func(format string, args ...any) {
			t.Helper()
			p := g.Position()
			t.Fatalf("game %d, variant %+v, after %v:\n%v\n%s", gi, v, trail, &p, fmt.Sprintf(format, args...))
		}
		for ply := 0; ply < 3000; ply++ {
			positions++
			p := g.Position()
			rp := ref.cur()
			if d := samePosition(&p, rp); d != "" {
				fail("positions differ: %s", d)
			}
			if got, want := resultString(p.Result()), rp.result(); got != want {
				fail("Position.Result %q, want %q", got, want)
			}
			if got, want := resultString(g.Result()), ref.result(); got != want {
				fail("Game.Result %q, want %q", got, want)
			}
			rms := rp.moves()
			clear(want)
			for _, m := range rms {
				want[rp.b.toMove(m)] = true
			}
			got := p.LegalMoves(buf[:0])
			for _, m := range got {
				if !want[m] {
					fail("%v is generated, the reference does not allow it; reference: %v", m, rms)
				}
			}
			if len(got) != len(rms) {
				fail("%d moves generated, the reference has %d: %v", len(got), len(rms), moveStrings(got))
			}
			if n := p.MoveCount(); n != len(rms) {
				fail("MoveCount %d, want %d", n, len(rms))
			}
			if ply%3 == 0 {
				for _, m := range all {
					if p.IsLegal(m) != want[m] {
						fail("IsLegal(%v) = %v", m, p.IsLegal(m))
					}
				}
			}
			if res := ref.result(); res != "" {
				seen["result "+res[strings.Index(res, ":")+2:]]++
				if res == "draw: n-move rule" && rp.rule50 < v.NMoveRule {
					seen["endgame n-move rule"]++
				}
				if len(g.LegalMoves()) != 0 {
					fail("the game is over and has moves")
				}
				break
			}
			if len(rms) == 0 {
				fail("no moves and no result")
			}
			m := pickMove(r, rp, rms, style)
			before := rp
			trail = append(trail, rp.b.moveString(m))
			ref.play(m)
			if err := g.Play(rp.b.toMove(m)); err != nil {
				fail("Play(%s): %v", rp.b.moveString(m), err)
			}
			countEvents(seen, before, ref.cur(), m)
		}
	}
	t.Logf("%d games, %d positions compared; events %v", games, positions, seen)
	if testing.Short() {
		return
	}
	for _, e := range []string{
		"pass", "flight", "flight by BothFly", "slide while placing", "two owed", "three owed",
		"removal lapsed", "mill removes nothing", "removal from a mill",
		"result two", "result blocked", "result full board", "result n-move rule", "result repetition",
		"result line", "used mill closed again", "slide banned", "endgame n-move rule",
	} {
		if seen[e] == 0 {
			t.Errorf("random play never reached: %s", e)
		}
	}
}

// countEvents notes the rare situations a ply from p to q went through.
func countEvents(seen map[string]int, p, q *refPos, m refMove) {
	us, them := p.side, 1-p.side
	p.ply++
	if last := p.last[us]; last[0] >= 0 && p.remove == 0 && p.banned(us, last[1], last[0]) {
		seen["slide banned"]++
	}
	switch m.kind {
	case '-':
		seen["pass"]++
	case 's':
		if p.hand[us] > 0 {
			seen["slide while placing"]++
		}
		if !slices.Contains(p.b.adj[m.from], m.to) {
			seen["flight"]++
			if !p.downToFly(us) {
				seen["flight by BothFly"]++
			}
		}
	case 'x':
		if p.millsThrough(m.to, them) > 0 {
			seen["removal from a mill"]++
		}
		if p.remove > 1 && q.remove == 0 {
			seen["removal lapsed"]++
		}
	}
	if m.kind == 'p' || m.kind == 's' {
		switch {
		case q.millsThrough(m.to, us) > 0 && q.freshMills(m.to, us) == 0 && p.v.OneTimeMill:
			seen["used mill closed again"]++
		case q.millsThrough(m.to, us) > 0 && q.remove == 0:
			seen["mill removes nothing"]++
		case q.remove == 2:
			seen["two owed"]++
		case q.remove == 3:
			seen["three owed"]++
		}
	}
}

// refPerft counts the leaves of the reference's move tree.
func refPerft(p *refPos, depth int) uint64 {
	ms := p.moves()
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		q := p.clone()
		q.play(m)
		n += refPerft(q, depth-1)
	}
	return n
}

// TestDifferentialPerft compares perft from thousands of random positions
// reached by random play, in every phase and many variants: to depth 3
// everywhere, and to depth 4 from every tenth position, where the
// reference is slow.
func TestDifferentialPerft(t *testing.T) {
	count := scale(100, 2000, 20000)
	r := rand.New(rand.NewPCG(3, 4))
	var nodes uint64
	for i := 0; i < count; {
		v := randomVariant(r)
		rp := newRefPos(v)
		p := rules.NewPosition(v)
		plies := r.IntN(60)
		for ply := 0; ply < plies && rp.result() == ""; ply++ {
			ms := rp.moves()
			m := pickMove(r, rp, ms, i%numStyles)
			rp.play(m)
			p.Play(rp.b.toMove(m))
		}
		if rp.result() != "" {
			continue
		}
		// Keep the reference's work bounded: skip trees too wide for it.
		if rules.Perft(p, 3) > 60000 {
			continue
		}
		depth := 3
		if i%10 == 0 {
			depth = 4
		}
		i++
		got, want := rules.Perft(p, depth), refPerft(rp, depth)
		if got != want {
			t.Errorf("variant %+v, %s: perft %d = %d, want %d", v, p.FEN(), depth, got, want)
		}
		nodes += got
	}
	t.Logf("%d positions, %d leaves", count, nodes)
}
