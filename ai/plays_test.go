package ai_test

import (
	"testing"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

func TestPlays(t *testing.T) {
	for _, v := range rules.Presets() {
		if !ai.Plays(v) {
			t.Errorf("the engine does not play %s", v.Name)
		}
	}
}
