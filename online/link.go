package online

import (
	"fmt"
	"net/url"
)

// Invite is what an invite or watch link's fragment carries: the room and
// one token, never sent to a server by a browser.
type Invite struct {
	Room  string
	Join  string // the join token of an invite link
	Watch string // the watch token of a read-only link
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

// ParseInvite reads a fragment (with or without its "#") or a whole link:
// a room and exactly one of a join and a watch token, all well formed.
func ParseInvite(s string) (Invite, error) {
	if u, err := url.Parse(s); err == nil && (u.Fragment != "" || len(s) > 0 && s[0] == '#') {
		s = u.Fragment
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
	i := Invite{Room: one("room"), Join: one("join"), Watch: one("watch")}
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
