#!/usr/bin/env bash
# make bench-frames: the game against an Ebitengine hello world that redraws
# its whole screen every frame (bench/hello), both built here from this
# repository, natively under Xvfb and in headless Chromium, side by side.
# Frames are counted from outside: natively as changes of the Xvfb screen
# (bench/framecount), in the browser as the page's animation frames, which
# WebAssembly's one thread cannot run while a frame of the game is drawn.
# The game is driven where it says its things are (wasm/e2e/targets) and
# by the console lines it writes; nothing here waits a guessed time for
# the game to be ready. Writes bench-out/ and prints the table.
#
#   scripts/bench-frames.sh [out-dir]
#
# With -browser, only the browser half (seconds rather than minutes of
# native runs): the WebAssembly of both built and served, its sizes and
# the browser's figures, which BENCH_FIRST_RUNS=N narrows to the first
# picture of each, on a first visit and on a return, N times in turn (see
# wasm/bench/frames.mjs).
#
#   scripts/bench-frames.sh -browser [out-dir]
set -euo pipefail
cd "$(dirname "$0")/.."
BROWSER_ONLY=""
if [ "${1:-}" = -browser ]; then
	BROWSER_ONLY=1
	shift
fi
OUT=${1:-bench-out}
ROOT=$(pwd)
W=1200
H=780

