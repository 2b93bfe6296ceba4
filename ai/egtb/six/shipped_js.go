package six

import (
	"errors"

	"github.com/ninemen/morris/ai/egtb"
)

// fileData fetches the solution's file from beside the page. In the
// browser it is not embedded: 1.25 MB that only a game of Six Men's
// Morris needs, so it comes when one starts, as the endgame tables do.
func fileData() ([]byte, error) {
	data, err := egtb.Fetch(File)
	if err != nil {
		return nil, errors.New("six: " + err.Error())
	}
	return data, nil
}
