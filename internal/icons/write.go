package icons

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
)

// WriteAll writes every icon into dir, made if missing: icon-<N>.png for
// each of Sizes, maskable-<N>.png for each of MaskableSizes, and
// morris.icns. It returns the names written, in that order.
func WriteAll(dir string) ([]string, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var names []string
	pngs := map[int][]byte{}
	put := func(name string, data []byte) error {
		names = append(names, name)
		return os.WriteFile(filepath.Join(dir, name), data, 0o644)
	}
	for _, s := range Sizes {
		b, err := PNG(Icon(s))
		if err != nil {
			return nil, err
		}
		pngs[s] = b
		if err := put(fmt.Sprintf("icon-%d.png", s), b); err != nil {
			return nil, err
		}
	}
	for _, s := range MaskableSizes {
		b, err := PNG(Maskable(s))
		if err != nil {
			return nil, err
		}
		if err := put(fmt.Sprintf("maskable-%d.png", s), b); err != nil {
			return nil, err
		}
	}
	icns, err := ICNS(pngs)
	if err != nil {
		return nil, err
	}
	return names, put("morris.icns", icns)
}

// PNG encodes img as a PNG at the best compression: the icons are
// downloaded with every copy of the game.
func PNG(img image.Image) ([]byte, error) {
	var b bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	err := enc.Encode(&b, img)
	return b.Bytes(), err
}
