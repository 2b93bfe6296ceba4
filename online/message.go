package online

// Version is the protocol version every message carries in "v". A peer
// that speaks another version gets ErrVersion and the connection ends:
// the two sides must be upgraded, not guessed at.
const Version = 2

// Type names a message: "t" on the wire.
type Type string

// Requests: what a client sends.
const (
	// TCreate opens a room with a variant and a time control; the sender
	// takes the host's seat.
	TCreate Type = "create"
	// TJoin takes the guest's seat with the room id and the join token,
	// or with the room's short code (Short) instead of both; Secret may
	// carry a claim the client drew, so that a join whose
	// answer was lost can be sent again and answered again.
	TJoin Type = "join"
	// THello resumes a seat with its secret, saying the last turn seen.
	THello Type = "hello"
	// TSpectate watches a room read-only with its watch token.
	TSpectate Type = "spectate"
	// TMove plays a turn after turn Seq of game Game.
	TMove Type = "move"
	// TResign gives up the game.
	TResign Type = "resign"
	// TDrawOffer offers a draw to the opponent.
	TDrawOffer Type = "draw_offer"
	// TDrawAnswer accepts or declines the opponent's offer.
	TDrawAnswer Type = "draw_answer"
	// TRematch asks for another game, colours swapped; when both seats
	// have asked, it starts.
	TRematch Type = "rematch"
	// TPing asks for an ack: a client that hears nothing from the server
	// for long knows its connection is dead, in the browser too, where
	// WebSocket pings are out of reach.
	TPing Type = "ping"
)

// Events: what the server sends.
const (
	// TWelcome gives a seat its secret (after create or join) and the
	// room's links; only the seat it names ever receives it.
	TWelcome Type = "welcome"
	// TState is the whole room as the receiver may see it.
	TState Type = "state"
	// TMoved is a turn played; Seq is the turn's number.
	TMoved Type = "moved"
	// TPresence says whether the seat of a colour is connected.
	TPresence Type = "presence"
	// TDrawOffered says a colour offers a draw.
	TDrawOffered Type = "draw_offered"
	// TDrawDeclined says the offer was declined or lapsed.
	TDrawDeclined Type = "draw_declined"
	// TRematchOffered says a colour asks for a rematch.
	TRematchOffered Type = "rematch_offered"
	// TOver is the end of the game with its result.
	TOver Type = "over"
	// TAck confirms the request with the client's ID.
	TAck Type = "ack"
	// TError refuses a request (ID) or a frame with a Code.
	TError Type = "error"
)

// ErrorCode says what was wrong, for the client to word in the player's
// language.
type ErrorCode string

// The error codes.
const (
	ErrBadFrame    ErrorCode = "bad_frame"  // not a valid message
	ErrTooBig      ErrorCode = "too_big"    // frame over the size limit
	ErrVersion     ErrorCode = "version"    // another protocol version
	ErrBadType     ErrorCode = "bad_type"   // no such request, or not now
	ErrNotFound    ErrorCode = "not_found"  // no such room
	ErrBadToken    ErrorCode = "bad_token"  // wrong join or watch token
	ErrBadCode     ErrorCode = "bad_code"   // no such short code, or no more
	ErrBadSecret   ErrorCode = "bad_secret" // wrong seat secret
	ErrSeatTaken   ErrorCode = "seat_taken" // the guest's seat is held
	ErrNotSeated   ErrorCode = "not_seated" // the connection holds no seat
	ErrNotYourTurn ErrorCode = "not_your_turn"
	ErrNoOpponent  ErrorCode = "no_opponent" // the guest has not joined yet
	ErrStale       ErrorCode = "stale"       // the turn number is not the next
	ErrIllegal     ErrorCode = "illegal"     // the rules refuse the turn
	ErrGameOver    ErrorCode = "game_over"
	ErrNoOffer     ErrorCode = "no_offer" // no draw offer to answer
	ErrRate        ErrorCode = "rate"     // too many messages
	ErrInternal    ErrorCode = "internal"
)

