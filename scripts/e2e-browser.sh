#!/usr/bin/env bash
# The browser build in the machine's own headless Chromium: builds it
# (make wasm), serves it on a free port of 127.0.0.1 with wasm/serve, and
# runs wasm/e2e/browser.mjs against it. Writes screenshots and figures to
# out-dir (default e2e-out/browser).
#
#   scripts/e2e-browser.sh [out-dir]      (make e2e runs it)
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${1:-e2e-out/browser}
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
[ -x "$CHROMIUM" ] || { echo "e2e-browser: no Chromium at $CHROMIUM (apt-get install chromium)" >&2; exit 1; }
command -v node >/dev/null || { echo "e2e-browser: node is missing (apt-get install nodejs npm)" >&2; exit 1; }

rm -rf "$OUT"
mkdir -p "$OUT" build
make --no-print-directory wasm >/dev/null
go build -o build/e2e-serve ./wasm/serve
go build -o build/e2e-targets ./wasm/e2e/targets
if [ ! -d wasm/node_modules/playwright-core ]; then
	(cd wasm && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund)
fi

LOG=$(mktemp)
build/e2e-serve -dir build/web -addr 127.0.0.1:0 >"$LOG" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true; rm -f "$LOG"' EXIT
URL=""
for _ in $(seq 100); do
	URL=$(sed -n 's|^serving .* on \(http://127\.0\.0\.1:[0-9]*/\)$|\1|p' "$LOG")
	[ -n "$URL" ] && break
	kill -0 "$SERVER" 2>/dev/null || { cat "$LOG" >&2; exit 1; }
	sleep 0.1
done
[ -n "$URL" ] || { echo "e2e-browser: the server did not start" >&2; exit 1; }
echo "e2e-browser: serving build/web at $URL"

OUT_ABS=$(cd "$OUT" && pwd)
(cd wasm && CHROMIUM="$CHROMIUM" node e2e/browser.mjs "$URL" "$OUT_ABS" "$(cd .. && pwd)/build/e2e-targets")

RAW=$(stat -c %s build/web/morris.wasm)
GZ=$(gzip -9 -c build/web/morris.wasm | wc -c)
printf 'wasm_raw_bytes=%s\nwasm_gzip_bytes=%s\n' "$RAW" "$GZ" >"$OUT/sizes.txt"
