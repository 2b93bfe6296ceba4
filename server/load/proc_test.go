package main

import (
	"testing"
	"time"
)

// Lines as Linux wrote them on the machine the tool was measured on;
// statParen is made up, a command name with parentheses and spaces.
const (
	statCat   = "18655 (cat) R 18653 18653 16771 0 -1 4194304 101 0 0 0 0 0 0 0 20 0 1 0 3538441 3133440 394 18446744073709551615 94538659528704 94538659548585 140729781460960 0 0 0 0 0 0 0 0 0 17 0 0 0 0 0 0 94538659564592 94538659566208 94538802118656 140729781467840 140729781467860 140729781467860 140729781469163 0\n"
	statLoad  = "18543 (load3) R 18536 18528 16771 0 -1 4194304 40746 0 0 0 288 168 0 0 20 0 9 0 3538221 2120466432 42458 18446744073709551615 4194304 13107536 140722672531472 0 0 4194304 0 2 2143420157 0 0 0 17 0 0 0 0 0 0 21934080 22354784 719413248 140722672536253 140722672536274 140722672536274 140722672537578 0\n"
	statParen = "77 (a) b (c) S 1 1 1 0 -1 0 0 0 0 0 5 7 0 0 20 0 1 0 1 1 1 1\n"
)

func TestParseStat(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{statCat, 0, true},
		{statLoad, (288 + 168) * clockTick, true},
		{statParen, 12 * clockTick, true},
		{"1 (x) S 1 2 3", 0, false},
		{"no name", 0, false},
		{"1 (x) S 1 1 1 0 -1 0 0 0 0 0 u 7 0", 0, false},
		{"1 (x) S 1 1 1 0 -1 0 0 0 0 0 -5 7 0", 0, false},
	} {
		got, err := parseStat([]byte(tc.in))
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("parseStat(%.30q) = %v, %v; want %v, ok %v", tc.in, got, err, tc.want, tc.ok)
		}
	}
}

func TestParseStatus(t *testing.T) {
	for _, tc := range []struct {
		in        string
		now, peak int64
		ok        bool
	}{
		{"Name:\tcat\nVmPeak:\t    5612 kB\nVmHWM:\t    2172 kB\nVmRSS:\t    2048 kB\nThreads:\t1\n", 2048 << 10, 2172 << 10, true},
		{"Name:\tkthreadd\nThreads:\t1\n", 0, 0, true},
		{"VmRSS:\t12 MB\n", 0, 0, false},
		{"VmRSS:\tlots kB\n", 0, 0, false},
	} {
		now, peak, err := parseStatus([]byte(tc.in))
		if (err == nil) != tc.ok || now != tc.now || peak != tc.peak {
			t.Errorf("parseStatus(%q) = %d, %d, %v; want %d, %d, ok %v", tc.in, now, peak, err, tc.now, tc.peak, tc.ok)
		}
	}
}

func TestParseSchedstat(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want time.Duration
		ok   bool
	}{
		{"800735 234140 12\n", 234140, true},
		{"837769974 3315800257 12243\n", 3315800257, true},
		{"800735\n", 0, false},
		{"1 -2 3\n", 0, false},
	} {
		got, err := parseSchedstat([]byte(tc.in))
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("parseSchedstat(%q) = %v, %v; want %v, ok %v", tc.in, got, err, tc.want, tc.ok)
		}
	}
}

func FuzzParseProc(f *testing.F) {
	for _, s := range []string{statCat, statLoad, statParen, "VmRSS:\t2048 kB\n", "800735 234140 12\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if d, err := parseStat(b); err == nil && d < 0 {
			t.Errorf("parseStat: %v", d)
		}
		if now, peak, err := parseStatus(b); err == nil && (now < 0 || peak < 0) {
			t.Errorf("parseStatus: %d %d", now, peak)
		}
		if d, err := parseSchedstat(b); err == nil && d < 0 {
			t.Errorf("parseSchedstat: %v", d)
		}
	})
}
