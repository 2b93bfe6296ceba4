package history

import (
	"testing"

	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// Every line of the history, its header and Back fit at every window size.
func TestHistoryTextsFitEveryWindow(t *testing.T) {
	a := scenetest.FontsApp(t)
	scenetest.LabelsFit(t, a, func() scenes.Scene { return New(a, &scenetest.Stub{}) }, nil)
}
