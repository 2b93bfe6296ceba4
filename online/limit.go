package online

import "time"

// Limiter is a token bucket: Rate requests a second on average, Burst at
// once. The server keeps one per connection and one per address (under
// its own lock: a Limiter is not safe for concurrent use); a frame over
// the limit earns the error rate, a flood the end of the connection.
type Limiter struct {
	rate, burst float64
	tokens      float64
	last        time.Time
}

// NewLimiter allows rate requests a second and burst at once.
func NewLimiter(rate float64, burst int) *Limiter {
	return &Limiter{rate: rate, burst: float64(burst), tokens: float64(burst)}
}

// Allow takes a token at now, if one is left.
func (l *Limiter) Allow(now time.Time) bool {
	if !l.last.IsZero() && now.After(l.last) {
		l.tokens = min(l.burst, l.tokens+now.Sub(l.last).Seconds()*l.rate)
	}
	if l.last.IsZero() || now.After(l.last) {
		l.last = now
	}
	if l.tokens < 1 {
		return false
	}
	l.tokens--
	return true
}
