package online

import (
	"fmt"

	"github.com/ninemen/morris/rules"
)

// VariantSpec describes a variant with the names of Sanmill's rule
// settings, so that a room's rules read the same in both programs. Fields
// Sanmill has and this game does not play are not accepted (the decoder
// refuses unknown fields); BothFly and MillsSafe are this game's own.
type VariantSpec struct {
	Name                     string `json:"name,omitempty"`
	PiecesCount              int    `json:"piecesCount"`
	FlyPieceCount            int    `json:"flyPieceCount"`
	MayFly                   bool   `json:"mayFly"`
	HasDiagonalLines         bool   `json:"hasDiagonalLines"`
	MayRemoveMultiple        bool   `json:"mayRemoveMultiple"`
	MayRemoveFromMillsAlways bool   `json:"mayRemoveFromMillsAlways"`
	MayMoveInPlacingPhase    bool   `json:"mayMoveInPlacingPhase"`
	// StalemateAction is Sanmill's: "endWithStalemateLoss" (the default
	// when empty) or "changeSideToMove".
	StalemateAction         string `json:"stalemateAction,omitempty"`
	NMoveRule               int    `json:"nMoveRule"`
	ThreefoldRepetitionRule bool   `json:"threefoldRepetitionRule"`
	BothFly                 bool   `json:"bothFly,omitempty"`
	// MillsSafe: men in mills are never taken, even when all are.
	MillsSafe bool `json:"millsSafe,omitempty"`
}

// The stalemate actions a VariantSpec accepts.
const (
	StalemateLoss = "endWithStalemateLoss"
	StalematePass = "changeSideToMove"
)

// maxName bounds a variant's name: it is shown, not parsed.
const maxName = 64

// SpecOf describes a variant.
func SpecOf(v rules.Variant) VariantSpec {
	s := VariantSpec{
		Name: v.Name, PiecesCount: v.Men, FlyPieceCount: v.FlyAt, MayFly: v.MayFly,
		HasDiagonalLines: v.Diagonals, MayRemoveMultiple: v.RemoveMultiple,
		MayRemoveFromMillsAlways: v.Removal == rules.RemoveAny,
		MillsSafe:                v.Removal == rules.RemoveOutsideMillsOnly,
		MayMoveInPlacingPhase:    v.MoveInPlacing,
		NMoveRule:                v.NMoveRule, ThreefoldRepetitionRule: v.ThreefoldRepetition,
		BothFly: v.BothFly,
	}
	if v.Blocked == rules.BlockedPasses {
		s.StalemateAction = StalematePass
	}
	return s
}

// Variant turns the description into the rules' variant and checks it
// with rules.Variant.Validate.
func (s VariantSpec) Variant() (rules.Variant, error) {
	if len(s.Name) > maxName {
		return rules.Variant{}, fmt.Errorf("variant name longer than %d bytes", maxName)
	}
	if s.MayRemoveFromMillsAlways && s.MillsSafe {
		return rules.Variant{}, fmt.Errorf("mayRemoveFromMillsAlways and millsSafe contradict")
	}
	v := rules.Variant{
		Name: s.Name, Men: s.PiecesCount, MayFly: s.MayFly, FlyAt: s.FlyPieceCount,
		BothFly: s.BothFly, Diagonals: s.HasDiagonalLines, RemoveMultiple: s.MayRemoveMultiple,
		MoveInPlacing: s.MayMoveInPlacingPhase, NMoveRule: s.NMoveRule,
		ThreefoldRepetition: s.ThreefoldRepetitionRule,
	}
	switch {
	case s.MayRemoveFromMillsAlways:
		v.Removal = rules.RemoveAny
	case s.MillsSafe:
		v.Removal = rules.RemoveOutsideMillsOnly
	}
	switch s.StalemateAction {
	case "", StalemateLoss:
	case StalematePass:
		v.Blocked = rules.BlockedPasses
	default:
		return rules.Variant{}, fmt.Errorf("stalemateAction %q: want %s or %s", s.StalemateAction, StalemateLoss, StalematePass)
	}
	if err := v.Validate(); err != nil {
		return rules.Variant{}, err
	}
	return v, nil
}
