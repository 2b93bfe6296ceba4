package board

import (
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/ninemen/morris/scenes/kit"
)

// FitLine is the face of style in which s fits width on one line: as
// kit.Fonts.Fit makes it, from size down to minSize, and where s is still
// too wide at minSize (a language's words run longer than the English the
// sizes were chosen for), smaller again, in proportion, so that no line
// runs past its box. An English text that fits at minSize is drawn as Fit
// draws it.
func FitLine(f *kit.Fonts, style kit.Style, size, minSize float64, s string, width float64) *text.GoTextFace {
	return shrinkToFit(f.Fit(style, size, minSize, s, width), s, width, func(px float64) *text.GoTextFace { return f.Face(style, px) })
}

// fitLining is face, a face of f's with lining figures in style, or a
// smaller one of the kind in which s fits width.
func fitLining(f *kit.Fonts, style kit.Style, face *text.GoTextFace, s string, width float64) *text.GoTextFace {
	return shrinkToFit(face, s, width, func(px float64) *text.GoTextFace { return f.Lining(style, px) })
}

// shrinkToFit is face, or where s does not fit width in it, a smaller face
// made by at in which it does, down to a size where no text is read.
func shrinkToFit(face *text.GoTextFace, s string, width float64, at func(px float64) *text.GoTextFace) *text.GoTextFace {
	for i := 0; i < 8 && width > 0 && face.Size > 4 && !kit.Fits(s, face, width); i++ {
		// Text's width goes nearly as its size: a step in proportion,
		// a hair under, lands within the width in a step or two (faces
		// come in half pixels).
		face = at(max(4, face.Size*width/kit.TextWidth(s, face)*0.98-0.5))
	}
	return face
}
