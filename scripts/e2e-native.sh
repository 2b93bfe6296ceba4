#!/usr/bin/env bash
# The native game under Xvfb, played as a person would: title → Two players
# → a few placements, one of them closing a mill and removing a man, with
# screenshots along the way; the daily puzzle failed and then solved
# from the title, and the next puzzle solved at the first try, the rating
# shown changed (E2E_ONLY=puzzle runs that alone); the first lesson, a
# wrong point then the right ones (E2E_ONLY=lesson). Run twice: once with a null ALSA device and
# once with no sound configuration at all; in both the game must outlive
# the audio error that comes about a second after start.
#
#   scripts/e2e-native.sh [out-dir]      (make e2e runs it)
#
# Needs xvfb-run and xdotool. Writes screenshots and a figures file to
# out-dir (default e2e-out/native).
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${1:-e2e-out/native}
BIN=build/morris
TARGETS=build/e2e-targets
W=1200
H=780

if [ -z "${DISPLAY_READY:-}" ]; then
	for tool in xvfb-run xdotool; do
		command -v "$tool" >/dev/null || { echo "e2e-native: $tool is missing (apt-get install xvfb xauth xdotool)" >&2; exit 1; }
	done
	rm -rf "$OUT"
	mkdir -p "$OUT" build
	CGO_ENABLED=0 go build -o "$BIN" .
	go build -o "$TARGETS" ./wasm/e2e/targets
	# Everything below runs inside a fresh virtual screen.
	exec env DISPLAY_READY=1 xvfb-run -a -s "-screen 0 1280x800x24" bash ${E2E_TRACE:+-x} "$0" "$OUT"
fi

OUT=$(cd "$OUT" && pwd)
ROOT=$(pwd)
fail() { echo "e2e-native: FAIL: $*" >&2; exit 1; }
trap 'if [ -n "${PID:-}" ]; then kill "$PID" 2>/dev/null || true; fi' EXIT
log() { echo "e2e-native: $*"; }

# press and release with a pause between: Ebitengine reads the button
# state once a tick, and a click faster than a tick could go unseen.
click() { # x y
	xdotool mousemove --window "$WID" "$1" "$2" sleep 0.05 mousedown 1 sleep ${E2E_HOLD:-0.12} mouseup 1
}
key() { # keysym
	xdotool keydown --window "$WID" "$1" sleep 0.12 keyup --window "$WID" "$1"
}
target() { # name → "x y", rounded
	awk -F'\t' -v n="$1" '$1 == n { print $2, $3; found = 1 } END { exit !found }' "$RUN/targets.txt"
}
click_target() {
	local xy
	xy=$(target "$1") || fail "no target $1"
	# shellcheck disable=SC2086
	click $xy
}
shots() { find "$RUN" -maxdepth 1 -name 'screenshot_*.png'; }
shot() { # name: EBITENGINE_SCREENSHOT_KEY makes the game save the screen
	local before after
	before=$(shots | wc -l)
	key p
	for _ in $(seq 50); do
		after=$(shots | wc -l)
		[ "$after" -gt "$before" ] && break
		sleep 0.1
	done
	local f
	f=$(shots | sort | tail -1)
	[ -n "$f" ] || fail "no screenshot for $1"
	# The game says it saved the file once it is written whole: moved
	# before, and the game stopped, the picture would be cut short.
	for _ in $(seq 50); do
		grep -qxF "Saved screenshot: $(basename "$f")" "$RUN/stderr.log" && break
		sleep 0.1
	done
	mv "$f" "$OUT/$1.png"
	log "screenshot $OUT/$1.png"
}
alive() { kill -0 "$PID" 2>/dev/null; }
cpu_ticks() { awk '{print $14 + $15}' "/proc/$PID/stat"; }

