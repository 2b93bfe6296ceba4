package online

import (
	"testing"
)

func FuzzParseSeat(f *testing.F) {
	f.Add([]byte(`{"server":"https://example.org","room":"AQIDBAUGBwgJCgsMDQ4PEA","secret":"QUJDREVGR0hJSktMTU5PUA","game":2}`))
	f.Add([]byte(`{"server":"","room":"x","secret":"y","game":-1}`))
	f.Add([]byte(`not json`))
	f.Fuzz(func(t *testing.T, b []byte) {
		s, ok := parseSeat(b)
		if ok && (s.Game < 0 || len(s.Room) != 22 || len(s.Secret) != 22 || s.Server == "") {
			t.Errorf("accepted %+v from %q", s, b)
		}
	})
}
