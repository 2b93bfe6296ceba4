// Package protocol is the engine text protocol of `morris -engine`: a line
// protocol on standard input and output in the style of chess engines' UCI
// and of Sanmill's engine, so that existing tools and scripts can drive the
// game's rules and its computer player. docs/protocol.md in the repository
// is the guide for GUI authors, with a recorded session.
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
//	isready              "readyok", at once even while a job runs. If
//	                     commands wait behind a search, it takes its turn
//	                     after them, but a go counts as done once its
//	                     search has begun. While a perft runs it is
//	                     answered at once, before the commands waiting
//	                     for the perft's total.
//	setoption name <Name> value <Value>
//	                     set an option (see Options). A change of the
//	                     rules resets the position to the start of the new
//	                     variant and says so in an info string.
//	ucinewgame           back to the start position of the current rules,
//	                     and the search forgets what it learned (its
//	                     transposition table is cleared).
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
//	   [wtime <ms>] [btime <ms>] [winc <ms>] [binc <ms>] [movestogo <n>]
//	                     search the position at SkillLevel and answer
//	                     "bestmove <ply>": one ply, so a move that closes
//	                     a mill is answered alone, and the removal is the
//	                     answer to the next go, once the position has the
//	                     move. movetime bounds the time, depth the depth in
//	                     turns (a removal belongs to the turn of its
//	                     mill), infinite searches until stop and holds the
//	                     answer until then. A clock (wtime and btime, the
//	                     time left, winc and binc, the increments, of White
//	                     and Black) becomes a movetime for the side to
//	                     move: (time left - 30 ms) / (movestogo, else 30)
//	                     + 3/4 of the increment, at most half of the time
//	                     left, at least 5 ms; with movetime too, the
//	                     smaller counts. A go with no limit thinks for
//	                     MoveTime. After each depth: "info depth <d> score
//	                     cp <s> nodes <n> nps <x> time <ms> pv <plies>",
//	                     UCI's form and order (there is no seldepth), the
//	                     score in hundredths of a man for the side to
//	                     move, or "score mate <n>" when the game is
//	                     decided, counted as UCI does: the side to move
//	                     wins with its n-th turn from now, or with -n
//	                     loses after the opponent's n-th turn (a removal
//	                     is part of the turn that earned it); exact in
//	                     the endgame tables' positions. When the
//	                     game is over: "bestmove (none)".
//	                     A go always searches and answers, because a match
//	                     runner waits for bestmove on its clock: a bad
//	                     value ("movetime abc", "depth 0") is answered
//	                     "info string error go: …; ignored" and dropped;
//	                     UCI's nodes, mate, ponder and searchmoves, which
//	                     this engine does not have, and unknown words are
//	                     answered "info string warning go: …" and skipped;
//	                     the rest is obeyed.
//	stop                 stop the running job: a search answers bestmove
//	                     within a millisecond, a perft stops without a
//	                     total. A stop sent while a go still waits behind
//	                     other commands stops that go's search too.
//	quit                 finish and exit at once: commands read before it
//	                     still run, a search is stopped (it answers
//	                     bestmove), a perft is stopped without a total.
//	                     The end of input does the same, so a script that
//	                     wants a deep perft's total keeps its input open
//	                     until "nodes" comes.
//
// Any other line, an empty line, a line longer than MaxLineBytes, an
// unknown option or a bad value is answered "info string error …" and
// changes nothing (except that a go still searches, as said above); the
// engine never exits on bad input. Commands without parameters refuse
// extra words, except stop and quit, which always act.
//
// While a job (a perft or a search) runs, the engine goes on reading: stop
// and quit act at once, isready is answered at once, and every other
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
//	                                 TwelveMensMorris, LaskerMorris,
//	                                 SixMensMorris, ThreeMensMorris,
//	                                 Morabaraba, RussianMill (the
//	                                 presets' full names work too). Set it
//	                                 first, then the switches that differ.
//	PiecesCount               spin   men per side, 3–12 (9)
//	MayFly                    check  a side down to FlyPieceCount men flies (true)
//	FlyPieceCount             spin   3–12 (3)
//	BothPlayersFly            check  once one side flies, both do (false)
//	Board                     combo  TwentyFourPoints (default),
//	                                 SixteenPoints, NinePoints; refused
//	                                 while the men or the diagonals do not
//	                                 fit it (set PiecesCount first)
//	HasDiagonalLines          check  the diagonal lines: the four corner
//	                                 lines, or on 9 points the two through
//	                                 the centre (false)
//	MillWins                  check  a line of three wins at once and
//	                                 removes nothing (false)
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
//	ThreefoldRepetitionRule   check  draw on the third repetition, counting
//	                                 as Sanmill does the positions reached
//	                                 by slides since the last placement or
//	                                 removal (true)
//	RepetitionCountsProgress  check  count the position right after a
//	                                 placement or removal too (false)
//	MoveLimitAfterRemoval     check  when the ply reaching NMoveRule closes
//	                                 a mill, make the removal before the
//	                                 draw, which it prevents (false:
//	                                 Sanmill's draw on that ply)
//	EndgameNMoveRule          spin   the shorter limit while a side has
//	                                 three men on the board, below
//	                                 NMoveRule to count, 0 for none,
//	                                 0–10000 (0; Morabaraba 10)
//	RestrictRepeatedMillsFormation
//	                          check  a man that slid from one mill to
//	                                 close another may not go straight
//	                                 back to close the first (false)
//	OneTimeUseMill            check  each mill removes only once (false)
//
// Search options, which keep the position:
//
//	SkillLevel                spin   1 Beginner, 2 Villager, 3 Tavern
//	                                 Player, 4 Club Player, 5 Expert,
//	                                 6 Master (6): ai.Level(n)
//	MoveTime                  spin   milliseconds a go without limits
//	                                 thinks, 1–86400000 (1000)
//	Hash                      spin   megabytes of transposition table,
//	                                 1–4096 (64); a new size takes effect
//	                                 at the next go, with an empty table
//	Threads                   spin   threads the Master searches with,
//	                                 sharing the table (Lazy SMP), 1–64
//	                                 (1); read at each go. Above 1 a
//	                                 fixed depth is no longer repeatable
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
//	option name Variant type combo default NineMensMorris var NineMensMorris var NineMensMorrisNoFlying var NineMensMorrisOneRemovalPerMill var NineMensMorrisDiagonalLines var TwelveMensMorris var LaskerMorris var SixMensMorris var ThreeMensMorris
//	option name PiecesCount type spin default 9 min 3 max 12
//	option name MayFly type check default true
//	…
//	option name Board type combo default TwentyFourPoints var TwentyFourPoints var SixteenPoints var NinePoints
//	option name ThreefoldRepetitionRule type check default true
//	option name RepetitionCountsProgress type check default false
//	option name MoveLimitAfterRemoval type check default false
//	option name SkillLevel type spin default 6 min 1 max 6
//	option name MoveTime type spin default 1000 min 1 max 86400000
//	option name Hash type spin default 64 min 1 max 4096
//	option name Threads type spin default 1 min 1 max 64
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
//	> position startpos moves d7 f4 g7 f6
//	> go depth 3
//	info depth 1 score cp 124 nodes 22 nps 77311 time 0 pv a7 xf4
//	info depth 2 score cp 46 nodes 111 nps 250558 time 0 pv a7 xf4 d6
//	info depth 3 score cp 94 nodes 611 nps 875733 time 0 pv a7 xf4 d6 b6
//	bestmove a7
//	> position startpos moves d7 f4 g7 f6 a7
//	> go depth 3
//	info depth 1 score cp 46 nodes 23 nps 323729 time 0 pv xf4 d6
//	info depth 2 score cp 94 nodes 67 nps 548537 time 0 pv xf4 d6 b6
//	info depth 3 score cp 16 nodes 256 nps 735864 time 0 pv xf4 d6 b6 b4
//	bestmove xf4
//	> position startpos moves d7 f4 g7 f6 a7 xf4
//	> go wtime 3000 btime 3000 winc 100 binc 100
//	info depth 1 score cp -46 nodes 21 nps 23210 time 0 pv d6
//	…
//	info depth 7 score cp -22 nodes 43845 nps 305581 time 143 pv d6 b6 a4 f4 b4 c4 g4
//	info depth 7 score cp -22 nodes 67584 nps 388268 time 174 pv d6 b6 a4 f4 b4 c4 g4
//	bestmove d6
//	> go movetime abc nodes 5000 depth 4
//	info string error go: movetime abc: want milliseconds from 1 to 86400000; ignored
//	info string warning go: nodes is not supported, ignored
//	info depth 1 score cp -46 nodes 21 nps 71971 time 0 pv d6
//	…
//	info depth 4 score cp -94 nodes 826 nps 1220883 time 0 pv d6 b6 b4 f4
//	bestmove d6
//	> hello
//	info string error unknown command hello
//	> quit
//
// # Inside
//
// The search is package ai's, one ai.Engine per protocol Engine, made at
// the first go (and again after Hash changes) so that its transposition
// table lives from move to move.
// parseGo reads a go without ever refusing it, and clock.moveTime turns
// a clock into a movetime. startSearch runs the search as a job and keeps
// the protocol's rules out of it: movetime as a timer that ends the
// search's context, infinite holding the answer until stop, quit stopping
// the search, and a check that the bestmove is legal. The search and the
// timer keep time on Engine.clock, the real clock but in tests. Tests
// plug other searches into Engine.search.
package protocol
