package settings

import (
	"image"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/scenes/say"
)

// Scene lets the player change the settings; every change is kept
// at once.
type Scene struct {
	app  *app.App
	back scenes.Scene
	// lang is the language the rows' words were made in.
	lang *lang.Lang
	rows []settingRow
	// picker is the list of languages, while it is open.
	picker *picker
	// focus is the row under the keyboard; len(rows) is the Done button.
	focus int
	keys  bool
	done  kit.Button
	lay   settingsLayout
	// noteMin is the smallest size of a note, in pixels: minNote at the
	// screen's scale, unless even the smallest layout does not fit.
	noteMin float64
	w, h    int
	s       float64
	bg      kit.Backdrop
	// rest is the picture of the settings at rest (see Draw).
	rest kit.Layer
	// bands are the parts of rest still to be drawn for bandKey after a
	// change of language (see stageRest).
	bands   []image.Rectangle
	bandKey restKey
	// notes are the rows' notes as last laid out: a note that changes (the
	// sound system coming up or failing, a longer description) may need
	// another line, and must be drawn again.
	notes []string
	// staged is the settings in a new language being laid out, a few
	// pieces a tick (see stage).
	staged *stage
	// pause, when set, is called by layout after each note it wraps: the
	// stage's tick ends there, and false stops the layout (the stage was
	// let go).
	pause func() bool
}

// maxNoteLines is how many lines a row's note may take; a longer one is
// cut with an ellipsis.
const maxNoteLines = 2

// settingRow is one setting: its name, its value in words, a line that
// explains it, and how to move to the next or previous value.
type settingRow struct {
	label  string
	value  func(app.Settings) string
	note   func(*app.App) (text string, warn bool)
	change func(s *app.Settings, dir int)
	// list is set for a row that a tap or Enter opens a list for (the
	// language), rather than stepping its value.
	list bool
	// rect is where the row is on screen; hover and held follow the pointer.
	rect        kit.Rect
	hover, held bool
}

// New shows the settings; Done and Esc go back to back.
func New(a *app.App, back scenes.Scene) scenes.Scene {
	s := &Scene{app: a, back: back}
	s.build()
	return s
}

