package online

import (
	"os"
	"strings"
	"testing"
)

// The example session in docs/online.md is made of frames the decoders
// accept: requests (→) and events (←).
func TestDocumentedSessionDecodes(t *testing.T) {
	b, err := os.ReadFile("../docs/online.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(b), "## An example session")
	if !ok {
		t.Fatal("no example session in docs/online.md")
	}
	_, block, _ := strings.Cut(rest, "```text\n")
	block, _, _ = strings.Cut(block, "```")
	n := 0
	for line := range strings.Lines(block) {
		who, frame, ok := strings.Cut(line, "{")
		if !ok {
			continue
		}
		frame = "{" + strings.TrimSpace(frame)
		var err error
		switch {
		case strings.Contains(who, "→"):
			_, err = DecodeRequest([]byte(frame))
		case strings.Contains(who, "←"):
			_, err = DecodeEvent([]byte(frame))
		default:
			t.Errorf("no direction: %s", line)
		}
		if err != nil {
			t.Errorf("%s: %v", line, err)
		}
		n++
	}
	if n < 20 {
		t.Errorf("%d frames in the example, want the whole session", n)
	}
}