if [ -z "${BENCH_IN_XVFB:-}" ]; then
	tools=(xvfb-run xdotool node)
	[ -n "$BROWSER_ONLY" ] && tools=(node)
	for tool in "${tools[@]}"; do
		command -v "$tool" >/dev/null || { echo "bench-frames: $tool is missing (apt-get install xvfb xauth xdotool nodejs)" >&2; exit 1; }
	done
	rm -rf "$OUT"
	mkdir -p "$OUT" build/bench/hello-web
	if [ -z "$BROWSER_ONLY" ]; then
		echo "bench-frames: building the game and the hello world (native and WebAssembly)"
		CGO_ENABLED=0 go build -o build/morris .
		CGO_ENABLED=0 go build -o build/bench/hello ./bench/hello
		go build -o build/bench/framecount ./bench/framecount
	else
		echo "bench-frames: building the game and the hello world (WebAssembly)"
	fi
	go build -o build/e2e-targets ./wasm/e2e/targets
	go build -o build/e2e-serve ./wasm/serve
	make --no-print-directory wasm >/dev/null
	# The hello world on the same page, compressed the same way.
	# Compressing takes minutes: only a hello world that changed is.
	HW=build/bench/hello-web/morris.wasm
	GOOS=js GOARCH=wasm CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o "$HW.new" ./bench/hello
	if cmp -s "$HW.new" "$HW" && [ -f "$HW.br" ] && [ -f "$HW.gz" ]; then rm "$HW.new"; else mv "$HW.new" "$HW" && go run ./wasm/compress "$HW" >/dev/null; fi
	cp -p build/web/wasm_exec.js build/bench/hello-web/
	mkdir -p build/bench/hello-web/fonts
	cp -p build/web/fonts/*.ttf build/bench/hello-web/fonts/
	go run ./wasm/page -bytes "$(wc -c <build/bench/hello-web/morris.wasm | tr -d " ")" <wasm/index.html >build/bench/hello-web/index.html
	for which in game:build/web hello:build/bench/hello-web; do
		name=${which%%:*} dir=${which#*:}
		printf '%s_wasm_raw=%s\n%s_wasm_gzip=%s\n%s_wasm_brotli=%s\n' \
			"$name" "$(wc -c <"$dir/morris.wasm")" "$name" "$(wc -c <"$dir/morris.wasm.gz")" "$name" "$(wc -c <"$dir/morris.wasm.br")"
	done >"$OUT/sizes.txt"
	if [ ! -d wasm/node_modules/playwright-core ]; then
		(cd wasm && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
	fi
	if [ -n "$BROWSER_ONLY" ]; then
		scripts/bench-browser.sh "$OUT"
		node wasm/bench/table.mjs "$OUT"
		exit 0
	fi
	FB=$(mktemp -d)
	BENCH_IN_XVFB=1 BENCH_FB="$FB" xvfb-run -a -s "-screen 0 1280x800x24 -nocursor -fbdir $FB" bash "$0" "$OUT"
	rm -rf "$FB"
	scripts/bench-browser.sh "$OUT"
	node wasm/bench/table.mjs "$OUT"
	exit 0
fi

# --- natively, inside the virtual screen ---
OUT=$(cd "$OUT" && pwd)
XVFB_FILE="$BENCH_FB/Xvfb_screen0"
HZ=$(getconf CLK_TCK)
log() { echo "bench-frames: $*" >&2; }
PID=""
trap 'if [ -n "$PID" ]; then kill "$PID" 2>/dev/null || true; fi' EXIT

cpu_ticks() { awk '{print $14 + $15}' "/proc/$PID/stat"; }
rss_mb() { awk '/^VmRSS/ { printf "%.0f", $2 / 1024 }' "/proc/$PID/status"; }
count() { # seconds, then framecount's other flags
	local d=$1
	shift
	"$ROOT/build/bench/framecount" -fb "$XVFB_FILE" -x "$WX" -y "$WY" -w "$WW" -h "$WH" -for "$d" "$@"
}

# start NAME CMD...: runs a program in a fresh home, waits for its window,
# and notes when its first picture came.
start() {
	local name=$1
	shift
	RUN=$(mktemp -d)
	mkdir -p "$RUN/home" "$RUN/config"
	(cd "$RUN" && exec env HOME="$RUN/home" XDG_CONFIG_HOME="$RUN/config" "$@" >"$RUN/stdout.log" 2>"$RUN/stderr.log") &
	PID=$!
	local first
	first=$("$ROOT/build/bench/framecount" -fb "$XVFB_FILE" -first 60s) || { cat "$RUN/stderr.log" >&2; exit 1; }
	WID=""
	for _ in $(seq 200); do
		WID=$(xdotool search --pid "$PID" --onlyvisible --name . 2>/dev/null | head -1 || true)
		[ -n "$WID" ] && break
		sleep 0.05
	done
	[ -n "$WID" ] || { log "$name: no window"; exit 1; }
	eval "$(xdotool getwindowgeometry --shell "$WID")"
	WX=$X WY=$Y WW=$WIDTH WH=$HEIGHT
	echo "${name}_first_picture_ms=$first"
	log "$name: window ${WW}x${WH} at $WX,$WY, first picture after $first ms"
}
stop() {
	kill "$PID" 2>/dev/null || true
	wait "$PID" 2>/dev/null || true
	PID=""
	rm -rf "$RUN"
	# The screen blank again before the next program: its first picture
	# is the first change.
	sleep 1
}

# measure NAME SECONDS [ACTION...]: frames and CPU while ACTION runs
# (a shell function or command); with an action, from just before it until
# the screen has been still for 4 s (at most SECONDS), however slow the
# frames; without one, SECONDS of whatever is going on.
measure() {
	local name=$1 secs=$2 c0 c1 res changes fc
	shift 2
	local -a quiet=()
	[ $# -gt 0 ] && quiet=(-quiet 4s)
	# BURST=D counts only the frames of animations with still pauses
	# between them (see framecount -burst).
	[ -n "${BURST:-}" ] && quiet=(-burst "$BURST")
	c0=$(cpu_ticks)
	local t0
	t0=$(date +%s.%N)
	count "${secs}s" "${quiet[@]}" >"$RUN/count.txt" &
	fc=$!
	if [ $# -gt 0 ]; then
		sleep 0.1
		"$@"
	fi
	wait "$fc"
	c1=$(cpu_ticks)
	res=$(cat "$RUN/count.txt")
	changes=$(sed 's/.*changes=\([0-9]*\).*/\1/' <<<"$res")
	echo "${name}_$(sed 's/ / '"$name"'_/g' <<<"$res")"
	awk -v n="$name" -v a="$c0" -v b="$c1" -v hz="$HZ" -v t0="$t0" -v t1="$(date +%s.%N)" -v c="$changes" 'BEGIN {
		cpu = (b - a) / hz
		printf "%s_cpu_percent=%.1f\n%s_cpu_ms_per_frame=%.1f\n", n, 100 * cpu / (t1 - t0), n, (c > 0 ? 1000 * cpu / c : 0)
	}'
}

