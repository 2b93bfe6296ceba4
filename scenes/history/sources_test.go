package history

import (
	"bufio"
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/ninemen/morris/lang"
)

// seedsDir, when set, rebuilds the fingerprints of the source texts from a
// folder of them: go test ./scenes -run OwnWords -seeds /work/shared/seeds
var seedsDir = flag.String("seeds", "", "folder of the source texts; rebuilds "+seedGramsFile)

// seedGramsFile holds a hash of every run of gramWords words in the source
// texts. The texts themselves are not the project's to ship; their hashes
// are enough to find a sentence taken from them.
const seedGramsFile = "testdata/seed-8grams.txt"

// gramWords is the length of a run of words that may not be taken whole.
const gramWords = 8

var (
	possessive = regexp.MustCompile(`'s\b`)
	wordRun    = regexp.MustCompile(`[\p{L}\p{N}]+`)
	quoted     = regexp.MustCompile(`\x{201c}[^\x{201d}]*\x{201d}`)
)

// words splits text into lower-case words, the same whatever the
// apostrophes and punctuation ("Men's" and "men’s" are "mens").
func words(text string) []string {
	s := strings.ToLower(strings.NewReplacer("\u2019", "'", "\u2018", "'").Replace(text))
	return wordRun.FindAllString(possessive.ReplaceAllString(s, "s"), -1)
}

// gramHashes returns the hash of every run of gramWords words.
func gramHashes(ws []string) []uint32 {
	var out []uint32
	for i := 0; i+gramWords <= len(ws); i++ {
		h := fnv.New32a()
		h.Write([]byte(strings.Join(ws[i:i+gramWords], " ")))
		out = append(out, h.Sum32())
	}
	return out
}

func writeSeedGrams(t *testing.T, dir string) {
	files, err := filepath.Glob(filepath.Join(dir, "*"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no source texts in %s: %v", dir, err)
	}
	var all []uint32
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, gramHashes(words(string(data)))...)
	}
	slices.Sort(all)
	all = slices.Compact(all)
	var sb strings.Builder
	fmt.Fprintf(&sb, "# FNV-1a hashes of every run of %d words in the %d source texts (see history_sources_test.go)\n", gramWords, len(files))
	for _, h := range all {
		fmt.Fprintf(&sb, "%08x\n", h)
	}
	if err := os.WriteFile(seedGramsFile, []byte(sb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func readSeedGrams(t *testing.T) map[uint32]bool {
	f, err := os.Open(seedGramsFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[uint32]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		h, err := strconv.ParseUint(line, 16, 32)
		if err != nil {
			t.Fatalf("%s: %q", seedGramsFile, line)
		}
		out[uint32(h)] = true
	}
	return out
}

// The history page and the timeline take their facts from the source texts
// but say them in the game's own words: no run of eight words is a
// source's, except inside a quotation (Shakespeare's line).
func TestHistoryIsInOurOwnWords(t *testing.T) {
	if *seedsDir != "" {
		writeSeedGrams(t, *seedsDir)
	}
	seed := readSeedGrams(t)
	if len(seed) < 1000 {
		t.Fatalf("only %d fingerprints in %s", len(seed), seedGramsFile)
	}
	// The English catalog: each paragraph with its lead, as it is read,
	// and every other message of the history alone, but Shakespeare's.
	msgs, err := lang.Messages(lang.English)
	if err != nil {
		t.Fatal(err)
	}
	say := func(id string) string {
		m, ok := msgs[id]
		if !ok {
			t.Fatalf("no message %s in the English catalog", id)
		}
		return m.Other
	}
	var texts []string
	told := map[string]bool{}
	for _, c := range bookChapters() {
		for _, p := range c.Paragraphs {
			told[p.ID], told[p.Lead] = true, true
			if p.ID != "" && !p.Quote {
				text := say(p.ID)
				if p.Lead != "" {
					text = say(p.Lead) + " " + text
				}
				texts = append(texts, text)
			}
		}
	}
	for id, m := range msgs {
		if strings.HasPrefix(id, "history.") && !told[id] {
			texts = append(texts, m.Other)
		}
	}
	if len(texts) < 60 {
		t.Fatalf("only %d texts of the history in the English catalog", len(texts))
	}
	for _, text := range texts {
		ws := words(quoted.ReplaceAllString(text, " "))
		for i, h := range gramHashes(ws) {
			if seed[h] {
				t.Errorf("%q is a source's wording, in %q", strings.Join(ws[i:i+gramWords], " "), text)
			}
		}
	}
}

// The check finds a sentence copied from a source: one the history used
// to have.
func TestOwnWordsCheckFindsACopiedSentence(t *testing.T) {
	seed := readSeedGrams(t)
	copied := "the floor of the platform between the Bell Tower and the Dome of Diocletian’s Mausoleum"
	found := false
	for _, h := range gramHashes(words(copied)) {
		found = found || seed[h]
	}
	if !found {
		t.Fatal("a sentence from a source passes the check")
	}
}
