module github.com/ninemen/morris

go 1.25

require (
	github.com/hajimehoshi/ebiten/v2 v2.10.4
	golang.org/x/image v0.47.0
)
