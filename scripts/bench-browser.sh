#!/usr/bin/env bash
# The browser half of make bench-frames (scripts/bench-frames.sh builds
# first): serves the game and the hello world with wasm/serve on free
# ports of 127.0.0.1 and runs wasm/bench/frames.mjs against both.
#
#   scripts/bench-browser.sh OUT-DIR
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=$(cd "$1" && pwd)
LOGS=$(mktemp -d)
PIDS=()
trap 'for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$LOGS"' EXIT
# serve DIR NAME: a server for DIR, its address written to $LOGS/NAME.
serve() {
	build/e2e-serve -dir "$1" -addr 127.0.0.1:0 >"$LOGS/$2" 2>&1 &
	PIDS+=($!)
}
url() { # NAME → the URL its server says it serves on
	local u
	for _ in $(seq 100); do
		u=$(sed -n 's|^serving .* on \(http://127\.0\.0\.1:[0-9]*/\)$|\1|p' "$LOGS/$1")
		[ -n "$u" ] && { echo "$u"; return; }
		sleep 0.1
	done
	echo "bench-browser: the server for $1 did not start" >&2
	exit 1
}
serve build/bench/hello-web hello
serve build/web game
HELLO=$(url hello)
GAME=$(url game)
(cd wasm && node bench/frames.mjs "$OUT" "$HELLO" "$GAME" "$(cd .. && pwd)/build/e2e-targets")
