// The browser half of make bench-frames: the hello world and the game, each
// served by wasm/serve as make wasm leaves it, in a fresh profile of the
// machine's headless Chromium. For each: the time to the first picture
// (the "morris: first frame" console line both write), and for stretches
// of activity the page's animation frames (WebAssembly has one thread: no
// frame comes while the game draws one) with the CPU of the browser's
// processes per frame. Writes OUT/browser.json.
//
// The first pictures come from sessions of their own, five of each in
// turn (hello world, game, hello world, ...): their median and every run,
// and for each when the page had the WebAssembly (fetched, then compiled
// and instantiated: the page's performance marks). One run of each says
// little: a hello world's first picture alone ranged from 545 to 979 ms
// in nine. Then the first pictures of a returning player, three of each:
// the browser keeps the code it compiled from a first visit, and the game
// spends most of its first picture beyond the hello world's compiling
// (see returnRuns). With BENCH_FIRST_RUNS=N in the environment, N of each
// of both and nothing else; with BENCH_LANGUAGE_RUNS=N, N changes of
// language beside N clicks of the hello world, and nothing else; with
// BENCH_LEARN_RUNS=N, N turns of a puzzle and N steps of a lesson beside
// N placements in play and N clicks of the hello world (see learnRuns).
//
// The hello world is measured drawing on its own, and under the same
// pointer sweep and click as the game: the browser's input (hit tests,
// the events Ebitengine takes in Go) holds up frames of a page that does
// nothing with it, and the game's rows of input are held to that.
//
//   node wasm/bench/frames.mjs OUT HELLO-URL GAME-URL TARGETS-COMMAND
import { chromium } from "playwright-core";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [out, helloURL, gameURL, targetsCmd] = process.argv.slice(2);
const ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];
const W = 1280, H = 800;
const log = (...a) => console.error("bench-browser:", ...a);

// session opens url in the browser on a fresh profile, or on the profile
// in dir, which close then leaves for the caller to remove. The game's
// service worker (wasm/sw.js) is blocked: its install, once the first
// picture is up, writes the whole game to the browser's storage, which
// would count in the frames and the CPU measured after it, and the hello
// world has none; a returning player's game then comes from the
// browser's HTTP cache, as it did before the worker.
async function session(url, dir) {
  const profile = dir || mkdtempSync(join(tmpdir(), "morris-bench-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: ARGS, headless: true,
    viewport: { width: W, height: H }, serviceWorkers: "block",
  });
  const page = context.pages()[0] || (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  const t0 = Date.now();
  const first = page.waitForEvent("console", { predicate: (m) => m.text().includes("morris: first frame"), timeout: 180_000 });
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  await first;
  const firstMs = Date.now() - t0;
  const { transfer, fetched, instantiated, drawn } = await page.evaluate(() => {
    const e = performance.getEntriesByType("resource").find((r) => r.name.endsWith("morris.wasm"));
    const mark = (name) => Math.round(performance.getEntriesByName(name)[0]?.startTime ?? 0);
    return {
      transfer: e ? e.transferSize : 0, fetched: e ? Math.round(e.responseEnd) : 0,
      instantiated: mark("morris-instantiated"), drawn: mark("morris-first-frame"),
    };
  });
  return {
    page, cdp, firstMs, transfer, profile, marks: { fetched, instantiated, drawn },
    close: async () => {
      await context.close();
      if (!dir) rmSync(profile, { recursive: true, force: true });
    },
  };
}

// cpuSeconds is the CPU time of every process of the browser of a
// profile (the page's renderer, and the GPU process, which draws in
// software here), from /proc: the processes that name the profile and all
// their descendants.
const TICK = Number(execFileSync("getconf", ["CLK_TCK"]).toString()) || 100;
function cpuSeconds(profile) {
  const procs = new Map();
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      const mine = readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(profile);
      procs.set(pid, { ppid: f[1], ticks: Number(f[11]) + Number(f[12]), mine });
    } catch {
      // The process ended meanwhile.
    }
  }
  const ofBrowser = (pid) => {
    for (let p = pid, depth = 0; p && procs.has(p) && depth < 10; p = procs.get(p).ppid, depth++) {
      if (procs.get(p).mine) return true;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, p] of procs) if (ofBrowser(pid)) ticks += p.ticks;
  return ticks / TICK;
}

