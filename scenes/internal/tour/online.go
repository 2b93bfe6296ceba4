package tour

import (
	"fmt"
	"time"

	"github.com/ninemen/morris/lang"
	wire "github.com/ninemen/morris/online"
	"github.com/ninemen/morris/online/onlinetest"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	online "github.com/ninemen/morris/scenes/online"
)

// The online scenes' scripts: a room of an in-process server on
// 127.0.0.1 (online/onlinetest), the friend a second App on it.
func init() {
	Scripts = append(Scripts,
		Script{"online-no-server", func(d *Driver) {
			online.SetServer(d.App, "")
			d.Start(online.New(d.App, d.Home(), d.Home()))
			d.Wait(time.Second)
		}},
		Script{"online-menu", func(d *Driver) {
			d.onlineMenu()
			d.Wait(time.Second)
		}},
		Script{"online-waiting", func(d *Driver) {
			d.onlineRoom()
			d.Wait(time.Second)
		}},
		Script{"online-playing", func(d *Driver) {
			d.onlineGame()
			d.Wait(time.Second)
		}},
		Script{"online-over", func(d *Driver) {
			host, friend := d.onlineGame()
			if friend == nil {
				return
			}
			// The friend resigns: Resign, then Really resign?
			for range 2 {
				friend.step(scenes.Click(friend.at("resign")))
				friend.step(&scenes.Input{})
			}
			d.Await("the end", func() bool { return host.Over() }, friend.step)
			d.Wait(time.Second)
		}},
	)
}

// onlineGame opens a room, has the friend join and plays three turns.
func (d *Driver) onlineGame() (*online.Scene, *friendRig) {
	host := d.onlineRoom()
	friend := d.onlineFriend(host)
	if friend == nil {
		return host, nil
	}
	// The host plays White: d6, the friend d2, the host f4.
	for i, m := range []string{"d6", "d2", "f4"} {
		if i%2 == 0 {
			d.clickAt(host.Targets(), "point:"+m)
		} else {
			friend.step(scenes.Click(friend.at("point:" + m)))
			friend.step(&scenes.Input{})
		}
		d.Await(fmt.Sprintf("turn %d on both boards", i+1), func() bool {
			return host.Plies() == i+1 && friend.s.Plies() == i+1
		}, friend.step)
		// The turn's stone lands on the other board.
		for range 60 {
			d.Step(&scenes.Input{})
			friend.step(&scenes.Input{})
		}
	}
	return host, friend
}

// servers is what the tour's servers are closed by: nothing, as the
// process that drew the picture ends.
type servers struct{}

func (servers) Cleanup(func()) {}

// onlineMenu opens the online scene on a fresh server, at its menu.
func (d *Driver) onlineMenu() *online.Scene {
	srv := onlinetest.New(servers{})
	online.SetServer(d.App, srv.URL)
	s := online.New(d.App, d.Home(), d.Home())
	s.SetColor(wire.White)
	d.Start(s)
	d.Await("the menu", func() bool { return s.Stage() == "menu" })
	return s
}

// onlineRoom opens a room of 10 min + 5 s and waits for the friend.
func (d *Driver) onlineRoom() *online.Scene {
	s := d.onlineMenu()
	d.clickAt(s.Targets(), "tc:2")
	d.clickAt(s.Targets(), "create")
	d.Await("the invite", func() bool { return s.Stage() == "waiting" && s.Invite() != "" })
	return s
}

// friendRig is the friend's game, not drawn.
type friendRig struct {
	d *Driver
	m *scenes.Manager
	s *online.Scene
}

func (f *friendRig) step(in *scenes.Input) {
	if err := f.m.Step(in); err != nil {
		f.d.Fail(err)
	}
}

func (f *friendRig) at(name string) (x, y float64) {
	p := f.s.Targets()[name]
	return p[0], p[1]
}

// onlineFriend joins host's room by its invite with a second App.
func (d *Driver) onlineFriend(host *online.Scene) *friendRig {
	inv, err := wire.ParseInvite(host.Invite())
	if err != nil {
		d.Fail(err)
		return nil
	}
	a := app.NewAppWith(d.App.Kit.Fonts, nil)
	st := a.Settings
	st.Language = lang.English
	a.SetSettings(st)
	f := &friendRig{d: d, s: online.NewJoin(a, d.Home(), d.Home(), inv)}
	f.m = app.NewManager(a, f.s)
	f.m.SetClock(func() time.Time { return d.Now })
	f.m.SetSize(d.Size.W, d.Size.H, d.Size.Scale)
	d.Await("the friend", func() bool { return host.Stage() == "playing" && f.s.Stage() == "playing" }, f.step)
	// The fade to the board and the presence settled.
	for range 60 {
		d.Step(&scenes.Input{})
		f.step(&scenes.Input{})
	}
	return f
}

// clickAt clicks the target name of targets.
func (d *Driver) clickAt(targets map[string][2]float64, name string) {
	p, ok := targets[name]
	if !ok {
		d.Fail(fmt.Errorf("no target %q", name))
		return
	}
	d.Click(p[0], p[1])
}

// Await runs ticks until ok holds, stepping also the others given: the
// network answers in real time, beside the fake clock, so it waits in
// real time too, up to a bound that a loaded machine keeps.
func (d *Driver) Await(what string, ok func() bool, also ...func(*scenes.Input)) {
	deadline := time.Now().Add(20 * time.Second)
	for d.Err == nil && !ok() {
		if time.Now().After(deadline) {
			d.Fail(fmt.Errorf("waited in vain for %s", what))
			return
		}
		d.Step(&scenes.Input{})
		for _, f := range also {
			f(&scenes.Input{})
		}
		time.Sleep(2 * time.Millisecond)
	}
}
