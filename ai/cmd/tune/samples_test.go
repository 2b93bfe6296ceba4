package main

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
)

const twoLines = "0 1-0 ********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1\n" +
	"7 1/2-1/2 *OO@O*@*/**O*@O@*/@@@O@OOO w m s 9 0 8 0 0 0 0 0 0 0 0 0 10\n"

func TestReadSamples(t *testing.T) {
	ss, err := readSamples(strings.NewReader(twoLines + "\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := []sample{
		{0, 1, "********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1"},
		{7, 0.5, "*OO@O*@*/**O*@O@*/@@@O@OOO w m s 9 0 8 0 0 0 0 0 0 0 0 0 10"},
	}
	if !reflect.DeepEqual(ss, want) {
		t.Fatalf("read %v, want %v", ss, want)
	}
	var b bytes.Buffer
	if err := writeSamples(&b, ss); err != nil || b.String() != twoLines {
		t.Fatalf("written back as %q (%v), want %q", b.String(), err, twoLines)
	}
}

func TestReadSamplesRefuses(t *testing.T) {
	for _, tc := range []struct{ in, says string }{
		{"0 1-0", "line 1: want a game number"},
		{"x 1-0 ********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1", `line 1: game number "x"`},
		{"-1 1-0 ********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1", "line 1: game number"},
		{"\n3 2-0 ********/********/******** w p p 0 9 0 9 0 0 0 0 0 0 0 0 1", `line 2: result "2-0"`},
		{"3 0-1 ********/********/********", "line 1: "},
	} {
		_, err := readSamples(strings.NewReader(tc.in))
		if err == nil || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%q: error %v, want one saying %q", tc.in, err, tc.says)
		}
	}
}

// FuzzReadSamples: any input is read or refused without a panic, and what
// is read is written back as it reads.
func FuzzReadSamples(f *testing.F) {
	f.Add(twoLines)
	f.Add("1 0-1 O*O@O*@*/**O*@O@*/@@@O@OOO b m s 9 0 8 0 0 0 0 0 0 0 0 1 10")
	f.Fuzz(func(t *testing.T, in string) {
		ss, err := readSamples(strings.NewReader(in))
		if err != nil {
			return
		}
		var b bytes.Buffer
		if err := writeSamples(&b, ss); err != nil {
			t.Fatal(err)
		}
		again, err := readSamples(&b)
		if err != nil || !reflect.DeepEqual(again, ss) {
			t.Fatalf("%q read back as %v (%v), want %v", b.String(), again, err, ss)
		}
	})
}