// build makes the rows and Done in the language in use, which it keeps
// in s.lang: when the player chooses another, the scene builds them
// again (see relang). Long because the rows are a table of closures, each
// row's label, value, note and change side by side as the screen lists
// them.
func (s *Scene) build() {
	a := s.app
	l := a.Lang()
	s.lang = l
	s.rows = []settingRow{
		{
			label: l.T("settings.board.label"),
			value: func(st app.Settings) string {
				g := gameGroups()[groupOf(st)]
				if g.regional {
					return l.T("settings.board.regional")
				}
				return strings.ReplaceAll(say.Preset(l, g.presets[0].Name), "'", "’")
			},
			// The game's name says the board; a line more would not fit
			// a small phone.
			note: func(*app.App) (string, bool) { return "", false },
			change: func(st *app.Settings, dir int) {
				groups := gameGroups()
				st.Variant = groups[(groupOf(*st)+dir+len(groups))%len(groups)].presets[0].Name
			},
		},
		{
			label: l.T("settings.variant.label"),
			// The rules' catalog names variants with a typewriter's
			// apostrophe; the screen sets it as the title does.
			value: func(st app.Settings) string { return strings.ReplaceAll(say.Preset(l, st.Variant), "'", "’") },
			note: func(a *app.App) (string, bool) {
				return l.T("settings.variant.note", "Rules", say.Describe(l, a.Settings.VariantRules())), false
			},
			change: func(st *app.Settings, dir int) {
				presets := gameGroups()[groupOf(*st)].presets
				i := slices.IndexFunc(presets, func(v rules.Variant) bool { return v.Name == st.Variant })
				st.Variant = presets[(max(i, 0)+dir+len(presets))%len(presets)].Name
			},
		},
		{
			label: l.T("settings.sound.label"),
			// Without a sound device the row says so, not "On" above
			// the reason there is none.
			value: func(st app.Settings) string {
				switch {
				case soundUnavailable(a):
					return l.T("settings.sound.unavailable")
				case st.Sound:
					return l.T("settings.sound.on")
				}
				return l.T("settings.sound.off")
			},
			note: func(a *app.App) (string, bool) {
				if a.Sound == nil {
					return l.T("settings.sound.none"), true
				}
				if ok, why := a.Sound.Status(); !ok {
					return soundReason(l, why), true
				}
				if a.Fingers {
					// A phone has no M key to speak of.
					return l.T("settings.sound.tap"), false
				}
				return l.T("settings.sound.key"), false
			},
			change: func(st *app.Settings, _ int) { st.Sound = !st.Sound },
		},
		{
			label: l.T("settings.coordinates.label"),
			value: func(st app.Settings) string {
				if st.HideCoordinates {
					return l.T("settings.coordinates.hidden")
				}
				return l.T("settings.coordinates.shown")
			},
			note: func(*app.App) (string, bool) {
				return l.T("settings.coordinates.note"), false
			},
			change: func(st *app.Settings, _ int) { st.HideCoordinates = !st.HideCoordinates },
		},
		{
			label: l.T("settings.computer_side.label"),
			value: func(st app.Settings) string {
				if st.ComputerWhite {
					return say.Side(l, rules.White)
				}
				return say.Side(l, rules.Black)
			},
			note: func(*app.App) (string, bool) {
				return l.T("settings.computer_side.note"), false
			},
			change: func(st *app.Settings, _ int) { st.ComputerWhite = !st.ComputerWhite },
		},
		{
			label: l.T("settings.clock.label"),
			value: func(st app.Settings) string { return app.SayControl(l, st.TimeControl()) },
			note:  func(*app.App) (string, bool) { return l.T("settings.clock.note"), false },
			change: func(st *app.Settings, dir int) {
				n := len(app.ClockChoices)
				i := max(slices.Index(app.ClockChoices, st.TimeControl()), 0)
				st.Clock = ""
				if c := app.ClockChoices[(i+dir+n)%n]; !c.Off() {
					st.Clock = c.String()
				}
			},
		},
		{
			label: l.T("settings.speed.label"),
			value: func(st app.Settings) string { return st.Speed.Name(l) },
			note:  func(*app.App) (string, bool) { return l.T("settings.speed.note"), false },
			change: func(st *app.Settings, dir int) {
				i := 1
				for k, v := range app.Speeds {
					if v == st.Speed {
						i = k
					}
				}
				st.Speed = app.Speeds[(i+dir+len(app.Speeds))%len(app.Speeds)]
			},
		},
	}
	if len(a.Levels) > 0 {
		s.rows = append(s.rows, settingRow{
			label: l.T("settings.level.label"),
			value: func(st app.Settings) string {
				level := st.Level
				if level == "" {
					level = a.Levels[0]
				}
				return say.RatedLevel(l, level)
			},
			note: func(a *app.App) (string, bool) {
				if app.IsMatch(a.Settings.Level) {
					return say.Match(l, a.MatchStrength()), false
				}
				_, about := say.Level(l, app.LevelOf(a.Settings.Level).String())
				return about, false
			},
			change: func(st *app.Settings, dir int) {
				i := 0
				for k, v := range a.Levels {
					if v == st.Level {
						i = k
					}
				}
				st.Level = a.Levels[(i+dir+len(a.Levels))%len(a.Levels)]
			},
		}, settingRow{
			label: l.T("settings.think.label"),
			value: func(st app.Settings) string { return st.Think.Say(l) },
			note: func(*app.App) (string, bool) {
				return l.T("settings.think.note"), false
			},
			change: func(st *app.Settings, dir int) {
				i := slices.Index(app.ThinkTimes, st.Think)
				if i < 0 {
					i = slices.Index(app.ThinkTimes, app.DefaultThinkTime)
				}
				st.Think = app.ThinkTimes[(i+dir+len(app.ThinkTimes))%len(app.ThinkTimes)]
			},
		})
	}
	s.rows = append(s.rows, s.languageRow())
	s.done.Label = l.T("settings.done")
}

// gameGroup is what the Board row steps among: the presets the Variant row
// then steps among.
type gameGroup struct {
	presets []rules.Variant
	// regional is set for the regional games of the 24-point board,
	// named as a group rather than by a game.
	regional bool
}

