package store

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// testCtx bounds every test against a NATS that stops answering.
func testCtx(t testing.TB) context.Context {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// embedded starts a loopback NATS in dir and stops it when the test ends.
func embedded(t testing.TB, dir string) string {
	t.Helper()
	url, stop, err := Embedded(dir, "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	return url
}

// open connects a Store, as one server instance would.
func open(t testing.TB, url string, cfg Config) *Store {
	t.Helper()
	s, err := Open(testCtx(t), url, cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

func TestAppendAndReadInOrder(t *testing.T) {
	ctx := testCtx(t)
	s := open(t, embedded(t, t.TempDir()), Config{})
	last := map[string]uint64{}
	want := map[string][]string{}
	// Interleaving two rooms shows that a room's Seq values are not
	// consecutive and that reading one room skips the other's moves.
	for i := range 10 {
		for _, room := range []string{"roomA", "roomB"} {
			data := fmt.Sprintf("%s-%d", room, i)
			seq, err := s.Append(ctx, room, last[room], []byte(data))
			if err != nil {
				t.Fatalf("append %s: %v", data, err)
			}
			if seq <= last[room] {
				t.Fatalf("append %s: seq %d not after %d", data, seq, last[room])
			}
			last[room] = seq
			want[room] = append(want[room], data)
		}
	}
	for room, w := range want {
		got, err := s.Moves(ctx, room, 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(w) {
			t.Fatalf("%s: %d moves, want %d", room, len(got), len(w))
		}
		for i, m := range got {
			if string(m.Data) != w[i] {
				t.Errorf("%s move %d = %q, want %q", room, i, m.Data, w[i])
			}
			if m.Time.IsZero() {
				t.Errorf("%s move %d has no time", room, i)
			}
		}
		if l, err := s.Last(ctx, room); err != nil || l != last[room] {
			t.Errorf("Last(%s) = %d, %v; want %d", room, l, err, last[room])
		}
		tail, err := s.Moves(ctx, room, got[6].Seq)
		if err != nil {
			t.Fatal(err)
		}
		if len(tail) != 3 || string(tail[0].Data) != w[7] {
			t.Errorf("%s moves after the 7th: %d, first %q", room, len(tail), tail[0].Data)
		}
	}
	if got, err := s.Moves(ctx, "empty", 0); err != nil || len(got) != 0 {
		t.Errorf("Moves of a room without moves = %v, %v", got, err)
	}
	if l, err := s.Last(ctx, "empty"); err != nil || l != 0 {
		t.Errorf("Last of a room without moves = %d, %v", l, err)
	}
}

func TestAppendStale(t *testing.T) {
	ctx := testCtx(t)
	s := open(t, embedded(t, t.TempDir()), Config{})
	first, err := s.Append(ctx, "r", 0, []byte("1"))
	if err != nil {
		t.Fatal(err)
	}
	second, err := s.Append(ctx, "r", first, []byte("2"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		last uint64
	}{
		{"as if the room had no move", 0},
		{"a replay after the first move", first},
		{"a sequence from the future", second + 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := s.Append(ctx, "r", tc.last, []byte("x")); !errors.Is(err, ErrStale) {
				t.Fatalf("Append after %d = %v, want ErrStale", tc.last, err)
			}
		})
	}
	got, err := s.Moves(ctx, "r", 0)
	if err != nil || len(got) != 2 {
		t.Fatalf("stale appends changed the room: %d moves, %v", len(got), err)
	}
}

// TestConflictingAppendsOneWins plays two server instances, each on its own
// connection, racing to append after the same move, many times over in
// several rooms at once: exactly one may win each race.
func TestConflictingAppendsOneWins(t *testing.T) {
	ctx := testCtx(t)
	url := embedded(t, t.TempDir())
	a, b := open(t, url, Config{}), open(t, url, Config{})
	const rooms, rounds = 8, 25
	var wg sync.WaitGroup
	errs := make(chan error, rooms)
	for r := range rooms {
		wg.Go(func() {
			room := fmt.Sprintf("race%d", r)
			var last uint64
			for i := range rounds {
				var wins, stale atomic.Int32
				var seqs [2]uint64
				var race sync.WaitGroup
				for k, s := range []*Store{a, b} {
					race.Go(func() {
						seq, err := s.Append(ctx, room, last, fmt.Appendf(nil, "%d-%d", i, k))
						switch {
						case err == nil:
							wins.Add(1)
							seqs[k] = seq
						case errors.Is(err, ErrStale):
							stale.Add(1)
						default:
							errs <- err
						}
					})
				}
				race.Wait()
				if wins.Load() != 1 || stale.Load() != 1 {
					errs <- fmt.Errorf("%s round %d: %d won, %d stale", room, i, wins.Load(), stale.Load())
					return
				}
				last = max(seqs[0], seqs[1])
			}
			moves, err := a.Moves(ctx, room, 0)
			if err != nil {
				errs <- err
				return
			}
			for i, m := range moves {
				if !strings.HasPrefix(string(m.Data), fmt.Sprintf("%d-", i)) {
					errs <- fmt.Errorf("%s move %d is %q", room, i, m.Data)
					return
				}
			}
			if len(moves) != rounds {
				errs <- fmt.Errorf("%s: %d moves stored, want %d", room, len(moves), rounds)
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func TestRoomRevisions(t *testing.T) {
	ctx := testCtx(t)
	url := embedded(t, t.TempDir())
	a, b := open(t, url, Config{}), open(t, url, Config{})
	if _, err := a.Room(ctx, "r1"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("Room before create = %v, want ErrNotFound", err)
	}
	rev, err := a.CreateRoom(ctx, "r1", []byte("v1"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.CreateRoom(ctx, "r1", []byte("other")); !errors.Is(err, ErrExists) {
		t.Fatalf("second CreateRoom = %v, want ErrExists", err)
	}
	room, err := b.Room(ctx, "r1")
	if err != nil || string(room.State) != "v1" || room.Revision != rev || room.Written.IsZero() {
		t.Fatalf("Room = %+v, %v", room, err)
	}
	rev2, err := a.UpdateRoom(ctx, "r1", []byte("v2"), rev)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.UpdateRoom(ctx, "r1", []byte("lost"), rev); !errors.Is(err, ErrStale) {
		t.Fatalf("update over an old revision = %v, want ErrStale", err)
	}
	// Both instances racing over one revision: exactly one wins.
	for i := range 20 {
		var wins, stale atomic.Int32
		var wg sync.WaitGroup
		var next [2]uint64
		for k, s := range []*Store{a, b} {
			wg.Go(func() {
				n, err := s.UpdateRoom(ctx, "r1", fmt.Appendf(nil, "%d-%d", i, k), rev2)
				switch {
				case err == nil:
					wins.Add(1)
					next[k] = n
				case errors.Is(err, ErrStale):
					stale.Add(1)
				default:
					t.Error(err)
				}
			})
		}
		wg.Wait()
		if wins.Load() != 1 || stale.Load() != 1 {
			t.Fatalf("round %d: %d won, %d stale", i, wins.Load(), stale.Load())
		}
		rev2 = max(next[0], next[1])
	}
	if _, err := b.UpdateRoom(ctx, "nobody", []byte("x"), 1); err == nil {
		t.Error("update of a missing room succeeded")
	}
}

func TestDeleteRoom(t *testing.T) {
	ctx := testCtx(t)
	s := open(t, embedded(t, t.TempDir()), Config{})
	if _, err := s.CreateRoom(ctx, "gone", []byte("state")); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Append(ctx, "gone", 0, []byte("m")); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteRoom(ctx, "gone"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Room(ctx, "gone"); !errors.Is(err, ErrNotFound) {
		t.Errorf("Room after delete = %v, want ErrNotFound", err)
	}
	if moves, err := s.Moves(ctx, "gone", 0); err != nil || len(moves) != 0 {
		t.Errorf("Moves after delete = %d, %v", len(moves), err)
	}
	if _, err := s.CreateRoom(ctx, "gone", []byte("again")); err != nil {
		t.Errorf("create after delete: %v", err)
	}
}

// TestRestartKeepsRooms is the "NATS data folder intact" check: what was
// acknowledged before the server stopped reads back the same after it
// starts again on the same folder.
func TestRestartKeepsRooms(t *testing.T) {
	ctx := testCtx(t)
	dir := t.TempDir()
	url, stop, err := Embedded(dir, "")
	if err != nil {
		t.Fatal(err)
	}
	s, err := Open(ctx, url, Config{})
	if err != nil {
		stop()
		t.Fatal(err)
	}
	rev, err := s.CreateRoom(ctx, "kept", []byte("seats"))
	if err == nil {
		rev, err = s.UpdateRoom(ctx, "kept", []byte("seats+clock"), rev)
	}
	var want []Move
	var last uint64
	for i := 0; err == nil && i < 30; i++ {
		data := bytes.Repeat([]byte{byte(i)}, i+1)
		last, err = s.Append(ctx, "kept", last, data)
		want = append(want, Move{Seq: last, Data: data})
	}
	s.Close()
	stop()
	if err != nil {
		t.Fatal(err)
	}

	s2 := open(t, embedded(t, dir), Config{})
	room, err := s2.Room(ctx, "kept")
	if err != nil || string(room.State) != "seats+clock" || room.Revision != rev {
		t.Fatalf("room after restart = %+v, %v", room, err)
	}
	got, err := s2.Moves(ctx, "kept", 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(want) {
		t.Fatalf("%d moves after restart, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i].Seq != want[i].Seq || !bytes.Equal(got[i].Data, want[i].Data) {
			t.Errorf("move %d after restart = %d %x, want %d %x", i, got[i].Seq, got[i].Data, want[i].Seq, want[i].Data)
		}
	}
	if _, err := s2.Append(ctx, "kept", last, []byte("next")); err != nil {
		t.Errorf("append after restart: %v", err)
	}
}

func TestEventsReachOtherInstances(t *testing.T) {
	url := embedded(t, t.TempDir())
	a, b := open(t, url, Config{}), open(t, url, Config{})
	got := make(chan string, 10)
	stop, err := b.Subscribe("lobby", func(data []byte) { got <- string(data) })
	if err != nil {
		t.Fatal(err)
	}
	other, err := b.Subscribe("elsewhere", func(data []byte) { got <- "wrong room: " + string(data) })
	if err != nil {
		t.Fatal(err)
	}
	defer other()
	// A flush on b makes sure its interest reached the server before a
	// publishes; otherwise the first event may go nowhere.
	if err := b.nc.Flush(); err != nil {
		t.Fatal(err)
	}
	for _, ev := range []string{"present", "move", "away"} {
		if err := a.Publish("lobby", []byte(ev)); err != nil {
			t.Fatal(err)
		}
	}
	for _, want := range []string{"present", "move", "away"} {
		select {
		case ev := <-got:
			if ev != want {
				t.Fatalf("event %q, want %q", ev, want)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("event %q never arrived", want)
		}
	}
	if err := stop(); err != nil {
		t.Fatal(err)
	}
}

// TestIdleRoomsExpire runs on its own server: its one-second idle time
// reconfigures the shared bucket.
func TestIdleRoomsExpire(t *testing.T) {
	ctx := testCtx(t)
	s := open(t, embedded(t, t.TempDir()), Config{IdleExpiry: time.Second})
	for _, id := range []string{"idle", "busy"} {
		if _, err := s.CreateRoom(ctx, id, []byte(id)); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Append(ctx, id, 0, []byte("m")); err != nil {
			t.Fatal(err)
		}
	}
	if n, err := s.Sweep(ctx); err != nil || n != 0 {
		t.Fatalf("Sweep with live rooms = %d, %v", n, err)
	}
	busy, err := s.Room(ctx, "busy")
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(15 * time.Second)
	for {
		// Writing to "busy" keeps it alive while "idle" runs out.
		rev, err := s.UpdateRoom(ctx, "busy", []byte("busy"), busy.Revision)
		if err != nil {
			t.Fatal(err)
		}
		busy.Revision = rev
		if _, err := s.Room(ctx, "idle"); errors.Is(err, ErrNotFound) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("idle room never expired")
		}
		time.Sleep(100 * time.Millisecond)
	}
	if n, err := s.Sweep(ctx); err != nil || n != 1 {
		t.Fatalf("Sweep = %d, %v; want 1 room cleared", n, err)
	}
	if moves, err := s.Moves(ctx, "idle", 0); err != nil || len(moves) != 0 {
		t.Errorf("moves of the expired room = %d, %v", len(moves), err)
	}
	if moves, err := s.Moves(ctx, "busy", 0); err != nil || len(moves) != 1 {
		t.Errorf("moves of the live room = %d, %v", len(moves), err)
	}
}

func TestBadInput(t *testing.T) {
	ctx := testCtx(t)
	s := open(t, embedded(t, t.TempDir()), Config{})
	for _, id := range []string{"", "a.b", "a*", "a>", "a b", strings.Repeat("x", 65), "é", "a\x00"} {
		if _, err := s.Append(ctx, id, 0, nil); !errors.Is(err, ErrBadRoom) {
			t.Errorf("Append(%q) = %v, want ErrBadRoom", id, err)
		}
		if _, err := s.CreateRoom(ctx, id, nil); !errors.Is(err, ErrBadRoom) {
			t.Errorf("CreateRoom(%q) = %v, want ErrBadRoom", id, err)
		}
		if _, err := s.Room(ctx, id); !errors.Is(err, ErrBadRoom) {
			t.Errorf("Room(%q) = %v, want ErrBadRoom", id, err)
		}
		if err := s.Publish(id, nil); !errors.Is(err, ErrBadRoom) {
			t.Errorf("Publish(%q) = %v, want ErrBadRoom", id, err)
		}
		if _, err := s.Subscribe(id, func([]byte) {}); !errors.Is(err, ErrBadRoom) {
			t.Errorf("Subscribe(%q) = %v, want ErrBadRoom", id, err)
		}
	}
	big := make([]byte, MaxPayload+1)
	if _, err := s.Append(ctx, "r", 0, big); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Append of %d bytes = %v, want ErrTooLarge", len(big), err)
	}
	if _, err := s.CreateRoom(ctx, "r", big); !errors.Is(err, ErrTooLarge) {
		t.Errorf("CreateRoom of %d bytes = %v, want ErrTooLarge", len(big), err)
	}
	if err := s.Publish("r", big); !errors.Is(err, ErrTooLarge) {
		t.Errorf("Publish of %d bytes = %v, want ErrTooLarge", len(big), err)
	}
}

func TestEmbeddedBadArguments(t *testing.T) {
	for _, tc := range []struct{ dir, addr string }{
		{"", ""},
		{t.TempDir(), "no-port"},
		{t.TempDir(), "127.0.0.1:http"},
		{t.TempDir(), "127.0.0.1:70000"},
	} {
		if _, stop, err := Embedded(tc.dir, tc.addr); err == nil {
			stop()
			t.Errorf("Embedded(%q, %q) started", tc.dir, tc.addr)
		}
	}
}

func FuzzRoomOf(f *testing.F) {
	for _, s := range []string{"rooms.abc.moves", "rooms..moves", "rooms.a.b.moves", "x", "rooms.moves", "rooms.ab.events"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, subject string) {
		id, ok := roomOf(subject)
		if !ok {
			return
		}
		if checkRoom(id) != nil || movesSubject(id) != subject {
			t.Fatalf("roomOf(%q) = %q, which does not make the subject again", subject, id)
		}
	})
}
