#!/usr/bin/env bash
# Online rooms end to end (issue 27): the game's server as make server
# runs it, on a free port of 127.0.0.1 with a fresh data folder, and a
# whole game played through it between two headless Chromium pages, then
# between a page and the native game under Xvfb; in each the server is
# killed in the middle and started again (wasm/e2e/online.mjs says how).
# Writes screenshots, logs and figures.json to out-dir (default
# e2e-out/online).
#
#   scripts/e2e-online.sh [out-dir]      (make e2e runs it; E2E_ONLY=online
#                                         of e2e-browser.sh too)
#
# E2E_ONLY=online-browser leaves the native game out.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${1:-e2e-out/online}
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}

if [ -z "${DISPLAY_READY:-}" ]; then
	[ -x "$CHROMIUM" ] || { echo "e2e-online: no Chromium at $CHROMIUM (apt-get install chromium)" >&2; exit 1; }
	for tool in node xvfb-run xdotool; do
		command -v "$tool" >/dev/null || { echo "e2e-online: $tool is missing (apt-get install nodejs xvfb xauth xdotool)" >&2; exit 1; }
	done
	rm -rf "$OUT"
	mkdir -p "$OUT" build
	make --no-print-directory wasm >/dev/null
	go build -o build/e2e-server ./server
	go build -o build/e2e-targets ./wasm/e2e/targets
	CGO_ENABLED=0 go build -o build/morris .
	if [ ! -d wasm/node_modules/playwright-core ]; then
		(cd wasm && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund)
	fi
	# The native game needs a screen: everything below runs in a fresh
	# virtual one.
	exec env DISPLAY_READY=1 xvfb-run -a -s "-screen 0 1280x800x24" bash "$0" "$OUT"
fi

ROOT=$(pwd)
OUT_ABS=$(cd "$OUT" && pwd)
# The driver kills what it starts; should it die first, what it left
# running goes here, by the process ids it wrote.
cleanup() {
	for f in "$OUT_ABS/server.pid" "$OUT_ABS/native.pid"; do
		[ -f "$f" ] && kill -9 "$(cat "$f")" 2>/dev/null || true
		rm -f "$f"
	done
}
trap cleanup EXIT
start=$(date +%s)
(cd wasm && CHROMIUM="$CHROMIUM" timeout -k 10 ${E2E_ONLINE_TIMEOUT:-600} \
	node e2e/online.mjs "$ROOT/build/e2e-server" "$ROOT/build/web" "$OUT_ABS" "$ROOT/build/e2e-targets" "$ROOT/build/morris")
echo "e2e-online: took $(( $(date +%s) - start )) s"
