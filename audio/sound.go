package audio

import "fmt"

// SampleRate is the rate, in frames per second, of every sound and of the
// device.
const SampleRate = 48000

// ChannelCount is the number of interleaved channels in every sound: stereo.
const ChannelCount = 2

// Sound names one of the game's sound effects.
type Sound int

// The sound effects. Their names say the game event each belongs to.
const (
	// Place is a stone set down on the wooden board: a short knock.
	Place Sound = iota
	// Slide is a stone pushed along a line to the next point: a soft scrape.
	Slide
	// Lift is a stone taken up for a flight: a whoosh that rises and falls.
	Lift
	// Land is a flying stone coming down: a softer, rounder knock than Place.
	Land
	// Mill is a mill formed: two rising notes on a wooden bar and a chime.
	Mill
	// Remove is an opposing stone plucked off the board.
	Remove
	// Win is the end of a won game: a short, warm arpeggio and chord.
	Win
	// Draw is a drawn game: a quiet cadence that comes to rest.
	Draw
	// Click is a menu button or a setting changed.
	Click

	numSounds
)

// Sounds returns every sound effect, in the order of their constants.
func Sounds() []Sound {
	all := make([]Sound, numSounds)
	for i := range all {
		all[i] = Sound(i)
	}
	return all
}

// String returns the sound's name, as in its constant.
func (s Sound) String() string {
	switch s {
	case Place:
		return "Place"
	case Slide:
		return "Slide"
	case Lift:
		return "Lift"
	case Land:
		return "Land"
	case Mill:
		return "Mill"
	case Remove:
		return "Remove"
	case Win:
		return "Win"
	case Draw:
		return "Draw"
	case Click:
		return "Click"
	}
	return fmt.Sprintf("Sound(%d)", int(s))
}

func (s Sound) valid() bool { return s >= 0 && s < numSounds }

// variation returns how far, as a fraction either way, a play may shift the
// sound's pitch and gain. Knocks and scrapes take the full ±5% that keeps
// repeats from sounding mechanical; the musical sounds keep their pitch
// nearly exact, because a fanfare a quarter-tone off sounds out of tune
// rather than alive.
func (s Sound) variation() (pitch, gain float64) {
	switch s {
	case Mill, Win, Draw:
		return 0.01, 0.05
	case Click:
		return 0.03, 0.03
	}
	return 0.05, 0.05
}
