package egtb

import "errors"

// standardData fetches the shipped tables' file from beside the page. In
// the browser it is not embedded: 176 kB that every visitor would download
// before the first picture, while only a game against the Master that
// comes down to its last men needs them. The nine-man sectors stay out of
// the browser: twice the download again, and a decoding that would share
// the page's one thread with the drawing for as long again.
func standardData() ([][]byte, error) {
	data, err := Fetch(StandardFile)
	if err != nil {
		return nil, errors.New("egtb: " + err.Error())
	}
	return [][]byte{data}, nil
}
