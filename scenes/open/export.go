package open

import (
	"strings"
	"time"

	"github.com/ninemen/morris/rules"
	"github.com/ninemen/morris/scenes/app"
)

// Players names the two sides of a finished game as the record gives
// them: "You" and "Computer", or "White" and "Black" between friends.
type Players struct{ White, Black string }

// RecordText is a finished game as a Sanmill record: Sanmill's tags
// (Event, Site, Date, White, Black; Result and Variant from the game) and
// its moves, each removal attached to the move that earned it.
func RecordText(g *rules.Game, p Players, when time.Time) string {
	tags := []rules.Tag{
		{Name: "Event", Value: "Casual game"},
		{Name: "Site", Value: app.GameName},
		{Name: "Date", Value: when.Format("2006.01.02")},
		{Name: "White", Value: p.White},
		{Name: "Black", Value: p.Black},
		{Name: "PlyCount"},
	}
	rec := rules.Record{Tags: tags, Game: g, Result: g.Result()}
	return rec.String()
}

// FileName is the name a record is saved under: the date and time, the
// players and the result, as "2026-11-23 19.04 You v Computer 1-0.pgn".
// Nothing in it is illegal in a Windows file name.
func FileName(g *rules.Game, p Players, when time.Time) string {
	res := g.Result().Token()
	if res == "1/2-1/2" {
		res = "draw"
	}
	name := when.Format("2006-01-02 15.04") + " " + p.White + " v " + p.Black + " " + res
	return cleanName(name) + ".pgn"
}

// cleanName keeps a name legal on every system: no characters Windows
// forbids (<>:"/\|?* and controls), no trailing dot or space, and not too
// long for any file system.
func cleanName(s string) string {
	var sb strings.Builder
	for _, r := range s {
		switch {
		case r < 0x20 || r == 0x7f || strings.ContainsRune(`<>:"/\|?*`, r):
			sb.WriteByte('-')
		default:
			sb.WriteRune(r)
		}
	}
	out := []rune(sb.String())
	if len(out) > 100 {
		out = out[:100]
	}
	return strings.TrimRight(string(out), ". ")
}
