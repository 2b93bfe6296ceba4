package learn_test

import (
	"slices"
	"testing"

	"github.com/ninemen/morris/learn"
)

// Lessons done come back as they were written, each once.
func TestLessonProgressRoundTrip(t *testing.T) {
	var lp learn.LessonProgress
	for _, id := range []string{"board", "mill", "board", "double-mill"} {
		lp.Mark(id)
	}
	if !lp.Has("mill") || lp.Has("flying") || len(lp.Done) != 3 {
		t.Fatalf("done %v", lp.Done)
	}
	data, err := learn.MarshalLessonProgress(&lp)
	if err != nil {
		t.Fatal(err)
	}
	back, err := learn.UnmarshalLessonProgress(data)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.Done, lp.Done) {
		t.Errorf("read back %v, wrote %v", back.Done, lp.Done)
	}
}

// A damaged file is an error, never a panic nor progress made up.
func TestLessonProgressDamage(t *testing.T) {
	for _, data := range []string{
		``,
		`{`,
		`[]`,
		`{"done": ["board"]}`,
		`{"version": 2, "done": ["board"]}`,
		`{"version": 1, "done": "board"}`,
		`{"version": 1, "done": [""]}`,
		`{"version": 1, "done": ["Board"]}`,
		`{"version": 1, "done": ["board", "board"]}`,
		`{"version": 1, "done": ["a very long lesson id that no lesson has ever had"]}`,
		`{"version": 1, "done": [1]}`,
	} {
		if lp, err := learn.UnmarshalLessonProgress([]byte(data)); err == nil {
			t.Errorf("%s read as %+v", data, lp)
		}
	}
	lp, err := learn.UnmarshalLessonProgress([]byte(`{"version": 1}`))
	if err != nil || len(lp.Done) != 0 {
		t.Errorf("no lessons done: %+v, %v", lp, err)
	}
}

// Whatever a file holds, reading it never panics, and what it reads
// writes back the same.
func FuzzUnmarshalLessonProgress(f *testing.F) {
	f.Add([]byte(`{"version": 1, "done": ["board", "mill"]}`))
	f.Add([]byte(`{"version": 1, "done": ["board", "board"]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		lp, err := learn.UnmarshalLessonProgress(data)
		if err != nil {
			return
		}
		out, err := learn.MarshalLessonProgress(lp)
		if err != nil {
			t.Fatal(err)
		}
		back, err := learn.UnmarshalLessonProgress(out)
		if err != nil || !slices.Equal(back.Done, lp.Done) {
			t.Fatalf("%s read back as %v, %v", out, back, err)
		}
	})
}
