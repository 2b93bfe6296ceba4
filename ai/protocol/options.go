package protocol

import (
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/rules"
)

// settings is everything the options set: the rules, and how the search
// plays. One table of options serves both.
type settings struct {
	variant rules.Variant
	level   ai.Level
	// moveTime is what a go without limits may think; see cmdGo.
	moveTime time.Duration
	// hashMB is the size of the search's transposition table in MB.
	hashMB int
	// threads is how many threads the Master searches with.
	threads int
	// seed is ai.Options.Seed: zero, the Master's first best move and a
	// fresh seed each move below it; else the seed of every level's
	// choices among the moves it judges equal.
	seed int
}

// defaultMoveTime is a second: long enough for the Master to play well,
// short enough that a script that sends a bare `go` does not seem to hang.
const defaultMoveTime = time.Second

// defaultHashMB is the transposition table of `morris -engine`: twice
// ai.DefaultTableMB, which is sized for the browser, because an engine
// driven over the protocol plays matches natively, where a bigger table
// keeps more of a longer search; a GUI that wants more or less sets Hash.
const defaultHashMB = 2 * ai.DefaultTableMB

// maxHashMB bounds Hash at 4 GB: more than a search of a day fills, and
// less than would fail to allocate on an ordinary machine.
const maxHashMB = 4096

// maxSeed bounds Seed at the largest spin a GUI that holds spins in 32
// bits can show.
const maxSeed = 1<<31 - 1

// maxThreads bounds Threads: more than the cores of a big machine, and
// still few enough that a mistyped value does not start thousands of
// goroutines.
const maxThreads = 64

// defaultSettings is what a fresh engine plays, and what `uci` announces as
// the defaults: the full engine, because a tool that drives an engine
// wants its strength unless it asks otherwise.
func defaultSettings() settings {
	return settings{variant: rules.NineMensMorris(), level: ai.Master, moveTime: defaultMoveTime, hashMB: defaultHashMB, threads: 1}
}

// option is one entry of the `uci` option list: how it is announced, read
// and set. set receives the value as the user wrote it and checks it.
type option struct {
	name     string
	kind     string // the UCI type: check, spin or combo
	min, max int    // for spin
	vars     []string
	get      func(s *settings) string
	set      func(s *settings, value string) error
}

// announce writes the option as `uci` lists it, with the default taken from
// def.
func (o *option) announce(def *settings) string {
	line := fmt.Sprintf("option name %s type %s default %s", o.name, o.kind, o.get(def))
	switch o.kind {
	case "spin":
		line += fmt.Sprintf(" min %d max %d", o.min, o.max)
	case "combo":
		for _, v := range o.vars {
			line += " var " + v
		}
	}
	return line
}

// checkOption is a true/false switch.
func checkOption(name string, get func(v *rules.Variant) bool, set func(v *rules.Variant, on bool)) option {
	return option{
		name: name, kind: "check",
		get: func(s *settings) string { return strconv.FormatBool(get(&s.variant)) },
		set: func(s *settings, value string) error {
			switch strings.ToLower(value) {
			case "true":
				set(&s.variant, true)
			case "false":
				set(&s.variant, false)
			default:
				return fmt.Errorf("value %s: want true or false", show(value))
			}
			return nil
		},
	}
}

// spinOption is a whole number between min and max.
func spinOption(name string, min, max int, get func(v *rules.Variant) int, set func(v *rules.Variant, n int)) option {
	return option{
		name: name, kind: "spin", min: min, max: max,
		get: func(s *settings) string { return strconv.Itoa(get(&s.variant)) },
		set: func(s *settings, value string) error {
			n, err := strconv.Atoi(value)
			if err != nil || n < min || n > max {
				return fmt.Errorf("value %s: want a whole number from %d to %d", show(value), min, max)
			}
			set(&s.variant, n)
			return nil
		},
	}
}

// variantOption picks a preset of rules by a one-word name derived from
// the preset's name ("Nine Men's Morris, no flying" is
// NineMensMorrisNoFlying); the full name is accepted as well. It comes
// first in the list so that a GUI replaying the options in order sets the
// preset before the switches that refine it.
func variantOption() option {
	presets := allPresets()
	vars := make([]string, len(presets))
	for i, p := range presets {
		vars[i] = presetToken(p.Name)
	}
	return option{
		name: "Variant", kind: "combo", vars: vars,
		get: func(s *settings) string {
			if i := presetIndex(s.variant); i >= 0 {
				return vars[i]
			}
			return "Custom"
		},
		set: func(s *settings, value string) error {
			for i, p := range presets {
				if strings.EqualFold(value, vars[i]) || strings.EqualFold(value, p.Name) {
					s.variant = p
					return nil
				}
			}
			return fmt.Errorf("value %s: want one of %s", show(value), strings.Join(vars, ", "))
		},
	}
}

