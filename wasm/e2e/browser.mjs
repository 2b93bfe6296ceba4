// The browser build of the game, driven in the machine's own headless
// Chromium through playwright-core: the same path as the native test (title
// → Two players → a few placements, a mill and a removal), on a desktop
// window with the mouse and on a phone-sized one with touch, plus the
// history page. It waits on what the game says and saves (its console line
// and its localStorage record), never on wall-clock guesses, measures the
// time to the first frame, and fails if any request leaves 127.0.0.1.
//
//   node e2e/browser.mjs URL OUT-DIR TARGETS-COMMAND
//
// scripts/e2e-browser.sh starts the server and runs it (make e2e).
import { chromium } from "playwright-core";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [url, outDir, targetsCmd] = process.argv.slice(2);
if (!url || !outDir || !targetsCmd) {
  console.error("usage: node e2e/browser.mjs URL OUT-DIR TARGETS-COMMAND");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];
const SAVE_KEY = "morris/game.pgn";

const log = (...a) => console.log("e2e-browser:", ...a);
class Failure extends Error {}
const fail = (msg) => { throw new Failure(msg); };

// targets asks the game's own layout where things are on a screen of the
// page's size, in device pixels, and returns them in CSS pixels.
function targets(w, h, dpr) {
  const json = execFileSync(targetsCmd, [
    "-w", String(Math.round(w * dpr)), "-h", String(Math.round(h * dpr)),
    "-scale", String(dpr), "-browser",
  ]).toString();
  const t = JSON.parse(json);
  const at = (name) => {
    if (!t[name]) fail(`no target ${name}`);
    return { x: t[name][0] / dpr, y: t[name][1] / dpr };
  };
  return at;
}

// session opens a fresh browser profile with one page on the game and
// records every request it makes.
async function session(name, viewport, opts = {}) {
  const profile = mkdtempSync(join(tmpdir(), "morris-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, args: ARGS, headless: true,
    viewport, deviceScaleFactor: opts.dpr || 1, hasTouch: !!opts.touch, isMobile: !!opts.touch,
  });
  const page = context.pages()[0] || (await context.newPage());
  const requests = [];
  const consoleLines = [];
  page.on("request", (r) => requests.push(r.url()));
  page.on("console", (m) => consoleLines.push(m.text()));
  page.on("pageerror", (e) => consoleLines.push("pageerror: " + e.message));
  const cdp = await context.newCDPSession(page);
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { name, context, page, requests, consoleLines, cdp, close, dpr: opts.dpr || 1 };
}

// frames waits for n frames of the page: the pace of this browser here,
// whatever it is, rather than a number of milliseconds.
async function frames(page, n) {
  await page.evaluate((n) => new Promise((done) => {
    let left = n;
    const step = () => (--left <= 0 ? done() : requestAnimationFrame(step));
    requestAnimationFrame(step);
  }), n);
}

// frameRate counts the page's frames over a stretch of time.
async function frameRate(page, ms) {
  return page.evaluate((ms) => new Promise((done) => {
    let n = 0;
    const t0 = performance.now();
    const step = (t) => {
      n++;
      if (t - t0 < ms) requestAnimationFrame(step);
      else done((1000 * n) / (t - t0));
    };
    requestAnimationFrame(step);
  }), ms);
}

// A press held for a few frames: the game reads the pointer once a tick,
// so a press and release inside one frame could go unseen.
async function click(s, p) {
  await s.page.mouse.move(p.x, p.y);
  await frames(s.page, 2);
  await s.page.mouse.down();
  await frames(s.page, 3);
  await s.page.mouse.up();
  await frames(s.page, 2);
}

async function tap(s, p) {
  const pt = [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await s.cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: pt });
  await frames(s.page, 3);
  await s.cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await frames(s.page, 2);
}

// swipe drags a finger from one point to another over a few frames.
async function swipe(s, from, to, steps = 8) {
  const at = (f) => [{ x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f, id: 1 }];
  await s.cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0) });
  await frames(s.page, 2);
  for (let i = 1; i <= steps; i++) {
    await s.cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(i / steps) });
    await frames(s.page, 1);
  }
  await s.cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

async function record(page) {
  return page.evaluate((k) => localStorage.getItem(k) || "", SAVE_KEY);
}

// play presses a point until the game's saved record shows the move: the
// game saves after every move, so the record is the game's own word that
// it took the press.
async function play(s, press, at, point, expect) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    await press(s, at(`point:${point}`));
    for (let i = 0; i < 40; i++) {
      const moves = (await record(s.page)).split("\n").filter((l) => !l.startsWith("[")).join(" ");
      if (expect.test(moves)) return moves;
      await frames(s.page, 2);
    }
    log(`${s.name}: no sign of ${point} in the record; pressing again`);
  }
  fail(`${s.name}: the game did not take ${point}; record: ${await record(s.page)}`);
}

