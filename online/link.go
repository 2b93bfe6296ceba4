package online

import (
	"fmt"
	"net/url"
)

// Invite is what an invite or watch link's fragment carries: the room and
// one token, never sent to a server by a browser.
type Invite struct {
	// Server is the link's address before the fragment
	// ("https://example.org/"), empty when only a fragment was read.
	Server string
	Room   string
	Join   string // the join token of an invite link
	Watch  string // the watch token of a read-only link
	// Short is a room's short code (canonical) typed instead of a link:
	// it names no room nor server, which are the player's own server's.
	Short string
}

// Fragment writes the invite as a URL fragment, without the "#":
// "room=ROOM&join=TOKEN" or "room=ROOM&watch=TOKEN".
func (i Invite) Fragment() string {
	v := url.Values{"room": {i.Room}}
	if i.Join != "" {
		v.Set("join", i.Join)
	} else {
		v.Set("watch", i.Watch)
	}
	return v.Encode()
}

// Link is the whole link: Server, "#", the fragment.
func (i Invite) Link() string { return i.Server + "#" + i.Fragment() }

// ParseInvite reads a fragment (with or without its "#") or a whole link:
// a room and exactly one of a join and a watch token, all well formed. A
// whole link's server, an http or https address, goes in Server, so that
// the native game can dial the server the link names. A short code typed
// instead (ParseShortCode) gives an Invite with Short alone.
func ParseInvite(s string) (Invite, error) {
	if code, err := ParseShortCode(s); err == nil {
		return Invite{Short: code}, nil
	}
	server := ""
	if u, err := url.Parse(s); err == nil && (u.Fragment != "" || len(s) > 0 && s[0] == '#') {
		s = u.Fragment
		if u.Scheme != "" || u.Host != "" {
			if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
				return Invite{}, fmt.Errorf("invite %q: want an http or https link", s)
			}
			u.Fragment, u.RawFragment = "", ""
			server = u.String()
		}
	}
	v, err := url.ParseQuery(s)
	if err != nil {
		return Invite{}, fmt.Errorf("invite %q: %w", s, err)
	}
	one := func(k string) string {
		if len(v[k]) == 1 {
			return v[k][0]
		}
		return ""
	}
	i := Invite{Server: server, Room: one("room"), Join: one("join"), Watch: one("watch")}
	switch {
	case !ValidToken(i.Room):
		return Invite{}, fmt.Errorf("invite %q: no room", s)
	case (i.Join == "") == (i.Watch == ""):
		return Invite{}, fmt.Errorf("invite %q: want a join or a watch token", s)
	case i.Join != "" && !ValidToken(i.Join), i.Watch != "" && !ValidToken(i.Watch):
		return Invite{}, fmt.Errorf("invite %q: malformed token", s)
	}
	return i, nil
}
