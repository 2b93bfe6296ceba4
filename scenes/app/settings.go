package app

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ninemen/morris/clock"
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/storage"
)

// settingsFile is the name the settings are kept under.
const settingsFile = "settings.json"

// Speed is how fast stones move: the player may want to watch every slide
// or to play quickly.
type Speed int

const (
	SpeedNormal Speed = iota
	SpeedSlow
	SpeedFast
)

// Speeds are the choices in the order the settings scene cycles them.
var Speeds = []Speed{SpeedSlow, SpeedNormal, SpeedFast}

// Name names the speed for the settings scene.
func (s Speed) Name(l *lang.Lang) string {
	switch s {
	case SpeedSlow:
		return l.T("app.speed.slow")
	case SpeedFast:
		return l.T("app.speed.fast")
	}
	return l.T("app.speed.normal")
}

// Factor scales animation lengths.
func (s Speed) Factor() float64 {
	switch s {
	case SpeedSlow:
		return 1.6
	case SpeedFast:
		return 0.55
	}
	return 1
}

// Settings are the player's choices, kept between runs.
type Settings struct {
	// Variant is the Name of a preset of rules.Presets().
	Variant string `json:"variant"`
	// Sound is false when the player muted the game.
	Sound bool `json:"sound"`
	// ComputerWhite gives White to the computer in a game against it (White
	// moves first).
	ComputerWhite bool `json:"computerWhite"`
	// Speed is the animation speed.
	Speed Speed `json:"speed"`
	// Level names the computer's level (see ai.Levels), or is
	// stats.MatchLevel for Match my strength.
	Level string `json:"level,omitempty"`
	// Think is how long the computer may think on a move.
	Think ThinkTime `json:"thinkMs,omitempty"`
	// HideCoordinates hides the letters and numbers around the board,
	// shown by default (the move list names the points by them). Stored
	// as hidden so that settings kept before the switch show them.
	HideCoordinates bool `json:"hideCoordinates,omitempty"`
	// Language is the code of the language the player chose (see lang);
	// empty follows the system's or the browser's.
	Language string `json:"language,omitempty"`
	// Clock is the time control of games on this device, for two
	// players and against the computer, as PGN's TimeControl tag writes
	// it ("300+3"); empty, the default, for no clock.
	Clock string `json:"clock,omitempty"`
	// LessonsOffered is set once the title has offered the lessons, on
	// the very first start: the offer is made once, whatever the answer.
	LessonsOffered bool `json:"lessonsOffered,omitempty"`
}

// ThinkTime is how long the computer may think on a move, in
// milliseconds: the Master uses all of it, the lower levels a share, and
// they stop sooner at the depth they look to.
type ThinkTime int

// ThinkTimes are the choices in the order the settings scene cycles them;
// the default is the second, long enough for the Master to play well and
// short enough that a game keeps its pace.
var ThinkTimes = []ThinkTime{1000, 2500, 5000, 10000, 30000}

// DefaultThinkTime is the time of a first run.
const DefaultThinkTime ThinkTime = 2500

// Duration is the time as a time.Duration.
func (t ThinkTime) Duration() time.Duration { return time.Duration(t) * time.Millisecond }

// Say says the time as the settings scene shows it: "2.5 s" ("2,5 s" in
// a language with a decimal comma).
func (t ThinkTime) Say(l *lang.Lang) string {
	secs := strconv.FormatFloat(float64(t)/1000, 'f', -1, 64)
	secs = strings.Replace(secs, ".", l.T("app.think.decimal_point"), 1)
	return l.T("app.think.seconds", "Seconds", secs)
}

// ClockChoices are the time controls in the order the settings scene
// cycles them: none, then the presets.
var ClockChoices = append([]clock.Control{{}}, clock.Presets...)

// TimeControl is the clock of games on this device; Off for none.
func (s Settings) TimeControl() clock.Control {
	c, err := clock.ParseControl(s.Clock)
	if err != nil {
		return clock.Control{}
	}
	return c
}

