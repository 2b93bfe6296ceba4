package online

import (
	"errors"
	"io"
	"strings"
)

// A short code is the room's invite in 8 characters a friend can be told
// over the phone or type into the native game: 40 random bits in Crockford's
// base32, without I, L, O and U, shown as "ABCD-EFGH". The server keeps
// which room and join token a code stands for, until the guest has joined
// or the room's idle time is over; docs/online.md has the numbers of a
// guess.
const (
	shortAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
	// ShortLen is a short code's length without its dash.
	ShortLen = 8
)

// ErrShortCode is a typed short code that cannot be one.
var ErrShortCode = errors.New("online: not a short code")

// NewShortCode draws a short code from src (crypto/rand when nil), in its
// canonical spelling: 8 characters, capitals, no dash.
func NewShortCode(src io.Reader) (string, error) {
	var b [5]byte
	if _, err := io.ReadFull(orCrypto(src), b[:]); err != nil {
		return "", err
	}
	v := uint64(b[0])<<32 | uint64(b[1])<<24 | uint64(b[2])<<16 | uint64(b[3])<<8 | uint64(b[4])
	var s [ShortLen]byte
	for i := ShortLen - 1; i >= 0; i-- {
		s[i] = shortAlphabet[v&31]
		v >>= 5
	}
	return string(s[:]), nil
}

// FormatShortCode writes a canonical code as it is shown: "ABCD-EFGH".
func FormatShortCode(code string) string {
	if len(code) != ShortLen {
		return code
	}
	return code[:4] + "-" + code[4:]
}

// ParseShortCode reads a code as a person typed or pasted it: any case,
// dashes and spaces anywhere, and the letters people write for digits (I
// and L for 1, O for 0), as Crockford's base32 reads them. It returns the
// canonical spelling.
func ParseShortCode(s string) (string, error) {
	var b strings.Builder
	for _, r := range strings.ToUpper(strings.TrimSpace(s)) {
		switch {
		case r == '-' || r == ' ':
			continue
		case r == 'I' || r == 'L':
			r = '1'
		case r == 'O':
			r = '0'
		case r >= 0x80 || !strings.ContainsRune(shortAlphabet, r):
			return "", ErrShortCode
		}
		if b.Len() == ShortLen {
			return "", ErrShortCode
		}
		b.WriteRune(r)
	}
	if b.Len() != ShortLen {
		return "", ErrShortCode
	}
	return b.String(), nil
}

// ValidShortCode reports whether s is a code in its canonical spelling, as
// the wire carries it.
func ValidShortCode(s string) bool {
	if len(s) != ShortLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(shortAlphabet, s[i]) < 0 {
			return false
		}
	}
	return true
}
