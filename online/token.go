package online

import (
	"crypto/rand"
	"encoding/base64"
	"io"
)

// cryptoReader is where tokens come from when no source is given.
var cryptoReader = rand.Reader

// tokenBytes is the randomness of an id, token or secret: 128 bits, so
// none can be guessed.
const tokenBytes = 16

// tokenLen is a token's length in unpadded base64url.
var tokenLen = base64.RawURLEncoding.EncodedLen(tokenBytes)

// NewToken draws a room id, join or watch token or seat secret from src
// (crypto/rand.Reader when nil; tests pass their own).
func NewToken(src io.Reader) (string, error) {
	if src == nil {
		src = cryptoReader
	}
	var b [tokenBytes]byte
	if _, err := io.ReadFull(src, b[:]); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b[:]), nil
}

// ValidToken reports whether s is spelled as NewToken spells.
func ValidToken(s string) bool {
	if len(s) != tokenLen {
		return false
	}
	_, err := base64.RawURLEncoding.Strict().DecodeString(s)
	return err == nil
}
