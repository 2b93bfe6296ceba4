// Package open is where a game comes in from outside and goes out again:
// the scene that opens a record or a FEN (dropped on the window, chosen
// from a list of files or, in the browser, with the page's chooser or
// pasted) and hands the game to the review, and the export of a finished
// game as a Sanmill record (a file natively, a download and the clipboard
// in the browser). Reading is the rules package's (rules.ReadGame); this
// package brings the text and shows what went wrong, where.
package open

import (
	"io/fs"

	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/review"
)

// Scene lets the player bring a game in. Natively it lists the record
// files of a folder (with the places records usually are a click away)
// and takes a file dropped on the window; in the browser it takes a
// dropped file, the page's file chooser or pasted text. A text that does
// not read shows the error, with its line and column, and the player stays
// to try another: nothing else changes (the game in progress is never
// touched). A game that reads goes to the review.
type Scene struct {
	app  *app.App
	back app.Home
	// lang is the language the scene's words were made in (see word).
	lang *lang.Lang
	src  Source
	// dropped brings a file dropped on another scene (NewDropped).
	dropped chan Arrival

	// The list of files (natively).
	list    bool
	dir     string
	entries []entry // the parent first, when there is one
	parent  bool
	// listErr says why the list is empty or short: the message listWhy,
	// with listCause for its field.
	listErr   string
	listWhy   string
	listCause error
	top       int // the first row shown
	sel       int // the row under the keyboard's cursor
	hover     int // the row under the mouse, or -1
	// A press on the list: the row, where it began and the list's top
	// then; a drag scrolls instead of clicking.
	pressRow        int
	pressY          float64
	pressTop        int
	pressing, moved bool
	places          []place
	placeButtons    []kit.Button

	// choose and paste are the browser's ways in.
	choose, paste kit.Button
	backButton    kit.Button
	// focus is the keyboard's place among the buttons (browser) or the
	// list and Back (natively); keys is set once a key moves it.
	focus int
	keys  bool

	// problem is why the last text did not read, as failed (with the
	// error) says.
	problem string
	failed  *Arrival

	bg   kit.Backdrop
	w, h int
	s    float64
	lay  layout
}

// New returns the open scene, going back to back, the title; a game opened
// goes to the review, and from there back to the title too.
func New(app *app.App, back app.Home) scenes.Scene {
	s := newScene(app, back, newLiveSource(), !app.Browser)
	if s.list {
		s.places = places(RecordsFolder(app))
		start := ""
		if len(s.places) > 0 {
			start = s.places[0].dir
		}
		s.openFolder(start)
	}
	return s
}

// NewDropped returns the open scene reading a file dropped on another
// scene (the title), going back to back: a player drops a record wherever
// they are.
func NewDropped(app *app.App, back app.Home, fsys fs.FS) scenes.Scene {
	s := New(app, back).(*Scene)
	s.dropped = make(chan Arrival, 1)
	go func() { s.dropped <- readDropped(fsys) }()
	return s
}

// newScene is New with the source and the file list given (tests).
func newScene(app *app.App, back app.Home, src Source, list bool) *Scene {
	s := &Scene{app: app, back: back, src: src, list: list, hover: -1}
	s.word()
	return s
}

// word makes the scene's words in the language in use.
func (s *Scene) word() {
	l := s.app.Lang()
	s.lang = l
	s.choose.Label = l.T("open.choose")
	s.paste.Label = l.T("open.paste")
	s.backButton.Label = l.T("open.back")
	for i := range s.placeButtons {
		s.placeButtons[i].Label = l.T(s.places[i].id)
	}
	s.listErr = ""
	if s.listWhy != "" {
		s.listErr = l.T(s.listWhy, "Error", sayError(l, s.listCause))
	}
	s.problem = ""
	if s.failed != nil {
		s.problem = s.failed.problem(l)
	}
}

// relang words the scene again, laid out, if the language changed since
// it was worded.
func (s *Scene) relang() bool {
	if s.lang == s.app.Lang() {
		return false
	}
	s.word()
	s.relayout()
	return true
}

// Leave implements scenes.Leaver: the page stops listening for pastes.
func (s *Scene) Leave() {
	if c, ok := s.src.(interface{ close() }); ok {
		c.close()
	}
}

// take reads what arrived: the review for a game, the error shown for
// anything else.
func (s *Scene) take(ctx *scenes.Context, a Arrival) {
	ctx.Redraw()
	defer s.relayout() // the problem's panel comes, changes or goes
	if a.Err == nil {
		rec, err := rules.ReadGame(a.Text)
		if err == nil {
			s.problem, s.failed = "", nil
			s.app.PlaySound(audio.Click)
			if own, ok := ownGame(rec, a.Name); ok {
				ctx.GoTo(review.NewOwn(s.app, rec.Game, s.back, s.back, own))
				return
			}
			ctx.GoTo(review.New(s.app, rec.Game, s.back, s.back))
			return
		}
		a.Err = err
	}
	a.Text = ""
	s.failed = &a
	s.problem = a.problem(s.lang)
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	if s.relang() {
		ctx.Redraw()
	}
	if a, ok := s.src.Poll(); ok {
		s.take(ctx, a)
		return nil
	}
	select {
	case a := <-s.dropped:
		s.take(ctx, a)
		return nil
	default:
	}
	in := ctx.Input
	if in.Just(scenes.ActBack) || s.backButton.Handle(ctx) {
		s.app.PlaySound(audio.Click)
		ctx.GoTo(s.back)
		return nil
	}
	hand := s.backButton.Hover
	if !s.list {
		if s.choose.Handle(ctx) {
			s.src.Choose()
		}
		if s.paste.Handle(ctx) {
			s.src.Paste()
		}
		hand = hand || s.choose.Hover || s.paste.Hover
		switch {
		case in.Just(scenes.ActUp), in.Just(scenes.ActLeft):
			s.focus, s.keys = (s.focus+2)%3, true
		case in.Just(scenes.ActDown), in.Just(scenes.ActRight), in.Just(scenes.ActNext):
			s.focus, s.keys = (s.focus+1)%3, true
		case in.Just(scenes.ActConfirm):
			switch s.focus {
			case 0:
				s.src.Choose()
			case 1:
				s.src.Paste()
			default:
				ctx.GoTo(s.back)
			}
		}
	} else {
		for i := range s.placeButtons {
			b := &s.placeButtons[i]
			if b.Handle(ctx) {
				s.openFolder(s.places[i].dir)
				ctx.Redraw()
			}
			hand = hand || b.Hover
		}
		if s.updateList(ctx) {
			hand = true
		}
	}
	if hand {
		ctx.ShowHand()
	}
	return nil
}

// ownGame says whose game a record is when this game wrote it of a game
// against the computer: its players are You and Computer (see
// RecordText). The game is named by its file, or by its date.
func ownGame(rec *rules.Record, file string) (review.Own, bool) {
	w, _ := rec.Tag("White")
	b, _ := rec.Tag("Black")
	own := review.Own{Game: file}
	switch {
	case w == "You" && b == "Computer":
		own.Side = rules.White
	case w == "Computer" && b == "You":
		own.Side = rules.Black
	default:
		return review.Own{}, false
	}
	if own.Game == "" {
		own.Game, _ = rec.Tag("Date")
	}
	return own, true
}