# start NAME [ARGS]: runs the game in a fresh home, with or without a null
# ALSA device, with the game's ARGS, and waits for its window.
start() {
	RUN=$(mktemp -d)
	mkdir -p "$RUN/home" "$RUN/config"
	if [ "$1" = null-alsa ]; then
		printf 'pcm.!default { type null }\nctl.!default { type hw card 0 }\n' >"$RUN/home/.asoundrc"
	fi
	# The game speaks the language of LANG (GAME_LANG here, English
	# unless a run asks for another), whatever the machine's own is.
	(cd "$RUN" && exec env HOME="$RUN/home" XDG_CONFIG_HOME="$RUN/config" \
		LC_ALL= LC_MESSAGES= LANG="${GAME_LANG:-C.UTF-8}" \
		EBITENGINE_SCREENSHOT_KEY=p MORRIS_ANNOUNCE=1 "$ROOT/$BIN" -width $W -height $H "${@:2}" >"$RUN/stdout.log" 2>"$RUN/stderr.log") &
	PID=$!
	STARTED=$(date +%s.%N)
	WID=""
	for _ in $(seq 150); do
		# The window is named in the game's language: any name will do.
		WID=$(xdotool search --pid "$PID" --onlyvisible --name "." 2>/dev/null | head -1 || true)
		[ -n "$WID" ] && break
		alive || { cat "$RUN/stderr.log" >&2; fail "the game exited before its window opened"; }
		sleep 0.1
	done
	[ -n "$WID" ] || fail "no window after 15 s"
	local ww wh
	eval "$(xdotool getwindowgeometry --shell "$WID")"
	ww=$WIDTH wh=$HEIGHT
	"$ROOT/$TARGETS" -lines -w "$ww" -h "$wh" -scale 1 >"$RUN/targets.txt"
	log "$1: window $WID ${ww}x${wh}, pid $PID"
}

stop() { # name: ends the game and keeps its output
	alive && kill "$PID" 2>/dev/null || true
	wait "$PID" 2>/dev/null || true
	cp "$RUN/stderr.log" "$OUT/$1.stderr.log"
	rm -rf "$RUN"
}

# survive: the game must still be running at least 4 s after start, past
# the audio error of a machine without sound.
survive() {
	local now left
	now=$(date +%s.%N)
	left=$(awk -v a="$now" -v b="$STARTED" 'BEGIN { d = 4.0 - (a - b); print (d > 0 ? d : 0) }')
	sleep "$left"
	alive || { echo "--- stderr:" >&2; cat "$RUN/stderr.log" >&2; fail "$1: the game exited"; }
	log "$1: still running after $(awk -v a="$(date +%s.%N)" -v b="$STARTED" 'BEGIN { printf "%.1f", a - b }') s"
}

# Idle CPU: the scenes draw only when something changes, and the sound
# device sleeps when nothing plays, so a game left alone should cost little.
idle_cpu() { # seconds
	local c0 c1
	c0=$(cpu_ticks)
	sleep "$1"
	c1=$(cpu_ticks)
	awk -v a="$c0" -v b="$c1" -v hz="$(getconf CLK_TCK)" -v s="$1" 'BEGIN { printf "%.1f", 100 * (b - a) / hz / s }'
}

# Moving CPU: the mouse moving over the window, a few pixels every 16 ms
# around a circle, as a hand resting on it does. A scene draws again only
# when what it shows changes (a button lit, a man's ghost under the mouse),
# not for every move of the pointer.
moving_cpu() { # seconds cx cy r
	local c0 c1 t0 t1
	# One xdotool for the whole path: a process a step would cost more than
	# the game, and pace the moves unevenly.
	local -a path
	read -r -a path < <(awk -v n="$(($1 * 60))" -v cx="$2" -v cy="$3" -v r="$4" -v w="$WID" 'BEGIN {
		for (i = 0; i < n; i++)
			printf "mousemove --window %s %d %d sleep 0.016 ", w, cx + r * cos(i * 0.04), cy + r * sin(i * 0.04)
		print ""
	}')
	c0=$(cpu_ticks)
	t0=$(date +%s.%N)
	xdotool "${path[@]}"
	c1=$(cpu_ticks)
	t1=$(date +%s.%N)
	awk -v a="$c0" -v b="$c1" -v hz="$(getconf CLK_TCK)" -v s0="$t0" -v s1="$t1" 'BEGIN { printf "%.1f", 100 * (b - a) / hz / (s1 - s0) }'
}
# The circles. Where nothing the player sees changes: on the title over the
# timeline's card, on the board inside the inner square. Where it does: on
# the title around the History entry, on and off the buttons, and on the
# board through the middle ring's points, a man's ghost on each empty one.
card_circle() { local xy; xy=$(target "title:card") && echo "$xy 80"; }
menu_circle() { local xy; xy=$(target "menu:History") && echo "$xy 120"; }
board_circle() { # fraction of the middle ring's radius
	local a g d
	a=($(target point:a1)) g=($(target point:g7)) d=($(target point:d2))
	awk -v ax="${a[0]}" -v ay="${a[1]}" -v gx="${g[0]}" -v gy="${g[1]}" -v dx="${d[0]}" -v dy="${d[1]}" -v k="$1" 'BEGIN {
		cx = (ax + gx) / 2; cy = (ay + gy) / 2
		printf "%d %d %d", cx, cy, k * sqrt((dx - cx) ^ 2 + (dy - cy) ^ 2)
	}'
}

