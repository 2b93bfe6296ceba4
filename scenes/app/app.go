package app

import (
	"time"

	"github.com/ninemen/morris/audio"
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/computer"
	"github.com/ninemen/morris/scenes/kit"
	"github.com/ninemen/morris/storage"
)

// Sounds is what the scenes need of the sound system; *audio.Context is
// one. A nil Sounds is silence.
type Sounds interface {
	Play(s audio.Sound)
	SetMuted(muted bool)
	Muted() bool
	// Status reports whether sound can be heard at all, and if not, why.
	Status() (available bool, reason string)
}

// Storage keeps named files between runs; *storage.Store is one, and tests
// use others, such as one that cannot move a file aside.
type Storage interface {
	// Load returns what was saved under name, or an error for which
	// storage.IsNotExist is true if nothing was.
	Load(name string) ([]byte, error)
	Save(name string, data []byte) error
	Remove(name string) error
	// SetAside keeps the file under another name and returns it.
	SetAside(name string) (string, error)
}

// GameName is the game's name in English, as records name their site;
// the player reads it in their language (the message app.name).
const GameName = "Nine Men\u2019s Morris"

// NewAgentFunc makes the computer player for a game under the player's
// settings (the level among them).
type NewAgentFunc func(v rules.Variant, s Settings) computer.Agent

// Home is the title: the scene every other goes back to, which opens the
// scenes the others cannot import. The title's menu opens play, the
// review (through Open a game), history and settings, so their packages
// cannot import the title's; they are given it instead. Play imports the
// review (the result's Review), so the review cannot open a game itself:
// its "Play from here" asks home.
type Home interface {
	scenes.Scene
	// PlayFrom starts a game from g's position, with its history, against
	// the computer or between two players.
	PlayFrom(g *rules.Game, computer bool) scenes.Scene
}

// App is what outlives a single scene. main builds it once with NewApp and
// gives it to the first scene, and each scene to those it opens.
type App struct {
	// Kit is the drawing kit, with the typefaces (nil in tests that draw
	// no text).
	Kit *kit.Kit
	// Browser is true in the WebAssembly build, where there is no Quit.
	Browser bool
	// Store keeps the settings and the game in progress; nil keeps nothing
	// (as in tests that do not care).
	Store Storage
	// Sound plays the effects; nil is silence.
	Sound Sounds
	// Settings are the player's choices; change them with SetSettings so
	// that they are kept.
	Settings Settings
	// NewAgent makes computer players (see UseComputer); nil turns games
	// against the computer off, and tests give their own.
	NewAgent NewAgentFunc
	// Levels names the computer's levels, weakest first, for the settings.
	Levels []string
	// Autoplay, when set, plays games of the computer against itself
	// for measurement (main's -autoplay).
	Autoplay *Autoplay
	// Fingers is true while the player uses a touch screen (the last
	// press was a finger's, and no key was pressed since): a scene does
	// not tell such a player about keys.
	Fingers bool
	// FirstStart is set when the store held neither settings nor a saved
	// game as the app started: the player's very first start, when the
	// title offers the lessons (a returning player is never asked).
	FirstStart bool

	// save is the game in progress as last written or read; saveBad holds
	// why the file on disk could not be read, until it is set aside, and
	// nothing is written over it until then.
	save    *SavedGame
	saveBad error
	// settingsBad is set while unreadable settings could not be set aside:
	// they are not written over either.
	settingsBad bool
	notices     []string
	// shell is the shell around the scenes (NewManager).
	shell *Shell
	// kept is what scenes keep across visits (see Kept).
	kept map[any]any
	// lang is the game's words in the language in use (Lang), and
	// system the choice the system's preferences make (SystemLanguage).
	lang   *lang.Lang
	system lang.Choice
	// pending is the language chosen while its face is on its way.
	pending *lang.Lang
	// matchTarget is Match my strength's target as the record last read
	// or written held it, valid when matchKnown: the settings ask for it
	// every tick, and reading the record replays its games.
	matchTarget float64
	matchKnown  bool
}

// NewApp loads the settings and the saved game from the store (either may
// be nil) and returns the App. Unreadable settings are set aside at once
// and the defaults used; an unreadable saved game is set aside when the
// next game starts, and the player is told (see TakeNotice).
func NewApp(fonts *kit.Fonts, store *storage.Store) *App {
	if store == nil {
		return NewAppWith(fonts, nil) // a nil Storage, not a nil *Store in one
	}
	return NewAppWith(fonts, store)
}