// gameGroups are the games the settings offer, grouped as players look for
// them: Nine Men's Morris and its variants, each smaller board's game,
// then the regional games.
func gameGroups() []gameGroup {
	groups := []gameGroup{{presets: rules.Presets()}}
	for _, v := range rules.SmallBoardPresets() {
		groups = append(groups, gameGroup{presets: []rules.Variant{v}})
	}
	return append(groups, gameGroup{presets: rules.RegionalPresets(), regional: true})
}

// groupOf is the group of the settings' game: the one holding its preset,
// else the first on its board.
func groupOf(st app.Settings) int {
	groups := gameGroups()
	for i, g := range groups {
		if slices.ContainsFunc(g.presets, func(v rules.Variant) bool { return v.Name == st.Variant }) {
			return i
		}
	}
	kind := st.VariantRules().BoardKind
	for i, g := range groups {
		if g.presets[0].BoardKind == kind {
			return i
		}
	}
	return 0
}

// restBands is how many bands the picture at rest is drawn in after a
// change of language.
const restBands = 3

// stageRest starts drawing the picture at rest afresh, a band of the
// screen a tick (drawBand), after a change of language: every row, every
// string and every glyph is new then, and where the screen is drawn in
// software the whole picture in one frame made the longest frame of the
// settings. The screen shows the settings as they were until the last
// band is drawn.
func (s *Scene) stageRest() {
	s.bands = s.bands[:0]
	if s.w == 0 || s.app.Kit == nil || s.app.Kit.Fonts == nil {
		return
	}
	s.bandKey = s.restKey()
	for i := range restBands {
		s.bands = append(s.bands, image.Rect(0, s.h*i/restBands, s.w, s.h*(i+1)/restBands))
	}
}

// drawBand draws the next band of the picture at rest being staged, and
// asks for the picture to be shown once it is whole.
func (s *Scene) drawBand(ctx *scenes.Context) {
	if len(s.bands) == 0 {
		return
	}
	s.drawRest(s.bands[:1])
	s.bands = s.bands[1:]
	ctx.KeepAwake()
	ctx.DrewOffscreen()
	if len(s.bands) == 0 {
		ctx.Redraw()
	}
}

// drawRest draws the bands of the picture at rest for bandKey.
func (s *Scene) drawRest(bands []image.Rectangle) {
	size := image.Pt(s.w, s.h)
	s.rest.Patch(s.app.Kit, size, s.bandKey, bands, func(img *ebiten.Image) {
		s.drawOn(img, image.Rectangle{Max: size}, false)
	})
}

// soundReasons are the messages of the sound system's reasons (see
// audio.Context.Status), which it gives in English.
var soundReasons = map[string]string{
	"Sound is starting…":                                   "settings.sound.starting",
	"Sound starts with your first click, tap or key press": "settings.sound.starts_on_input",
	"Sound unavailable: no audio device found":             "settings.sound.no_device",
	"Sound unavailable: this browser cannot play sound":    "settings.sound.no_browser_sound",
	"Sound unavailable: the audio device stopped working":  "settings.sound.stopped",
}

// soundReason words why sound cannot be heard: a reason the sound system
// gives is said in the player's language; another, whole as given if it
// is a sentence about sound, or introduced.
func soundReason(l *lang.Lang, why string) string {
	if id, ok := soundReasons[why]; ok {
		return l.T(id)
	}
	if strings.HasPrefix(strings.ToLower(why), "sound") {
		return why
	}
	return l.T("settings.sound.unavailable_because", "Reason", why)
}

// soundUnavailable reports whether the game cannot play sound: there is no
// sound system, or its device failed. A device still starting (in the
// browser, until the first tap) is not unavailable.
func soundUnavailable(a *app.App) bool {
	if a.Sound == nil {
		return true
	}
	ok, why := a.Sound.Status()
	return !ok && !strings.Contains(strings.ToLower(why), "starting")
}

// settingsLayout places the rows in a centred column, or two on a screen
// too short for one (a phone on its side).
type settingsLayout struct {
	col   kit.Rect
	title float64 // y of the title
	text  float64
	done  kit.Rect
	// room is the space in a row around its lines.
	room rowRoom
}

// rowRoom is the space in a row around its name and note, in units of
// the text's size.
type rowRoom struct {
	top  float64 // above the name and value
	note float64 // from the row's top to its note
	gap  float64 // below the row, to the next
}

