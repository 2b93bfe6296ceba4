// Package sprites draws the game's art: the wooden board, the stones and
// their shadows, the markers laid over the board, and the small historical
// pictures of the title screen's timeline.
//
// Everything is procedural and deterministic, and is drawn for the pixel
// size it will be shown at, so it stays crisp on HiDPI screens and phones
// whatever the window size. The pixel work is plain Go on *image.RGBA, so it
// runs and is tested without a GPU; ebiten.go turns the results into
// *ebiten.Image values held by a Set that the scene owns.
package sprites