// presetToken squeezes a preset's name into one word for a UCI combo,
// whose values cannot hold spaces: "Lasker Morris" is LaskerMorris.
func presetToken(name string) string {
	var b strings.Builder
	upper := true
	for _, r := range strings.ReplaceAll(name, "'", "") {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			upper = true
			continue
		}
		if upper {
			r = unicode.ToUpper(r)
			upper = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// allPresets lists the presets the Variant option offers: the 24-point
// board's, the smaller boards', then the regional games.
func allPresets() []rules.Variant {
	return append(append(rules.Presets(), rules.SmallBoardPresets()...), rules.RegionalPresets()...)
}

// presetIndex finds the preset whose switches v has, whatever v's name;
// -1 if none.
func presetIndex(v rules.Variant) int {
	v.Name = ""
	for i, p := range allPresets() {
		p.Name = ""
		if p == v {
			return i
		}
	}
	return -1
}

// variantName names a variant after its switches changed: the preset it
// now equals, or "Custom".
func variantName(v rules.Variant) string {
	if i := presetIndex(v); i >= 0 {
		return allPresets()[i].Name
	}
	return "Custom"
}

// boardNames are the Board option's values, indexed by rules.BoardKind.
var boardNames = []string{"TwentyFourPoints", "SixteenPoints", "NinePoints"}

// boardOption picks the board. It changes nothing else, so a change that
// leaves too many men for the board, or diagonals on the 16-point board,
// is refused by the variant's check: set PiecesCount and HasDiagonalLines
// to fit first, or pick a preset with Variant.
func boardOption() option {
	return option{
		name: "Board", kind: "combo", vars: boardNames,
		get: func(s *settings) string { return boardNames[s.variant.BoardKind] },
		set: func(s *settings, value string) error {
			for k, n := range boardNames {
				if strings.EqualFold(value, n) {
					s.variant.BoardKind = rules.BoardKind(k)
					return nil
				}
			}
			return fmt.Errorf("value %s: want one of %s", show(value), strings.Join(boardNames, ", "))
		},
	}
}

// settingsSpin is a whole number between min and max that is not a rule.
func settingsSpin(name string, min, max int, get func(s *settings) int, set func(s *settings, n int)) option {
	return option{
		name: name, kind: "spin", min: min, max: max,
		get: func(s *settings) string { return strconv.Itoa(get(s)) },
		set: func(s *settings, value string) error {
			n, err := strconv.Atoi(value)
			if err != nil || n < min || n > max {
				return fmt.Errorf("value %s: want a whole number from %d to %d", show(value), min, max)
			}
			set(s, n)
			return nil
		},
	}
}

// searchOptions are the options of the search. SkillLevel n is ai.Level(n),
// so the scale grows with ai.Levels; MoveTime is in milliseconds, as UCI
// times are; Hash is in megabytes, as UCI's Hash is, and takes effect at
// the next go (see Engine.aiSearch); Threads is UCI's, one by default as
// in UCI, so that a match runner that plays several games at once on a
// machine decides how to share its cores; Seed is ai.Options.Seed.
func searchOptions() []option {
	levels := ai.Levels()
	return []option{
		settingsSpin("SkillLevel", int(levels[0]), int(levels[len(levels)-1]),
			func(s *settings) int { return int(s.level) },
			func(s *settings, n int) { s.level = ai.Level(n) }),
		settingsSpin("MoveTime", 1, int(maxMoveTime/time.Millisecond),
			func(s *settings) int { return int(s.moveTime / time.Millisecond) },
			func(s *settings, n int) { s.moveTime = time.Duration(n) * time.Millisecond }),
		settingsSpin("Hash", 1, maxHashMB,
			func(s *settings) int { return s.hashMB },
			func(s *settings, n int) { s.hashMB = n }),
		settingsSpin("Threads", 1, maxThreads,
			func(s *settings) int { return s.threads },
			func(s *settings, n int) { s.threads = n }),
		settingsSpin("Seed", 0, maxSeed,
			func(s *settings) int { return s.seed },
			func(s *settings, n int) { s.seed = n }),
	}
}

// newOptions lists the options in the order `uci` announces them: the
// preset, then one per switch of rules.Variant, with Sanmill's names where
// Sanmill has the switch, then the search's.
func newOptions() []option {
	return append([]option{
		variantOption(),
		spinOption("PiecesCount", rules.MinMen, 12,
			func(v *rules.Variant) int { return v.Men },
			func(v *rules.Variant, n int) { v.Men = n }),
		checkOption("MayFly",
			func(v *rules.Variant) bool { return v.MayFly },
			func(v *rules.Variant, on bool) { v.MayFly = on }),
		spinOption("FlyPieceCount", rules.MinMen, 12,
			func(v *rules.Variant) int { return v.FlyAt },
			func(v *rules.Variant, n int) { v.FlyAt = n }),
		checkOption("BothPlayersFly",
			func(v *rules.Variant) bool { return v.BothFly },
			func(v *rules.Variant, on bool) { v.BothFly = on }),
		boardOption(),
		checkOption("HasDiagonalLines",
			func(v *rules.Variant) bool { return v.Diagonals },
			func(v *rules.Variant, on bool) { v.Diagonals = on }),
		checkOption("MillWins",
			func(v *rules.Variant) bool { return v.MillWins },
			func(v *rules.Variant, on bool) { v.MillWins = on }),
		checkOption("MayRemoveMultiple",
			func(v *rules.Variant) bool { return v.RemoveMultiple },
			func(v *rules.Variant, on bool) { v.RemoveMultiple = on }),
		// rules.Variant.Removal has three values and Sanmill one check for
		// it, so two checks share the field: MayRemoveFromMillsAlways
		// (any man, in a mill or not) and MayRemoveWhenAllInMills (when
		// every opposing man stands in a mill, any of them; off, nothing).
		// Each reads back what it means under the current rule, and
		// setting one to a value the other contradicts switches that one
		// too.
		checkOption("MayRemoveFromMillsAlways",
			func(v *rules.Variant) bool { return v.Removal == rules.RemoveAny },
			func(v *rules.Variant, on bool) {
				switch {
				case on:
					v.Removal = rules.RemoveAny
				case v.Removal == rules.RemoveAny:
					v.Removal = rules.RemoveOutsideMillsFirst
				}
			}),
		checkOption("MayRemoveWhenAllInMills",
			func(v *rules.Variant) bool { return v.Removal != rules.RemoveOutsideMillsOnly },
			func(v *rules.Variant, on bool) {
				switch {
				case !on:
					v.Removal = rules.RemoveOutsideMillsOnly
				case v.Removal == rules.RemoveOutsideMillsOnly:
					v.Removal = rules.RemoveOutsideMillsFirst
				}
			}),
		checkOption("MayMoveInPlacingPhase",
			func(v *rules.Variant) bool { return v.MoveInPlacing },
			func(v *rules.Variant, on bool) { v.MoveInPlacing = on }),
		checkOption("BlockedPlayerPasses",
			func(v *rules.Variant) bool { return v.Blocked == rules.BlockedPasses },
			func(v *rules.Variant, on bool) {
				v.Blocked = rules.BlockedLoses
				if on {
					v.Blocked = rules.BlockedPasses
				}
			}),
		spinOption("NMoveRule", 0, 10000,
			func(v *rules.Variant) int { return v.NMoveRule },
			func(v *rules.Variant, n int) { v.NMoveRule = n }),
		checkOption("ThreefoldRepetitionRule",
			func(v *rules.Variant) bool { return v.ThreefoldRepetition },
			func(v *rules.Variant, on bool) { v.ThreefoldRepetition = on }),
		checkOption("RepetitionCountsProgress",
			func(v *rules.Variant) bool { return v.RepetitionCountsProgress },
			func(v *rules.Variant, on bool) { v.RepetitionCountsProgress = on }),
		checkOption("MoveLimitAfterRemoval",
			func(v *rules.Variant) bool { return v.MoveLimitAfterRemoval },
			func(v *rules.Variant, on bool) { v.MoveLimitAfterRemoval = on }),
		spinOption("EndgameNMoveRule", 0, 10000,
			func(v *rules.Variant) int { return v.EndgameNMoveRule },
			func(v *rules.Variant, n int) { v.EndgameNMoveRule = n }),
		checkOption("RestrictRepeatedMillsFormation",
			func(v *rules.Variant) bool { return v.RestrictRepeatedMills },
			func(v *rules.Variant, on bool) { v.RestrictRepeatedMills = on }),
		checkOption("OneTimeUseMill",
			func(v *rules.Variant) bool { return v.OneTimeMill },
			func(v *rules.Variant, on bool) { v.OneTimeMill = on }),
	}, searchOptions()...)
}