// measure runs act and logs the page's frames for ms milliseconds from
// its start: frames a second, the longest gap, and CPU per frame.
async function measure(s, ms, act = async () => {}) {
  await s.page.evaluate(() => {
    window.__f = [];
    window.__on = true;
    const step = (t) => { window.__f.push(t); if (window.__on) requestAnimationFrame(step); };
    requestAnimationFrame(step);
  });
  const c0 = cpuSeconds(s.profile);
  const t0 = Date.now();
  await act();
  const left = ms - (Date.now() - t0);
  if (left > 0) await new Promise((r) => setTimeout(r, left));
  const wall = (Date.now() - t0) / 1000;
  const f = await s.page.evaluate(() => { window.__on = false; return window.__f; });
  const c1 = cpuSeconds(s.profile);
  let gap = 0;
  for (let i = 1; i < f.length; i++) gap = Math.max(gap, f[i] - f[i - 1]);
  const span = (f[f.length - 1] - f[0]) / 1000;
  const frames = f.length - 1;
  return {
    fps: +(frames / span).toFixed(1), longest_gap_ms: Math.round(gap),
    cpu_ms_per_frame: +((1000 * (c1 - c0)) / Math.max(frames, 1)).toFixed(1),
    cpu_percent: +((100 * (c1 - c0)) / wall).toFixed(1),
  };
}

function targets() {
  const t = JSON.parse(execFileSync(targetsCmd, ["-w", String(W), "-h", String(H), "-scale", "1", "-browser"]).toString());
  return (name) => (t[name] ? { x: t[name][0], y: t[name][1] } : null);
}

async function click(page, p) {
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await new Promise((r) => setTimeout(r, 60));
  await page.mouse.up();
}

// sweep moves the pointer in an ellipse around p, over the title's menu,
// for 3 s. A move waits for the page to take it, so a slow page slows the
// sweep: it goes on for 3 s, however many moves that makes.
async function sweep(page, p) {
  const t0 = Date.now();
  for (let i = 0; Date.now() - t0 < 3000; i++) {
    await page.mouse.move(p.x + 140 * Math.cos(i * 0.07), p.y + 120 * Math.sin(i * 0.07));
    await new Promise((r) => setTimeout(r, 16));
  }
}

// median is the middle of a list of times.
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];

// firstRuns measures only the first pictures, runs times each in turn.
async function firstRuns(runs) {
  const r = { hello: [], game: [] };
  for (let i = 0; i < runs; i++) {
    for (const [name, url] of [["hello", helloURL], ["game", gameURL]]) {
      const s = await session(url);
      r[name].push({ ms: s.firstMs, transfer: s.transfer, ...s.marks });
      log(name, "first picture", s.firstMs, "ms; page marks", JSON.stringify(s.marks));
      await s.close();
    }
  }
  const sum = (a) => ({
    first_picture_ms: median(a.map((x) => x.ms)), first_picture_runs: a.map((x) => x.ms),
    transfer_bytes: a[0].transfer, page_marks: a.map(({ fetched, instantiated, drawn }) => ({ fetched, instantiated, drawn })),
  });
  return { hello: sum(r.hello), game: sum(r.game) };
}