# A puzzle, solved and failed: Puzzles on the title, then Daily puzzle,
# whose puzzle (the machine's local date's, as the scene picks it) the
# targets command knows: a wrong first turn (the refutation shown), Retry,
# then the solution's turns; then Next, and the puzzle it opens solved at
# the first try, which changes the rating shown ("solved, rating <before>
# to <after>"). The scene says on stdout where the puzzle is
# (MORRIS_ANNOUNCE), and each click waits for its "to play at ply" line.
said() { wc -l <"$RUN/stdout.log"; }
await() { # line, after the first N lines of stdout, what
	local n
	for n in $(seq 300); do
		tail -n "+$(($2 + 1))" "$RUN/stdout.log" | grep -qxF "$1" && return 0
		alive || { cat "$RUN/stderr.log" >&2; fail "the game exited waiting for $3"; }
		sleep 0.1
	done
	echo "--- stdout:" >&2
	cat "$RUN/stdout.log" >&2
	fail "no \"$1\" after 30 s ($3)"
}
play_steps() { # wrong|solve, after the first N lines of stdout[, plan file]
	local kind ply point
	while IFS=$'\t' read -r kind ply point; do
		[ "$kind" = "$1" ] || continue
		await "puzzles: $PUZZLE to play at ply $ply" "$2" "$1 $point"
		click_target "point:$point"
	done <"${3:-$RUN/plan.txt}"
}
puzzle() {
	PUZZLE_START=$(date +%s.%N)
	start puzzle
	"$ROOT/$TARGETS" -daily "$(date +%F)" -lines >"$RUN/plan.txt"
	PUZZLE=$(awk -F'\t' '$1 == "id" { print $2 }' "$RUN/plan.txt")
	log "puzzle: the daily puzzle of $(date +%F) is $PUZZLE: wrong $(awk -F'\t' '$1 == "wrong" { printf "%s ", $3 }' "$RUN/plan.txt")/ solution $(awk -F'\t' '$1 == "solve" { printf "%s ", $3 }' "$RUN/plan.txt")"
	sleep 1.5
	click_target "menu:Puzzles"
	sleep 1.5
	local try mark
	mark=$(said)
	for try in 1 2 3; do
		click_target puzzles:daily
		for _ in $(seq 30); do
			tail -n "+$((mark + 1))" "$RUN/stdout.log" | grep -q "^puzzles: $PUZZLE " && break 2
			sleep 0.1
		done
		log "puzzle: Daily puzzle did not open the puzzle after 3 s; clicking again"
	done
	play_steps wrong "$mark"
	await "puzzles: $PUZZLE wrong" "$mark" "the refutation"
	shot puzzle-wrong
	# The failure is the attempt the progress keeps (puzzles.json).
	PROGRESS="$RUN/config/morris/puzzles.json"
	tr -d ' \n' <"$PROGRESS" | grep -q "{\"id\":\"$PUZZLE\",\"solved\":false" ||
		{ cat "$PROGRESS" >&2; fail "puzzle: puzzles.json does not hold the failed attempt"; }
	mark=$(said)
	click_target puzzles:retry
	play_steps solve "$mark"
	# Solved after a failure: practice, the rating left as it was.
	await "puzzles: $PUZZLE solved as practice" "$mark" "the puzzle solved"
	sleep 0.5
	shot puzzle-solved
	tr -d ' \n' <"$PROGRESS" | grep -q "\"solved\":true" && fail "puzzle: the practice was counted as solved"
	log "puzzle: $PUZZLE failed, then solved as practice; puzzles.json holds the failure: $(tr -d ' \n' <"$PROGRESS" | grep -o '"tried":\[[^]]*\]')"
	# Next: another puzzle, solved at the first try.
	local daily=$PUZZLE line before shown
	mark=$(said)
	click_target puzzles:next
	for _ in $(seq 300); do
		PUZZLE=$(tail -n "+$((mark + 1))" "$RUN/stdout.log" | awk -v d="$daily" '$1 == "puzzles:" && $2 != d { print $2; exit }')
		[ -n "$PUZZLE" ] && break
		sleep 0.1
	done
	[ -n "$PUZZLE" ] || fail "puzzle: Next opened no other puzzle"
	"$ROOT/$TARGETS" -puzzle "$PUZZLE" -lines >"$RUN/plan2.txt"
	log "puzzle: Next opened $PUZZLE: solution $(awk -F'\t' '$1 == "solve" { printf "%s ", $3 }' "$RUN/plan2.txt")"
	play_steps solve "$mark" "$RUN/plan2.txt"
	for _ in $(seq 300); do
		line=$(tail -n "+$((mark + 1))" "$RUN/stdout.log" | grep -xE "puzzles: $PUZZLE solved, rating [0-9]+ to [0-9]+" | head -n 1 || true)
		[ -n "$line" ] && break
		alive || { cat "$RUN/stderr.log" >&2; fail "puzzle: the game exited waiting for $PUZZLE solved"; }
		sleep 0.1
	done
	[ -n "$line" ] || { cat "$RUN/stdout.log" >&2; fail "puzzle: $PUZZLE was not solved at the first try"; }
	read -r before shown < <(echo "$line" | sed -E 's/.* rating ([0-9]+) to ([0-9]+)$/\1 \2/')
	[ "$before" != "$shown" ] || fail "puzzle: the rating shown stayed $shown after $PUZZLE was solved at the first try"
	sleep 0.5
	shot puzzle-first-solve
	tr -d ' \n' <"$PROGRESS" | grep -q "{\"id\":\"$PUZZLE\",\"solved\":true" ||
		{ cat "$PROGRESS" >&2; fail "puzzle: puzzles.json does not hold the solve of $PUZZLE"; }
	log "puzzle: $PUZZLE solved at the first try: the rating shown went from $before to $shown"
	stop puzzle
	PUZZLE_SECONDS=$(awk -v a="$(date +%s.%N)" -v b="$PUZZLE_START" 'BEGIN { printf "%.1f", a - b }')
	log "puzzle: took $PUZZLE_SECONDS s"
}
# The first lesson: Learn to play on the title, The board, a point that
# is not a corner (refused, the step stays), then a corner, d6 and a
# neighbour of it. The scene says on stdout where the lesson is
# ("lessons: board step <n> to play", "… wrong", "… done"), and each
# click waits for its line; the lesson done is kept in lessons.json.
lesson() {
	LESSON_START=$(date +%s.%N)
	start lesson
	sleep 1.5
	shot lesson-title
	click_target "menu:Learn to play"
	sleep 1.5
	local mark try
	mark=$(said)
	for try in 1 2 3; do
		click_target lessons:board
		for _ in $(seq 30); do
			tail -n "+$((mark + 1))" "$RUN/stdout.log" | grep -q "^lessons: board " && break 2
			sleep 0.1
		done
		log "lesson: The board did not open after 3 s; clicking again"
	done
	await "lessons: board step 1 to play" "$mark" "the first step"
	click_target point:d2
	await "lessons: board step 1 wrong" "$mark" "d2 refused"
	sleep 0.3
	shot lesson-wrong
	local n point
	for n in 1 2 3; do
		point=$(echo a7 d6 d7 | cut -d' ' -f"$n")
		mark=$(said)
		click_target "point:$point"
		await "lessons: board step $n right" "$mark" "$point praised"
		[ "$n" = 3 ] || await "lessons: board step $((n + 1)) to play" "$mark" "step $((n + 1))"
	done
	await "lessons: board done" "$mark" "the lesson done"
	sleep 0.5
	shot lesson-done
	PROGRESS="$RUN/config/morris/lessons.json"
	tr -d ' \n' <"$PROGRESS" | grep -q '"done":\["board"\]' ||
		{ cat "$PROGRESS" >&2; fail "lesson: lessons.json does not hold the lesson done"; }
	log "lesson: board played with d2 refused, then a7 d6 d7; lessons.json: $(tr -d ' \n' <"$PROGRESS")"
	stop lesson
	LESSON_SECONDS=$(awk -v a="$(date +%s.%N)" -v b="$LESSON_START" 'BEGIN { printf "%.1f", a - b }')
	log "lesson: took $LESSON_SECONDS s"
}
if [ "${E2E_ONLY:-}" = lesson ]; then
	lesson
	log "ok (lesson only)"
	exit 0
