package settings

import (
	"iter"

	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/scenes"
)

// stagePieces is how many pieces of the settings in a new language a tick
// words and lays out (see stage): a piece is a row's note wrapped at one
// size the layout tries, or a row's name and value fitted.
const stagePieces = 4

// stage is the settings in a new language being worded and laid out beside
// the scene, a few pieces a tick, while the screen shows them as they were.
// Every string is new to the shaper then, and where the game runs as
// WebAssembly laying all of them out in one tick (the layout tries several
// sizes of text, wrapping every note at each) made the longest frame of a
// change of language. The strings shaped on the way are in the shaper's
// cache when the scene takes the stage.
type stage struct {
	next *Scene
	pull func() (struct{}, bool)
	stop func()
}

// newStage starts laying out the settings in the language in use.
func (s *Scene) newStage() *stage {
	next := &Scene{app: s.app, back: s.back, w: s.w, h: s.h, s: s.s}
	next.build()
	pieces := func(yield func(struct{}) bool) {
		next.notes = next.noteTexts()
		next.pause = func() bool { return yield(struct{}{}) }
		laid := next.layout(next.w, next.h, next.s)
		next.pause = nil
		if !laid {
			return
		}
		for i := range next.rows {
			next.rowLabels(i)
			if !yield(struct{}{}) {
				return
			}
		}
		next.titleLabel()
		next.versionLabel()
		next.done.Labels(next.app.Kit.Fonts, next.s)
	}
	pull, stop := iter.Pull(iter.Seq[struct{}](pieces))
	return &stage{next: next, pull: pull, stop: stop}
}

// stageLanguage brings the scene to the language in use if it changed
// since the scene was built: stagePieces of it a tick (see stage), and at
// once where there is no screen or no typefaces yet. It reports whether
// the scene was built again in this tick.
func (s *Scene) stageLanguage(ctx *scenes.Context) bool {
	l := s.app.Lang()
	if s.speaks(l) {
		s.dropStage()
		return false
	}
	if s.w == 0 || s.app.Kit == nil || s.app.Kit.Fonts == nil {
		return s.relang()
	}
	if s.staged != nil && s.staged.next.lang != l {
		s.dropStage()
	}
	if s.staged == nil {
		s.staged = s.newStage()
	}
	ctx.KeepAwake()
	for range stagePieces {
		if _, more := s.staged.pull(); !more {
			s.takeStage()
			return true
		}
	}
	return false
}

// speaks reports whether the scene is worded in l: a language chosen
// again is made anew, in the same words.
func (s *Scene) speaks(l *lang.Lang) bool { return l == s.lang || l.Code() == s.lang.Code() }

// takeStage makes the settings laid out on the stage the scene's.
func (s *Scene) takeStage() {
	next := s.staged.next
	s.dropStage()
	s.lang, s.rows, s.done = next.lang, next.rows, next.done
	s.lay, s.noteMin, s.notes = next.lay, next.noteMin, next.notes
	s.focus = min(s.focus, len(s.rows))
	if s.picker != nil {
		s.openPicker()
	}
}

// dropStage lets a stage under way go.
func (s *Scene) dropStage() {
	if s.staged != nil {
		s.staged.stop()
		s.staged = nil
	}
}

// relang builds the scene again, laid out, at once, if the language changed
// since it was built, and reports whether it did.
func (s *Scene) relang() bool {
	if s.speaks(s.app.Lang()) {
		return false
	}
	s.dropStage()
	s.build()
	s.focus = min(s.focus, len(s.rows))
	if s.picker != nil {
		s.openPicker()
	}
	if s.w > 0 {
		s.Layout(s.w, s.h, s.s)
	}
	return true
}
