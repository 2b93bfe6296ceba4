#!/usr/bin/env bash
# The browser build in the machine's own headless Chromium: builds it
# (make wasm), serves it on a free port of 127.0.0.1 with wasm/serve, and
# a copy of it on another with Python's http.server, a plain static
# server, and runs wasm/e2e/browser.mjs against them. Writes screenshots and figures to
# out-dir (default e2e-out/browser). E2E_ONLY=online runs
# scripts/e2e-online.sh instead: an online game through the server.
#
#   scripts/e2e-browser.sh [out-dir]      (make e2e runs it)
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${1:-e2e-out/browser}
# The online game has its script, which runs the game's server too.
if [ "${E2E_ONLY:-}" = online ]; then
	exec scripts/e2e-online.sh "$OUT"
fi
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
[ -x "$CHROMIUM" ] || { echo "e2e-browser: no Chromium at $CHROMIUM (apt-get install chromium)" >&2; exit 1; }
command -v node >/dev/null || { echo "e2e-browser: node is missing (apt-get install nodejs npm)" >&2; exit 1; }
command -v python3 >/dev/null || { echo "e2e-browser: python3 is missing, for a plain static server (apt-get install python3)" >&2; exit 1; }

rm -rf "$OUT"
mkdir -p "$OUT" build
make --no-print-directory wasm >/dev/null
go build -o build/e2e-serve ./wasm/serve
go build -o build/e2e-targets ./wasm/e2e/targets
if [ ! -d wasm/node_modules/playwright-core ]; then
	(cd wasm && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund)
fi

LOG=$(mktemp)
PLAIN_LOG=$(mktemp)
# The plain host serves a copy of the web folder, as an upload to a host
# would be, which the test of a new version's arrival changes.
PLAIN_DIR=$(mktemp -d)
cp -a build/web/. "$PLAIN_DIR/"
SERVER="" PLAIN=""
trap 'for p in $SERVER $PLAIN; do kill "$p" 2>/dev/null || true; done; rm -rf "$LOG" "$PLAIN_LOG" "$PLAIN_DIR"' EXIT
build/e2e-serve -dir build/web -addr 127.0.0.1:0 >"$LOG" 2>&1 &
SERVER=$!
# A plain static server, with no compressed copies and no headers of its
# own: Python's, on a free port of 127.0.0.1.
python3 -u -m http.server 0 --bind 127.0.0.1 --directory "$PLAIN_DIR" >"$PLAIN_LOG" 2>&1 &
PLAIN=$!
URL="" PLAIN_URL=""
for _ in $(seq 100); do
	URL=$(sed -n 's|^serving .* on \(http://127\.0\.0\.1:[0-9]*/\)$|\1|p' "$LOG")
	PLAIN_URL=$(sed -n 's|^Serving HTTP on 127\.0\.0\.1 port \([0-9]*\) .*|http://127.0.0.1:\1/|p' "$PLAIN_LOG")
	[ -n "$URL" ] && [ -n "$PLAIN_URL" ] && break
	kill -0 "$SERVER" 2>/dev/null || { cat "$LOG" >&2; exit 1; }
	kill -0 "$PLAIN" 2>/dev/null || { cat "$PLAIN_LOG" >&2; exit 1; }
	sleep 0.1
done
[ -n "$URL" ] && [ -n "$PLAIN_URL" ] || { echo "e2e-browser: the servers did not start" >&2; exit 1; }
echo "e2e-browser: serving build/web at $URL, and a copy with Python's http.server at $PLAIN_URL"

OUT_ABS=$(cd "$OUT" && pwd)
(cd wasm && CHROMIUM="$CHROMIUM" PLAIN_URL="$PLAIN_URL" PLAIN_DIR="$PLAIN_DIR" \
	node e2e/browser.mjs "$URL" "$OUT_ABS" "$(cd .. && pwd)/build/e2e-targets")

RAW=$(stat -c %s build/web/morris.wasm)
GZ=$(gzip -9 -c build/web/morris.wasm | wc -c)
printf 'wasm_raw_bytes=%s\nwasm_gzip_bytes=%s\n' "$RAW" "$GZ" >"$OUT/sizes.txt"
