//go:build !js

package online

import wire "github.com/ninemen/morris/online"

// pageOrigin is "" natively: the server is the -server flag's.
func pageOrigin() string { return "" }

// PageInvite is the browser's: natively a link is typed or given with
// main's -join flag.
func PageInvite() (wire.Invite, bool) { return wire.Invite{}, false }

// copyText: natively there is no clipboard without cgo.
func copyText(string) bool { return false }
