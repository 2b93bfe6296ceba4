package online

import (
	"bytes"
	"testing"
)

func TestParseShortCode(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{"ABCD-EFGH", "ABCDEFGH", true},
		{"abcdefgh", "ABCDEFGH", true},
		{"  ab cd-ef gh ", "ABCDEFGH", true},
		{"0OoI-1iLl", "00011111", true}, // read as Crockford reads them
		{"ABCD-EFG", "", false},
		{"ABCD-EFGHJ", "", false},
		{"ABCD-EFGU", "", false}, // U is left out of the alphabet
		{"ABCD_EFGH", "", false},
		{"ABCD-EFGÉ", "", false},
		{"", "", false},
		{"#room=x", "", false},
	}
	for _, tt := range tests {
		got, err := ParseShortCode(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParseShortCode(%q) = %q, %v", tt.in, got, err)
		}
	}
}

func TestNewShortCode(t *testing.T) {
	for _, tt := range []struct {
		src  []byte
		want string
	}{
		{[]byte{0, 0, 0, 0, 0}, "00000000"},
		{[]byte{0xff, 0xff, 0xff, 0xff, 0xff}, "ZZZZZZZZ"},
		{[]byte{0x08, 0x86, 0x42, 0x98, 0xe8}, "12345678"},
	} {
		got, err := NewShortCode(bytes.NewReader(tt.src))
		if err != nil || got != tt.want {
			t.Errorf("NewShortCode(% x) = %q, %v; want %q", tt.src, got, err, tt.want)
		}
		if !ValidShortCode(got) {
			t.Errorf("%q is not valid", got)
		}
		if back, err := ParseShortCode(FormatShortCode(got)); err != nil || back != got {
			t.Errorf("%q shown as %q reads back as %q, %v", got, FormatShortCode(got), back, err)
		}
	}
	if _, err := NewShortCode(bytes.NewReader([]byte{1, 2})); err == nil {
		t.Error("a short source gave a code")
	}
}

func FuzzParseShortCode(f *testing.F) {
	f.Add("ABCD-EFGH")
	f.Add("o0il-1234")
	f.Fuzz(func(t *testing.T, s string) {
		code, err := ParseShortCode(s)
		if err != nil {
			return
		}
		if !ValidShortCode(code) {
			t.Fatalf("%q read as %q, not canonical", s, code)
		}
		if again, err := ParseShortCode(FormatShortCode(code)); err != nil || again != code {
			t.Fatalf("%q read as %q, shown as %q, read back as %q, %v", s, code, FormatShortCode(code), again, err)
		}
	})
}
