package online

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/ninemen/morris/lang"
	wire "github.com/ninemen/morris/online"
	"github.com/ninemen/morris/online/onlinetest"
	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/internal/scenetest"
)

// newApp is an app in English with typefaces and a store of its own, whose
// server of rooms is server.
func newApp(t *testing.T, server string) *app.App {
	t.Helper()
	t.Setenv("LC_ALL", "en_GB.UTF-8")
	a := scenetest.FontsApp(t)
	st := a.Settings
	st.Language = lang.English
	a.SetSettings(st)
	SetServer(a, server)
	return a
}

// rig drives one player's online scene.
type rig struct {
	t *testing.T
	s *Scene
	d *scenetest.Driver
}

func newRig(t *testing.T, a *app.App, s *Scene) *rig {
	d := scenetest.NewManager(a, s)
	d.SetSize(1280, 800, 1)
	t.Cleanup(s.Leave)
	return &rig{t: t, s: s, d: d}
}

func (r *rig) step(in *scenes.Input) {
	r.t.Helper()
	if in == nil {
		in = &scenes.Input{}
	}
	if err := r.d.Step(in); err != nil {
		r.t.Fatal(err)
	}
}

// until steps the rigs until ok holds; the network answers in real time,
// so it waits up to a generous bound for a loaded machine.
func until(t *testing.T, what string, ok func() bool, rigs ...*rig) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("waited in vain for %s", what)
		}
		for _, r := range rigs {
			r.step(nil)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// press clicks the scene's button for a.
func (r *rig) press(a act, arg int) {
	r.t.Helper()
	r.s.layoutButtons()
	for _, b := range r.s.buttons {
		if b.act == a && b.arg == arg && !b.Disabled {
			r.step(scenes.Click(b.Rect.Center()))
			return
		}
	}
	r.t.Fatalf("no button %v(%d) in phase %v", a, arg, r.s.phase)
}

// place clicks a point of the board.
func (r *rig) place(pt rules.Point) {
	r.t.Helper()
	r.step(scenes.Click(r.s.viewer.Point(pt)))
}

func (r *rig) plies() int {
	if r.s.match == nil {
		return -1
	}
	return r.s.match.game.Ply()
}

// pair opens a room on a test server with a host and joins it with a
// guest by the invite link.
func pair(t *testing.T) (srv *onlinetest.Server, host, guest *rig) {
	srv = onlinetest.New(t)
	ha := newApp(t, srv.URL)
	host = newRig(t, ha, New(ha, &scenetest.Stub{}, &scenetest.Home{}))
	until(t, "the menu", func() bool { return host.s.phase == phaseMenu }, host)
	host.press(actTC, 2)
	host.press(actCreate, 0)
	until(t, "the invite", func() bool { return host.s.phase == phaseWaiting && host.s.invite != "" }, host)
	inv, err := wire.ParseInvite(host.s.invite)
	if err != nil {
		t.Fatalf("invite %q: %v", host.s.invite, err)
	}
	if inv.Server != srv.URL+"/" {
		t.Errorf("invite server %q, want %q", inv.Server, srv.URL+"/")
	}
	ga := newApp(t, srv.URL)
	guest = newRig(t, ga, NewJoin(ga, &scenetest.Stub{}, &scenetest.Home{}, inv))
	until(t, "both playing", func() bool {
		return host.s.phase == phasePlaying && guest.s.phase == phasePlaying && host.s.match.on[guest.s.match.you]
	}, host, guest)
	if host.s.match.tc != timeControls[2] {
		t.Errorf("room's time control %+v, want %+v", host.s.match.tc, timeControls[2])
	}
	return srv, host, guest
}

// sides orders the rigs White, Black.
func sides(host, guest *rig) (white, black *rig) {
	if host.s.match.you == rules.White {
		return host, guest
	}
	return guest, host
}

func TestOnlineGameResign(t *testing.T) {
	_, host, guest := pair(t)
	white, black := sides(host, guest)
	if black.s.match.you != rules.Black {
		t.Fatalf("both seats play %v", white.s.match.you)
	}
	white.place(rules.D6)
	// Black answers while White's stone is still on its way.
	until(t, "Black sees d6", func() bool { return black.plies() == 1 }, white, black)
	if !black.s.viewer.Animating() {
		t.Log("d6 landed before Black's answer")
	}
	black.place(rules.D2)
	until(t, "White sees d2", func() bool { return white.plies() == 2 && white.s.match.local == 0 }, white, black)
	if got := white.s.match.turns; len(got) != 2 || got[0] != "d6" || got[1] != "d2" {
		t.Errorf("turns %q, want d6 d2", got)
	}
	if c := white.s.clockTexts(); c[0] == "" || c[1] == "" {
		t.Errorf("a rapid game shows no clocks: %q", c)
	}

	white.press(actDraw, 0)
	until(t, "the draw offer", func() bool { return black.s.match.drawOffer == wire.White }, white, black)
	black.press(actDecline, 0)
	until(t, "the offer declined", func() bool { return white.s.match.drawOffer == "" }, white, black)

	black.press(actResign, 0)
	if black.s.match.finished() || !black.s.resign {
		t.Fatal("one press of Resign resigned")
	}
	black.press(actResign, 0)
	until(t, "the end", func() bool { return white.s.match.finished() && black.s.match.finished() }, white, black)
	for _, r := range []*rig{white, black} {
		m := r.s.match
		if m.result != "1-0" || m.reason != wire.ReasonResigned {
			t.Errorf("%v: result %q %q, want 1-0 resigned", m.you, m.result, m.reason)
		}
		if res := m.game.Result(); res.Outcome != rules.WhiteWins {
			t.Errorf("%v: the game's result %+v, want White's win for the review", m.you, res)
		}
	}
	if head, _ := reasonText(white.s.app.Lang(), white.s.match); head != "You win" {
		t.Errorf("White's headline %q", head)
	}

	// A rematch swaps the colours.
	white.press(actRematch, 0)
	black.press(actRematch, 0)
	until(t, "the rematch", func() bool {
		return white.s.match.gameNo == 1 && black.s.match.gameNo == 1 && !white.s.match.finished()
	}, white, black)
	if white.s.match.you != rules.Black || white.plies() != 0 {
		t.Errorf("rematch: the first game's White plays %v at ply %d", white.s.match.you, white.plies())
	}
}

func TestOnlineGameDrawAgreed(t *testing.T) {
	_, host, guest := pair(t)
	white, black := sides(host, guest)
	white.place(rules.D6)
	until(t, "Black sees d6", func() bool { return black.plies() == 1 }, white, black)
	black.press(actDraw, 0)
	until(t, "the draw offer", func() bool { return white.s.match.drawOffer == wire.Black }, white, black)
	white.press(actAccept, 0)
	until(t, "the draw", func() bool { return white.s.match.finished() && black.s.match.finished() }, white, black)
	if m := black.s.match; m.result != "1/2-1/2" || m.reason != wire.ReasonAgreement {
		t.Errorf("result %q %q, want a draw by agreement", m.result, m.reason)
	}
	// The finished game opens in the review, as any other.
	black.press(actReview, 0)
	for range 120 {
		black.step(nil)
	}
	if cur := black.d.Current(); cur == scenes.Scene(black.s) {
		t.Error("Review left the player on the board")
	}
}

func TestOnlineResumesKeptSeat(t *testing.T) {
	srv, host, guest := pair(t)
	white, black := sides(host, guest)
	white.place(rules.D6)
	until(t, "Black sees d6", func() bool { return black.plies() == 1 }, white, black)

	// The guest closes the game and opens it again: the kept secret
	// brings it back to its seat and the turns played.
	ga := guest.s.app
	guest.s.Leave()
	until(t, "the guest away", func() bool { return !host.s.match.on[guest.s.match.you] }, host)
	back := newRig(t, ga, New(ga, &scenetest.Stub{}, &scenetest.Home{}))
	until(t, "the guest back", func() bool { return back.s.phase == phasePlaying && back.plies() == 1 }, back, host)
	if back.s.match.you != guest.s.match.you {
		t.Errorf("resumed as %v, was %v", back.s.match.you, guest.s.match.you)
	}
	until(t, "the host sees the guest", func() bool { return host.s.match.on[guest.s.match.you] }, back, host)
	if srv.Rooms() != 1 {
		t.Errorf("%d rooms, want the one", srv.Rooms())
	}
}

func TestOnlineWithoutServer(t *testing.T) {
	a := newApp(t, "")
	s := New(a, &scenetest.Stub{}, &scenetest.Home{})
	if s.phase != phaseNoServer || s.problem != a.Lang().T("online.no_server") {
		t.Fatalf("phase %v, problem %q: want the explanation", s.phase, s.problem)
	}
	r := newRig(t, a, s)
	r.step(nil)
	r.press(actBack, 0)

	// A plain web host serves the game but no rooms: it knows no such
	// path, or answers every path with its page.
	for _, h := range []http.Handler{http.NotFoundHandler(), http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<!doctype html><title>game</title>"))
	})} {
		static := httptest.NewServer(h)
		t.Cleanup(static.Close)
		a = newApp(t, static.URL)
		r = newRig(t, a, New(a, &scenetest.Stub{}, &scenetest.Home{}))
		until(t, "the probe", func() bool { return r.s.phase != phaseProbing }, r)
		if want := a.Lang().T("online.no_rooms", "Server", static.URL); r.s.phase != phaseNoServer || r.s.problem != want {
			t.Errorf("phase %v, problem %q, want %q", r.s.phase, r.s.problem, want)
		}
	}
}

