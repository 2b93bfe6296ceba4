package ai

import (
	"math/bits"

	"github.com/ninemen/morris/rules"
)

// Scores are in hundredths of a man: a man more is worth 100.
const (
	// winScore is the score of a side that has just won; a win found n
	// turns from the root scores winScore-n, so nearer wins score higher.
	winScore = 30000
	// winBound: scores beyond it are wins or losses, not evaluations.
	winBound = winScore - 1000
	infinity = 32000
)

// weights are the evaluation's terms, in hundredths of a man. They live in
// a value so tuning runs can try others without package state.
type weights struct {
	man          int // a man on the board or in hand
	mobility     int // a slide the side could make (moving phase)
	liberty      int // an empty point next to a man (placing phase)
	blocked      int // a man that cannot slide (moving phase)
	placeBlocked int // a man with no free neighbour (placing phase)
	lowMobility  int // a sliding side with one or two slides left
	mill         int // a closed mill
	openLine     int // two men and an empty point on a line
	threat       int // the side not to move can close a mill next turn
	doubleThreat int // ... at two or more points, or at one we cannot cover
	running      int // a man that can slide out of one mill into another
	openMill     int // a mill a man can leave and come back to unopposed
	moverThreat  int // the side to move can close a mill now
	flyThreat    int // a three-man flyer's extra bite per threat
	tempoPlace   int // the side to move while men are in hand
	tempoMove    int // the side to move once all are placed
	onlyMaterial bool
}

// defaultWeights are fitted to the results of the Master's games against
// itself (ai/cmd/tune): the weights whose evaluation, through a sigmoid,
// best predicts each game's result (man and moverThreat held). Some say
// more as a pair: a free neighbour in the moving phase counts a little
// against (mobility), but a man without one costs most of a man (blocked),
// and one or two slides left far more (lowMobility). flyThreat is
// negative: a side down to three men is nearly lost whatever it threatens.
//
// Lasker Morris keeps its own weights (laskerWeights): the fit saw no game
// of it, and the fitted weights give up a man there instead of blocking a
// mill (the tactics suite's lasker-pla02).
func defaultWeights() weights {
	return weights{
		man:          100,
		mobility:     -13,
		liberty:      64,
		blocked:      88,
		placeBlocked: 37,
		lowMobility:  232,
		mill:         168,
		openLine:     32,
		threat:       18,
		doubleThreat: 296,
		running:      115,
		openMill:     52,
		moverThreat:  20,
		flyThreat:    -157,
		tempoPlace:   104,
		tempoMove:    17,
	}
}

// laskerWeights are the weights before the fit, tuned by self-play
// matches one weight at a time, kept for Lasker Morris.
func laskerWeights() weights {
	return weights{
		man:          100,
		mobility:     6,
		liberty:      12,
		blocked:      6,
		placeBlocked: 30,
		lowMobility:  45,
		mill:         12,
		openLine:     6,
		threat:       18,
		doubleThreat: 100,
		running:      110,
		openMill:     60,
		moverThreat:  20,
		flyThreat:    25,
		tempoPlace:   30,
		tempoMove:    10,
	}
}

// weightsFor returns the weights the Master plays variant v with.
// Where a line of three wins, flying men are the game itself (Three Men's
// Morris's move-anywhere form), not a side nearly lost: their threats
// count as anyone's.
func weightsFor(v rules.Variant) weights {
	if v.MoveInPlacing {
		return laskerWeights()
	}
	w := defaultWeights()
	if v.MillWins {
		w.flyThreat = 0
	}
	return w
}

// geometry is the board in the shape the evaluation wants it.
type geometry struct {
	lines   []rules.Bitboard
	linesAt [rules.MaxPoints][4]rules.Bitboard // unused slots 0; d4 has four
	nb      [rules.MaxPoints]rules.Bitboard
}

func newGeometry(b *rules.Board) *geometry {
	g := &geometry{}
	var used [rules.MaxPoints]int
	for _, l := range b.Lines() {
		m := l.Mask()
		g.lines = append(g.lines, m)
		for _, p := range l {
			g.linesAt[p][used[p]] = m
			used[p]++
		}
	}
	for p := rules.Point(0); p < rules.MaxPoints; p++ {
		g.nb[p] = b.Neighbors(p)
	}
	return g
}

// formsMill reports whether men (after a man arrived on to) complete a line
// through to.
func (g *geometry) formsMill(men rules.Bitboard, to rules.Point) bool {
	for _, m := range g.linesAt[to] {
		if m == 0 {
			break
		}
		if men&m == m {
			return true
		}
	}
	return false
}

// sideFacts is what the evaluation learns about one colour.
type sideFacts struct {
	men       rules.Bitboard
	total     int
	places    bool // has men in hand
	slides    bool // may slide (moving phase, or Lasker)
	flies     bool
	mobility  int
	blocked   int
	mills     int
	millMen   rules.Bitboard
	open      int            // lines with two men and an empty point
	closeAt   rules.Bitboard // empty points where the side can close a mill on its next turn
	running   int
	openMills int
}

// reach returns the empty points a side could move a man to on its turn.
func (f *sideFacts) reachFrom(g *geometry, empty rules.Bitboard) rules.Bitboard {
	if f.places || f.flies {
		return empty
	}
	var r rules.Bitboard
	for m := f.men; m != 0; m &= m - 1 {
		r |= g.nb[m.First()]
	}
	return r & empty
}

