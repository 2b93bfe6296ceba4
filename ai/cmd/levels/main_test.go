package main

import "testing"

// TestParseTallies reads a -robin log: the last line of each pairing
// counts, other lines are skipped.
func TestParseTallies(t *testing.T) {
	log := "Villager v Beginner: +9 =1 -0 (1m0s)\n" +
		"noise: not a tally\n" +
		"Master v Expert: +5 =4 -1 (2m0s)\n" +
		"Villager v Beginner: +17 =2 -1 (6m0s)\n"
	rs, err := parseTallies(log)
	if err != nil {
		t.Fatal(err)
	}
	want := []result{{a: 1, b: 0, wins: 17, draws: 2, losses: 1}, {a: 5, b: 4, wins: 5, draws: 4, losses: 1}}
	if len(rs) != len(want) {
		t.Fatalf("got %v, want %v", rs, want)
	}
	for i := range want {
		if rs[i] != want[i] {
			t.Errorf("result %d: %+v, want %+v", i, rs[i], want[i])
		}
	}
	if _, err := parseTallies("Villager v Beginner: +x =1 -0\n"); err == nil {
		t.Error("a garbled tally: want an error")
	}
	if _, err := parseTallies("nothing here"); err == nil {
		t.Error("no tallies: want an error")
	}
}

func FuzzParseTallies(f *testing.F) {
	f.Add("Villager v Beginner: +17 =2 -1 (6m0s)\n")
	f.Add("Master v Expert: +")
	f.Fuzz(func(t *testing.T, s string) {
		rs, err := parseTallies(s)
		if err == nil && len(rs) == 0 {
			t.Error("no error and no results")
		}
	})
}
