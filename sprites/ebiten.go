package sprites

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/ninemen/morris/rules"
)

// This file is the thin layer between the pixel work, which is plain Go
// and testable without a GPU, and the scenes, which draw with Ebitengine.

// Image uploads a picture made by this package.
func Image(img *image.RGBA) *ebiten.Image { return ebiten.NewImageFromImage(img) }

// Image draws the vignette w×h pixels (its logical size times the device
// scale) and uploads it.
func (v Vignette) Image(w, h int) *ebiten.Image { return Image(v.RGBA(w, h)) }

// GeoM places a MillGlow image made for this placement: centred on the
// line and turned along it, relative to the board image's top-left corner.
// The scene appends its own translation to where it draws the board.
func (m MillPlacement) GeoM() ebiten.GeoM {
	var g ebiten.GeoM
	g.Translate(-float64(m.Length)/2, -float64(m.Thick)/2)
	g.Rotate(m.Angle)
	g.Translate(m.CX, m.CY)
	return g
}

// Shadow blurs for a man at rest and for one lifted in flight; the scene
// fades between the two as a man rises.
const (
	RestingBlur = 0.08
	FlyingBlur  = 0.25
)

// Set is the board's art uploaded for one board size and variant: the
// images a play scene needs, made together. The scene owns it and makes a
// new one when the window's size changes; Dispose frees the old one's GPU
// memory at once instead of waiting for the garbage collector.
type Set struct {
	// Options are what the board was drawn with.
	Options BoardOptions
	// Layout says where the points are on Board.
	Layout Layout
	// Board is the wooden board, Options.Size pixels square.
	Board *ebiten.Image
	// Stones are the men by colour, Layout.StoneSize() across.
	Stones [2]*ebiten.Image
	// Shadows are a man's shadow resting (0) and in flight (1); each is
	// centred on the man and drawn under him, offset away from the lamp.
	Shadows [2]*ebiten.Image
	// Markers are indexed by Marker, MarkerSize(Layout.StoneSize()) square.
	Markers [numMarkers]*ebiten.Image

	glows map[[2]int]*ebiten.Image
}

// NewSet draws and uploads the art for a board.
func NewSet(o BoardOptions) *Set {
	l := NewBoardLayout(o.Size, rules.BoardOf(o.Kind, o.Diagonals))
	d := max(4, l.StoneSize())
	s := &Set{Options: o, Layout: l, Board: Image(BoardWith(o)), glows: map[[2]int]*ebiten.Image{}}
	for c := rules.White; c <= rules.Black; c++ {
		s.Stones[c] = Image(Stone(c, d))
	}
	s.Shadows[0] = Image(Shadow(d, RestingBlur))
	s.Shadows[1] = Image(Shadow(d, FlyingBlur))
	for _, m := range Markers() {
		s.Markers[m] = Image(m.RGBA(d))
	}
	return s
}

// MillGlow returns the glow for a formed mill on line, made the first time
// it is asked for, and where to draw it relative to the board's corner.
func (s *Set) MillGlow(line rules.Line) (*ebiten.Image, ebiten.GeoM) {
	m := s.Layout.Mill(line)
	k := [2]int{m.Length, m.Thick}
	g, ok := s.glows[k]
	if !ok {
		g = Image(MillGlow(m.Length, m.Thick))
		s.glows[k] = g
	}
	return g, m.GeoM()
}

// Dispose frees the set's images; the set must not be used afterwards.
func (s *Set) Dispose() {
	imgs := []*ebiten.Image{s.Board, s.Shadows[0], s.Shadows[1], s.Stones[0], s.Stones[1]}
	imgs = append(imgs, s.Markers[:]...)
	for _, g := range s.glows {
		imgs = append(imgs, g)
	}
	for _, img := range imgs {
		if img != nil {
			img.Deallocate()
		}
	}
	s.glows = nil
}