fi
if [ "${E2E_ONLY:-}" = puzzle ]; then
	puzzle
	log "ok (puzzle only)"
	exit 0
fi

# The full path, with a null ALSA device.
start null-alsa
sleep 1.5
shot title
xdotool mousemove --window "$WID" 5 5
IDLE_NULL_TITLE=$(idle_cpu 7)
log "idle CPU on the title with the null ALSA device (its timeline turns every 7 s): ${IDLE_NULL_TITLE}% of one core"
click_target "menu:Two players"
sleep ${E2E_PLAY_WAIT:-2.5}
# White a1, Black b2, White a4, Black b4, White a7 closes the a-file mill
# and removes b2; Black answers d2. The game saves after every move, so
# each click is confirmed by the record on disk; on a busy machine a click
# the game did not see (it reads the mouse once a tick) is tried again.
play() { # point, then the text the record must show after it
	local try n SAVE="$RUN/config/morris/game.pgn"
	for try in 1 2 3; do
		click_target "point:$1"
		for n in $(seq 40); do
			if [ -f "$SAVE" ] && grep -v '^\[' "$SAVE" | grep -Eq "$2"; then
				return 0
			fi
			sleep 0.1
		done
		log "no sign of $1 in the record after 4 s; clicking again"
	done
	[ -f "$SAVE" ] && cat "$SAVE" >&2
	fail "the game did not take $1"
}
play a1 '(^|[ .])a1( |$)'
play b2 '(^|[ .])b2( |$)'
play a4 '(^|[ .])a4( |$)'
play b4 '(^|[ .])b4( |$)'
play a7 '(^|[ .])a7'
play b2 'a7xb2'
play d2 '(^|[ .])d2( |$)'
# The last man flies from the hand to its point: let it land.
sleep 3
shot play
survive null-alsa

