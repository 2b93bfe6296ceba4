package online

import (
	"errors"
	"slices"
	"testing"

	wire "github.com/ninemen/morris/online"
	"github.com/ninemen/morris/rules"
)

func stateOf(game, from int, moves ...string) *wire.State {
	return &wire.State{Room: "AQIDBAUGBwgJCgsMDQ4PEA", Game: game, You: wire.White,
		Variant: wire.SpecOf(rules.NineMensMorris()), TC: wire.TimeControl{Kind: wire.Untimed},
		Seq: from + len(moves), From: from, Moves: moves, Guest: true}
}

func TestMatchFollowsTheServer(t *testing.T) {
	for _, tc := range []struct {
		name    string
		run     func(m *match) error
		turns   []string
		rebuilt bool
	}{
		{"a resumed state adds the turns missed", func(m *match) error {
			_, err := m.state(stateOf(0, 2, "f4", "b4"))
			return err
		}, []string{"d6", "d2", "f4", "b4"}, false},
		{"the friend's turn", func(m *match) error {
			return m.moved(&wire.Message{Type: wire.TMoved, Seq: 3, Move: "f4", Color: wire.White})
		}, []string{"d6", "d2", "f4"}, false},
		{"a turn seen already", func(m *match) error {
			return m.moved(&wire.Message{Type: wire.TMoved, Seq: 2, Move: "d2", Color: wire.Black})
		}, []string{"d6", "d2"}, false},
		{"our own turn confirmed", func(m *match) error {
			turn, err := m.playLocal(rules.Place(rules.F4))
			if err != nil || turn != "f4" {
				t.Fatalf("playLocal: %q %v", turn, err)
			}
			return m.moved(&wire.Message{Type: wire.TMoved, Seq: 3, Move: "f4", Color: wire.White})
		}, []string{"d6", "d2", "f4"}, false},
		{"our turn the state has not", func(m *match) error {
			if _, err := m.playLocal(rules.Place(rules.F4)); err != nil {
				t.Fatal(err)
			}
			_, err := m.state(stateOf(0, 2))
			return err
		}, []string{"d6", "d2"}, true},
		{"a rematch", func(m *match) error {
			_, err := m.state(stateOf(1, 0, "a7"))
			return err
		}, []string{"a7"}, true},
		{"a gap", func(m *match) error {
			return m.moved(&wire.Message{Type: wire.TMoved, Seq: 5, Move: "f4", Color: wire.White})
		}, nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := newMatch(stateOf(0, 0, "d6", "d2"))
			if err != nil {
				t.Fatal(err)
			}
			err = tc.run(m)
			if tc.turns == nil {
				if !errors.Is(err, errGap) {
					t.Fatalf("err %v, want errGap", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(m.turns, tc.turns) || m.local != 0 && m.game.Ply() != len(tc.turns)+m.local {
				t.Errorf("turns %q (local %d), want %q", m.turns, m.local, tc.turns)
			}
			if m.game.Ply() != len(tc.turns) {
				t.Errorf("the board is at ply %d, want %d", m.game.Ply(), len(tc.turns))
			}
		})
	}
}

func TestMatchMillTurnIsOneTurn(t *testing.T) {
	m, err := newMatch(stateOf(0, 0, "a7", "b6", "a4", "b4"))
	if err != nil {
		t.Fatal(err)
	}
	if turn, err := m.playLocal(rules.Place(rules.A1)); err != nil || turn != "" {
		t.Fatalf("the move that closes the mill: %q %v, want no turn yet", turn, err)
	}
	if !m.myTurn() {
		t.Error("the removal is not the player's")
	}
	turn, err := m.playLocal(rules.Remove(rules.B6))
	if err != nil || turn != "a1xb6" {
		t.Fatalf("turn %q %v, want a1xb6", turn, err)
	}
	if m.myTurn() {
		t.Error("still the player's turn after it was made")
	}
}

func TestMatchResignationReachesTheReview(t *testing.T) {
	m, err := newMatch(stateOf(0, 0, "d6"))
	if err != nil {
		t.Fatal(err)
	}
	m.over(&wire.Message{Type: wire.TOver, Result: "0-1", Reason: wire.ReasonResigned})
	if res := m.game.Result(); res.Outcome != rules.BlackWins || res.Reason != rules.Resigned {
		t.Errorf("result %+v, want Black's win by resignation", res)
	}
}
