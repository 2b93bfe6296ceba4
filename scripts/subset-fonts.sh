#!/usr/bin/env bash
# Cuts the EB Garamond faces the game embeds (scenes/kit/fonts/) down to the
# characters it can show (go run ./wasm/glyphs: its text sources plus
# Latin-1, Latin Extended-A and typographic punctuation), keeping the
# layout features the game shapes with (ligatures, kerning, marks, and
# lining figures, which scenes/typeface.go asks for) and dropping hinting,
# which Ebitengine's rasterizer never reads, and the fractions' figures
# (frac, numr, dnom: a third of the glyphs, which a shaper applies only
# around a fraction slash, which no text of the game's has), as every
# glyph is parsed when the game starts. The full faces are taken from
# the commit that added them, so the result is the same on every machine;
# run it again whenever new characters come into the game's text
# (wasm/glyphs' test says when).
#
#   scripts/subset-fonts.sh          (needs pyftsubset: apt-get install fonttools)
#
# It also cuts the loading page's two faces, wasm/fonts/ (see below).
set -euo pipefail
cd "$(dirname "$0")/.."

# The commit that brought the full faces (EB Garamond 12 by Georg Duffner).
FULL=${FONTS_FROM:-fd500bf}
FACES=(EBGaramond12-Regular EBGaramond12-Italic EBGaramondSC12-Regular)
command -v pyftsubset >/dev/null || { echo "subset-fonts: pyftsubset is missing (apt-get install fonttools)" >&2; exit 1; }

unicodes=$(go run ./wasm/glyphs -root .)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for f in "${FACES[@]}"; do
	git show "$FULL:scenes/fonts/$f.ttf" >"$tmp/$f.ttf"
	pyftsubset "$tmp/$f.ttf" --output-file="$tmp/$f.subset.ttf" \
		--unicodes="$unicodes" \
		--layout-features+=lnum,pnum --layout-features-=frac,numr,dnom \
		--no-hinting --desubroutinize \
		--name-IDs='*' --name-languages='*' --notdef-outline --glyph-names=false
	mv "$tmp/$f.subset.ttf" "scenes/kit/fonts/$f.ttf"
	echo "subset-fonts: scenes/kit/fonts/$f.ttf $(stat -c %s "$tmp/$f.ttf") -> $(stat -c %s "scenes/kit/fonts/$f.ttf") bytes"
done

# The loading page (wasm/index.html) writes a few lines in the game's face
# before the game comes: its own, much smaller cut, of what it can say
# (ASCII, the curly apostrophe and the ellipsis, dashes, and the letters
# of its words in the languages written in Latin letters), so that the
# page's fonts and the game together download less than a bare Ebitengine
# program. Chinese falls back to the browser's own face.
mkdir -p wasm/fonts
cat lang/locales/*/page.toml | grep -v '^#' >"$tmp/page.txt"
for f in EBGaramond12-Regular EBGaramond12-Italic; do
	pyftsubset "$tmp/$f.ttf" --output-file="wasm/fonts/$f.ttf" \
		--unicodes="U+0020-007E,U+00A0,U+2013,U+2014,U+2019,U+2026" --text-file="$tmp/page.txt" \
		--layout-features=kern,liga \
		--no-hinting --desubroutinize --notdef-outline --glyph-names=false
	echo "subset-fonts: wasm/fonts/$f.ttf $(stat -c %s "wasm/fonts/$f.ttf") bytes"
done

# Chinese is set in Noto Serif CJK SC (Adobe and Google, SIL Open Font
# Licence; Debian's fonts-noto-cjk), whose strokes sit well beside EB
# Garamond, cut to the Chinese catalogs' characters and the Latin letters
# (go run ./wasm/glyphs -cjk): the whole face is 26 MB. Layout features
# are dropped (the catalogs need no vertical or alternate forms), and the
# outlines desubroutinized, which compresses better (a seventh less
# brotli for the 700 characters of the catalogs).
CJK=${CJK_FROM:-/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc}
test -f "$CJK" || { echo "subset-fonts: $CJK is missing (apt-get install fonts-noto-cjk)" >&2; exit 1; }
pyftsubset "$CJK" --font-number=2 --output-file=scenes/kit/fonts/NotoSerifSC-Game.otf \
	--unicodes="$(go run ./wasm/glyphs -root . -cjk)" \
	--layout-features='' --no-hinting --desubroutinize --notdef-outline --glyph-names=false \
	--name-IDs='*' --name-languages='*'
echo "subset-fonts: scenes/kit/fonts/NotoSerifSC-Game.otf $(stat -c %s scenes/kit/fonts/NotoSerifSC-Game.otf) bytes"

# The language's own name, 中文, which the settings' list of languages
# shows in every language: a cut of two characters, small enough to carry
# where the whole Chinese face is fetched only for a Chinese player (the
# browser).
pyftsubset "$CJK" --font-number=2 --output-file=scenes/kit/fonts/NotoSerifSC-Name.otf \
	--text="中文" --layout-features='' --no-hinting --notdef-outline --glyph-names=false \
	--name-IDs='*' --name-languages='*'