func TestOnlineRefusedInvite(t *testing.T) {
	srv, host, _ := pair(t)
	inv, _ := wire.ParseInvite(host.s.invite)
	a := newApp(t, srv.URL)
	third := newRig(t, a, NewJoin(a, &scenetest.Stub{}, &scenetest.Home{}, inv))
	until(t, "the refusal", func() bool { return third.s.phase == phaseFailed }, third)
	if want := a.Lang().T("online.error.taken"); third.s.problem != want {
		t.Errorf("problem %q, want %q", third.s.problem, want)
	}
}

func TestOnlineHostComesBackToTheInvite(t *testing.T) {
	srv := onlinetest.New(t)
	a := newApp(t, srv.URL)
	host := newRig(t, a, New(a, &scenetest.Stub{}, &scenetest.Home{}))
	until(t, "the menu", func() bool { return host.s.phase == phaseMenu }, host)
	host.press(actCreate, 0)
	until(t, "the invite", func() bool { return host.s.phase == phaseWaiting && host.s.invite != "" }, host)
	host.s.Leave()
	back := newRig(t, a, New(a, &scenetest.Stub{}, &scenetest.Home{}))
	until(t, "the room again", func() bool { return back.s.phase == phaseWaiting }, back)
	if back.s.invite != host.s.invite {
		t.Errorf("invite %q, was %q", back.s.invite, host.s.invite)
	}
	back.press(actLeave, 0)
	if _, kept := loadSeat(a); kept {
		t.Error("Close the room kept the seat")
	}
}

