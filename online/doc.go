// Package online is the wire protocol of online rooms, the room state
// machine the server runs, and the client the game uses to play in a room
// over WebSocket.
//
// A message is one JSON object per WebSocket text frame (see Message and
// docs/online.md). The room (Room) checks every move with the rules
// package under the room's variant and numbers the turns so that none is
// applied twice. The package has no Ebitengine and no NATS, so the game,
// native and in the browser, links it without the server's store.
package online