// The rooms of a row: roomy, and tight for a phone whose rows would not
// fit otherwise at the smallest text it reads.
var (
	roomy = rowRoom{top: 0.45, note: 1.85, gap: 0.35}
	tight = rowRoom{top: 0.3, note: 1.6, gap: 0.3}
)

// height is the height of a row of n note lines of lineH with the gap
// under it, for text of size text.
func (r rowRoom) height(text float64, n int, lineH float64) float64 {
	return math.Round(text*(r.note+0.1+r.gap) + float64(n)*lineH)
}

// minNote is the smallest size of text, in logical units (CSS pixels in
// the browser), that the settings use: a note on a phone must be read at
// arm's length.
const minNote = 14

// noteSize is the size of the rows' notes for a base size.
func (s *Scene) noteSize(text float64) float64 { return math.Max(text*0.78, s.noteMin) }

// noteFace is the face of the rows' notes.
func (s *Scene) noteFace(text float64) *text.GoTextFace {
	return s.app.Kit.Fonts.Face(kit.Italic, s.noteSize(text))
}

// noteLines is row i's note as drawn in a row of width w: wrapped, at most
// maxNoteLines lines, the last cut with an ellipsis if the note is longer.
// Without fonts (in tests) it is one line.
func (s *Scene) noteLines(note string, w, size float64) []string {
	if note == "" {
		return nil // a row without a note is a line shorter
	}
	if s.app.Kit.Fonts == nil {
		return []string{note}
	}
	room := w - size*0.9*2 - size*0.6 // the row's padding, and the ‹
	face := s.noteFace(size)
	lines := kit.Wrap(note, face, room)
	if len(lines) > maxNoteLines {
		lines = lines[:maxNoteLines]
		last := strings.TrimRight(lines[maxNoteLines-1], ".,;:")
		for kit.TextWidth(last+"…", face) > room && strings.Contains(last, " ") {
			last = last[:strings.LastIndex(last, " ")]
		}
		lines[maxNoteLines-1] = last + "…"
	}
	return lines
}

// noteTexts are the rows' notes now.
func (s *Scene) noteTexts() []string {
	out := make([]string, len(s.rows))
	for i := range s.rows {
		out[i], _ = s.rows[i].note(s.app)
	}
	return out
}

// layout places the rows. They must all fit with Done below them: on a
// short screen the text gets smaller, down to the size still read on a
// phone, then the rows closer together, and then the rows go into two
// columns if the screen is wide enough, rather than the last rows
// falling off it. Rows take the width
// of a phone. It reports false if a pause stopped it.
func (s *Scene) layout(w, h int, scale float64) bool {
	W, H := float64(w), float64(h)
	floor := minNote * scale
	s.noteMin = floor
	text := kit.Clamp(math.Min(W/30, H/30), floor, 24*scale)
	cols := 1
	room := roomy
	var colW, total, gap float64
	var heights []float64
	for {
		gap = text
		colW = math.Min(W-2*text, text*30)
		if cols == 2 {
			colW = math.Min((W-2*text-gap)/2, text*24)
		}
		lineH := math.Round(s.noteSize(text) * 1.3)
		heights = make([]float64, len(s.rows))
		colH := [2]float64{}
		for i := range s.rows {
			n := 1
			if i < len(s.notes) {
				n = len(s.noteLines(s.notes[i], colW, text))
				if s.pause != nil && !s.pause() {
					return false
				}
			}
			heights[i] = room.height(text, n, lineH)
			colH[s.column(i, cols)] += heights[i]
		}
		total = text*3.4 + math.Max(colH[0], colH[1]) + text*1.2 + text*2.4 + s.versionHeight(text)
		if total <= H-text {
			break
		}
		if text > floor {
			text = math.Max(floor, text*0.94)
			continue
		}
		if room == roomy {
			room = tight
			continue
		}
		if cols == 1 && W >= 2*floor*22 {
			cols = 2
			continue
		}
		if text > 10*scale {
			// A window smaller than any phone: smaller text rather
			// than rows off the screen.
			text = math.Max(10*scale, text*0.94)
			s.noteMin = text * 0.78
			continue
		}
		break
	}
	y := math.Max(text, (H-total)/2)
	full := colW
	if cols == 2 {
		full = 2*colW + gap
	}
	x := math.Floor((W - full) / 2)
	s.lay = settingsLayout{col: kit.Rect{X: x, Y: y, W: full, H: total}, title: y, text: text, room: room}
	ry := [2]float64{y + text*3.4, y + text*3.4}
	for i := range s.rows {
		c := s.column(i, cols)
		s.rows[i].rect = kit.Rect{X: x + float64(c)*(colW+gap), Y: ry[c], W: colW, H: heights[i] - text*room.gap}
		ry[c] += heights[i]
	}
	bw := math.Min(colW*0.5, text*10)
	s.lay.done = kit.Rect{X: math.Floor((W - bw) / 2), Y: math.Max(ry[0], ry[1]) + text*0.8, W: bw, H: text * 2.4}
	s.done.Rect = s.lay.done
	return true
}