log "saved game holds the moves: $(grep -v '^\[' "$RUN/config/morris/game.pgn" | tr '\n' ' ' | sed 's/  */ /g')"

# On the board, with the null device; below, without sound, on the title
# and on the board.
xdotool mousemove --window "$WID" 5 5
sleep 1
IDLE_NULL=$(idle_cpu 5)
log "idle CPU on the board with the null ALSA device: ${IDLE_NULL}% of one core"
stop null-alsa

# No sound configuration at all.
start no-asoundrc
sleep 1
shot title-no-sound
survive no-asoundrc
IDLE_TITLE=$(idle_cpu 7)
log "idle CPU on the title without sound (its timeline turns every 7 s): ${IDLE_TITLE}% of one core"
# shellcheck disable=SC2046
MOVING_TITLE=$(moving_cpu 5 $(card_circle))
log "CPU on the title while the mouse moves over the card: ${MOVING_TITLE}% of one core"
# shellcheck disable=SC2046
HOVER_TITLE=$(moving_cpu 5 $(menu_circle))
log "CPU on the title while the mouse moves on and off the buttons: ${HOVER_TITLE}% of one core"
click_target "menu:Two players"
sleep ${E2E_PLAY_WAIT:-2.5}
play d6 '(^|[ .])d6( |$)'
xdotool mousemove --window "$WID" 5 5
# Let the man land first: each frame of its flight is dear in software
# rendering, and an idle measure that caught them measured the flight.
sleep 3
IDLE_PLAY=$(idle_cpu 5)
log "idle CPU on the board without sound: ${IDLE_PLAY}% of one core"
# shellcheck disable=SC2046
MOVING_PLAY=$(moving_cpu 5 $(board_circle 0.25))
log "CPU on the board while the mouse moves in the middle: ${MOVING_PLAY}% of one core"
# shellcheck disable=SC2046
HOVER_PLAY=$(moving_cpu 5 $(board_circle 1))
log "CPU on the board while the mouse moves on and off points: ${HOVER_PLAY}% of one core"
stop no-asoundrc