// The menu, the longest page, stays on a phone held sideways with its
// buttons big enough for a finger.
func TestOnlineMenuFitsShortScreens(t *testing.T) {
	for _, z := range []scenetest.Screen{{W: 844, H: 390, Scale: 1}, {W: 1688, H: 780, Scale: 2}, {W: 800, H: 600, Scale: 1}, {W: 360, H: 640, Scale: 1}} {
		a := newApp(t, "http://127.0.0.1:1")
		s := newScene(a, &scenetest.Stub{}, &scenetest.Home{})
		s.phase = phaseMenu
		s.Layout(z.W, z.H, z.Scale)
		s.layoutButtons()
		for _, b := range s.buttons {
			if r := b.Rect; r.Y+r.H > float64(z.H)+0.5 || r.X < 0 || r.X+r.W > float64(z.W)+0.5 {
				t.Errorf("%v: %q %+v leaves the screen", z, b.Label, r)
			}
			if b.Rect.H < 30*z.Scale {
				t.Errorf("%v: %q is %.0f px high", z, b.Label, b.Rect.H)
			}
		}
	}
}

func TestOnlineWatchLink(t *testing.T) {
	srv, host, guest := pair(t)
	white, black := sides(host, guest)
	white.place(rules.D6)
	until(t, "Black sees d6", func() bool { return black.plies() == 1 }, white, black)
	watch := wire.Invite{Server: srv.URL + "/", Room: host.s.links.Room, Watch: host.s.links.Watch}
	a := newApp(t, srv.URL)
	fan := newRig(t, a, NewJoin(a, &scenetest.Stub{}, &scenetest.Home{}, watch))
	until(t, "the game watched", func() bool { return fan.s.phase == phasePlaying && fan.plies() == 1 }, fan, white, black)
	if !fan.s.match.spectator || fan.s.match.myTurn() {
		t.Error("a watcher may move")
	}
	black.place(rules.D2)
	until(t, "the watcher sees d2", func() bool { return fan.plies() == 2 }, fan, white, black)
	if _, kept := loadSeat(a); kept {
		t.Error("a watcher kept a seat")
	}
}