// NewAppWith is NewApp for any Storage, such as a test's.
func NewAppWith(fonts *kit.Fonts, store Storage) *App {
	a := &App{Kit: kit.New(fonts), Store: store, system: lang.Match(lang.System()...)}
	var bad *unreadable
	a.Settings, bad = loadSettings(store)
	a.FirstStart = store != nil && bad == nil && !has(store, settingsFile) && !has(store, SaveFile)
	a.settingsBad = bad != nil && bad.stuck != nil
	a.useLanguage()
	if bad != nil {
		// Worded now that the language of the settings (the defaults'
		// then) is known.
		a.Notify(a.settingsUnreadable(bad))
	}
	if store != nil {
		data, err := store.Load(SaveFile)
		switch {
		case storage.IsNotExist(err):
		case err != nil:
			a.saveBad = err
		default:
			s, err := decodeSave(data)
			if err != nil {
				a.saveBad = err
			} else {
				a.save = &s
			}
		}
	}
	return a
}

// SetSound attaches the sound system and applies the muted setting to it.
func (a *App) SetSound(s Sounds) {
	a.Sound = s
	if s != nil {
		s.SetMuted(!a.Settings.Sound)
	}
}

// PlaySound plays a sound effect, if there is sound.
func (a *App) PlaySound(s audio.Sound) {
	if a.Sound != nil {
		a.Sound.Play(s)
	}
}

// ToggleMute flips the sound setting (the M key) and keeps it.
func (a *App) ToggleMute() {
	s := a.Settings
	s.Sound = !s.Sound
	a.SetSettings(s)
}

// SetSettings changes the settings, applies the sound switch and writes
// them to the store. A failed write is told to the player but changes
// nothing in the game.
func (a *App) SetSettings(s Settings) {
	a.Settings = s
	a.useLanguage()
	if a.Sound != nil {
		a.Sound.SetMuted(!s.Sound)
	}
	if a.settingsBad {
		if _, err := a.Store.SetAside(settingsFile); err != nil {
			// Told when the settings were read; the choice holds for
			// this run.
			return
		}
		a.settingsBad = false
	}
	if err := saveSettings(a.Store, s); err != nil {
		a.Notify(a.lang.T("app.settings.not_kept", "Error", err.Error()))
	}
}

// HasSavedGame reports whether there is a game to resume. A save that
// could not be read counts, so that choosing to resume it tells the player
// what happened to it.
func (a *App) HasSavedGame() bool {
	return a.saveBad != nil || a.save != nil && a.save.Turns > 0
}

// Notify queues a message for the player.
func (a *App) Notify(msg string) {
	if msg != "" {
		a.notices = append(a.notices, msg)
	}
}

// TakeNotice returns the messages waiting for the player, such as a save
// that could not be read, and forgets them; "" when there are none.
func (a *App) TakeNotice() string {
	msg := ""
	for i, n := range a.notices {
		if i > 0 {
			msg += "\n"
		}
		msg += n
	}
	a.notices = nil
	return msg
}

// SetAsideBadSave moves an unreadable saved game out of the way before a
// new game is written over it, and tells the player. It reports whether the
// way is clear: while the file cannot be moved it stays as it is, no game is
// saved over it, and the player is told (when tell is set; a game that
// tries again after each move tells nothing more).
func (a *App) SetAsideBadSave(tell bool) bool {
	if a.saveBad == nil {
		return true
	}
	if a.Store == nil {
		a.saveBad, a.save = nil, nil
		return true
	}
	bad := setAside(a.Store, SaveFile, a.saveBad)
	if bad.stuck != nil {
		if tell {
			a.Notify(a.lang.T("app.save.unreadable_stuck", "Cause", bad.cause.Error(), "Error", bad.stuck.Error()))
		}
		return false
	}
	a.saveBad, a.save = nil, nil
	a.Notify(a.lang.T("app.save.unreadable", "File", bad.keptAs))
	return true
}

// SaveGame keeps the game in progress; a finished or empty game leaves
// nothing to resume. While an unreadable save cannot be set aside, nothing
// is written.
func (a *App) SaveGame(g *rules.Game, computer, computerWhite bool, played time.Duration) error {
	return a.SaveTimedGame(g, computer, computerWhite, played, Clocks{})
}

