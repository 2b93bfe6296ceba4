package lang_test

import (
	"testing"

	"github.com/ninemen/morris/lang"
)

// Every catalog says every message English says, with the same fields and
// every plural form its language needs, and nothing else.
func TestCatalogsAreComplete(t *testing.T) {
	for _, l := range lang.All() {
		problems := lang.Check(l.Code)
		for _, p := range problems {
			t.Error(p)
		}
		if len(problems) > 0 {
			t.Logf("%s: %d problems", l.Code, len(problems))
		}
	}
}
