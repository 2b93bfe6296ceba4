package audio_test

import (
	"sync"
	"testing"

	"github.com/ninemen/morris/audio"
)

// A missing device is said once, in plain words, however often the game
// plays, mutes or asks.
func TestUnavailableSoundIsSaidOnce(t *testing.T) {
	var mu sync.Mutex
	var said []string
	c := audio.New(audio.Options{
		Open: func() (audio.Device, error) { return nil, errNoCard },
		Say: func(msg string) {
			mu.Lock()
			defer mu.Unlock()
			said = append(said, msg)
		},
	})
	defer c.Close()
	settle(t, c)
	for range 3 {
		c.Play(audio.Place)
		c.Status()
		c.SetMuted(true)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(said) != 1 || said[0] != "Sound unavailable: no audio device found; the game plays on without it." {
		t.Fatalf("said %q", said)
	}
}
