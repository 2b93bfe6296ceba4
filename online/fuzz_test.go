package online

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"
)

// Any frames from any role leave a room that the rules agree with: it
// never panics, and it stores and loads back to the same state.
func FuzzRoom(f *testing.F) {
	f.Add("1{\"v\":2,\"t\":\"move\",\"move\":\"a7\"}\n2{\"v\":2,\"t\":\"move\",\"seq\":1,\"move\":\"a1\"}\n" +
		"1{\"v\":2,\"t\":\"draw_offer\"}\n2{\"v\":2,\"t\":\"resign\"}\n1{\"v\":2,\"t\":\"rematch\"}\n2{\"v\":2,\"t\":\"rematch\"}")
	f.Add("1{\"v\":2,\"t\":\"move\",\"move\":\"a7\"}\n2{\"v\":2,\"t\":\"move\",\"seq\":1,\"move\":\"a1\"}\n" +
		"1{\"v\":2,\"t\":\"move\",\"seq\":2,\"move\":\"d7\"}\n2{\"v\":2,\"t\":\"move\",\"seq\":3,\"move\":\"g1\"}\n" +
		"1{\"v\":2,\"t\":\"move\",\"seq\":4,\"move\":\"g7xa1\"}\n1{\"v\":2,\"t\":\"move\",\"seq\":4,\"move\":\"g7xa1\"}")
	f.Add("0{\"v\":2,\"t\":\"hello\",\"room\":\"AQIDBAUGBwgJCgsMDQ4PEA\",\"secret\":\"QUJDREVGR0hJSktMTU5PUA\"}\n3{\"v\":2,\"t\":\"move\",\"move\":\"d6\"}")
	f.Fuzz(func(t *testing.T, script string) {
		fx := newFixture(t, TimeControl{Kind: Rapid, Base: 60, Inc: 1})
		roles := [2]Role{Host, Guest}
		for line := range strings.Lines(script) {
			if line == "" {
				continue
			}
			role := Role(line[0] % 4)
			if role.seated() {
				role = roles[role.seat()]
			}
			m, err := DecodeRequest([]byte(strings.TrimSuffix(line[1:], "\n")))
			if err != nil {
				continue
			}
			fx.now = fx.now.Add(time.Duration(line[0]) * 100 * time.Millisecond)
			rep := fx.r.Handle(role, m, fx.now)
			if rep.Role.seated() {
				roles[rep.Role.seat()] = rep.Role
			}
			for _, e := range rep.Events {
				b, err := Encode(e.Msg)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := DecodeEvent(b); err != nil {
					t.Fatalf("the room sent %s: %v", b, err)
				}
			}
		}
		if got, want := len(fx.r.turns), fx.r.game.Ply(); got > want {
			t.Fatalf("%d turns of %d plies", got, want)
		}
		b, err := json.Marshal(fx.r)
		if err != nil {
			t.Fatal(err)
		}
		loaded, err := LoadRoom(b, nil)
		if err != nil {
			t.Fatalf("stored room does not load: %v", err)
		}
		loaded.online = fx.r.online
		if got, want := loaded.State(Host, 0, 0, fx.now), fx.r.State(Host, 0, 0, fx.now); !reflect.DeepEqual(got, want) {
			t.Fatalf("loaded %+v\nwant %+v", got, want)
		}
	})
}
