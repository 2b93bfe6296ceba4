package online

import (
	"testing"

	"github.com/ninemen/morris/rules"
)

// The end-to-end test clicks where ScreenTargets says, computed without a
// server: the places must be those of a scene in a real room.
func TestScreenTargetsAreTheScenes(t *testing.T) {
	_, host, guest := pair(t)
	white, _ := sides(host, guest)
	want := ScreenTargets(white.s.app, 1280, 800, 1)
	got := white.s.Targets()
	for _, pt := range []string{"a1", "d6", "g7", "e4"} {
		if g, w := got["point:"+pt], want["online:play:point:"+pt]; g != w {
			t.Errorf("point %s at %v in a room, ScreenTargets says %v", pt, g, w)
		}
	}
	for _, name := range []string{"online:create", "online:tc:0", "online:play:resign", "online:over:save"} {
		if _, ok := want[name]; !ok {
			t.Errorf("ScreenTargets has no %s", name)
		}
	}
}

// turnWord is what the end-to-end test waits on, turn by turn.
func TestTurnWordFollowsTheGame(t *testing.T) {
	_, host, guest := pair(t)
	white, black := sides(host, guest)
	until(t, "the board at rest", func() bool { return !white.s.viewer.Animating() }, white, black)
	steps := []struct {
		play         *rig
		at           string
		white, black string
	}{
		{nil, "", "white to play at ply 0", "black waiting at ply 0"},
		{white, "d6", "white waiting at ply 1", "black to play at ply 1"},
		{black, "f4", "white to play at ply 2", "black waiting at ply 2"},
	}
	for _, st := range steps {
		if st.play != nil {
			pt, err := rules.ParsePoint(st.at)
			if err != nil {
				t.Fatal(err)
			}
			st.play.place(pt)
		}
		until(t, st.white+" / "+st.black, func() bool {
			return white.s.turnWord() == st.white && black.s.turnWord() == st.black
		}, white, black)
	}
}
