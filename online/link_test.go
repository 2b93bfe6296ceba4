package online

import (
	"testing"
	"time"
)

func TestInvite(t *testing.T) {
	join := Invite{Room: roomID, Join: secret}
	watch := Invite{Room: roomID, Watch: secret}
	tests := []struct {
		in   string
		want Invite
		ok   bool
	}{
		{join.Fragment(), join, true},
		{"#" + watch.Fragment(), watch, true},
		{"https://example.org/play/#" + join.Fragment(), Invite{Server: "https://example.org/play/", Room: roomID, Join: secret}, true},
		{"http://127.0.0.1:8080#" + watch.Fragment(), Invite{Server: "http://127.0.0.1:8080", Room: roomID, Watch: secret}, true},
		{"javascript://x/#" + join.Fragment(), Invite{}, false},
		{"file:///tmp/#" + join.Fragment(), Invite{}, false},
		{"room=" + roomID, Invite{}, false},
		{"room=" + roomID + "&join=" + secret + "&watch=" + secret, Invite{}, false},
		{"room=" + roomID + "&join=short", Invite{}, false},
		{"room=x&join=" + secret, Invite{}, false},
		{"room=" + roomID + "&room=" + roomID + "&join=" + secret, Invite{}, false},
		{"%zz", Invite{}, false},
		{"abcd-efgh", Invite{Short: "ABCDEFGH"}, true},
		{" 7Q2K 9MZW ", Invite{Short: "7Q2K9MZW"}, true},
		{"ABCD-EFGU", Invite{}, false},
		{"", Invite{}, false},
	}
	for _, tt := range tests {
		got, err := ParseInvite(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParseInvite(%q) = %+v, %v", tt.in, got, err)
		}
	}
}

func FuzzParseInvite(f *testing.F) {
	f.Add(Invite{Room: roomID, Join: secret}.Fragment())
	f.Add("https://example.org/#room=" + roomID + "&watch=" + secret)
	f.Add("abcd-efgh")
	f.Fuzz(func(t *testing.T, s string) {
		i, err := ParseInvite(s)
		if err != nil {
			return
		}
		text := i.Link()
		if i.Short != "" {
			text = FormatShortCode(i.Short)
		}
		again, err := ParseInvite(text)
		if err != nil || again != i {
			t.Fatalf("%q read as %+v, which writes back to %+v, %v", s, i, again, err)
		}
	})
}

func TestLimiter(t *testing.T) {
	l := NewLimiter(2, 3)
	steps := []struct {
		at   time.Duration
		want bool
	}{
		{0, true}, {0, true}, {0, true}, {0, false}, // the burst, then nothing
		{400 * time.Millisecond, false}, // 0.8 of a token
		{500 * time.Millisecond, true},  // 1 token
		{10 * time.Second, true},        // refilled to the burst, not beyond
		{10 * time.Second, true},
		{10 * time.Second, true},
		{10 * time.Second, false},
		{9 * time.Second, false}, // a clock that goes back gives nothing
	}
	for i, s := range steps {
		if got := l.Allow(t0.Add(s.at)); got != s.want {
			t.Errorf("step %d at %v: Allow = %v, want %v", i, s.at, got, s.want)
		}
	}
}
