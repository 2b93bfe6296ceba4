package ai

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/ninemen/morris/rules"
)

// The latencies a player feels, on the real clock: how soon a cancelled
// search returns, and how long the search keeps the browser's one thread
// between yields. The tests check the same on a fake clock, where the
// machine's speed does not count; these measure what the machine makes of
// it.

// reportLatencies reports the median, the 99th percentile and the worst
// of ds in microseconds, under names that start with what.
func reportLatencies(b *testing.B, what string, ds []time.Duration) {
	if len(ds) == 0 {
		return
	}
	slices.Sort(ds)
	b.ReportMetric(float64(ds[len(ds)/2].Microseconds()), what+"-median-µs")
	b.ReportMetric(float64(ds[len(ds)*99/100].Microseconds()), what+"-p99-µs")
	b.ReportMetric(float64(ds[len(ds)-1].Microseconds()), what+"-worst-µs")
}

// BenchmarkCancelLatency measures the time from cancelling a search that
// has thought for 30 ms from the start to its return, on one thread and
// on four (the helpers must stop too).
func BenchmarkCancelLatency(b *testing.B) {
	for _, threads := range []int{1, 4} {
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			g := rules.NewGame(rules.NineMensMorris())
			e := NewEngine(16)
			var lags []time.Duration
			for b.Loop() {
				ctx, cancel := context.WithCancel(context.Background())
				done := make(chan struct{})
				go func() {
					defer close(done)
					if _, err := e.SearchGame(ctx, g, Options{Threads: threads}); err != nil {
						b.Error(err)
					}
				}()
				time.Sleep(30 * time.Millisecond)
				at := time.Now()
				cancel()
				<-done
				lags = append(lags, time.Since(at))
			}
			reportLatencies(b, "cancel", lags)
		})
	}
}

// BenchmarkYieldGap measures the search's time between the end of one
// call of Yield and the start of the next, as the browser's frames see
// it: each op is a 200 ms search whose Yield sleeps a millisecond.
func BenchmarkYieldGap(b *testing.B) {
	g := rules.NewGame(rules.NineMensMorris())
	e := NewEngine(16)
	var gaps []time.Duration
	for b.Loop() {
		var last time.Time
		opt := Options{MoveTime: 200 * time.Millisecond, Yield: func() {
			if !last.IsZero() {
				gaps = append(gaps, time.Since(last))
			}
			time.Sleep(time.Millisecond)
			last = time.Now()
		}}
		if _, err := e.SearchGame(context.Background(), g, opt); err != nil {
			b.Fatal(err)
		}
	}
	reportLatencies(b, "gap", gaps)
}
