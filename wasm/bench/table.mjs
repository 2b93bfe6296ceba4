// Prints the table of make bench-frames from what its two halves wrote:
// OUT/native.txt and OUT/sizes.txt (key=value) and OUT/browser.json; a
// run of the browser half alone (no native.txt) or of the first pictures
// alone leaves dashes where the figures are missing.
//
//   node wasm/bench/table.mjs OUT
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const out = process.argv[2];
const kv = (file) => {
  const m = {};
  if (!existsSync(join(out, file))) return m;
  for (const tok of readFileSync(join(out, file), "utf8").split(/\s+/)) {
    const i = tok.indexOf("=");
    if (i > 0) m[tok.slice(0, i)] = tok.slice(i + 1);
  }
  return m;
};
const n = kv("native.txt");
const z = kv("sizes.txt");
const b = JSON.parse(readFileSync(join(out, "browser.json"), "utf8"));
const dash = "–";
const nat = (k) => {
  if (n[`${k}_longest_response_ms`] !== undefined) {
    // The pointer's tour (framecount -respond): the screen changes only
    // when a button lights or goes out, so the wait for that stands where
    // the longest gap does, and the CPU is a share of a core.
    return `${dash} | ${n[`${k}_cpu_percent`]}% of a core | ${n[`${k}_longest_response_ms`]} (median ${n[`${k}_median_response_ms`]}; the first move, after a rest, ${n[`${k}_first_response_ms`]}; ${n[`${k}_answered`]} of ${n[`${k}_moves`]} moves answered)`;
  }
  if (n[`${k}_changes`] === undefined) return `${dash} | ${dash} | ${dash}`;
  // Measured more than once (the card's changes): the run with the median
  // longest gap, and each run's longest gap.
  const runs = n[`${k}_longest_gaps_ms`] ? ` (the median of ${n[`${k}_longest_gaps_ms`].split(",").join(", ")})` : "";
  return `${n[`${k}_fps`]} | ${n[`${k}_cpu_ms_per_frame`]} | ${n[`${k}_longest_gap_ms`]}${runs}`;
};
const web = (m) => (m ? `${m.fps} | ${m.cpu_ms_per_frame} | ${m.longest_gap_ms}` : `${dash} | ${dash} | ${dash}`);
const mib = (x) => (Number(x) / 1048576).toFixed(2);

