package online

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// Size limits of one frame. A request is small (a create with its variant
// is the largest); an event may carry a whole game in a State.
const (
	MaxRequest = 4 << 10
	MaxEvent   = 256 << 10
)

// Field limits: ids, tokens and secrets are Token strings; a turn is a
// few points with removals.
const (
	maxMove  = 40
	maxText  = 200
	maxMoves = 20000
)

// ProtocolError is a frame the decoder refuses, with the code to answer.
type ProtocolError struct {
	Code ErrorCode
	Err  error
}

func (e *ProtocolError) Error() string { return fmt.Sprintf("%s: %v", e.Code, e.Err) }

func (e *ProtocolError) Unwrap() error { return e.Err }

func protoErr(code ErrorCode, format string, args ...any) error {
	return &ProtocolError{Code: code, Err: fmt.Errorf(format, args...)}
}

// CodeOf is the error code of err: a ProtocolError's own, or ErrBadFrame.
func CodeOf(err error) ErrorCode {
	var pe *ProtocolError
	if errors.As(err, &pe) {
		return pe.Code
	}
	return ErrBadFrame
}

// Encode writes a message as one frame's JSON, stamping the version.
func Encode(m Message) ([]byte, error) {
	m.V = Version
	return json.Marshal(m)
}

// DecodeRequest reads a frame a client sent: at most MaxRequest bytes,
// one JSON object with only known fields, this version, a request type
// with its fields valid. It never panics; a refusal is a *ProtocolError.
func DecodeRequest(b []byte) (Message, error) {
	m, err := decode(b, MaxRequest)
	if err != nil {
		return Message{}, err
	}
	if err := m.validateRequest(); err != nil {
		return Message{}, err
	}
	return m, nil
}

// VersionRefusal is the error that answers a frame of another version,
// spelt in that version: the id of the frame, if it has one, and the
// fields every version's error has. A client of any version reads it as
// the refusal ErrVersion and tells its player to update, rather than
// dialling again and again.
func VersionRefusal(frame []byte) []byte {
	var head struct {
		V  int    `json:"v"`
		ID uint32 `json:"id"`
	}
	_ = json.Unmarshal(frame, &head) // a frame that is no object gets the current version
	if head.V <= 0 {
		head.V = Version
	}
	b, _ := json.Marshal(Message{V: head.V, Type: TError, ID: head.ID, Code: ErrVersion,
		Text: fmt.Sprintf("this server speaks version %d", Version)})
	return b
}

// DecodeEvent reads a frame the server sent, as DecodeRequest does with
// the limits and types of events.
func DecodeEvent(b []byte) (Message, error) {
	m, err := decode(b, MaxEvent)
	if err != nil {
		return Message{}, err
	}
	if err := m.validateEvent(); err != nil {
		return Message{}, err
	}
	return m, nil
}

func decode(b []byte, limit int) (Message, error) {
	if len(b) > limit {
		return Message{}, protoErr(ErrTooBig, "frame of %d bytes over %d", len(b), limit)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var m Message
	if err := dec.Decode(&m); err != nil {
		return Message{}, protoErr(ErrBadFrame, "%v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return Message{}, protoErr(ErrBadFrame, "more than one value in a frame")
	}
	if m.V != Version {
		return Message{}, protoErr(ErrVersion, "version %d, want %d", m.V, Version)
	}
	if err := m.validateCommon(); err != nil {
		return Message{}, err
	}
	return m, nil
}

// validateCommon checks what holds whatever the type.
func (m *Message) validateCommon() error {
	switch {
	case m.Room != "" && !ValidToken(m.Room):
		return protoErr(ErrBadFrame, "malformed room id")
	case m.Token != "" && !ValidToken(m.Token):
		return protoErr(ErrBadFrame, "malformed token")
	case m.Secret != "" && !ValidToken(m.Secret):
		return protoErr(ErrBadFrame, "malformed secret")
	case m.Short != "" && !ValidShortCode(m.Short):
		return protoErr(ErrBadFrame, "malformed short code")
	case m.Links != nil && m.Links.Short != "" && !ValidShortCode(m.Links.Short):
		return protoErr(ErrBadFrame, "malformed short code")
	case m.Game < 0 || m.Seq < 0 || m.Seq > maxMoves:
		return protoErr(ErrBadFrame, "game %d, seq %d out of range", m.Game, m.Seq)
	case len(m.Move) > maxMove || !moveChars(m.Move):
		return protoErr(ErrBadFrame, "malformed move")
	case len(m.Text) > maxText:
		return protoErr(ErrBadFrame, "text too long")
	}
	return nil
}

// moveChars reports whether s is spelled with what record notation uses.
func moveChars(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

func (m *Message) validateRequest() error {
	need := func(ok bool, what string) error {
		if !ok {
			return protoErr(ErrBadFrame, "%s: %s", m.Type, what)
		}
		return nil
	}
	switch m.Type {
	case TCreate:
		if err := need(m.Variant != nil && m.TC != nil, "needs variant and tc"); err != nil {
			return err
		}
		if _, err := m.Variant.Variant(); err != nil {
			return protoErr(ErrBadFrame, "variant: %v", err)
		}
		if err := m.TC.Validate(); err != nil {
			return protoErr(ErrBadFrame, "tc: %v", err)
		}
		switch m.Color {
		case "", White, Black, Random:
		default:
			return protoErr(ErrBadFrame, "create: colour %q", m.Color)
		}
		return nil
	case TJoin:
		if m.Short != "" {
			return need(m.Room == "" && m.Token == "", "a short code or room and token, not both")
		}
		return need(m.Room != "" && m.Token != "", "needs room and token, or a short code")
	case TSpectate:
		return need(m.Room != "" && m.Token != "" && m.Short == "", "needs room and token")
	case THello:
		return need(m.Room != "" && m.Secret != "" && m.Short == "", "needs room and secret")
	case TMove:
		return need(m.Move != "", "needs a move")
	case TDrawAnswer, TResign, TDrawOffer, TRematch, TPing:
		return nil
	}
	return protoErr(ErrBadType, "no request %q", m.Type)
}

func (m *Message) validateEvent() error {
	switch m.Type {
	case TWelcome:
		if m.Secret == "" || m.Links == nil {
			return protoErr(ErrBadFrame, "welcome without secret or links")
		}
	case TState:
		if m.State == nil {
			return protoErr(ErrBadFrame, "state without state")
		}
		if len(m.State.Moves) > maxMoves {
			return protoErr(ErrBadFrame, "state with %d moves", len(m.State.Moves))
		}
	case TMoved:
		if m.Move == "" || m.Seq < 1 {
			return protoErr(ErrBadFrame, "moved without move or seq")
		}
	case TPresence, TDrawOffered, TRematchOffered:
		if m.Color != White && m.Color != Black {
			return protoErr(ErrBadFrame, "%s without colour", m.Type)
		}
	case TOver:
		if m.Result == "" || m.Reason == "" {
			return protoErr(ErrBadFrame, "over without result")
		}
	case TError:
		if m.Code == "" {
			return protoErr(ErrBadFrame, "error without code")
		}
	case TAck, TDrawDeclined:
	default:
		return protoErr(ErrBadType, "no event %q", m.Type)
	}
	return nil
}
