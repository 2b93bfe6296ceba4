// Package online is the game's side of online rooms: "Play a friend
// online" on the title. The player opens a room with the rules of their
// settings and a time control and shares the invite link, or joins a
// friend's room by its link (opened in the browser, typed natively); then
// the two play on one board as on one screen, the opponent's turns
// animated, with the server's clocks, presence, resign, draw offers and
// rematches, and the finished game goes to the review like any other.
//
// The network is the protocol package's client (github.com/ninemen/
// morris/online, imported here as wire): it runs on goroutines and the
// scene polls its updates from Update, so no frame waits on the network,
// in the browser too. The seat's secret is kept in the app's store, so
// closing the game and coming back resumes the game.
package online
