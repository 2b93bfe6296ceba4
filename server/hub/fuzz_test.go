package hub

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/ninemen/morris/online"
	"github.com/ninemen/morris/rules"
)

// FuzzStoredRecords feeds the decoders of what the store holds (a room's
// state, a move, a relayed envelope) arbitrary bytes: an error at most,
// never a panic, whatever another instance or a damaged disk left.
func FuzzStoredRecords(f *testing.F) {
	spec := online.SpecOf(rules.NineMensMorris())
	tc := online.TimeControl{Kind: online.Untimed}
	r, _, err := online.NewRoom(online.Message{V: online.Version, Type: online.TCreate, Variant: &spec, TC: &tc}, nil, time.Now())
	if err != nil {
		f.Fatal(err)
	}
	rb, _ := json.Marshal(r)
	state, _ := json.Marshal(record{Room: rb, Last: 7})
	f.Add(state)
	f.Add([]byte(`{"role":1,"game":0,"seq":0,"move":"d6","at_ms":1767323045000}`))
	f.Add([]byte(`{"from":"x:1","to":1,"changed":true,"msg":{"v":2,"t":"ping"}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		decodeRecord(b)
		fresh, _, err := decodeRecord(state)
		if err != nil {
			t.Fatal(err)
		}
		replay(fresh, b)
		rm := &room{h: &Hub{instance: "i"}, conns: map[*conn]bool{}}
		rm.relay(b)
	})
}