# The review of a real Sanmill record, opened from the command line: the
# engine fills the graph in the background (150 ms a position, 61 turns),
# then the board steps back to the start and forward twelve turns, and the
# best move is shown.
start review -review "$ROOT/rules/testdata/records/sanmill_export.pgn"
sleep ${E2E_REVIEW_WAIT:-15}
alive || { cat "$RUN/stderr.log" >&2; fail "review: the game exited"; }
shot review-graph
# Held longer than key's press: with the engine at work on a loaded
# machine a tick can take longer than 0.12 s (and shorter than the 0.4 s
# after which an arrow repeats).
hold() { xdotool keydown --window "$WID" "$1" sleep 0.3 keyup --window "$WID" "$1"; }
hold Home
sleep 0.5
for _ in $(seq 12); do
	hold Right
	sleep 0.6
done
hold h
sleep 1
shot review-best
# The game writes a screenshot in the background; with the engine at work
# on a loaded machine it can take seconds. Wait for the PNG's end.
for _ in $(seq 100); do
	tail -c 12 "$OUT/review-best.png" | grep -q IEND && break
	sleep 0.1
done
tail -c 12 "$OUT/review-best.png" | grep -q IEND || fail "review: the screenshot was never finished"
cmp -s "$OUT/review-graph.png" "$OUT/review-best.png" && fail "review: the keys changed nothing on the screen"
survive review
stop review

# The puzzle and the first lesson (see above).
puzzle
lesson

# A German system: the game is German from its first picture, its window's
# name included (app.name in lang/locales/de/app.toml).
GAME_LANG=de_DE.UTF-8 start german
want=$(sed -n 's/^name = "\(.*\)"$/\1/p' "$ROOT/lang/locales/de/app.toml" | head -1)
# The window may be found a moment before its name is set.
for _ in $(seq 50); do
	name=$(xdotool getwindowname "$WID" 2>/dev/null || true)
	[ -n "$name" ] && break
	sleep 0.1
done
[ -n "$want" ] && [ "$name" = "$want" ] || fail "german: the window is named \"$name\", want \"$want\""
sleep 1
shot title-de
survive german
stop german
log "german: the window is named $name"

printf 'native_idle_cpu_play_percent=%s\nnative_idle_cpu_title_percent=%s\nnative_idle_cpu_null_alsa_percent=%s\nnative_idle_cpu_null_alsa_title_percent=%s\nnative_moving_cpu_title_percent=%s\nnative_moving_cpu_play_percent=%s\nnative_hover_cpu_title_percent=%s\nnative_hover_cpu_play_percent=%s\nnative_puzzle_seconds=%s\nnative_lesson_seconds=%s\n' \
	"$IDLE_PLAY" "$IDLE_TITLE" "$IDLE_NULL" "$IDLE_NULL_TITLE" "$MOVING_TITLE" "$MOVING_PLAY" "$HOVER_TITLE" "$HOVER_PLAY" "$PUZZLE_SECONDS" "$LESSON_SECONDS" >"$OUT/figures.txt"
log "ok"
