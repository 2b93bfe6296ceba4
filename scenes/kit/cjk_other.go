//go:build !js

package kit

import _ "embed"

// Noto Serif CJK SC, cut to the characters of the Chinese catalogs (see
// fonts/LICENSE-NotoSerifCJK.txt and scripts/subset-fonts.sh).
//
//go:embed fonts/NotoSerifSC-Game.otf
var cjkTTF []byte

func cjkFont() []byte { return cjkTTF }

// cjkWait has nothing to wait for: the face is in the program.
func cjkWait() {}
