#!/usr/bin/env bash
# make e2e: the native game under Xvfb, then the browser build in headless
# Chromium, then a whole online game through the server (two pages, then
# a page and the native game), then the figures of all.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-e2e-out}
start=$(date +%s)
scripts/e2e-native.sh "$OUT/native"
scripts/e2e-browser.sh "$OUT/browser"
scripts/e2e-online.sh "$OUT/online"

# The figures, from what the two runs wrote.
val() { sed -n "s/^$1=//p" "$2"; }
json() { sed -n "s/.*\"$1\": *\([0-9.]*\).*/\1/p" "$OUT/browser/figures.json"; }
raw=$(val wasm_raw_bytes "$OUT/browser/sizes.txt")
gz=$(val wasm_gzip_bytes "$OUT/browser/sizes.txt")
mib() { awk -v b="$1" 'BEGIN { printf "%.1f MiB", b / 1048576 }'; }
echo
echo "== e2e figures =="
echo "time to first frame (headless Chromium, desktop): $(json first_frame_ms) ms, $(json first_frame_in_idle_frames) frames at the idle page's $(json idle_fps) frames/s"
echo "time to first frame (headless Chromium, phone 430x930 @2x): $(json phone_first_frame_ms) ms"
echo "wasm: $(mib "$raw") raw ($raw bytes), $(mib "$gz") gzipped ($gz bytes)"
echo "longest frame gap (headless Chromium) while the Master thinks, pointer still: $(json master_think_longest_gap_ms) ms over $(json master_think_frames) frames (99th percentile $(json master_think_p99_gap_ms) ms); idle page: median $(json idle_median_gap_ms) ms, longest $(json idle_longest_gap_ms) ms"
echo "longest frame gap (headless Chromium) while the Master thinks, pointer moving over the board: $(json master_moving_longest_gap_ms) ms over $(json master_moving_frames) frames (99th percentile $(json master_moving_p99_gap_ms) ms, median $(json master_moving_median_gap_ms) ms)"
echo "review of a Sanmill export in headless Chromium: $(json review_positions) positions analysed in $(json review_analysis_ms) ms; frame gaps while analysing: median $(json review_analysis_median_gap_ms) ms, 99th percentile $(json review_analysis_p99_gap_ms) ms, longest $(json review_analysis_longest_gap_ms) ms over $(json review_analysis_frames) frames with $(json review_analysis_drawings) drawings of the screen; four frames or more after a drawing, longest $(json review_search_longest_gap_ms) ms over $(json review_search_frames) frames; idle review: median $(json review_idle_median_gap_ms) ms, longest $(json review_idle_longest_gap_ms) ms"
echo "offline (headless Chromium): the service worker caches $(json offline_cached_files) files, $(mib "$(json offline_cached_bytes)"), ready $(json offline_ready_after_first_frame_ms) ms after the first frame; first frame $(json offline_first_frame_ms) ms after reloading offline; on Python's http.server $(json plain_host_first_frame_ms) ms; the install and offline tests took $(json pwa_tests_ms) ms"
f="$OUT/native/figures.txt"
echo "native idle CPU under Xvfb, without sound: $(val native_idle_cpu_title_percent "$f")% of one core on the title, $(val native_idle_cpu_play_percent "$f")% on the board"
echo "native idle CPU under Xvfb, null ALSA device: $(val native_idle_cpu_null_alsa_title_percent "$f")% of one core on the title, $(val native_idle_cpu_null_alsa_percent "$f")% on the board"
echo "native CPU under Xvfb, without sound, while the mouse moves where nothing changes: $(val native_moving_cpu_title_percent "$f")% of one core on the title (over the card), $(val native_moving_cpu_play_percent "$f")% on the board (in the middle)"
echo "native CPU under Xvfb, without sound, while the mouse moves on and off buttons and points: $(val native_hover_cpu_title_percent "$f")% of one core on the title, $(val native_hover_cpu_play_percent "$f")% on the board"
echo "a puzzle failed and then solved from the title (the daily puzzle; its screenshots puzzle-wrong.png, puzzle-solved.png): natively $(val native_puzzle_seconds "$f") s under Xvfb, in headless Chromium $(json puzzle_ms) ms"
o() { sed -n "s/.*\"$1\": *\([0-9.]*\).*/\1/p" "$OUT/online/figures.json" | sed -n "${2}p"; }
echo "online (two Chromium pages, then a page and the native game, the server killed after 8 turns and started again): $(o turns 1) turns to a blocked win in $(o play_ms 1) ms and $(o play_ms 2) ms of play; the server serving again $(o server_start_ms 1) ms and $(o server_start_ms 2) ms after its start; the players connected again $(o host 1)/$(o guest 1) ms and $(o host 2)/$(o guest 2) ms (host/guest) after it served"
echo "screenshots: $OUT/native/*.png $OUT/browser/*.png $OUT/online/*.png"
echo "e2e took $(( $(date +%s) - start )) s"