# wait_line PATTERN SECONDS: waits until the game has written a line
# matching PATTERN on its stdout (the -autoplay events).
wait_line() {
	for _ in $(seq $(($2 * 20))); do
		grep -q "$1" "$RUN/stdout.log" && return 0
		kill -0 "$PID" 2>/dev/null || break
		sleep 0.05
	done
	log "the game never wrote \"$1\""
	return 1
}
# field GAME KEY: a figure from the autoplay line of the end of a game.
field() { sed -n "s/^autoplay game=$1 over .* $2=\([0-9-]*\).*/\1/p" "$RUN/stdout.log"; }

target() { awk -F'\t' -v n="$1" '$1 == n { print $2 + X, $3 + Y; found = 1 } END { exit !found }' X="$WX" Y="$WY" "$RUN/targets.txt"; }
# A press held for longer than the game's slowest frames, which may read
# the button only once a frame.
click_at() { xdotool mousemove "$1" "$2" sleep 0.05 mousedown 1 sleep "${BENCH_HOLD:-0.8}" mouseup 1; }
# settle waits until the screen has not changed for a second (up to 30 s).
settle() {
	for _ in $(seq 30); do
		count 1s | grep -q '^changes=0 ' && return 0
	done
	log "the screen never settled"
}
click_target() { local xy; xy=$(target "$1") || { log "no target $1"; exit 1; }; click_at $xy; }
# A click measured from its release: press_target holds the press before
# the count starts and release ends it, so that the hold (longer than the
# slowest frame, see click_at) is not counted as a gap between frames;
# first_change_ms is then 100 ms (measure's wait) plus the answer's delay.
press_target() { local xy; xy=$(target "$1") || { log "no target $1"; exit 1; }; xdotool mousemove $xy sleep 0.05 mousedown 1 sleep "${BENCH_HOLD:-0.8}"; }
release() { xdotool mouseup 1; }

