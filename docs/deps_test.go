package docs_test

import (
	"os/exec"
	"strings"
	"testing"
)

// The dependency rules README states hold: the scene framework knows no
// rules, computer or storage, the review does not reach the play scene
// (the result opens the review), and the rules and the computer never
// import Ebitengine, so their tests run anywhere; nor do lessons and
// puzzles (learn), the player's record (stats) and the clock of local
// games, which know no scene nor storage. The game never links NATS: only
// the server of online rooms does; the online protocol and client link
// neither Ebitengine nor NATS.
func TestDependencyRules(t *testing.T) {
	const mod = "github.com/ninemen/morris/"
	tests := []struct {
		pkgs      []string
		forbidden []string
	}{
		{[]string{"../scenes"}, []string{mod + "rules", mod + "ai", mod + "storage"}},
		{[]string{"../scenes/review"}, []string{mod + "scenes/play"}},
		{[]string{"../rules/...", "../ai/...", "../raster", "../learn/...", "../stats", "../clock"}, []string{"github.com/hajimehoshi/ebiten"}},
		{[]string{"../learn/...", "../stats", "../clock"}, []string{mod + "scenes", mod + "storage"}},
		{[]string{".."}, []string{"github.com/nats-io", mod + "server"}},
		{[]string{"../online/..."}, []string{"github.com/hajimehoshi/ebiten", "github.com/nats-io", mod + "scenes", mod + "storage"}},
	}
	for _, tt := range tests {
		out, err := exec.Command("go", append([]string{"list", "-deps", "-f", "{{.ImportPath}}"}, tt.pkgs...)...).Output()
		if err != nil {
			t.Fatalf("go list %v: %v", tt.pkgs, err)
		}
		for _, dep := range strings.Fields(string(out)) {
			for _, f := range tt.forbidden {
				if dep == f || strings.HasPrefix(dep, f+"/") {
					t.Errorf("%v imports %s", tt.pkgs, dep)
				}
			}
		}
	}
}
