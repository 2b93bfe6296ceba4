package hub

import (
	"context"
	"testing"
	"time"

	"github.com/ninemen/morris/online"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/server/internal/play"
)

// movedSeqs hands on the numbers of the turns c sees, draining its
// updates.
func movedSeqs(c *online.Client) <-chan int {
	ch := make(chan int, 1024)
	go func() {
		defer close(ch)
		for u := range c.Updates() {
			if u.Event != nil && u.Event.Type == online.TMoved {
				ch <- u.Event.Seq
			}
		}
	}()
	return ch
}

// BenchmarkRelayedTurn is one turn through the hub on an embedded NATS:
// sent by one player over its WebSocket, checked, stored (the stream,
// then the state) and relayed until the opponent sees it. Games follow
// one another; opening their rooms is not timed.
func BenchmarkRelayedTurn(b *testing.B) {
	srv := newServer(b, Config{ConnRate: 1e6, ConnBurst: 1e6, AddrRate: 1e6, AddrBurst: 1e6})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	cfg := clientConfig(b, srv.URL)
	for n, seed := 0, uint64(0); n < b.N; seed++ {
		b.StopTimer()
		host := online.Create(ctx, cfg, online.SpecOf(rules.NineMensMorris()), online.TimeControl{Kind: online.Untimed}, online.White)
		w, err := play.Welcome(ctx, host)
		if err != nil {
			b.Fatal(err)
		}
		guest := online.Join(ctx, cfg, w.Links.Room, w.Links.Join)
		if _, err := play.Welcome(ctx, guest); err != nil {
			b.Fatal(err)
		}
		seen := [2]<-chan int{movedSeqs(host), movedSeqs(guest)}
		players := [2]*online.Client{host, guest}
		b.StartTimer()
		for seq, turn := range play.Turns(seed) {
			if n == b.N {
				break
			}
			players[seq%2].Move(turn)
			for got := 0; got < seq+1; {
				select {
				case got = <-seen[1-seq%2]:
				case <-ctx.Done():
					b.Fatal("turn not relayed")
				}
			}
			n++
		}
		b.StopTimer()
		host.Close()
		guest.Close()
	}
}
