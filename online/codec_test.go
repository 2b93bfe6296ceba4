package online

import (
	"errors"
	"strings"
	"testing"

	"github.com/ninemen/morris/rules"
)

const (
	roomID = "AAECAwQFBgcICQoLDA0ODw"
	secret = "EBESExQVFhcYGRobHB0eHw"
)

func TestDecodeRequest(t *testing.T) {
	tests := []struct {
		name  string
		frame string
		code  ErrorCode // "" when accepted
	}{
		{"move", `{"v":2,"t":"move","id":3,"seq":4,"move":"d5-e5xa4"}`, ""},
		{"first move, seq omitted", `{"v":2,"t":"move","move":"d6"}`, ""},
		{"hello", `{"v":2,"t":"hello","room":"` + roomID + `","secret":"` + secret + `","seq":12}`, ""},
		{"join", `{"v":2,"t":"join","room":"` + roomID + `","token":"` + secret + `"}`, ""},
		{"create rapid", `{"v":2,"t":"create","color":"random","tc":{"kind":"rapid","base":300,"inc":5},` +
			`"variant":{"piecesCount":9,"flyPieceCount":3,"mayFly":true,"nMoveRule":100,"threefoldRepetitionRule":true}}`, ""},
		{"create correspondence, twelve men", `{"v":2,"t":"create","tc":{"kind":"correspondence","days":3},` +
			`"variant":{"piecesCount":12,"mayFly":false,"hasDiagonalLines":true}}`, ""},
		{"draw answer", `{"v":2,"t":"draw_answer","accept":true}`, ""},
		{"join by short code", `{"v":2,"t":"join","short":"7Q2K9MZW","secret":"` + secret + `"}`, ""},

		{"empty", ``, ErrBadFrame},
		{"garbage bytes", "\x00\xff\xfe{", ErrBadFrame},
		{"not an object", `[1,2]`, ErrBadFrame},
		{"two objects", `{"v":2,"t":"resign"}{"v":2,"t":"resign"}`, ErrBadFrame},
		{"trailing garbage", `{"v":2,"t":"resign"} x`, ErrBadFrame},
		{"unknown field", `{"v":2,"t":"resign","admin":true}`, ErrBadFrame},
		{"no version", `{"t":"resign"}`, ErrVersion},
		{"the first version", `{"v":1,"t":"resign"}`, ErrVersion},
		{"future version", `{"v":3,"t":"resign"}`, ErrVersion},
		{"unknown type", `{"v":2,"t":"shutdown"}`, ErrBadType},
		{"event as request", `{"v":2,"t":"state","state":{}}`, ErrBadType},
		{"move without move", `{"v":2,"t":"move","seq":2}`, ErrBadFrame},
		{"negative seq", `{"v":2,"t":"move","seq":-1,"move":"d6"}`, ErrBadFrame},
		{"huge seq", `{"v":2,"t":"move","seq":99999999999,"move":"d6"}`, ErrBadFrame},
		{"move with quotes", `{"v":2,"t":"move","move":"d6\"x"}`, ErrBadFrame},
		{"long move", `{"v":2,"t":"move","move":"` + strings.Repeat("a", 41) + `"}`, ErrBadFrame},
		{"short secret", `{"v":2,"t":"hello","room":"` + roomID + `","secret":"abc"}`, ErrBadFrame},
		{"hello without secret", `{"v":2,"t":"hello","room":"` + roomID + `"}`, ErrBadFrame},
		{"join without token", `{"v":2,"t":"join","room":"` + roomID + `"}`, ErrBadFrame},
		{"join by short code and token", `{"v":2,"t":"join","short":"7Q2K9MZW","room":"` + roomID + `","token":"` + secret + `"}`, ErrBadFrame},
		{"short code with its dash", `{"v":2,"t":"join","short":"7Q2K-9MZW"}`, ErrBadFrame},
		{"short code in lower case", `{"v":2,"t":"join","short":"7q2k9mzw"}`, ErrBadFrame},
		{"spectate by short code", `{"v":2,"t":"spectate","short":"7Q2K9MZW"}`, ErrBadFrame},
		{"a version 1 client's join", `{"v":1,"t":"join","room":"` + roomID + `","token":"` + secret + `"}`, ErrVersion},
		{"create without tc", `{"v":2,"t":"create","variant":{"piecesCount":9}}`, ErrBadFrame},
		{"create with two men", `{"v":2,"t":"create","tc":{"kind":"untimed"},"variant":{"piecesCount":2}}`, ErrBadFrame},
		{"create with Sanmill's unplayed rule", `{"v":2,"t":"create","tc":{"kind":"untimed"},"variant":{"piecesCount":9,"oneTimeUseMill":true}}`, ErrBadFrame},
		{"create with a bad clock", `{"v":2,"t":"create","tc":{"kind":"rapid","base":0},"variant":{"piecesCount":9}}`, ErrBadFrame},
		{"create with a bad colour", `{"v":2,"t":"create","color":"green","tc":{"kind":"untimed"},"variant":{"piecesCount":9}}`, ErrBadFrame},
		{"wrong field type", `{"v":2,"t":"move","seq":"4","move":"d6"}`, ErrBadFrame},
		{"oversized", `{"v":2,"t":"resign","text":"` + strings.Repeat(" ", MaxRequest) + `"}`, ErrTooBig},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DecodeRequest([]byte(tt.frame))
			if tt.code == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			var pe *ProtocolError
			if !errors.As(err, &pe) || pe.Code != tt.code {
				t.Errorf("got %v, want %s", err, tt.code)
			}
		})
	}
}

