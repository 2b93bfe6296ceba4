package app

import (
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/stats"
	"github.com/ninemen/morris/storage"
)

// RecordFile is the name the player's record against the computer (see
// package stats) is kept under in the store.
const RecordFile = "record.json"

// Record reads the player's record: a new player's when there is none or
// no store. A file that cannot be read is set aside under another name,
// never lost, and the player starts afresh; told is then the message for
// the player, and keep is false while it could not be set aside, when
// nothing may be written over it.
func (a *App) Record() (r *stats.Record, told string, keep bool) {
	defer func() { a.knowMatch(r) }()
	if a.Store == nil {
		return stats.New(), "", true
	}
	data, err := a.Store.Load(RecordFile)
	switch {
	case storage.IsNotExist(err):
		return stats.New(), "", true
	case err == nil:
		if r, err = stats.Unmarshal(data); err == nil {
			return r, "", true
		}
	}
	kept, aside := a.Store.SetAside(RecordFile)
	if aside != nil {
		return stats.New(), a.Lang().T("stats.unreadable_stuck", "Error", aside.Error()), false
	}
	return stats.New(), a.Lang().T("stats.unreadable", "File", kept), true
}

// SaveRecord keeps the player's record.
func (a *App) SaveRecord(r *stats.Record) error {
	if a.Store == nil {
		a.knowMatch(r)
		return nil
	}
	data, err := stats.Marshal(r)
	if err != nil {
		return err
	}
	if err := a.Store.Save(RecordFile, data); err != nil {
		return err
	}
	a.knowMatch(r)
	return nil
}

// CountGame adds g, a game against the computer that has just ended, to
// the player's record at the level of the settings. Only a game from the
// variant's start counts: one played on from a position of the review is
// not a whole game. A game of Match my strength moves its target for the
// next (see stats.Record.AddMatch). What went wrong is a message for the player, "" when
// nothing did.
func (a *App) CountGame(g *rules.Game, computerWhite bool, at time.Time) string {
	start, fresh := g.Start(), rules.NewGame(g.Variant()).Start()
	if !g.Result().Over() || start.FEN() != fresh.FEN() {
		return ""
	}
	r, told, keep := a.Record()
	if !keep {
		return told
	}
	match := IsMatch(a.Settings.Level)
	level := LevelOf(a.Settings.Level).String()
	if match {
		level = stats.MatchLevel
	}
	entry, err := stats.NewGame(g, !computerWhite, level, at)
	if err == nil {
		if match {
			r.AddMatch(entry, stats.DefaultPrior())
		} else {
			r.Add(entry)
		}
		err = a.SaveRecord(r)
	}
	if err != nil {
		return a.Lang().T("stats.save_failed", "Error", err.Error())
	}
	return told
}
