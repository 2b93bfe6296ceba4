package hub

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/ninemen/morris/online"
	"github.com/ninemen/morris/server/store"
)

// The limits on looking short codes up, per address: a code is 40 bits,
// out of reach of guessing only while guesses are few. docs/online.md
// works out what these allow.
const (
	DefaultCodeRate  = 0.1 // one every 10 seconds
	DefaultCodeBurst = 10
	// codeGrace is how long a code still opens the guest's seat after the
	// guest joined: a join sent again because its welcome was lost, with
	// the same claim, gets the seat again rather than a refusal.
	codeGrace = 2 * time.Minute
	// codeDraws is how many codes create tries before giving up on one;
	// two draws meeting among 2^40 codes is rare, three in a row never.
	codeDraws = 3
)

// codeEntry is a short code's value in the store.
type codeEntry struct {
	Room string `json:"room"`
	Join string `json:"join"`
	// Joined is when the guest took the seat (Unix milliseconds), 0
	// while the seat is free.
	Joined int64 `json:"joined_ms,omitempty"`
}

// issueCode draws a short code for a new room and keeps it; "" when the
// store cannot, for the room works without one.
func (h *Hub) issueCode(ctx context.Context, room, join string) string {
	b, err := json.Marshal(codeEntry{Room: room, Join: join})
	if err != nil {
		return ""
	}
	for range codeDraws {
		code, err := online.NewShortCode(nil)
		if err != nil {
			break
		}
		if _, err = h.st.PutCode(ctx, code, b); err == nil {
			return code
		}
		if !errors.Is(err, store.ErrExists) {
			h.log.Printf("create: short code: %v", err)
			break
		}
	}
	return ""
}

// resolve turns a join by short code into a join by room and token, or
// answers the refusal and reports false. Every lookup, found or not,
// takes a token of the address's code limiter.
func (c *conn) resolve(req *online.Message) bool {
	h := c.h
	now := h.now()
	refuse := func(code online.ErrorCode, text string) bool {
		c.sendMsg(online.Message{Type: online.TError, ID: req.ID, Code: code, Text: text})
		return false
	}
	if !h.allow(h.codes, h.cfg.CodeRate, h.cfg.CodeBurst, c.addr, now) {
		return refuse(online.ErrRate, "too many short codes")
	}
	ctx, cancel := context.WithTimeout(h.ctx, storeTimeout)
	defer cancel()
	b, _, err := h.st.Code(ctx, req.Short)
	if errors.Is(err, store.ErrNotFound) {
		return refuse(online.ErrBadCode, "no such short code")
	}
	if err != nil {
		h.log.Printf("short code: %v", err)
		return refuse(online.ErrInternal, "cannot read the short code")
	}
	var e codeEntry
	if json.Unmarshal(b, &e) != nil || !online.ValidToken(e.Room) || !online.ValidToken(e.Join) {
		return refuse(online.ErrBadCode, "no such short code")
	}
	if e.Joined != 0 && now.Sub(time.UnixMilli(e.Joined)) > codeGrace {
		if err := h.st.DeleteCode(ctx, req.Short); err != nil {
			h.log.Printf("short code: %v", err)
		}
		return refuse(online.ErrBadCode, "the short code was used")
	}
	req.Room, req.Token, req.Short = e.Room, e.Join, ""
	return true
}

// spendCode marks the room's code used: the guest has the seat, and after
// codeGrace the code opens nothing.
func (rm *room) spendCode(ctx context.Context) {
	b, rev, err := rm.h.st.Code(ctx, rm.short)
	if errors.Is(err, store.ErrNotFound) {
		return
	}
	var e codeEntry
	if err == nil {
		err = json.Unmarshal(b, &e)
	}
	if err == nil && e.Joined == 0 {
		e.Joined = rm.h.now().UnixMilli()
		if b, err = json.Marshal(e); err == nil {
			_, err = rm.h.st.UpdateCode(ctx, rm.short, b, rev)
		}
	}
	if err != nil && !errors.Is(err, store.ErrStale) {
		rm.h.log.Printf("room %s: short code: %v", rm.id, err)
	}
}
