package title

import (
	"slices"
	"testing"

	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
	"github.com/ninemen/morris/scenes/lessons"
	"github.com/ninemen/morris/storage"
)

// clickOffer clicks button i of the offer.
func (r *titleRig) clickOffer(i int) {
	r.t.Helper()
	x, y := r.title.offer.buttons[i].Rect.Center()
	r.must(&scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true, Down: true, Pressed: true}})
	r.must(&scenes.Input{Pointer: scenes.Pointer{X: x, Y: y, Present: true, Released: true}})
}

// The lessons are offered on the very first start only: once, whether
// the player takes them, declines, or chooses from the menu; never to a
// returning player, nor to one who has met the lessons.
func TestTitleOffersTheLessonsOnce(t *testing.T) {
	for _, tc := range []struct {
		name   string
		answer func(r *titleRig)
		want   []menuItem
	}{
		{"learn", func(r *titleRig) { r.clickOffer(0) }, []menuItem{itemLearn}},
		{"not now", func(r *titleRig) { r.clickOffer(1) }, nil},
		{"escape", func(r *titleRig) { r.must(scenes.Key(scenes.ActBack)) }, nil},
		{"the menu", func(r *titleRig) { r.must(scenes.Key(scenes.ActConfirm)) }, []menuItem{itemTwoPlayers}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			a := app.NewApp(scenetest.Fonts(t), storage.At(dir))
			a.NewAgent = nil
			if !a.FirstStart {
				t.Fatal("an empty store is not a first start")
			}
			r := newTitleRig(t, a, 1280, 800, 1)
			if !r.title.offer.up {
				t.Fatal("the lessons are not offered on the first start")
			}
			r.record()
			tc.answer(r)
			if r.title.offer.up {
				t.Error("the offer stays up after the answer")
			}
			if tc.want != nil && !slices.Equal(r.chosen, tc.want) {
				t.Errorf("chose %v, want %v", r.chosen, tc.want)
			}
			// The next start is a returning player's.
			b := app.NewApp(scenetest.Fonts(t), storage.At(dir))
			if !b.Settings.LessonsOffered {
				t.Error("the settings do not keep that the lessons were offered")
			}
			if r := newTitleRig(t, b, 1280, 800, 1); r.title.offer.up {
				t.Error("the lessons are offered a second time")
			}
		})
	}
}

func TestTitleOffersNoLessonsToAReturningPlayer(t *testing.T) {
	dir := t.TempDir()
	st := storage.At(dir)
	if err := st.Save(lessons.ProgressFile, []byte(`{"version":1,"done":["board"]}`)); err != nil {
		t.Fatal(err)
	}
	a := app.NewApp(scenetest.Fonts(t), st)
	if r := newTitleRig(t, a, 1280, 800, 1); r.title.offer.up {
		t.Error("the lessons are offered to a player who has done one")
	}
	dir = t.TempDir()
	a = app.NewApp(scenetest.Fonts(t), storage.At(dir))
	a.SetSettings(a.Settings)
	b := app.NewApp(scenetest.Fonts(t), storage.At(dir))
	if b.FirstStart {
		t.Error("a player with settings counts as a first start")
	}
}