// SayControl says a time control as the settings show it: "5 min + 3 s",
// or that there is no clock.
func SayControl(l *lang.Lang, c clock.Control) string {
	if c.Off() {
		return l.T("app.clock.off")
	}
	return l.T("app.clock.control", "Minutes", int(c.Base/time.Minute), "Seconds", int(c.Increment/time.Second))
}

// DefaultSettings are the settings of a first run.
func DefaultSettings() Settings {
	return Settings{Variant: rules.NineMensMorris().Name, Sound: true, Level: defaultLevel.String(), Think: DefaultThinkTime}
}

// VariantRules returns the preset the settings name, or the default game
// if the name is unknown (a preset renamed since the file was written).
func (s Settings) VariantRules() rules.Variant {
	if v, ok := rules.PresetNamed(s.Variant); ok {
		return v
	}
	return rules.NineMensMorris()
}

// decodeSettings reads settings, starting from the defaults so that a file
// written by an older version keeps the defaults of what it lacks.
func decodeSettings(data []byte) (Settings, error) {
	s := DefaultSettings()
	if err := json.Unmarshal(data, &s); err != nil {
		return DefaultSettings(), fmt.Errorf("settings: %w", err)
	}
	if s.Speed < SpeedNormal || s.Speed > SpeedFast {
		s.Speed = SpeedNormal
	}
	if _, ok := rules.PresetNamed(s.Variant); !ok {
		s.Variant = DefaultSettings().Variant
	}
	if !slices.Contains(ClockChoices, s.TimeControl()) {
		// Not a choice of this version: no clock rather than one the
		// player cannot see in the settings.
		s.Clock = ""
	}
	if !slices.Contains(ThinkTimes, s.Think) {
		// Written by a version with other choices, or by hand: the
		// nearest choice keeps what the player meant.
		s.Think = nearestThinkTime(s.Think)
	}
	return s, nil
}

// nearestThinkTime is the choice closest to t.
func nearestThinkTime(t ThinkTime) ThinkTime {
	best := ThinkTimes[0]
	for _, c := range ThinkTimes {
		if abs(int(c-t)) < abs(int(best-t)) {
			best = c
		}
	}
	return best
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// loadSettings reads the settings from the store. A file that cannot be
// read is set aside (never deleted) and the defaults are used; bad says
// what happened, for the player to be told (settingsUnreadable). A bad
// file that could not be set aside (bad.stuck) must not be written over.
func loadSettings(st Storage) (s Settings, bad *unreadable) {
	if st == nil {
		return DefaultSettings(), nil
	}
	data, err := st.Load(settingsFile)
	if storage.IsNotExist(err) {
		return DefaultSettings(), nil
	}
	if err == nil {
		s, err = decodeSettings(data)
		if err == nil {
			return s, nil
		}
	}
	return DefaultSettings(), setAside(st, settingsFile, err)
}

// unreadable is a file that could not be read, and what became of it.
type unreadable struct {
	// cause is why it could not be read.
	cause error
	// keptAs is the name it was set aside under, unless stuck says why
	// it could not be and was left as it was.
	keptAs string
	stuck  error
}

// setAside moves an unreadable file out of the way, or says why it could
// not.
func setAside(st Storage, name string, cause error) *unreadable {
	where, err := st.SetAside(name)
	return &unreadable{cause: cause, keptAs: where, stuck: err}
}

// settingsUnreadable tells the player of settings that could not be read.
func (a *App) settingsUnreadable(bad *unreadable) string {
	if bad.stuck != nil {
		return a.lang.T("app.settings.unreadable_stuck", "Cause", bad.cause.Error(), "Error", bad.stuck.Error())
	}
	return a.lang.T("app.settings.unreadable", "File", bad.keptAs)
}

// saveSettings writes the settings to the store.
func saveSettings(st Storage, s Settings) error {
	if st == nil {
		return nil
	}
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return fmt.Errorf("settings: %w", err)
	}
	return st.Save(settingsFile, append(data, '\n'))
}