{
	# The hello world: it draws every frame, always.
	start hello "$ROOT/build/bench/hello"
	sleep 1
	measure hello_steady 4
	echo "hello_rss_mb=$(rss_mb)"
	stop
	# The hello world at rest: its first frame, then nothing to draw, as
	# the game at rest; what Ebitengine's loop costs by itself.
	start hello_still "$ROOT/build/bench/hello" -still
	sleep 1
	measure hello_still 10
	stop
	# The hello world drawing only a small square each frame: the least a
	# frame of motion costs, Ebitengine copying the whole screen to the
	# window each frame however little was drawn.
	start hello_dot "$ROOT/build/bench/hello" -dot
	sleep 1
	measure hello_dot 4
	stop

	# The game.
	start game "$ROOT/build/morris" -width $W -height $H
	"$ROOT/build/e2e-targets" -lines -w "$WW" -h "$WH" -scale 1 >"$RUN/targets.txt"
	xdotool mousemove $((WX + 5)) $((WY + 5))
	settle
	echo "game_rss_title_mb=$(rss_mb)"
	# The title at rest, its history turning by itself every 10.4 s: three
	# turns (the start draws what it will show).
	measure game_idle 31
	# Card changes: the title's timeline steps when its card is clicked.
	# A change is some 24 frames, where one frame the machine held up
	# decides the longest gap: of three changes, the one with the median
	# longest gap is reported, with the three longest gaps beside it.
	if target title:card >/dev/null; then
		for i in 1 2 3; do
			press_target title:card
			measure game_card 30 release >"$RUN/card$i.txt"
			# Off the card, which waits under the mouse, until the next
			# change is made ahead.
			xdotool mousemove $((WX + 5)) $((WY + 5))
			sleep 1.5
			settle
		done
		gap() { tr ' ' '\n' <"$RUN/card$1.txt" | sed -n 's/^game_card_longest_gap_ms=//p'; }
		gaps=$(for i in 1 2 3; do gap "$i"; done)
		median=$(sort -n <<<"$gaps" | sed -n 2p)
		for i in 1 2 3; do
			if [ "$(gap "$i")" = "$median" ]; then
				cat "$RUN/card$i.txt"
				break
			fi
		done
		echo "game_card_longest_gaps_ms=$(paste -sd, <<<"$gaps")"
	fi
	# The pointer on and off the menu's buttons, each move timed until the
	# button lights or goes out: natively the screen changes only then, so
	# what a player feels is that wait, not a frame rate (see framecount
	# -respond). The CPU is over the whole tour.
	tour=""
	for b in "Play against the computer" "Two players" "Open a game" "History" "Settings"; do
		read -r bx by < <(target "menu:$b")
		tour+="$bx,$by $((WX + 12)),$by "
	done
	c0=$(cpu_ticks)
	t0=$(date +%s.%N)
	res=$("$ROOT/build/bench/framecount" -fb "$XVFB_FILE" -x "$WX" -y "$WY" -w "$WW" -h "$WH" -respond "$tour" -moves 40 -pause 250ms)
	c1=$(cpu_ticks)
	echo "game_pointer_$(sed 's/ / game_pointer_/g' <<<"$res")"
	awk -v a="$c0" -v b="$c1" -v hz="$HZ" -v t0="$t0" -v t1="$(date +%s.%N)" 'BEGIN { printf "game_pointer_cpu_percent=%.1f\n", 100 * (b - a) / hz / (t1 - t0) }'
	xdotool mousemove $((WX + 5)) $((WY + 5))
	settle
	# History: opening it crossfades, then the wheel scrolls it.
	press_target "menu:History"
	measure game_crossfade 30 release
	settle
	xdotool mousemove $((WX + WW / 2)) $((WY + WH / 2))
	wheel() { for _ in $(seq 12); do xdotool click 5; sleep 0.15; done; }
	measure game_scroll 30 wheel
	settle
	xdotool key Escape
	settle
	# A man placed flies from the hand to its point.
	click_target "menu:Two players"
	settle
	measure game_place 30 click_target point:d6
	settle
	click_target point:a1
	xdotool mousemove $((WX + 5)) $((WY + 5))
	settle
	echo "game_rss_played_mb=$(rss_mb)"
	# The board at rest: nothing moves, the pointer is still.
	measure game_rest 10
	stop

	# Slides: the computer plays itself (-autoplay), and from the line
	# that says its first slide starts, its moves (slides, removals) are
	# watched for 8 s, counted only while something moves: the computer's
	# pauses between them are not frames anyone waits for.
	start game_autoplay "$ROOT/build/morris" -width $W -height $H -autoplay 1
	if wait_line "phase=moving" 300; then
		BURST=200ms measure game_slide 8
	fi
	stop

	# Memory: ten games in a row, played by the computer against itself on
	# a clock running ten times faster (the drawing is as in play).
	start game_games "$ROOT/build/morris" -width $W -height $H -autoplay 10 -speed 10
	for _ in $(seq 2400); do
		kill -0 "$PID" 2>/dev/null || break
		sleep 0.5
	done
	for g in 1 2 10; do
		rss=$(field $g rss_kb)
		[ -n "$rss" ] && echo "game_rss_game${g}_mb=$((rss / 1024))"
	done
	stop
} >"$OUT/native.txt"
log "native figures in $OUT/native.txt"