// returnRuns measures the first pictures of a returning player, runs
// times each in turn: the page loaded once on a fresh profile and left
// for the browser to keep the code it compiled (it writes it down once
// no new optimized code has come for two seconds), the browser closed,
// and the page loaded again in a browser started on the same profile.
async function returnRuns(runs) {
  const r = { hello: [], game: [] };
  for (let i = 0; i < runs; i++) {
    for (const [name, url] of [["hello", helloURL], ["game", gameURL]]) {
      const profile = mkdtempSync(join(tmpdir(), "morris-bench-"));
      const once = await session(url, profile);
      await new Promise((res) => setTimeout(res, 6000));
      await once.close();
      const again = await session(url, profile);
      r[name].push(again.firstMs);
      log(name, "first picture on return", again.firstMs, "ms; page marks", JSON.stringify(again.marks));
      await again.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  const sum = (a) => ({ returning_first_picture_ms: median(a), returning_first_picture_runs: a });
  return { hello: sum(r.hello), game: sum(r.game) };
}

// languageChange measures a change of language: the settings' list of
// languages open on Automatic (Up twice from the first row reaches the
// Language row, Enter opens its list, Down twice is Deutsch), then Enter,
// which words and lays out the settings afresh in German.
async function languageChange(at) {
  const l = await session(gameURL);
  await click(l.page, at("menu:Settings"));
  await new Promise((r) => setTimeout(r, 2000));
  for (const key of ["ArrowUp", "ArrowUp", "Enter", "ArrowDown", "ArrowDown"]) {
    await l.page.keyboard.press(key);
    await new Promise((r) => setTimeout(r, 300));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const m = await measure(l, 2000, () => l.page.keyboard.press("Enter"));
  await l.close();
  return m;
}

// consoleLines gathers a page's console lines, for waiting on what the
// game says (the puzzles' and lessons' scenes say where they are).
function consoleLines(page) {
  const lines = [];
  page.on("console", (m) => lines.push(m.text()));
  return lines;
}

// waitLine waits until a line of lines matches re: the game's own word,
// never a guessed time.
async function waitLine(lines, re, what) {
  const t0 = Date.now();
  while (!lines.some((l) => re.test(l))) {
    if (Date.now() - t0 > 120_000) throw new Error(`no console line for ${what} in 120 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// learnRuns measures the frames of a turn in a puzzle and of a step of a
// lesson beside those of a placement in play and of the hello world
// clicked, runs times each in turn: the puzzle is the day's (the first
// turn of its solution, wasm/e2e/targets -daily, the reply and the
// praise drawn), the lesson the first (The board: a7, a corner, praised
// and the next step set up). Each from a fresh profile, as the first
// start's offer of the lessons stands on the title there.
async function learnRuns(at, runs) {
  const d = new Date();
  const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  const plan = JSON.parse(execFileSync(targetsCmd, ["-daily", date]).toString());
  const first = plan.solve.filter((st) => st.ply === plan.solve[0].ply);
  log("the daily puzzle", plan.id, "first turn", first.map((st) => st.point).join(" "));
  const r = { hello: { click: [] }, game: { place: [], puzzle: [], lesson: [] } };
  const settle = () => new Promise((res) => setTimeout(res, 1500));
  for (let i = 0; i < runs; i++) {
    {
      const s = await session(helloURL);
      await settle();
      r.hello.click.push(await measure(s, 2000, () => click(s.page, at("point:d6"))));
      await s.close();
    }
    {
      const s = await session(gameURL);
      await click(s.page, at("menu:Two players"));
      await settle();
      r.game.place.push(await measure(s, 2000, () => click(s.page, at("point:d6"))));
      await s.close();
    }
    {
      const s = await session(gameURL);
      const lines = consoleLines(s.page);
      await click(s.page, at("menu:Puzzles"));
      await settle();
      await click(s.page, at("puzzles:daily"));
      await waitLine(lines, new RegExp(`^puzzles: ${plan.id} to play at ply ${first[0].ply}$`), "the daily puzzle");
      await settle();
      r.game.puzzle.push(await measure(s, 4000, async () => {
        for (const st of first) await click(s.page, at(`point:${st.point}`));
      }));
      await s.close();
    }
    {
      const s = await session(gameURL);
      const lines = consoleLines(s.page);
      await click(s.page, at("menu:Learn to play"));
      await settle();
      await click(s.page, at("lessons:board"));
      await waitLine(lines, /^lessons: board step 1 to play$/, "the first lesson");
      await settle();
      r.game.lesson.push(await measure(s, 2000, () => click(s.page, at("point:a7"))));
      if (!lines.includes("lessons: board step 1 right")) throw new Error("the lesson did not take a7");
      await s.close();
    }
    log("run", i, JSON.stringify(r.hello.click[i]), JSON.stringify(r.game.place[i]), JSON.stringify(r.game.puzzle[i]), JSON.stringify(r.game.lesson[i]));
  }
  return r;
}

// merge puts the figures of b's programs beside a's.
const merge = (a, b) => ({ hello: { ...a.hello, ...b.hello }, game: { ...a.game, ...b.game } });

let result = {};
try {
  const runs = Number(process.env.BENCH_FIRST_RUNS || 0);
  if (process.env.BENCH_LEARN_RUNS) {
    result = await learnRuns(targets(), Number(process.env.BENCH_LEARN_RUNS));
  } else if (process.env.BENCH_LANGUAGE_RUNS) {
    // Only the change of language, beside the hello world clicked, the
    // given number of times each.
    const at = targets();
    result = { hello: { click: [] }, game: { language: [] } };
    for (let i = 0; i < Number(process.env.BENCH_LANGUAGE_RUNS); i++) {
      const s = await session(helloURL);
      await new Promise((r) => setTimeout(r, 1000));
      result.hello.click.push(await measure(s, 2000, () => click(s.page, at("point:d6"))));
      await s.close();
      result.game.language.push(await languageChange(at));
      log("run", i, JSON.stringify(result.hello.click[i]), JSON.stringify(result.game.language[i]));
    }
  } else if (runs > 0) {
    result = merge(await firstRuns(runs), await returnRuns(runs));
  } else {
    const firsts = merge(await firstRuns(5), await returnRuns(3));
    const at = targets();
    const m = at("menu:History");
    {
      const s = await session(helloURL);
      await s.page.mouse.move(5, 5);
      await new Promise((r) => setTimeout(r, 1000));
      result.hello = { ...firsts.hello, steady: await measure(s, 4000) };
      result.hello.pointer = await measure(s, 3000, () => sweep(s.page, m));
      await s.page.mouse.move(5, 5);
      await new Promise((r) => setTimeout(r, 1000));
      result.hello.click = await measure(s, 2000, () => click(s.page, at("point:d6")));
      log("hello", JSON.stringify(result.hello));
      await s.close();
    }
    {
      const s = await session(gameURL);
      const g = { ...firsts.game };
      await s.page.mouse.move(5, 5);
      await new Promise((r) => setTimeout(r, 2000));
      // The title left alone: two turns of its history (one every 10.4 s).
      g.idle = await measure(s, 21000);
      if (at("title:card")) g.card = await measure(s, 5000, () => click(s.page, at("title:card")));
      g.pointer = await measure(s, 3000, () => sweep(s.page, m));
      await s.page.mouse.move(5, 5);
      await new Promise((r) => setTimeout(r, 1000));
      g.crossfade = await measure(s, 2000, () => click(s.page, m));
      await s.page.mouse.move(W / 2, H / 2);
      g.scroll = await measure(s, 3000, async () => {
        const t0 = Date.now();
        for (let i = 0; i < 12 && Date.now() - t0 < 3000; i++) {
          await s.page.mouse.wheel(0, 120);
          await new Promise((r) => setTimeout(r, 150));
        }
      });
      await s.page.keyboard.press("Escape");
      await new Promise((r) => setTimeout(r, 2000));
      await click(s.page, at("menu:Two players"));
      await new Promise((r) => setTimeout(r, 2000));
      g.place = await measure(s, 2000, () => click(s.page, at("point:d6")));
      const { metrics } = await s.cdp.send("Performance.getMetrics");
      g.js_heap_mb = Math.round(metrics.find((x) => x.name === "JSHeapTotalSize").value / 1048576);
      g.wasm_memory_mb = await s.page.evaluate(() => {
        const mem = window.morrisInstance ? window.morrisInstance.exports.mem : null;
        return mem ? Math.round(mem.buffer.byteLength / 1048576) : null;
      });
      await s.close();
      // Slides: the computer plays itself (?autoplay=1); from the console
      // line that says its first slide starts, 8 s of its moves.
      const a = await session(gameURL + "?autoplay=1");
      const moving = a.page.waitForEvent("console", { predicate: (m) => m.text().includes("phase=moving"), timeout: 600_000 });
      await moving;
      g.slide = await measure(a, 8000);
      await a.close();
      // Memory: ten games in a row on a clock ten times faster, the JS
      // heap in use and the WebAssembly's memory after games 1, 2 and 10.
      const ten = await session(gameURL + "?autoplay=10&speed=10");
      g.memory = {};
      await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("ten games took over 15 minutes")), 900_000);
        ten.page.on("console", async (msg) => {
          const over = /^autoplay game=(\d+) over/.exec(msg.text());
          if (!over || ![1, 2, 10].includes(Number(over[1]))) return;
          const { metrics } = await ten.cdp.send("Performance.getMetrics");
          const wasm = await ten.page.evaluate(() => window.morrisInstance.exports.mem.buffer.byteLength);
          g.memory[`game${over[1]}`] = {
            js_heap_used_mb: Math.round(metrics.find((x) => x.name === "JSHeapUsedSize").value / 1048576),
            wasm_memory_mb: Math.round(wasm / 1048576),
          };
          if (over[1] === "10") {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      await ten.close();
      g.language = await languageChange(at);
      result.game = g;
      log("game", JSON.stringify(g));
    }
  }
} catch (e) {
  console.error("bench-browser: FAIL:", e);
  process.exit(1);
}
writeFileSync(join(out, "browser.json"), JSON.stringify(result, null, 2) + "\n");