// column is the column of row i when the rows are in cols columns: the
// first half in the left one.
func (s *Scene) column(i, cols int) int {
	if cols == 2 && i >= (len(s.rows)+1)/2 {
		return 1
	}
	return 0
}

// Layout implements Scene.
func (s *Scene) Layout(w, h int, scale float64) {
	s.relang()
	s.w, s.h, s.s, s.notes = w, h, scale, s.noteTexts()
	s.layout(w, h, scale)
	if s.picker != nil {
		s.picker.layout(s.app, w, h, scale, s.lay.text)
	}
}

// Update implements Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	if s.stageLanguage(ctx) {
		s.stageRest()
		return nil
	}
	s.drawBand(ctx)
	// A note that changes, such as the sound system's state, can take
	// another number of lines.
	if notes := s.noteTexts(); !slices.Equal(notes, s.notes) {
		s.notes = notes
		s.layout(s.w, s.h, s.s)
		ctx.Redraw()
	}
	if s.picker != nil {
		s.updatePicker(ctx)
		return nil
	}
	in := ctx.Input
	if in.Just(scenes.ActBack) || s.done.Handle(ctx) || in.Just(scenes.ActConfirm) && s.focus == len(s.rows) {
		s.app.PlaySound(audio.Click)
		ctx.GoTo(s.back)
		return nil
	}
	n := len(s.rows) + 1
	switch {
	case in.Just(scenes.ActUp):
		s.focus, s.keys = (s.focus+n-1)%n, true
	case in.Just(scenes.ActDown), in.Just(scenes.ActNext):
		s.focus, s.keys = (s.focus+1)%n, true
	case s.focus < len(s.rows) && in.Just(scenes.ActLeft):
		s.change(s.focus, -1)
	case s.focus < len(s.rows) && in.Just(scenes.ActConfirm) && s.rows[s.focus].list:
		s.app.PlaySound(audio.Click)
		s.openPicker()
		ctx.Redraw()
		return nil
	case s.focus < len(s.rows) && (in.Just(scenes.ActRight) || in.Just(scenes.ActConfirm)):
		s.change(s.focus, 1)
	}
	p := in.Pointer
	for i := range s.rows {
		r := &s.rows[i]
		inside := r.rect.Contains(p.X, p.Y)
		hover := inside && p.Present && !p.Touch
		if hover != r.hover {
			r.hover = hover
			ctx.Redraw()
		}
		if p.Pressed && inside {
			r.held = true
		}
		if p.Released {
			if r.held && inside {
				// The left third steps back, the rest forward, so the
				// arrows drawn at both ends do what they show.
				dir := 1
				if p.X < r.rect.X+r.rect.W/3 && r.rect.W > 0 {
					dir = -1
				}
				s.focus, s.keys = i, false
				if r.list {
					r.held, r.hover = false, false
					s.app.PlaySound(audio.Click)
					s.openPicker()
					ctx.Redraw()
					return nil
				}
				s.change(i, dir)
			}
			r.held = false
		}
	}
	return nil
}

// change moves row i's setting by dir and keeps it.
func (s *Scene) change(i, dir int) {
	st := s.app.Settings
	s.rows[i].change(&st, dir)
	s.app.SetSettings(st)
	s.app.PlaySound(audio.Click)
}

