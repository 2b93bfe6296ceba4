package online

import (
	"encoding/json"
	"fmt"

	wire "github.com/ninemen/morris/online"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/storage"
)

// SeatFile is the name the seat of the game in progress online is kept
// under in the app's store (localStorage in the browser, the
// configuration folder natively): whoever holds its secret is that seat.
const SeatFile = "online-seat.json"

// keptSeat is a seat as the store keeps it.
type keptSeat struct {
	Server string `json:"server"`
	Room   string `json:"room"`
	Secret string `json:"secret"`
	Game   int    `json:"game"`
	// Join is the host's join token, so that the invite can be shown
	// again while the friend has not come: the server says it only once.
	Join string `json:"join,omitempty"`
	// Short is the room's short code, shown beside the invite.
	Short string `json:"short,omitempty"`
}

// loadSeat reads the kept seat; ok is false when there is none or it
// cannot be read (it is then of no use: the room cannot be found again).
func loadSeat(a *app.App) (s keptSeat, ok bool) {
	if a.Store == nil {
		return keptSeat{}, false
	}
	b, err := a.Store.Load(SeatFile)
	if err != nil {
		return keptSeat{}, false
	}
	return parseSeat(b)
}

// parseSeat reads a kept seat: well-formed tokens and a server address,
// or nothing.
func parseSeat(b []byte) (s keptSeat, ok bool) {
	if json.Unmarshal(b, &s) != nil || !wire.ValidToken(s.Room) || !wire.ValidToken(s.Secret) || s.Game < 0 ||
		s.Join != "" && !wire.ValidToken(s.Join) || s.Short != "" && !wire.ValidShortCode(s.Short) {
		return keptSeat{}, false
	}
	if _, err := wire.TicketDialer(s.Server, nil); err != nil {
		return keptSeat{}, false
	}
	return s, true
}

// saveSeat keeps the client's seat for the server, with the host's join
// token and short code ("" for the guest).
func saveSeat(a *app.App, server string, seat wire.Seat, join, short string) error {
	if a.Store == nil || seat.Secret == "" {
		return nil
	}
	b, err := json.Marshal(keptSeat{Server: server, Room: seat.Room, Secret: seat.Secret, Game: seat.Game, Join: join, Short: short})
	if err != nil {
		return err
	}
	if err := a.Store.Save(SeatFile, b); err != nil {
		return fmt.Errorf("online: keeping the seat: %w", err)
	}
	return nil
}

// forgetSeat drops the kept seat: the room is gone or left.
func forgetSeat(a *app.App) {
	if a.Store == nil {
		return
	}
	if err := a.Store.Remove(SeatFile); err != nil && !storage.IsNotExist(err) {
		a.Notify(a.Lang().T("online.error.forget", "Error", err.Error()))
	}
}
