// Package protocol is the engine text protocol of `morris -engine`: a line
// protocol on standard input and output in the style of chess engines' UCI
// and of Sanmill's engine, so that existing tools and scripts can drive the
// game's rules (and, once issue 4 lands, its computer player).
//
// The engine reads one command per line and answers with whole lines.
// Moves are in the standard notation: a placement "d6", a slide or flight
// "a1-a4", a removal "xa4". A removal is a ply of its own, played by the
// side that formed the mill; in a moves list it may also be attached to
// the move before it ("a1-a4xg7"). Positions are in Sanmill's FEN (see
// rules.Position.FEN). Command names and keywords are matched without
// regard to case.
//
// # Commands
//
//	uci                  identify: "id name Morris", "id author …", one
//	                     "option name … type … default …" line per
//	                     option, then "uciok".
//	isready              "readyok", at once even while a job runs (unless
//	                     commands are waiting: then after them).
//	setoption name <Name> value <Value>
//	                     set an option (see Options). A change of the
//	                     rules resets the position to the start of the new
//	                     variant and says so in an info string.
//	ucinewgame           back to the start position of the current rules.
//	position startpos [moves <m1> <m2> …]
//	position fen <FEN> [moves <m1> <m2> …]
//	                     set the position. An illegal or unreadable move is
//	                     reported as "info string error illegal move <m> at
//	                     ply <n>: <why>", n counting plies (removals
//	                     included) from the position's start, and the
//	                     engine keeps the position it had before the
//	                     command. A move after the game has ended (also by
//	                     repetition or the n-move rule) is illegal.
//	perft <depth>        count the leaves of the move tree, depth 1 to 30,
//	                     each removal its own ply and the draws that need
//	                     the history not applied: one "<move>: <count>"
//	                     line per legal move, then "nodes <total>".
//	d                    the board as text, its FEN, the variant, the side
//	                     to move and what it must do, then the result if
//	                     the game is over, else the legal moves.
//	go [movetime <ms>] [depth <n>] [infinite]
//	                     search and answer "bestmove <ply>". Until the
//	                     search exists (issue 4) it answers "info string
//	                     error search not available yet".
//	stop                 stop the running job (a perft stops without a
//	                     total).
//	quit                 finish and exit: commands read before it still
//	                     run, a search is stopped, a perft finishes. The
//	                     end of input does the same.
//
// Any other line, an empty line, a line longer than MaxLineBytes, an
// unknown option or a bad value is answered "info string error …" and
// changes nothing; the engine never exits on bad input. Commands without
// parameters refuse extra words, except stop and quit, which always act.
//
// While a job (perft, and later a search) runs, the engine goes on reading:
// stop and quit act at once, isready is answered at once, and every other
// command waits its turn, so a script that sends "perft 5" and then
// "position …" gets the perft of the old position.
//
// # Options
//
// Rule options, Sanmill's names where Sanmill has the switch:
//
//	Variant                   combo  a preset: NineMensMorris (default),
//	                                 NineMensMorrisNoFlying,
//	                                 NineMensMorrisOneRemovalPerMill,
//	                                 NineMensMorrisDiagonalLines,
//	                                 TwelveMensMorris, LaskerMorris (the
//	                                 presets' full names work too). Set it
//	                                 first, then the switches that differ.
//	PiecesCount               spin   men per side, 3–12 (9)
//	MayFly                    check  a side down to FlyPieceCount men flies (true)
//	FlyPieceCount             spin   3–12 (3)
//	BothPlayersFly            check  once one side flies, both do (false)
//	HasDiagonalLines          check  the four corner lines (false)
//	MayRemoveMultiple         check  one removal per mill formed (false)
//	MayRemoveFromMillsAlways  check  a mill may take any man (false)
//	MayRemoveWhenAllInMills   check  when every opposing man stands in a
//	                                 mill, any may be taken; false: none (true)
//	MayMoveInPlacingPhase     check  slide instead of placing, as in
//	                                 Lasker Morris (false)
//	BlockedPlayerPasses       check  a blocked side passes instead of
//	                                 losing (false)
//	NMoveRule                 spin   plies without placement or removal
//	                                 before a draw, 0 for none, 0–10000 (100)
//	ThreefoldRepetitionRule   check  draw on the third repetition (true)
//
// MayRemoveFromMillsAlways and MayRemoveWhenAllInMills share one rule:
// turning the first on turns the second on, turning the second off turns
// the first off.
//
// # A session
//
// Lines sent to the engine are marked ">", its answers are not.
//
//	> uci
//	id name Morris
//	id author the Morris authors
//	option name Variant type combo default NineMensMorris var NineMensMorris var NineMensMorrisNoFlying var NineMensMorrisOneRemovalPerMill var NineMensMorrisDiagonalLines var TwelveMensMorris var LaskerMorris
//	option name PiecesCount type spin default 9 min 3 max 12
//	option name MayFly type check default true
//	…
//	option name ThreefoldRepetitionRule type check default true
//	uciok
//	> isready
//	readyok
//	> position startpos moves d7 f4 g7 b4 a7
//	> d
//	7 O-----O-----O
//	6 | *---*---* |
//	5 | | *-*-* | |
//	4 *-@-*   *-@-*
//	3 | | *-*-* | |
//	2 | *---*---* |
//	1 *-----*-----*
//	  a b c d e f g
//	********/**@***@*/OO*****O w p r 3 6 2 7 1 0 0 0 0 0 0 0 3
//	Variant: Nine Men's Morris
//	Side to move: White, to remove
//	Legal moves: xf4 xb4
//	> perft 1
//	xf4: 1
//	xb4: 1
//	nodes 2
//	> position startpos moves d7 f4 g7 b4 a7 d6
//	info string error illegal move d6 at ply 6: White must first remove a Black man
//	> position startpos moves d7 f4 g7 b4 a7xf4 e4
//	> position fen O*O*O*O*/@*@*@*@*/******** w p p 4 5 4 5 0 0 0 0 0 0 0 0 5 moves c5 e5
//	> setoption name PiecesCount value 13
//	info string error setoption PiecesCount: value 13: want a whole number from 3 to 12
//	> setoption name HasDiagonalLines value true
//	info string rules now Nine Men's Morris, diagonal lines; position reset to the start
//	> setoption name Variant value NineMensMorris
//	info string rules now Nine Men's Morris; position reset to the start
//	> perft 4
//	d5: 10626
//	…
//	a7: 10626
//	nodes 255024
//	> go movetime 1000
//	info string error search not available yet
//	> hello
//	info string error unknown command hello
//	> quit
//
// # Part two
//
// The search of issue 4 plugs into Engine.search (a searchFunc): startSearch
// already runs it as a job, turns movetime into the context's deadline,
// holds the answer of "go infinite" until stop, writes its reports as
// "info depth … score … nodes … nps … time … pv …" and checks that the
// bestmove is legal. Its options (SkillLevel, MoveTime) join the table in
// newOptions and act on the settings struct beside the variant.
package protocol