func TestOnlineGameGoesOnAfterTheServerCutsIn(t *testing.T) {
	srv, host, guest := pair(t)
	white, black := sides(host, guest)
	white.place(rules.D6)
	until(t, "Black sees d6", func() bool { return black.plies() == 1 }, white, black)
	dials := srv.Dials()
	srv.Cut()
	until(t, "both reconnected", func() bool {
		return srv.Dials() >= dials+2 && white.s.online && black.s.online && white.s.match.on[rules.Black] && black.s.match.on[rules.White]
	}, white, black)
	black.place(rules.D2)
	until(t, "White sees d2", func() bool { return white.plies() == 2 && black.s.match.local == 0 }, white, black)
	if got := white.s.match.turns; len(got) != 2 {
		t.Errorf("turns %q after the cut", got)
	}
}

// The host's invite shows the room's short code; the friend types it, in
// small letters with a space, into the menu's field and takes the seat.
// A code nobody gave is refused in words.
func TestJoinByShortCode(t *testing.T) {
	srv := onlinetest.New(t)
	ha := newApp(t, srv.URL)
	host := newRig(t, ha, New(ha, &scenetest.Stub{}, &scenetest.Home{}))
	until(t, "the menu", func() bool { return host.s.phase == phaseMenu }, host)
	host.press(actCreate, 0)
	until(t, "the invite", func() bool { return host.s.phase == phaseWaiting && host.s.code != "" }, host)
	if len(host.s.code) != wire.ShortLen+1 || host.s.code[4] != '-' {
		t.Fatalf("the code is shown as %q", host.s.code)
	}

	wa := newApp(t, srv.URL)
	wrong := newRig(t, wa, New(wa, &scenetest.Stub{}, &scenetest.Home{}))
	until(t, "the menu", func() bool { return wrong.s.phase == phaseMenu }, wrong)
	wrong.step(&scenes.Input{Typed: []rune("0000-0000")})
	wrong.press(actJoin, 0)
	until(t, "the refusal", func() bool { return wrong.s.phase == phaseFailed }, wrong)
	if want := wa.Lang().T("online.error.bad_code"); wrong.s.problem != want {
		t.Errorf("a wrong code says %q, want %q", wrong.s.problem, want)
	}

	ga := newApp(t, srv.URL)
	guest := newRig(t, ga, New(ga, &scenetest.Stub{}, &scenetest.Home{}))
	until(t, "the menu", func() bool { return guest.s.phase == phaseMenu }, guest)
	guest.step(&scenes.Input{Typed: []rune(strings.ToLower(host.s.code[:4]) + " " + host.s.code[5:])})
	guest.press(actJoin, 0)
	until(t, "both playing", func() bool {
		return host.s.phase == phasePlaying && guest.s.phase == phasePlaying && host.s.match.on[guest.s.match.you]
	}, host, guest)
}