func (s *searcher) facts(p *rules.Position, c rules.Color, empty rules.Bitboard, f *sideFacts) {
	g := s.geo
	f.men = p.Men(c)
	f.total = p.Total(c)
	f.places = p.InHand(c) > 0
	f.slides = !f.places || s.moveInPlacing
	f.flies = p.Flies(c)
	// A placing side's free neighbours count too: they are the room its men
	// will have when the sliding starts.
	if !f.flies {
		for m := f.men; m != 0; m &= m - 1 {
			n := bits.OnesCount32(uint32(g.nb[m.First()] & empty))
			f.mobility += n
			if n == 0 {
				f.blocked++
			}
		}
	}
}

// evaluate scores a quiet position (no removal owed) for the side to move.
// Long because it runs at every leaf: its terms share the sides' facts and
// one pass over the lines, and calls between them would cost at each.
func (s *searcher) evaluate(p *rules.Position) int {
	w := &s.w
	us := p.SideToMove()
	them := us.Other()
	empty := p.Empty()
	var fs [2]sideFacts
	s.facts(p, us, empty, &fs[0])
	s.facts(p, them, empty, &fs[1])
	u, t := &fs[0], &fs[1]

	score := w.man * (u.total - t.total)
	placing := u.places || t.places
	if w.onlyMaterial {
		if placing {
			return score
		}
		return score + (u.mobility-t.mobility)*w.mobility/2
	}

	g := s.geo
	for _, m := range g.lines {
		cu := bits.OnesCount32(uint32(u.men & m))
		ct := bits.OnesCount32(uint32(t.men & m))
		switch {
		case cu == 3:
			u.mills++
			u.millMen |= m
		case ct == 3:
			t.mills++
			t.millMen |= m
		case cu == 2 && ct == 0:
			u.open++
			s.threatAt(u, m, m&empty)
		case ct == 2 && cu == 0:
			t.open++
			s.threatAt(t, m, m&empty)
		}
	}
	if s.restrictMills {
		s.dropBannedThreat(p, u)
	}

	for i, f := range [2]*sideFacts{u, t} {
		fs := [2]*sideFacts{u, t}
		v := f.mills*w.mill + f.open*w.openLine
		if !f.flies {
			if placing {
				v += f.mobility*w.liberty - f.blocked*w.placeBlocked
			} else {
				v += f.mobility*w.mobility - f.blocked*w.blocked
				if f.mobility <= 2 {
					v -= w.lowMobility * (3 - f.mobility)
				}
			}
			if f.slides && !f.places {
				s.millMoves(f, fs[1-i], empty)
				v += f.running*w.running + f.openMills*w.openMill
			}
		}
		if i == 0 {
			score += v
		} else {
			score -= v
		}
	}

	// The side to move can close a mill now; the quiescence search plays it
	// out, so this is only the worth of keeping the option.
	if u.closeAt != 0 {
		score += w.moverThreat
	}
	// The other side threatens to close a mill on its next turn: one threat
	// we can cover costs a tempo; two, or one out of our reach, cost a man
	// more often than not.
	if t.closeAt != 0 {
		cover := u.reachFrom(g, empty)
		n := bits.OnesCount32(uint32(t.closeAt))
		if n >= 2 || t.closeAt&^cover != 0 {
			score -= w.doubleThreat
			if u.total <= rules.MinMen {
				score -= 3 * w.man
			}
		} else {
			score -= w.threat
		}
		if t.flies {
			score -= w.flyThreat * n
		}
	}
	if u.flies && u.closeAt != 0 {
		score += w.flyThreat * bits.OnesCount32(uint32(u.closeAt))
	}
	// The side to move is a man's move ahead: while placing, one man more
	// on the board once it has moved. Without this, odd and even depths
	// disagreed by 42 on average in the placing phase (BenchmarkSwing),
	// more than the aspiration window's 35.
	if placing {
		score += w.tempoPlace
	} else {
		score += w.tempoMove
	}
	return score
}

// threatAt records that f can close line m at the empty point e on its
// next turn, if a man can get there.
func (s *searcher) threatAt(f *sideFacts, m, e rules.Bitboard) {
	if e == 0 {
		return
	}
	if f.places || f.flies && f.men&^m != 0 {
		f.closeAt |= e
		return
	}
	if f.slides && s.geo.nb[e.First()]&f.men&^m != 0 {
		f.closeAt |= e
	}
}

// millMoves counts the running mills (a man that slides straight from one
// mill into another, winning a man every turn) and the open mills (a mill
// man that can step out and back with no enemy man able to fill the gap).
func (s *searcher) millMoves(f, opp *sideFacts, empty rules.Bitboard) {
	if f.millMen == 0 {
		return
	}
	g := s.geo
	for e := f.closeAt; e != 0; e &= e - 1 {
		to := e.First()
		for q := g.nb[to] & f.millMen; q != 0; q &= q - 1 {
			if g.formsMill(f.men&^rules.Bit(q.First())|rules.Bit(to), to) {
				f.running++
				break
			}
		}
	}
	if opp.places || opp.flies {
		return
	}
	for q := f.millMen; q != 0; q &= q - 1 {
		from := q.First()
		if g.nb[from]&empty != 0 && g.nb[from]&opp.men == 0 {
			f.openMills++
		}
	}
}
