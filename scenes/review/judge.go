package review

import (
	"math"
	"strconv"
	"strings"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/computer"
)

// The marks on the graph and in the move list judge each turn by what it
// cost its player in the engine's eyes, as the graph shows it: the
// mover's score before the turn and after it, each squashed (see squash),
// the one less the other. A man given away from an even game (a score of
// 0 to -100) costs 0.33, three men 0.65; near a won game a man matters
// less (a forced win, 1000, to a lead of six men, 600, costs 0.13), as a
// player judges it, and a search too short to see a win to its end now and
// then (a forced win one turn, six men ahead the next) marks nothing.
const (
	// mistakeDrop: a turn that costs 0.3 or more (about a man from an
	// even game) is a mistake ("?").
	mistakeDrop = 0.3
	// blunderDrop: 0.6 or more (about three men from an even game, or a
	// winning game given up for an even one) is a blunder ("??").
	blunderDrop = 0.6
)

// mark is a turn's judgement.
type mark uint8

const (
	noMark mark = iota
	mistake
	blunder
)

// note is the mark as the move list writes it after the turn.
func (m mark) note() string { return [...]string{"", "?", "??"}[m] }

// word is the mark in the status: the turn, in the move list's notation,
// judged ("d2-d3 was a mistake").
func (m mark) word(words *lang.Lang, turn string) string {
	switch m {
	case mistake:
		return words.T("review.mark.mistake", "Move", turn)
	case blunder:
		return words.T("review.mark.blunder", "Move", turn)
	}
	return ""
}

// judge marks a turn by its mover, from the scores (White's side) before
// and after it.
func judge(before, after int, mover rules.Color) mark {
	switch drop := cost(before, after, mover); {
	case drop >= blunderDrop:
		return blunder
	case drop >= mistakeDrop:
		return mistake
	}
	return noMark
}

// cost is what a turn cost its mover on the graph's scale, from the
// scores (White's side) before and after it.
func cost(before, after int, mover rules.Color) float64 {
	return squash(computer.SideScore(mover, before)) - squash(computer.SideScore(mover, after))
}

// squash maps a score to the graph's height, -1 to 1: softly, so that a
// man ahead (100) is a quarter of the way up, three men half, and a forced
// win (computer.WinScore) near the top, where a straight clamp would leave the
// usual scores flat along the zero line.
func squash(score int) float64 {
	s := float64(score)
	return s / (math.Abs(s) + 300) * (computer.WinScore + 300) / computer.WinScore
}

// standing says a score in words: who is ahead and by how much.
func standing(words *lang.Lang, score int) string {
	switch {
	case score >= computer.WinScore:
		return words.T("review.standing.forced.white")
	case score <= -computer.WinScore:
		return words.T("review.standing.forced.black")
	case score > -25 && score < 25:
		return words.T("review.standing.even")
	}
	side := rules.White
	if score < 0 {
		side, score = rules.Black, -score
	}
	men := float64(score) / 100
	if men < 0.95 {
		return words.T(bySide(side, "review.standing.better.white", "review.standing.better.black"))
	}
	// The men to a tenth, as whole and tenths: each language writes
	// its own decimal mark between them.
	whole, tenth, _ := strings.Cut(strconv.FormatFloat(men, 'f', 1, 64), ".")
	return words.T(bySide(side, "review.standing.ahead.white", "review.standing.ahead.black"), "Whole", whole, "Tenth", tenth)
}

// verdict says the endgame tables' verdict as a sentence of its own: "White
// wins in 7 turns", "A draw with best play".
func verdict(words *lang.Lang, v ai.Verdict) string {
	if v.Draw {
		return words.T("review.verdict.draw")
	}
	return words.N(bySide(v.Winner, "review.verdict.wins.white", "review.verdict.wins.black"), v.Turns)
}

// bySide is the message of the two for c: each sentence about a side is
// a message per side (see scenes/say).
func bySide(c rules.Color, white, black string) string {
	if c == rules.White {
		return white
	}
	return black
}
