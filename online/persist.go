package online

import (
	"encoding/json"
	"fmt"
	"io"
	"time"

	"github.com/ninemen/morris/rules"
)

// roomRecord is a room as the server stores it. The game is kept as its
// turns and replayed through the rules on load, so a stored room can
// never hold a position the rules would not reach.
type roomRecord struct {
	ID        string      `json:"id"`
	Join      string      `json:"join"`
	Watch     string      `json:"watch"`
	Secrets   [2]string   `json:"secrets"`
	Claim     string      `json:"claim,omitempty"`
	Variant   VariantSpec `json:"variant"`
	TC        TimeControl `json:"tc"`
	HostWhite bool        `json:"host_white"`
	Game      int         `json:"game"`
	Turns     []string    `json:"turns"`
	Left      [2]int64    `json:"left_ms"`
	Running   int         `json:"running"`
	Since     int64       `json:"since_ms"`
	DrawOffer int         `json:"draw_offer"`
	Rematch   [2]bool     `json:"rematch"`
	Result    string      `json:"result,omitempty"`
	Reason    Reason      `json:"reason,omitempty"`
	Active    int64       `json:"active_ms"`
}

// MarshalJSON stores the room: everything but who is connected, which
// belongs to the server's connections.
func (r *Room) MarshalJSON() ([]byte, error) {
	return json.Marshal(roomRecord{
		ID: r.id, Join: r.join, Watch: r.watch, Secrets: r.secret, Claim: r.claim,
		Variant: r.spec, TC: r.tc, HostWhite: r.hostWhite, Game: r.gameNo, Turns: r.turns,
		Left:    [2]int64{r.clock.left[0].Milliseconds(), r.clock.left[1].Milliseconds()},
		Running: r.clock.running, Since: unixMilli(r.clock.since),
		DrawOffer: r.drawOffer, Rematch: r.rematch, Result: r.result, Reason: r.reason,
		Active: unixMilli(r.active),
	})
}

// LoadRoom reads a room MarshalJSON stored, replaying its turns through
// the rules; src is where the guest's secret will come from.
func LoadRoom(b []byte, src io.Reader) (*Room, error) {
	var rec roomRecord
	if err := json.Unmarshal(b, &rec); err != nil {
		return nil, fmt.Errorf("room record: %w", err)
	}
	for _, t := range []string{rec.ID, rec.Join, rec.Watch, rec.Secrets[0]} {
		if !ValidToken(t) {
			return nil, fmt.Errorf("room record: malformed id, token or secret")
		}
	}
	for _, t := range []string{rec.Secrets[1], rec.Claim} {
		if t != "" && !ValidToken(t) {
			return nil, fmt.Errorf("room record: malformed guest secret or claim")
		}
	}
	v, err := rec.Variant.Variant()
	if err != nil {
		return nil, fmt.Errorf("room record: %w", err)
	}
	if err := rec.TC.Validate(); err != nil {
		return nil, fmt.Errorf("room record: %w", err)
	}
	if rec.Running < -1 || rec.Running > 1 || rec.DrawOffer < -1 || rec.DrawOffer > 1 || rec.Game < 0 {
		return nil, fmt.Errorf("room record: clock, offer or game out of range")
	}
	r := &Room{
		id: rec.ID, join: rec.Join, watch: rec.Watch, secret: rec.Secrets, claim: rec.Claim,
		spec: rec.Variant, variant: v, tc: rec.TC, hostWhite: rec.HostWhite, gameNo: rec.Game,
		game: rules.NewGame(v), src: src,
		drawOffer: rec.DrawOffer, rematch: rec.Rematch, result: rec.Result, reason: rec.Reason,
		active: fromUnixMilli(rec.Active),
	}
	for i, t := range rec.Turns {
		pos := r.game.Position()
		side := pos.SideToMove()
		if err := r.game.PlayTurn(t); err != nil {
			return nil, fmt.Errorf("room record: turn %d: %w", i+1, err)
		}
		r.turns = append(r.turns, t)
		r.mover = append(r.mover, int8(side))
	}
	r.clock = clocks{tc: rec.TC, running: rec.Running, since: fromUnixMilli(rec.Since),
		left: [2]time.Duration{time.Duration(rec.Left[0]) * time.Millisecond, time.Duration(rec.Left[1]) * time.Millisecond}}
	return r, nil
}

// unixMilli stores a time, the zero time (a clock never started) as 0.
func unixMilli(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

func fromUnixMilli(ms int64) time.Time {
	if ms == 0 {
		return time.Time{}
	}
	return time.UnixMilli(ms)
}
