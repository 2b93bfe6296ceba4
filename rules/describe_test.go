package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

func TestDescribe(t *testing.T) {
	tests := []struct {
		v    rules.Variant
		want string
	}{
		// The presets, as the settings' describeVariant said them.
		{rules.NineMensMorris(), "9 men each, flying at 3."},
		{rules.NoFlying(), "9 men each, no flying."},
		{rules.OneRemovalPerMill(), "9 men each, flying at 3, a removal for every mill."},
		{rules.WithDiagonals(), "9 men each, flying at 3, diagonal lines."},
		{rules.TwelveMensMorris(), "12 men each, flying at 3, diagonal lines."},
		{rules.LaskerMorris(), "10 men each, flying at 3, moving while placing."},
		{rules.SixMensMorris(), "6 men each, no flying."},
		{rules.ThreeMensMorris(), "3 men each, no flying, diagonal lines, a line of three wins."},
		// The regional games.
		{rules.Morabaraba(), "12 men each, flying at 3, diagonal lines, no shuttling straight back between two mills, a draw after 10 moves without a man taken once a side has three."},
		{rules.RussianMill(), "9 men each, flying at 3, men in mills taken too, each mill takes only once."},
		{variantWith(func(v *rules.Variant) { v.EndgameNMoveRule = 100 }), "9 men each, flying at 3."},
		// Switches no preset turns on.
		{variantWith(func(v *rules.Variant) { v.FlyAt, v.BothFly = 4, true }), "9 men each, flying at 4, both flying once one does."},
		{variantWith(func(v *rules.Variant) { v.MayFly, v.BothFly = false, true }), "9 men each, no flying."},
		{variantWith(func(v *rules.Variant) { v.Removal = rules.RemoveOutsideMillsOnly }), "9 men each, flying at 3, men in mills never taken."},
		{variantWith(func(v *rules.Variant) { v.Removal, v.RemoveMultiple = rules.RemoveAny, true }),
			"9 men each, flying at 3, a removal for every mill, men in mills taken too."},
		{variantWith(func(v *rules.Variant) { v.Blocked, v.Men, v.MoveInPlacing = rules.BlockedPasses, 6, true }),
			"6 men each, flying at 3, moving while placing, a blocked side passes."},
	}
	for _, tt := range tests {
		if got := tt.v.Describe(); got != tt.want {
			t.Errorf("%s: Describe() = %q, want %q", tt.v.Name, got, tt.want)
		}
	}
	for _, v := range rules.Presets() {
		if got, want := v.Describe(), sceneDescribe(v); got != want {
			t.Errorf("%s: Describe() = %q, describeVariant said %q", v.Name, got, want)
		}
	}
	if n := len(rules.Presets()); n != 6 {
		t.Errorf("%d presets: describe the new ones above", n)
	}
}

func TestFeatures(t *testing.T) {
	v := variantWith(func(v *rules.Variant) { v.Men, v.FlyAt, v.Diagonals = 11, 5, true })
	want := []rules.Feature{{Kind: rules.FeatureMen, N: 11}, {Kind: rules.FeatureFlying, N: 5}, {Kind: rules.FeatureDiagonals}}
	got := v.Features()
	if len(got) != len(want) {
		t.Fatalf("Features() = %v, want %v", got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("Features()[%d] = %+v, want %+v", i, got[i], want[i])
		}
	}
}

// sceneDescribe is scenes/settings' describeVariant before it moved here.
func sceneDescribe(v rules.Variant) string {
	parts := []string{fmt.Sprintf("%d men each", v.Men)}
	if v.MayFly {
		parts = append(parts, fmt.Sprintf("flying at %d", v.FlyAt))
	} else {
		parts = append(parts, "no flying")
	}
	if v.Diagonals {
		parts = append(parts, "diagonal lines")
	}
	if v.RemoveMultiple {
		parts = append(parts, "a removal for every mill")
	}
	if v.MoveInPlacing {
		parts = append(parts, "moving while placing")
	}
	return strings.Join(parts, ", ") + "."
}
