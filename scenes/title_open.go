package scenes

// scene returns the scene a menu entry leads to.
func (t *Title) scene(it menuItem) Scene {
	switch it {
	case itemContinue:
		return NewPlay(t.app, ModeResume)
	case itemComputer:
		return NewPlay(t.app, ModeComputer)
	case itemTwoPlayers:
		return NewPlay(t.app, ModeTwoPlayers)
	case itemHistory:
		return NewHistory(t.app, t)
	case itemSettings:
		return NewSettingsScene(t.app, t)
	}
	return nil
}