// rowLabels are row i's name, value and note lines as drawn: the value
// keeps its size, the name shrinks to the room left.
func (s *Scene) rowLabels(i int) (name, value kit.Label, note []kit.Label) {
	l := &s.lay
	f := s.app.Kit
	r := &s.rows[i]
	pad := l.text * 0.9
	left := r.rect.X + pad + l.text*0.6
	right := r.rect.X + r.rect.W - pad - l.text*1.1
	v := r.value(s.app.Settings)
	vf := f.Fit(kit.Regular, l.text*1.05, l.text*0.85, v, (right-left)*0.55)
	vw := kit.TextWidth(v, vf)
	room := right - left - vw - l.text*0.8
	top := r.rect.Y + l.text*l.room.top
	value = kit.Label{Text: v, Face: vf, Align: kit.AlignEnd, Box: kit.Rect{X: right - vw, Y: top, W: vw, H: l.text * 1.4}}
	name = kit.Label{Text: r.label, Face: f.Fit(kit.Regular, l.text*1.05, l.text*0.85, r.label, room), Box: kit.Rect{X: left, Y: top, W: room, H: l.text * 1.4}}
	text, _ := r.note(s.app)
	nf := s.noteFace(l.text)
	for k, line := range s.noteLines(text, r.rect.W, l.text) {
		note = append(note, kit.Label{Text: line, Face: nf, Box: kit.Rect{X: left, Y: r.rect.Y + l.text*l.room.note + float64(k)*math.Round(nf.Size*1.3), W: r.rect.X + r.rect.W - pad - left, H: nf.Size * 1.3}})
	}
	return name, value, note
}

// titleLabel is the scene's title.
func (s *Scene) titleLabel() kit.Label {
	l := &s.lay
	return kit.Label{Text: s.lang.T("settings.title"), Face: s.app.Kit.Fonts.Face(kit.SmallCaps, l.text*2), Align: kit.AlignCenter, Box: kit.Rect{X: l.col.X, Y: l.title, W: l.col.W, H: l.text * 2.6}}
}

// Labels implements kit.Labeler.
func (s *Scene) Labels() []kit.Label {
	out := []kit.Label{s.titleLabel()}
	for i := range s.rows {
		name, value, note := s.rowLabels(i)
		out = append(append(out, name, value), note...)
	}
	out = append(out, s.done.Labels(s.app.Kit.Fonts, s.s)...)
	out = append(out, s.versionLabel())
	if s.picker != nil {
		out = append(out, s.picker.labels(s.app, s.s)...)
	}
	return out
}

// restKey is everything the picture of the settings at rest shows: the
// screen, the values, the notes (which the layout follows) and whether
// sound can be heard.
type restKey struct {
	w, h    int
	s       float64
	lang    *lang.Lang
	set     app.Settings
	notes   string
	unavail bool
}

// restKey is the key of the picture at rest as the settings stand. Its
// language is the scene's (lang), which the rows are worded in, not the
// settings': the frame that closes the list of languages copies the
// picture as it stands.
func (s *Scene) restKey() restKey {
	set := s.app.Settings
	set.Language = ""
	return restKey{w: s.w, h: s.h, s: s.s, lang: s.lang, set: set, notes: strings.Join(s.notes, "\n"), unavail: soundUnavailable(s.app)}
}

// Draw implements Scene. The settings at rest (the backdrop, the title,
// every row and Done untouched) are a layer, drawn again only when a value,
// a note or the screen changes; a frame copies it and draws again, over
// the backdrop, only the parts lit by the pointer or the keyboard (see
// drawPatch).
func (s *Scene) Draw(dst *ebiten.Image) {
	key := s.restKey()
	if len(s.bands) > 0 {
		// A frame drawn before the bands are done finishes them.
		if key == s.bandKey && dst.Bounds().Size() == image.Pt(s.w, s.h) {
			s.drawRest(s.bands)
		}
		s.bands = s.bands[:0]
	}
	s.rest.Draw(s.app.Kit, dst, key, func(img *ebiten.Image) { s.drawOn(img, img.Bounds(), false) })
	if s.picker != nil {
		s.picker.draw(dst, s.app, s.s)
		return
	}
	for i := range s.rows {
		if s.rowLit(i) {
			s.drawPatch(dst, s.rows[i].rect)
		}
	}
	if s.done.Lit(s.doneFocused()) {
		s.drawPatch(dst, s.done.Rect)
	}
}

// Release implements scenes.Releaser.
func (s *Scene) Release() {
	s.dropStage()
	s.rest.Release()
	s.bands = s.bands[:0]
}

