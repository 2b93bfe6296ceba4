#!/usr/bin/env bash
# Cuts the EB Garamond faces the game embeds (scenes/fonts/) down to the
# characters it can show (go run ./wasm/glyphs: its text sources plus
# Latin-1, Latin Extended-A and typographic punctuation), keeping the
# layout features the game shapes with (ligatures, kerning, marks, and
# lining figures, which scenes/typeface.go asks for) and dropping hinting,
# which Ebitengine's rasterizer never reads. The full faces are taken from
# the commit that added them, so the result is the same on every machine;
# run it again whenever new characters come into the game's text
# (wasm/glyphs' test says when).
#
#   scripts/subset-fonts.sh          (needs pyftsubset: apt-get install fonttools)
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
		--layout-features+=lnum,pnum \
		--no-hinting --desubroutinize \
		--name-IDs='*' --name-languages='*' --notdef-outline --glyph-names=false
	mv "$tmp/$f.subset.ttf" "scenes/fonts/$f.ttf"
	echo "subset-fonts: scenes/fonts/$f.ttf $(stat -c %s "$tmp/$f.ttf") -> $(stat -c %s "scenes/fonts/$f.ttf") bytes"
done