// Every event the room sends decodes on the client's side, and a request
// survives Encode and DecodeRequest.
func TestEncodeDecodeRoundTrip(t *testing.T) {
	f := newFixture(t, TimeControl{Kind: Rapid, Base: 60, Inc: 1})
	var events []Event
	for _, step := range []struct {
		role Role
		m    Message
	}{
		{Host, Message{Type: TMove, Move: "a7"}},
		{Guest, Message{Type: TMove, Seq: 1, Move: "a1"}},
		{Host, Message{Type: TDrawOffer}},
		{Guest, Message{Type: TDrawAnswer}},
		{Guest, Message{Type: TResign}},
		{Host, Message{Type: TRematch}},
		{Guest, Message{Type: TRematch}},
		{Outsider, Message{Type: TSpectate, Room: f.r.ID(), Token: f.links.Watch}},
		{Outsider, Message{Type: TJoin, Room: f.r.ID(), Token: f.links.Join}},
	} {
		b, err := Encode(step.m)
		if err != nil {
			t.Fatal(err)
		}
		m, err := DecodeRequest(b)
		if err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		events = append(events, f.r.Handle(step.role, m, f.now).Events...)
	}
	events = append(events, f.r.Leave(Host)...)
	seen := map[Type]bool{}
	for _, e := range events {
		b, err := Encode(e.Msg)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := DecodeEvent(b); err != nil {
			t.Errorf("%s: %v", b, err)
		}
		seen[e.Msg.Type] = true
	}
	for _, typ := range []Type{TAck, TState, TMoved, TPresence, TDrawOffered, TDrawDeclined, TOver, TRematchOffered, TError} {
		if !seen[typ] {
			t.Errorf("no %s event was tried", typ)
		}
	}
}

func TestVariantSpecRoundTrip(t *testing.T) {
	for _, v := range append(rules.Presets(), func() rules.Variant {
		v := rules.NineMensMorris()
		v.Removal, v.Blocked, v.BothFly = rules.RemoveOutsideMillsOnly, rules.BlockedPasses, true
		return v
	}()) {
		got, err := SpecOf(v).Variant()
		if err != nil {
			t.Fatalf("%s: %v", v.Name, err)
		}
		if got != v {
			t.Errorf("%s: round trip gives %+v", v.Name, got)
		}
	}
	bad := []VariantSpec{
		{PiecesCount: 13},
		{PiecesCount: 9, MayFly: true, FlyPieceCount: 1},
		{PiecesCount: 9, StalemateAction: "endWithStalemateDraw"},
		{PiecesCount: 9, MayRemoveFromMillsAlways: true, MillsSafe: true},
		{PiecesCount: 9, NMoveRule: -1},
		{PiecesCount: 9, Name: strings.Repeat("n", 65)},
	}
	for _, s := range bad {
		if _, err := s.Variant(); err == nil {
			t.Errorf("%+v accepted", s)
		}
	}
}

func TestTokens(t *testing.T) {
	seen := map[string]bool{}
	for range 100 {
		tok, err := NewToken(nil)
		if err != nil {
			t.Fatal(err)
		}
		if !ValidToken(tok) || seen[tok] {
			t.Fatalf("token %q invalid or repeated", tok)
		}
		seen[tok] = true
	}
	if _, err := NewToken(strings.NewReader("short")); err == nil {
		t.Error("a short source gave a token")
	}
	for _, bad := range []string{"", "abc", roomID + "A", strings.Repeat("!", 22), "AAECAwQFBgcICQoLDA0OD_"} {
		if ValidToken(bad) {
			t.Errorf("ValidToken(%q)", bad)
		}
	}
}

// The decoders never panic, and what they accept encodes back to a frame
// they accept again.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		`{"v":2,"t":"move","id":3,"seq":4,"move":"d5-e5xa4"}`,
		`{"v":2,"t":"hello","room":"` + roomID + `","secret":"` + secret + `","seq":12}`,
		`{"v":2,"t":"create","tc":{"kind":"rapid","base":300,"inc":5},"variant":{"piecesCount":9,"mayFly":true,"flyPieceCount":3}}`,
		`{"v":2,"t":"state","state":{"room":"` + roomID + `","moves":["d6","d2"],"seq":2,"clock":{"white":1,"black":2,"at":3}}}`,
		`{"v":2,"t":"error","code":"stale","id":4}`,
		`{"v":2,"t":"join","short":"7Q2K9MZW","secret":"` + secret + `"}`,
		`{"v":2,"t":"welcome","secret":"` + secret + `","links":{"room":"` + roomID + `","join":"` + secret + `","watch":"` + secret + `","short":"7Q2K9MZW"}}`,
		"\x00{", `{"v":1e400}`, `{"v":2,"t":"move","move":"\u0000"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, dec := range []func([]byte) (Message, error){DecodeRequest, DecodeEvent} {
			m, err := dec(b)
			if err != nil {
				continue
			}
			again, err := Encode(m)
			if err != nil {
				t.Fatalf("encode %+v: %v", m, err)
			}
			if _, err := dec(again); err != nil {
				t.Fatalf("%s decoded, but its encoding %s does not: %v", b, again, err)
			}
		}
	})
}
