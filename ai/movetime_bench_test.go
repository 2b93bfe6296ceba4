package ai

import (
	"context"
	"slices"
	"testing"
	"time"
)

// BenchmarkMoveTimeOvershoot measures how far past its move time the
// Master answers: each op is one 50 ms search, cycling through the
// placing, moving and flying positions. It reports the median and the
// worst overshoot in microseconds; the promise is a few milliseconds at
// most on an unloaded machine.
func BenchmarkMoveTimeOvershoot(b *testing.B) {
	const moveTime = 50 * time.Millisecond
	fens := []string{benchPlacing, benchMoving, benchFlying}
	e := NewEngine(DefaultTableMB)
	var over []time.Duration
	i := 0
	for b.Loop() {
		p := benchPosition(b, fens[i%len(fens)])
		i++
		start := time.Now()
		if _, err := e.Search(context.Background(), p, nil, Options{MoveTime: moveTime}); err != nil {
			b.Fatal(err)
		}
		over = append(over, max(0, time.Since(start)-moveTime))
	}
	slices.Sort(over)
	b.ReportMetric(float64(over[len(over)/2].Microseconds()), "median-over-µs")
	b.ReportMetric(float64(over[len(over)-1].Microseconds()), "max-over-µs")
}