// open loads the page and waits for the game's first frame, and reports
// how long that took.
async function open(s) {
  const t0 = Date.now();
  const first = s.page.waitForEvent("console", {
    predicate: (m) => m.text().includes("morris: first frame"),
    timeout: 180_000,
  });
  await s.page.goto(url, { waitUntil: "load", timeout: 120_000 });
  await first;
  const ms = Date.now() - t0;
  const nav = await s.page.evaluate(() => {
    const e = performance.getEntriesByType("resource").find((r) => r.name.endsWith("morris.wasm"));
    return e ? { wasmMs: Math.round(e.responseEnd - e.startTime), wasmBytes: e.transferSize } : {};
  });
  log(`${s.name}: first frame after ${ms} ms`);
  return { ms, ...nav };
}

async function shot(s, name) {
  const file = join(outDir, `${name}.png`);
  await s.page.screenshot({ path: file });
  log(`screenshot ${file}`);
}

function checkRequests(s) {
  const away = s.requests.filter((u) => {
    if (u.startsWith("data:") || u.startsWith("blob:")) return false;
    try {
      return new URL(u).hostname !== "127.0.0.1";
    } catch {
      return true;
    }
  });
  if (away.length) fail(`${s.name}: requests left 127.0.0.1: ${away.join(", ")}`);
  log(`${s.name}: ${s.requests.length} requests, all to 127.0.0.1`);
}

const MILL = [
  ["a1", /(^|[ .])a1( |$)/], ["b2", /(^|[ .])b2( |$)/], ["a4", /(^|[ .])a4( |$)/],
  ["b4", /(^|[ .])b4( |$)/], ["a7", /(^|[ .])a7/], ["b2", /a7xb2/], ["d2", /(^|[ .])d2( |$)/],
];

async function desktop() {
  const s = await session("desktop", { width: 1280, height: 800 });
  try {
    const first = await open(s);
    // The page's own pace when nothing is asked of it: the measure for
    // everything timed here.
    await frames(s.page, 5);
    const idleFps = await frameRate(s.page, 2000);
    log(`desktop: the idle page runs at ${idleFps.toFixed(1)} frames/s`);
    await shot(s, "title");
    const at = targets(1280, 800, 1);

    // The timeline steps when its card is clicked.
    await click(s, at("menu:History"));
    await frames(s.page, 20);
    await s.page.mouse.wheel(0, 400);
    await frames(s.page, 20);
    await shot(s, "history");
    await s.page.keyboard.press("Escape");
    await frames(s.page, 20);

    await click(s, at("menu:Two players"));
    await frames(s.page, 10);
    let moves = "";
    for (const [p, re] of MILL) moves = await play(s, click, at, p, re);
    log(`desktop: the record holds ${moves.trim()}`);
    await frames(s.page, 20);
    await shot(s, "play");
    const errors = s.consoleLines.filter((l) => /panic|pageerror|fatal error/i.test(l));
    if (errors.length) fail(`desktop: errors on the console: ${errors.join(" | ")}`);
    checkRequests(s);
    return { firstFrameMs: first.ms, wasmMs: first.wasmMs, wasmTransfer: first.wasmBytes, idleFps };
  } finally {
    await s.close();
  }
}

async function phone() {
  const dpr = 2;
  const s = await session("phone", { width: 430, height: 930 }, { touch: true, dpr });
  try {
    const first = await open(s);
    await frames(s.page, 5);
    await shot(s, "phone-title");
    const at = targets(430, 930, dpr);
    await tap(s, at("menu:History"));
    await frames(s.page, 15);
    await swipe(s, { x: 215, y: 760 }, { x: 215, y: 260 });
    await frames(s.page, 25);
    await shot(s, "phone-history");
    await s.page.keyboard.press("Escape");
    await frames(s.page, 15);
    await tap(s, at("menu:Two players"));
    await frames(s.page, 10);
    let moves = "";
    for (const [p, re] of MILL) moves = await play(s, tap, at, p, re);
    log(`phone: the record holds ${moves.trim()}`);
    await frames(s.page, 15);
    await shot(s, "phone-play");
    checkRequests(s);
    return { firstFrameMs: first.ms };
  } finally {
    await s.close();
  }
}

try {
  const d = await desktop();
  const p = await phone();
  const figures = {
    first_frame_ms: d.firstFrameMs,
    wasm_download_ms: d.wasmMs,
    idle_fps: Number(d.idleFps.toFixed(1)),
    first_frame_in_idle_frames: Math.round((d.firstFrameMs / 1000) * d.idleFps),
    phone_first_frame_ms: p.firstFrameMs,
  };
  writeFileSync(join(outDir, "figures.json"), JSON.stringify(figures, null, 2) + "\n");
  log("figures", JSON.stringify(figures));
  log("ok");
} catch (e) {
  console.error("e2e-browser: FAIL:", e instanceof Failure ? e.message : e);
  process.exit(1);
}