// SaveTimedGame keeps the game in progress as SaveGame does, with its
// clocks.
func (a *App) SaveTimedGame(g *rules.Game, computer, computerWhite bool, played time.Duration, clocks Clocks) error {
	if !a.SetAsideBadSave(false) {
		return nil
	}
	if g.Result().Over() || g.Ply() == 0 {
		a.save = nil
		if a.Store == nil {
			return nil
		}
		return a.Store.Remove(SaveFile)
	}
	s := newSavedGame(g, computer, computerWhite, played)
	s.Clocks = clocks
	a.save = &s
	if a.Store == nil {
		return nil
	}
	data, err := s.encode()
	if err != nil {
		return err
	}
	return a.Store.Save(SaveFile, data)
}

// SavedGame returns the game to resume, a copy of the kept one so that
// the scene's game shares nothing with it, or nil.
func (a *App) SavedGame() (*SavedGame, *rules.Game) {
	if a.save == nil {
		return nil, nil
	}
	s := *a.save
	s.game = a.save.game.Clone()
	return &s, s.game
}

// Kept returns what the App keeps under key, made by create the first
// time. A scene package keeps here what outlives one scene, under a key of
// a type of its own, so the App need not know its types: the board keeps
// its images, which play, result and review share and which are costly to
// remake.
func (a *App) Kept(key any, create func() any) any {
	if v, ok := a.kept[key]; ok {
		return v
	}
	if a.kept == nil {
		a.kept = map[any]any{}
	}
	v := create()
	a.kept[key] = v
	return v
}

// NewManager returns the scene manager of the game on first, with the
// app's shell around every scene and its kit's images for the crossfades.
func NewManager(a *App, first scenes.Scene) *scenes.Manager {
	m := scenes.NewManager(first)
	a.shell = NewShell(a)
	m.SetShell(a.shell)
	m.SetImages(a.Kit)
	return m
}

// Toast returns the message the shell shows over the scene and the time it
// stays up; "" and 0 when nothing is shown (or the app has no manager).
func (a *App) Toast() (text string, left time.Duration) {
	if a.shell == nil {
		return "", 0
	}
	return a.shell.Toast()
}

// UseComputer offers games against the computer: the ai package's engine
// plays them, at the levels it names, and the engines of one game serve
// the next.
func (a *App) UseComputer() {
	engines := new(computer.Engines)
	a.NewAgent = func(_ rules.Variant, s Settings) computer.Agent {
		if IsMatch(s.Level) {
			return engines.NewMatchPlayer(a.MatchStrength().Rating(), s.Think.Duration())
		}
		return engines.NewPlayer(LevelOf(s.Level), s.Think.Duration())
	}
	a.Levels = LevelNames()
}

// Lang is the game's words in the player's language. It changes when the
// player chooses another (Settings.Language): a scene that keeps words
// or layouts made with it compares it with the one it used. A language
// whose face is still on its way (Chinese in the browser) takes over
// once the face has come, at a call of Lang.
func (a *App) Lang() *lang.Lang {
	if a.pending != nil && a.Kit.Fonts.SetCJK(a.pending.CJK()) {
		a.lang, a.pending = a.pending, nil
	}
	return a.lang
}

// AwaitLanguage waits until the language chosen can be written, its face
// fetched (Chinese in the browser): main calls it before the first frame,
// which then speaks the player's language from the start.
func (a *App) AwaitLanguage() {
	if a.pending != nil {
		a.Kit.Fonts.WaitCJK()
	}
}

// SystemLanguage is the language the system's or the browser's
// preferences choose, used while Settings.Language is empty.
func (a *App) SystemLanguage() lang.Choice { return a.system }

// useLanguage makes the language of the settings the one in use, and the
// kit's faces the ones it is written in; until the face has come, the
// language before it stays (English at the start).
func (a *App) useLanguage() {
	code := a.Settings.Language
	if !lang.Known(code) {
		code = a.system.Code
	}
	a.pending = nil
	if a.lang != nil && a.lang.Code() == code {
		return
	}
	next := lang.New(code)
	if a.Kit != nil && a.Kit.Fonts != nil && !a.Kit.Fonts.SetCJK(next.CJK()) {
		a.pending = next
		if a.lang == nil {
			a.lang = lang.New(lang.English)
		}
		return
	}
	a.lang = next
}

// has reports whether st holds a file name, readable or not.
func has(st Storage, name string) bool {
	_, err := st.Load(name)
	return !storage.IsNotExist(err)
}