// Message is every message of the protocol, one JSON object. Which fields
// a type uses is in docs/online.md; Validate checks them.
type Message struct {
	V    int  `json:"v"`
	Type Type `json:"t"`
	// ID is the client's number for a request, echoed by its ack or error.
	ID uint32 `json:"id,omitempty"`

	Room   string `json:"room,omitempty"`
	Token  string `json:"token,omitempty"`  // join or watch token
	Secret string `json:"secret,omitempty"` // seat secret
	// Short is a room's short code in a join, in place of room and
	// token: canonical, 8 characters of ShortLen without the dash.
	Short string `json:"short,omitempty"`

	// Game is the game's number in the room, from 0, one more per rematch.
	Game int `json:"game,omitempty"`
	// Seq is a turn number: in a move request the turns already played
	// (the move applies after turn Seq), in TMoved the turn's own number,
	// in THello the last turn the client saw.
	Seq  int    `json:"seq,omitempty"`
	Move string `json:"move,omitempty"` // a turn in record notation

	Accept bool   `json:"accept,omitempty"`
	Color  Color  `json:"color,omitempty"`
	Online bool   `json:"online,omitempty"`
	Reason Reason `json:"reason,omitempty"`
	Result string `json:"result,omitempty"` // "1-0", "0-1", "1/2-1/2"

	Variant *VariantSpec `json:"variant,omitempty"`
	TC      *TimeControl `json:"tc,omitempty"`
	Clock   *ClockState  `json:"clock,omitempty"`
	State   *State       `json:"state,omitempty"`
	Links   *Links       `json:"links,omitempty"`

	Code ErrorCode `json:"code,omitempty"`
	Text string    `json:"text,omitempty"` // for logs, never shown
}

// Color is a side on the wire: "white" or "black"; in a create request
// also "random". Empty means none (a spectator's colour).
type Color string

// The colours.
const (
	White  Color = "white"
	Black  Color = "black"
	Random Color = "random"
)

// Reason says why a game ended, on the wire.
type Reason string

// The reasons a game ends.
const (
	ReasonReduced    Reason = "reduced"    // down to two men
	ReasonBlocked    Reason = "blocked"    // no legal move
	ReasonRepetition Reason = "repetition" // threefold repetition
	ReasonMoveLimit  Reason = "move_limit" // n-move rule
	ReasonFullBoard  Reason = "full_board"
	ReasonResigned   Reason = "resigned"
	ReasonTime       Reason = "time"      // a clock ran out
	ReasonAgreement  Reason = "agreement" // draw agreed
	ReasonRules      Reason = "rules"     // any other end the rules declare
)

// State is a room as one receiver may see it: what a client needs to draw
// the game after a (re)connection.
type State struct {
	Room    string      `json:"room"`
	Game    int         `json:"game"`
	You     Color       `json:"you,omitempty"` // empty for a spectator
	Variant VariantSpec `json:"variant"`
	TC      TimeControl `json:"tc"`
	// Seq is the number of turns played in this game.
	Seq int `json:"seq"`
	// From is the number of turns before Moves[0]: a resuming client
	// that saw them gets only the ones after.
	From  int      `json:"from"`
	Moves []string `json:"moves"`
	// Guest says whether the guest's seat is taken.
	Guest     bool        `json:"guest"`
	WhiteOn   bool        `json:"white_on"`
	BlackOn   bool        `json:"black_on"`
	Clock     *ClockState `json:"clock,omitempty"`
	DrawOffer Color       `json:"draw_offer,omitempty"`
	Rematch   Color       `json:"rematch,omitempty"`
	Result    string      `json:"result,omitempty"`
	Reason    Reason      `json:"reason,omitempty"`
}

// Links are what a seat shares: the room id and the tokens that go in an
// invite link's fragment.
type Links struct {
	Room  string `json:"room"`
	Join  string `json:"join,omitempty"` // the guest's join token, host only
	Watch string `json:"watch"`          // the read-only token
	// Short is the room's short code (canonical), host only, while the
	// guest's seat is free; empty where the server keeps none.
	Short string `json:"short,omitempty"`
}