// Each row: its label, the native game's key, the browser game's and the
// browser hello world's measure it is held to (its steady drawing, or the
// same input as the game's: the pointer's sweep, a click).
const rows = [
  ["slides and removals (the computer against itself)", "game_slide", "slide", "steady"],
  ["a man placed (its flight from the hand)", "game_place", "place", "click"],
  ["crossfade (title → History)", "game_crossfade", "crossfade", "click"],
  ["title card change", "game_card", "card", "steady"],
  ["language changed in the settings (English → Deutsch)", "game_language", "language", "click"],
  ["history scroll (wheel)", "game_scroll", "scroll", "steady"],
  ["pointer on and off the menu's buttons", "game_pointer", "pointer", "pointer"],
];
const lines = [];
if (n.hello_steady_changes !== undefined || b.hello.steady) {
  lines.push("| | native game | | | native hello world | | | browser game | | | browser hello world | | |");
  lines.push("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  lines.push("| during | fps | CPU ms/frame | longest gap ms | fps | CPU ms/frame | longest gap ms | fps | CPU ms/frame | longest gap ms | fps | CPU ms/frame | longest gap ms |");
  for (const [label, nk, bk, hk] of rows) {
    lines.push(`| ${label} | ${nat(nk)} | ${nat("hello_steady")} | ${web(b.game[bk])} | ${web(b.hello[hk] ?? b.hello.steady)} |`);
  }
  lines.push("");
}
lines.push("| | native game | native hello world | browser game | browser hello world |");
lines.push("|---|---|---|---|---|");
// picture is a first picture in the browser: the median of several runs,
// and each run in order.
const picture = (ms, runs) => (ms === undefined ? dash : runs ? `${ms} ms (${runs.join(", ")})` : `${ms} ms`);
const first = (m) => picture(m.first_picture_ms, m.first_picture_runs);
const again = (m) => picture(m.returning_first_picture_ms, m.returning_first_picture_runs);
lines.push(`| CPU at rest (title, pointer still; the game's history turning every 10 s) | ${n.game_idle_cpu_percent ?? dash}% | ${n.hello_still_cpu_percent ?? dash}% drawing nothing after its first frame (always drawing: ${n.hello_steady_cpu_percent ?? dash}%) | ${b.game.idle?.cpu_percent ?? dash}% | ${dash} (always drawing: ${b.hello.steady?.cpu_percent ?? dash}%) |`);
lines.push(`| CPU at rest (the board, nothing moving, pointer still) | ${n.game_rest_cpu_percent ?? dash}% | ${n.hello_still_cpu_percent ?? dash}% drawing nothing after its first frame | | |`);
lines.push(`| a frame drawing a 48-px square and nothing else (hello -dot) | | ${n.hello_dot_fps ?? dash} fps, ${n.hello_dot_cpu_ms_per_frame ?? dash} ms of CPU a frame | | |`);
lines.push(`| memory | RSS ${n.game_rss_title_mb ?? dash} MB on the title, ${n.game_rss_played_mb ?? dash} MB after a few moves | RSS ${n.hello_rss_mb ?? dash} MB | JS heap ${b.game.js_heap_mb ?? dash} MB, wasm memory ${b.game.wasm_memory_mb ?? dash} MB | ${dash} |`);
const mem = (k) => b.game.memory?.[k] ? `${b.game.memory[k].js_heap_used_mb} + ${b.game.memory[k].wasm_memory_mb}` : dash;
lines.push(`| memory after 1, 2 and 10 games (-autoplay 10; in the browser ?autoplay=10, JS heap in use + wasm memory) | RSS ${n.game_rss_game1_mb ?? dash} / ${n.game_rss_game2_mb ?? dash} / ${n.game_rss_game10_mb ?? dash} MB | | ${mem("game1")} / ${mem("game2")} / ${mem("game10")} MB | |`);
lines.push(`| first picture after start / navigation | ${n.game_first_picture_ms ?? dash} ms | ${n.hello_first_picture_ms ?? dash} ms | ${first(b.game)} | ${first(b.hello)} |`);
lines.push(`| first picture on a return (the browser started again on the profile of a first visit) | | | ${again(b.game)} | ${again(b.hello)} |`);
lines.push(`| .wasm raw / gzip 9 / brotli 11 | | | ${mib(z.game_wasm_raw)} / ${mib(z.game_wasm_gzip)} / ${mib(z.game_wasm_brotli)} MiB | ${mib(z.hello_wasm_raw)} / ${mib(z.hello_wasm_gzip)} / ${mib(z.hello_wasm_brotli)} MiB |`);
lines.push(`| .wasm bytes the browser fetched (make serve) | | | ${b.game.transfer_bytes} | ${b.hello.transfer_bytes} |`);
lines.push("");
lines.push("Native frames are changes of the Xvfb screen (a frame that changes nothing is not counted), fps over the span from the first change to the last; browser frames are the page's animation frames, which the game's frames hold up. The hello world redraws its whole screen every frame: natively its columns are the same steady measure on every row. Natively, the pointer row is a tour of the menu, the pointer moved onto a button and off it 40 times, 250 ms apart: the game's longest gap there is the longest wait for the button to light or go out after a move but the first (with the median; the first, which finds the game's loop at rest, slowed to a tick in 50 ms; and how many moves changed the screen within 250 ms), and the hello world's longest gap is the measure it is held to. In the browser the hello world's columns are its steady measure but on the rows of input: under the pointer it is swept over by the same path as the game, and for a man placed and the crossfade it is clicked where the game is. Natively, slides are counted only within bursts of frames less than 200 ms apart (the computer's pauses between moves are left out), and their CPU per frame includes the computer's thinking.");
console.log(lines.join("\n"));
