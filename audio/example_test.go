package audio_test

import (
	"fmt"

	"github.com/ninemen/morris/audio"
)

// The game makes one Context in main, before RunGame, and hands it to the
// scenes. Nothing about it can fail: without a device it is silent and says
// so.
func Example() {
	noDevice := func() (audio.Device, error) { return nil, fmt.Errorf("no sound card") }
	sound := audio.New(audio.Options{
		Muted: false,    // from the saved settings
		Open:  noDevice, // leave nil in the game: the system's device
	})
	defer sound.Close()
	<-sound.Settled() // only for this example; the game never waits

	sound.Play(audio.Place) // a stone set down
	sound.SetMuted(true)    // the M key
	muted := sound.Muted()

	available, reason := sound.Status() // for the settings screen
	fmt.Println(muted, available, reason)
	// Output: true false Sound unavailable: no audio device found
}
