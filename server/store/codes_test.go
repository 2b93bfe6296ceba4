package store

import (
	"errors"
	"testing"
	"time"
)

// A code kept by one instance reads on another; a second code of the same
// spelling is refused; writes go by revision; a deleted code is gone.
func TestCodesAcrossInstances(t *testing.T) {
	ctx := testCtx(t)
	url := embedded(t, t.TempDir())
	a, b := open(t, url, Config{}), open(t, url, Config{})
	rev, err := a.PutCode(ctx, "7Q2K9MZW", []byte("room one"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.PutCode(ctx, "7Q2K9MZW", []byte("room two")); !errors.Is(err, ErrExists) {
		t.Fatalf("a code drawn twice: %v, want ErrExists", err)
	}
	v, got, err := b.Code(ctx, "7Q2K9MZW")
	if err != nil || string(v) != "room one" || got != rev {
		t.Fatalf("Code on the other instance = %q, %d, %v", v, got, err)
	}
	next, err := b.UpdateCode(ctx, "7Q2K9MZW", []byte("room one, joined"), rev)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.UpdateCode(ctx, "7Q2K9MZW", []byte("late"), rev); !errors.Is(err, ErrStale) {
		t.Fatalf("a write over an old revision: %v, want ErrStale", err)
	}
	if v, got, err := a.Code(ctx, "7Q2K9MZW"); err != nil || string(v) != "room one, joined" || got != next {
		t.Fatalf("after the update: %q, %d, %v", v, got, err)
	}
	if err := a.DeleteCode(ctx, "7Q2K9MZW"); err != nil {
		t.Fatal(err)
	}
	for _, code := range []string{"7Q2K9MZW", "NEVERGVN", "a.b c", ""} {
		if _, _, err := b.Code(ctx, code); !errors.Is(err, ErrNotFound) {
			t.Errorf("Code(%q) = %v, want ErrNotFound", code, err)
		}
	}
}

// A code lives no longer than the rooms' idle time.
func TestCodeExpires(t *testing.T) {
	ctx := testCtx(t)
	url := embedded(t, t.TempDir())
	s := open(t, url, Config{IdleExpiry: time.Second})
	if _, err := s.PutCode(ctx, "7Q2K9MZW", []byte("room")); err != nil {
		t.Fatal(err)
	}
	for {
		_, _, err := s.Code(ctx, "7Q2K9MZW")
		if errors.Is(err, ErrNotFound) {
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		select {
		case <-ctx.Done():
			t.Fatal("the code outlived the idle time")
		case <-time.After(100 * time.Millisecond):
		}
	}
}
