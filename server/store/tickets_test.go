package store

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// A ticket kept by one instance is spent on another, once, and only while
// it lives; a ticket never issued or spelled wrong spends nothing.
func TestTicketsAcrossInstances(t *testing.T) {
	ctx := testCtx(t)
	url := embedded(t, t.TempDir())
	a, b := open(t, url, Config{}), open(t, url, Config{})
	now := time.Unix(1_800_000_000, 0)
	if err := a.PutTicket(ctx, "live-ticket", now.Add(30*time.Second)); err != nil {
		t.Fatal(err)
	}
	if err := a.PutTicket(ctx, "old-ticket", now.Add(-time.Second)); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name   string
		s      *Store
		ticket string
		want   bool
	}{
		{"spent on the other instance", b, "live-ticket", true},
		{"spent again", a, "live-ticket", false},
		{"expired", b, "old-ticket", false},
		{"never issued", b, "no-such-ticket", false},
		{"not a key", b, "a.b c", false},
		{"empty", b, "", false},
	} {
		got, err := tc.s.SpendTicket(ctx, tc.ticket, now)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got != tc.want {
			t.Errorf("%s: spent %v, want %v", tc.name, got, tc.want)
		}
	}
}

// Two instances spending the same ticket at once: one alone is told yes.
func TestTicketSpentOnce(t *testing.T) {
	ctx := testCtx(t)
	url := embedded(t, t.TempDir())
	a, b := open(t, url, Config{}), open(t, url, Config{})
	now := time.Unix(1_800_000_000, 0)
	for round := range 20 {
		ticket := fmt.Sprintf("ticket-%d", round)
		if err := a.PutTicket(ctx, ticket, now.Add(30*time.Second)); err != nil {
			t.Fatal(err)
		}
		var yes atomic.Int32
		var wg sync.WaitGroup
		for _, s := range []*Store{a, b, a, b} {
			wg.Go(func() {
				ok, err := s.SpendTicket(ctx, ticket, now)
				if err != nil {
					t.Error(err)
				}
				if ok {
					yes.Add(1)
				}
			})
		}
		wg.Wait()
		if n := yes.Load(); n != 1 {
			t.Fatalf("round %d: %d spenders were told yes", round, n)
		}
	}
}
