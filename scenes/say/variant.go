package say

import (
	"math"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/lang"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/stats"
)

// Feature words one fact of a variant as a part of Describe's list: "9
// men each", "flying at 3".
func Feature(l *lang.Lang, f rules.Feature) string {
	switch f.Kind {
	case rules.FeatureMen:
		return l.N("variant.feature.men", f.N)
	case rules.FeatureFlying:
		return l.N("variant.feature.flying", f.N)
	case rules.FeatureNoFlying:
		return l.T("variant.feature.no_flying")
	case rules.FeatureBothFly:
		return l.T("variant.feature.both_fly")
	case rules.FeatureDiagonals:
		return l.T("variant.feature.diagonals")
	case rules.FeatureRemovalPerMill:
		return l.T("variant.feature.removal_per_mill")
	case rules.FeatureMillsSafe:
		return l.T("variant.feature.mills_safe")
	case rules.FeatureMillsTaken:
		return l.T("variant.feature.mills_taken")
	case rules.FeatureMoveInPlacing:
		return l.T("variant.feature.move_in_placing")
	case rules.FeatureBlockedPasses:
		return l.T("variant.feature.blocked_passes")
	case rules.FeatureMillWins:
		return l.T("variant.feature.mill_wins")
	case rules.FeatureOneTimeMill:
		return l.T("variant.feature.one_time_mill")
	case rules.FeatureShuttleBanned:
		return l.T("variant.feature.shuttle_banned")
	case rules.FeatureEndgameLimit:
		return l.N("variant.feature.endgame_limit", f.N)
	}
	return ""
}

// Describe says in a few words how a variant plays, for the settings: "9
// men each, flying at 3." The list's separators and its end are the
// language's (a Chinese list ends in 。 and joins with 、or ，).
func Describe(l *lang.Lang, v rules.Variant) string {
	out := ""
	for i, f := range v.Features() {
		if i == 0 {
			out = Feature(l, f)
			continue
		}
		out = l.T("variant.list.join", "List", out, "Item", Feature(l, f))
	}
	return l.T("variant.list.end", "List", out)
}

// presets are the messages naming rules.Presets and
// rules.SmallBoardPresets, by their English Name.
var presets = map[string]string{
	rules.NineMensMorris().Name:    "variant.preset.nine",
	rules.NoFlying().Name:          "variant.preset.no_flying",
	rules.OneRemovalPerMill().Name: "variant.preset.one_removal",
	rules.WithDiagonals().Name:     "variant.preset.diagonals",
	rules.TwelveMensMorris().Name:  "variant.preset.twelve",
	rules.LaskerMorris().Name:      "variant.preset.lasker",
	rules.SixMensMorris().Name:     "variant.preset.six",
	rules.ThreeMensMorris().Name:   "variant.preset.three",
	rules.Morabaraba().Name:        "variant.preset.morabaraba",
	rules.RussianMill().Name:       "variant.preset.russian_mill",
}

// Preset names a preset of any board, given its Name; a name that is
// no preset's is said as it is (a record's own variant).
func Preset(l *lang.Lang, name string) string {
	if id, ok := presets[name]; ok {
		return l.T(id)
	}
	return name
}

// Level names a computer level and says in a line how it plays, given
// its name as ai.Level's String gives it (the settings keep that). Match
// my strength has a name only: what it plays like changes (see Match).
func Level(l *lang.Lang, name string) (title, about string) {
	if name == stats.MatchLevel {
		return l.T("level.match.name"), ""
	}
	lv, err := ai.ParseLevel(name)
	if err != nil {
		return name, ""
	}
	switch lv {
	case ai.Beginner:
		return l.T("level.beginner.name"), l.T("level.beginner.about")
	case ai.Villager:
		return l.T("level.villager.name"), l.T("level.villager.about")
	case ai.TavernPlayer:
		return l.T("level.tavern.name"), l.T("level.tavern.about")
	case ai.ClubPlayer:
		return l.T("level.club.name"), l.T("level.club.about")
	case ai.Expert:
		return l.T("level.expert.name"), l.T("level.expert.about")
	case ai.Master:
		return l.T("level.master.name"), l.T("level.master.about")
	}
	return name, ""
}

// RatedLevel is a level's name with its rating on the levels' scale,
// rounded to tens, for the level picker: "Tavern Player, about 1560". Match my
// strength, whose rating moves, has its name only.
func RatedLevel(l *lang.Lang, name string) string {
	title, _ := Level(l, name)
	lv, err := ai.ParseLevel(name)
	if name == stats.MatchLevel || err != nil {
		return title
	}
	return l.T("level.rated.picker", "Level", title, "Rating", int(math.Round(lv.Rating()/10)*10))
}

// Match says what Match my strength plays like at m, in the settings'
// note under it.
func Match(l *lang.Lang, m ai.Mix) string {
	level, rating := MatchLevel(l, m)
	return l.T("level.match.now", "Level", level, "Rating", rating)
}

// MatchLevel is the name of the level whose rating is nearest m's, and
// m's rating rounded to tens, which is all the precision it has.
func MatchLevel(l *lang.Lang, m ai.Mix) (level string, rating int) {
	level, _ = Level(l, m.Nearest().String())
	return level, int(math.Round(m.Rating()/10) * 10)
}