// rowLit reports whether row i shows otherwise than at rest.
func (s *Scene) rowLit(i int) bool {
	r := &s.rows[i]
	return r.held || r.hover || s.keys && s.focus == i
}

func (s *Scene) doneFocused() bool { return s.keys && s.focus == len(s.rows) }

// drawPatch draws the scene as it is now over the part of dst around r
// (r and the edge a focus ring or anti-aliasing draws outside it):
// everything there is drawn again, clipped to it, from the backdrop up.
func (s *Scene) drawPatch(dst *ebiten.Image, r kit.Rect) {
	m := math.Ceil(1.5*s.s) + 1
	box := kit.RectImage(kit.Rect{X: r.X - m, Y: r.Y - m, W: r.W + 2*m, H: r.H + 2*m}).Intersect(dst.Bounds())
	if box.Empty() {
		return
	}
	s.drawOn(dst.SubImage(box).(*ebiten.Image), dst.Bounds(), true)
}

// drawOn draws the scene on dst, the screen (of bounds screen) or a part
// of it, skipping what lies outside dst: lit draws the rows and Done as
// they are now, otherwise as at rest.
func (s *Scene) drawOn(dst *ebiten.Image, screen image.Rectangle, lit bool) {
	s.bg.DrawOver(dst, screen)
	clip := dst.Bounds()
	m := math.Ceil(1.5*s.s) + 1
	near := func(r kit.Rect) bool {
		return kit.RectImage(kit.Rect{X: r.X - m, Y: r.Y - m, W: r.W + 2*m, H: r.H + 2*m}).Overlaps(clip)
	}
	if t := s.titleLabel(); near(t.Box) {
		t.Draw(dst, kit.ColorParchment)
	}
	for i := range s.rows {
		if near(s.rows[i].rect) {
			s.drawRow(dst, i, lit && s.rowLit(i))
		}
	}
	if v := s.versionLabel(); near(v.Box) {
		v.Draw(dst, kit.ColorDim)
	}
	if near(s.done.Rect) {
		done := s.done.Unlit()
		focused := false
		if lit {
			done, focused = s.done, s.doneFocused()
		}
		done.Draw(dst, s.app.Kit, s.s, focused)
	}
}

// drawRow draws row i, lit (under the pointer, held, or with the focus)
// or at rest.
func (s *Scene) drawRow(dst *ebiten.Image, i int, lit bool) {
	l := &s.lay
	f := s.app.Kit
	r := &s.rows[i]
	focused := lit && s.keys && s.focus == i
	bg := color.Color(color.NRGBA{0x3a, 0x2b, 0x1f, 0xc0})
	if lit && r.held {
		bg = color.RGBA{0x5c, 0x43, 0x2c, 0xf0}
	} else if lit && (r.hover || focused) {
		bg = color.RGBA{0x4a, 0x36, 0x26, 0xf0}
	}
	s.app.Kit.FillRoundRect(dst, r.rect, l.text*0.5, bg)
	if focused {
		s.app.Kit.StrokeRoundRect(dst, r.rect, l.text*0.5, 1.5*s.s, kit.ColorAccent)
	}
	pad := l.text * 0.9
	// The arrows at both ends show what a click there does: the left
	// third of a row steps back, the rest forward.
	// A row that opens a list shows the one arrow: a click anywhere on it
	// opens the list.
	arrow := f.Face(kit.Regular, l.text*1.3)
	if !r.list {
		kit.DrawText(dst, "‹", arrow, r.rect.X+pad*0.6, r.rect.Y+l.text*(l.room.top-0.2), kit.AlignStart, kit.ColorAccent)
	}
	kit.DrawText(dst, "›", arrow, r.rect.X+r.rect.W-pad, r.rect.Y+l.text*(l.room.top-0.2), kit.AlignEnd, kit.ColorAccent)
	name, value, note := s.rowLabels(i)
	name.Draw(dst, kit.ColorText)
	value.Draw(dst, kit.ColorAccent)
	_, warn := r.note(s.app)
	clr := color.Color(kit.ColorDim)
	if warn {
		clr = kit.ColorWarn
	}
	for _, n := range note {
		n.Draw(dst, clr)
	}
}

// Opaque implements scenes.Opaque: the backdrop covers the screen.
func (*Scene) Opaque() {}
