package rules

import (
	"fmt"
	"strings"
)

// FeatureKind is one thing a variant's description says.
type FeatureKind uint8

const (
	// FeatureMen: N men each.
	FeatureMen FeatureKind = iota
	// FeatureFlying: a side flies at N men.
	FeatureFlying
	// FeatureNoFlying: nobody flies.
	FeatureNoFlying
	// FeatureBothFly: once one side flies, both do.
	FeatureBothFly
	// FeatureDiagonals: the board has the diagonal lines.
	FeatureDiagonals
	// FeatureRemovalPerMill: a move closing two mills removes two men.
	FeatureRemovalPerMill
	// FeatureMillsSafe: men in mills are never taken (RemoveOutsideMillsOnly).
	FeatureMillsSafe
	// FeatureMillsTaken: men in mills may be taken like any other (RemoveAny).
	FeatureMillsTaken
	// FeatureMoveInPlacing: a side may slide instead of placing.
	FeatureMoveInPlacing
	// FeatureBlockedPasses: a side that cannot move passes instead of losing.
	FeatureBlockedPasses
	// FeatureMillWins: the first line of three wins (MillWins).
	FeatureMillWins
	// FeatureOneTimeMill: each mill removes only once (OneTimeMill).
	FeatureOneTimeMill
	// FeatureShuttleBanned: no going straight back from one mill to
	// another (RestrictRepeatedMills).
	FeatureShuttleBanned
	// FeatureEndgameLimit: a draw after N plies without a removal once a
	// side has three men (EndgameNMoveRule, when it counts).
	FeatureEndgameLimit
)

// Feature is one fact of a variant as a description lists it, with its
// number where it has one (the men, the count that flies).
type Feature struct {
	Kind FeatureKind
	N    int
}

// Features lists what sets the variant apart, in the order Describe says
// it: the men, flying, then the switches that differ from the standard
// game. The men and flying are always there; the rest only when on.
func (v Variant) Features() []Feature {
	out := []Feature{{Kind: FeatureMen, N: v.Men}}
	if v.MayFly {
		out = append(out, Feature{Kind: FeatureFlying, N: v.FlyAt})
		if v.BothFly {
			out = append(out, Feature{Kind: FeatureBothFly})
		}
	} else {
		out = append(out, Feature{Kind: FeatureNoFlying})
	}
	if v.Diagonals {
		out = append(out, Feature{Kind: FeatureDiagonals})
	}
	if v.RemoveMultiple {
		out = append(out, Feature{Kind: FeatureRemovalPerMill})
	}
	switch v.Removal {
	case RemoveOutsideMillsOnly:
		out = append(out, Feature{Kind: FeatureMillsSafe})
	case RemoveAny:
		out = append(out, Feature{Kind: FeatureMillsTaken})
	}
	if v.OneTimeMill {
		out = append(out, Feature{Kind: FeatureOneTimeMill})
	}
	if v.MoveInPlacing {
		out = append(out, Feature{Kind: FeatureMoveInPlacing})
	}
	if v.RestrictRepeatedMills {
		out = append(out, Feature{Kind: FeatureShuttleBanned})
	}
	if e := v.EndgameNMoveRule; e > 0 && e < v.NMoveRule {
		out = append(out, Feature{Kind: FeatureEndgameLimit, N: e})
	}
	if v.Blocked == BlockedPasses {
		out = append(out, Feature{Kind: FeatureBlockedPasses})
	}
	if v.MillWins {
		out = append(out, Feature{Kind: FeatureMillWins})
	}
	return out
}

// String words the feature as a part of Describe's sentence: "9 men each",
// "flying at 3".
func (f Feature) String() string {
	switch f.Kind {
	case FeatureMen:
		return fmt.Sprintf("%d men each", f.N)
	case FeatureFlying:
		return fmt.Sprintf("flying at %d", f.N)
	case FeatureNoFlying:
		return "no flying"
	case FeatureBothFly:
		return "both flying once one does"
	case FeatureDiagonals:
		return "diagonal lines"
	case FeatureRemovalPerMill:
		return "a removal for every mill"
	case FeatureMillsSafe:
		return "men in mills never taken"
	case FeatureMillsTaken:
		return "men in mills taken too"
	case FeatureMoveInPlacing:
		return "moving while placing"
	case FeatureBlockedPasses:
		return "a blocked side passes"
	case FeatureMillWins:
		return "a line of three wins"
	case FeatureOneTimeMill:
		return "each mill takes only once"
	case FeatureShuttleBanned:
		return "no shuttling straight back between two mills"
	case FeatureEndgameLimit:
		return fmt.Sprintf("a draw after %d moves without a man taken once a side has three", f.N)
	}
	return fmt.Sprintf("feature %d", f.Kind)
}

// Describe says in a few words how the variant plays, for the settings:
// "9 men each, flying at 3."
func (v Variant) Describe() string {
	fs := v.Features()
	parts := make([]string, len(fs))
	for i, f := range fs {
		parts[i] = f.String()
	}
	return strings.Join(parts, ", ") + "."
}
