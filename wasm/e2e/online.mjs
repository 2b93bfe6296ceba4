// Online rooms end to end (issue 27): the game's server (cmd server, as
// make server runs it, on a free port of 127.0.0.1 with a fresh data
// folder) and two players clicking as people would, in two parts:
//
//   - two headless Chromium pages, each its own browser context: the host
//     opens a room from the title's "Play a friend online", the guest
//     opens the invite link the host's page shows;
//   - a page as host and the native game (under the Xvfb of
//     scripts/e2e-online.sh, clicked with xdotool) as guest, started
//     with -join and the invite link.
//
// Each part plays a whole game to its real end: eighteen placements
// without a mill after which White cannot move (Black wins, "blocked").
// After eight turns the server is killed (SIGKILL); the side to move
// plays its turn while the server is down, then the server starts again
// on the same data folder and port: both players must reconnect on their
// own and the game go on from the last turn the server acknowledged,
// the turn played meanwhile sent again and taken. At the end both
// players show the same result at the same turn, and both save the
// record (the page's download, the native game's file), which must hold
// the eighteen turns and the result.
//
// The players are waited on by what the scene says (scenes/online's
// announce: console lines in the browser, stdout natively), never on
// wall-clock guesses; every wait is bounded.
//
//   node e2e/online.mjs SERVER-BIN WEB-DIR OUT-DIR TARGETS-COMMAND [GAME-BIN]
//
// Without GAME-BIN (or with E2E_ONLY=online-browser) the native part is
// left out; E2E_TRACE=1 logs each turn's waits. Writes figures.json and screenshots to OUT-DIR; the server's
// process id is kept in OUT-DIR/server.pid for the script's cleanup.
import { chromium } from "playwright-core";
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [serverBin, webDir, outDir, targetsCmd, gameBin] = process.argv.slice(2);
if (!serverBin || !webDir || !outDir || !targetsCmd) {
  console.error("usage: node e2e/online.mjs SERVER-BIN WEB-DIR OUT-DIR TARGETS-COMMAND [GAME-BIN]");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
];

const log = (...a) => console.log("e2e-online:", ...a);
class Failure extends Error {}
const fail = (msg) => { throw new Failure(msg); };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// GAME is a whole game in eighteen turns, none closing a mill, after
// which White has no move: Black wins by "blocked" (checked against the
// rules by the result both players must show).
const GAME = ["b2", "e5", "b6", "d3", "c4", "g7", "c3", "g1", "d1", "c5", "a1", "d6", "d2", "f2", "d5", "a7", "a4", "b4"];
const RESULT = "0-1 blocked";
// RESTART_AT is the number of turns after which the server is killed.
const RESTART_AT = 8;

// ---- the server ----

const serverLog = join(outDir, "server.log");
writeFileSync(serverLog, "");

// startServer runs the server binary as make server does, and waits for
// the address it serves on.
async function startServer(data, addr) {
  const proc = spawn(serverBin, ["-web", webDir, "-data", data, "-addr", addr], { stdio: ["ignore", "pipe", "pipe"] });
  writeFileSync(join(outDir, "server.pid"), String(proc.pid));
  let out = "";
  const exited = new Promise((r) => proc.once("exit", (code, sig) => r(`${code ?? sig}`)));
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Failure(`the server did not start in 60 s: ${out}`)), 60_000);
    const take = (b) => {
      const s = b.toString();
      out += s;
      appendFileSync(serverLog, s);
      const m = out.match(/serving on (http:\/\/127\.0\.0\.1:\d+)\//);
      if (m) { clearTimeout(timer); resolve(m[1]); }
    };
    proc.stdout.on("data", take);
    proc.stderr.on("data", take);
    exited.then((how) => { clearTimeout(timer); reject(new Failure(`the server exited (${how}) before serving: ${out}`)); });
  });
  return { proc, url, exited };
}

async function killServer(s) {
  s.proc.kill("SIGKILL");
  await s.exited;
}

// ---- players ----

function targets(w, h, browser) {
  const args = ["-w", String(w), "-h", String(h), "-scale", "1"];
  if (browser) args.push("-browser");
  const t = JSON.parse(execFileSync(targetsCmd, args).toString());
  return (name) => {
    if (!t[name]) fail(`no target ${name}`);
    return { x: t[name][0], y: t[name][1] };
  };
}

// A player is a page or the native game: its lines (what the scene said)
// and when each came, a click on a named target, and a picture.
async function pagePlayer(browser, name, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const page = await context.newPage();
  const lines = [], times = [];
  const requests = [];
  const said = (l) => { lines.push(l); times.push(Date.now()); };
  page.on("console", (m) => said(m.text()));
  page.on("pageerror", (e) => said("pageerror: " + e.message));
  page.on("request", (r) => requests.push(r.url()));
  const at = targets(1280, 800, true);
  const frames = (n) => page.evaluate((n) => new Promise((done) => {
    let left = n;
    const step = () => (--left <= 0 ? done() : requestAnimationFrame(step));
    requestAnimationFrame(step);
  }), n);
  const p = {
    name, lines, times, page, context, requests,
    // A press held for a few frames: the game reads the pointer once a
    // tick.
    async click(target) {
      const { x, y } = at(target);
      await page.mouse.move(x, y);
      await frames(2);
      await page.mouse.down();
      await frames(3);
      await page.mouse.up();
      await frames(2);
    },
    async shot(file) {
      await page.screenshot({ path: join(outDir, `${file}.png`) });
    },
    // open loads the page and waits for the game's first word: the
    // title's first frame, or an invite's online scene.
    async open(to) {
      const t0 = Date.now();
      const first = page.waitForEvent("console", { predicate: (m) => /^(morris: first frame|online: )/.test(m.text()), timeout: 180_000 });
      await page.goto(to, { waitUntil: "load", timeout: 120_000 });
      await first;
      log(`${name}: the game started after ${Date.now() - t0} ms`);
    },
    // save presses Save on the finished game's board and returns the
    // record the page downloaded.
    async save() {
      const dl = page.waitForEvent("download", { timeout: 30_000 });
      await p.click("online:over:save");
      const file = await (await dl).path();
      return readFileSync(file, "utf8");
    },
    close: () => { live.delete(p); return context.close(); },
    alive: () => true,
    stderr: () => "",
  };
  live.add(p);
  if (url) await p.open(url);
  return p;
}

// nativePlayer runs the native game in a fresh home with args, on the
// Xvfb display the script started, and finds its window.
async function nativePlayer(name, args) {
  const run = mkdtempSync(join(tmpdir(), "morris-online-"));
  const home = join(run, "home"), config = join(run, "config");
  mkdirSync(home);
  mkdirSync(config);
  const proc = spawn(gameBin, ["-width", "1200", "-height", "780", ...args], {
    cwd: run,
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: config, MORRIS_ANNOUNCE: "1", LC_ALL: "", LC_MESSAGES: "", LANG: "C.UTF-8", EBITENGINE_SCREENSHOT_KEY: "p" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  writeFileSync(join(outDir, "native.pid"), String(proc.pid));
  const lines = [], times = [];
  let stderr = "", partial = "", exited = null;
  proc.stdout.on("data", (b) => {
    const parts = (partial + b.toString()).split("\n");
    partial = parts.pop();
    for (const l of parts) {
      lines.push(l);
      times.push(Date.now());
    }
  });
  proc.stderr.on("data", (b) => { stderr += b.toString(); });
  proc.once("exit", (code, sig) => { exited = `${code ?? sig}`; });
  const xdo = (...a) => execFileSync("xdotool", a.map(String)).toString().trim();
  let wid = "";
  for (let i = 0; i < 300 && !wid; i++) {
    if (exited !== null) fail(`${name}: the game exited (${exited}) before its window opened: ${stderr}`);
    try { wid = xdo("search", "--pid", proc.pid, "--onlyvisible", "--name", ".").split("\n")[0]; } catch { wid = ""; }
    if (!wid) await sleep(100);
  }
  if (!wid) fail(`${name}: no window after 30 s`);
  const geo = Object.fromEntries(xdo("getwindowgeometry", "--shell", wid).split("\n").map((l) => l.split("=")));
  const at = targets(Number(geo.WIDTH), Number(geo.HEIGHT), false);
  log(`${name}: window ${wid} ${geo.WIDTH}x${geo.HEIGHT}, pid ${proc.pid}`);
  const p = {
    name, lines, times,
    // press and release with a pause between: the game reads the
    // button once a tick.
    async click(target) {
      const { x, y } = at(target);
      xdo("mousemove", "--window", wid, Math.round(x), Math.round(y), "sleep", "0.05", "mousedown", "1", "sleep", "0.12", "mouseup", "1");
    },
    async shot(file) {
      const before = new Set(readdirSync(run).filter((f) => f.startsWith("screenshot_")));
      xdo("keydown", "--window", wid, "p", "sleep", "0.12", "keyup", "--window", wid, "p");
      for (let i = 0; i < 100; i++) {
        const f = readdirSync(run).find((f) => f.startsWith("screenshot_") && !before.has(f));
        if (f && stderr.includes(`Saved screenshot: ${f}`)) {
          writeFileSync(join(outDir, `${file}.png`), readFileSync(join(run, f)));
          return;
        }
        await sleep(100);
      }
      log(`${name}: no screenshot for ${file}`);
    },
    // save presses Save and returns the record the game wrote in the
    // records folder (under its home).
    async save() {
      const pgns = () => execFileSync("find", [home, "-name", "*.pgn"]).toString().split("\n").filter(Boolean);
      const before = new Set(pgns());
      await p.click("online:over:save");
      for (let i = 0; i < 100; i++) {
        const f = pgns().find((f) => !before.has(f));
        if (f) {
          await sleep(200);
          return readFileSync(f, "utf8");
        }
        await sleep(100);
      }
      fail(`${name}: Save wrote no record under ${home}`);
    },
    async close() {
      live.delete(p);
      if (exited === null) proc.kill("SIGTERM");
      for (let i = 0; i < 50 && exited === null; i++) await sleep(100);
      if (exited === null) proc.kill("SIGKILL");
      writeFileSync(join(outDir, `${name}.stderr.log`), stderr);
      writeFileSync(join(outDir, `${name}.stdout.log`), lines.join("\n") + "\n");
      rmSync(run, { recursive: true, force: true });
    },
    alive: () => exited === null,
    stderr: () => stderr,
  };
  live.add(p);
  return p;
}

// waitLine waits for a line of p matching re, said since line from, and
// returns its index.
async function waitLine(p, re, from, what, ms = 30_000) {
  const t0 = Date.now();
  for (;;) {
    const k = p.lines.findIndex((l, j) => j >= from && re.test(l));
    if (k >= 0) return k;
    const errors = p.lines.filter((l) => /panic|pageerror|fatal error/i.test(l));
    if (errors.length) fail(`${p.name}: errors while waiting for ${what}: ${errors.join(" | ")}`);
    if (!p.alive()) fail(`${p.name}: the game exited while waiting for ${what}: ${p.stderr()}`);
    if (Date.now() - t0 > ms) fail(`${p.name}: no ${what} after ${ms} ms; its last lines: ${p.lines.slice(-8).join(" | ")}`);
    await sleep(20);
  }
}

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// lastTurn is the last thing p said about the game ("white to play at
// ply 3"), without the "online: " before it.
function lastTurn(p) {
  for (let j = p.lines.length - 1; j >= 0; j--) {
    const m = p.lines[j].match(/^online: ((white|black) (to play|sent|waiting|over .*) at ply \d+)$/);
    if (m) return m[1];
  }
  return "";
}

// turn plays GAME[i] on p, whose turn it is: it waits for p's "to play
// at ply i", clicks the point and waits until p has played it ("sent",
// or already confirmed), clicking again if the press went unseen.
async function turn(p, color, i, point) {
  const t0 = Date.now();
  await waitLine(p, new RegExp(`^online: ${color} to play at ply ${i}$`), 0, `its turn at ply ${i}`);
  const t1 = Date.now();
  for (let attempt = 1; attempt <= 3; attempt++) {
    const mark = p.lines.length;
    await p.click(`online:play:point:${point}`);
    try {
      await waitLine(p, new RegExp(`^online: ${color} (sent at ply ${i}|waiting at ply ${i + 1}|over .* at ply ${i + 1})$`), mark, `${point} played`, 5_000);
      if (process.env.E2E_TRACE) log(`${p.name}: ${point}: its turn after ${t1 - t0} ms, played ${Date.now() - t1} ms after`);
      return;
    } catch (e) {
      if (!(e instanceof Failure) || attempt === 3) throw e;
      log(`${p.name}: no sign of ${point} after 5 s (${lastTurn(p)}); clicking again`);
    }
  }
}

// match plays a whole game between host and guest through the server,
// restarting it after RESTART_AT turns; returns the figures.
async function match(label, host, guestOf, data) {
  const t0 = Date.now();
  // The host opens a room (untimed, the menu's first choice).
  let mark = host.lines.length;
  for (let attempt = 0; ; attempt++) {
    await host.click("menu:Play a friend online");
    try {
      await waitLine(host, /^online: menu$/, mark, "the online menu", 5_000);
      break;
    } catch (e) {
      if (attempt >= 2) throw e;
    }
  }
  await host.click("online:create");
  const k = await waitLine(host, /^online: invite /, mark, "the invite link");
  const invite = host.lines[k].slice("online: invite ".length);
  log(`${label}: the host opened a room: ${invite.replace(/(join=)[^&]*/, "$1…")}`);
  const guest = await guestOf(invite);
  const start = /^online: (white|black) (to play|waiting) at ply 0$/;
  const hk = await waitLine(host, start, mark, "the game's start");
  const gk = await waitLine(guest, start, 0, "the game's start");
  const hostColor = host.lines[hk].split(" ")[1], guestColor = guest.lines[gk].split(" ")[1];
  if (hostColor === guestColor) fail(`${label}: both players are ${hostColor}`);
  log(`${label}: the game starts after ${Date.now() - t0} ms; the host plays ${hostColor}, the guest ${guestColor}`);
  const by = { [hostColor]: host, [guestColor]: guest };
  const figures = { reconnect_ms: {} };
  const tPlay = Date.now();
  for (let i = 0; i < GAME.length; i++) {
    const color = i % 2 === 0 ? "white" : "black";
    const p = by[color];
    if (i === RESTART_AT) {
      // Both have seen the turns so far acknowledged.
      for (const q of [host, guest]) await waitLine(q, new RegExp(`^online: \\w+ (to play|waiting) at ply ${i}$`), 0, `ply ${i}`);
      await host.shot(`${label}-before-restart-host`);
      const marks = [host.lines.length, guest.lines.length];
      const tKill = Date.now();
      await killServer(server);
      log(`${label}: server killed (SIGKILL) after ${i} turns`);
      await waitLine(host, /^online: disconnected$/, marks[0], "the connection lost", 60_000);
      await waitLine(guest, /^online: disconnected$/, marks[1], "the connection lost", 60_000);
      const tLost = Date.now();
      // The side to move plays while the server is down: the turn waits
      // in the client until the server takes it.
      await turn(p, color, i, GAME[i]);
      log(`${label}: both saw the connection lost after ${tLost - tKill} ms; ${color} played ${GAME[i]} while the server was down`);
      const tStart = Date.now();
      server = await startServer(data, server.url.replace("http://", ""));
      const tUp = Date.now();
      figures.server_down_ms = tUp - tKill;
      figures.server_start_ms = tUp - tStart;
      log(`${label}: server started again on the same port and data folder: serving ${figures.server_start_ms} ms after its start, ${figures.server_down_ms} ms after the kill`);
      for (const [q, m] of [[host, marks[0]], [guest, marks[1]]]) {
        const k = await waitLine(q, /^online: connected$/, m, "the connection back", 90_000);
        const ms = q.times[k] - tUp;
        figures.reconnect_ms[q === host ? "host" : "guest"] = ms;
        log(`${label}: ${q.name} connected again ${ms} ms after the server was up`);
      }
      // The turn played while down is now the server's.
      for (const q of [host, guest]) {
        await waitLine(q, new RegExp(`^online: \\w+ (to play|waiting) at ply ${i + 1}$`), 0, `ply ${i + 1} after the restart`, 60_000);
      }
      figures.restart_to_turn_ms = Date.now() - tUp;
      log(`${label}: ${GAME[i]} acknowledged on both sides ${figures.restart_to_turn_ms} ms after the server was up`);
      continue;
    }
    await turn(p, color, i, GAME[i]);
  }
  const over = new RegExp(`^online: (white|black) over ${esc(RESULT)} at ply ${GAME.length}$`);
  await waitLine(host, over, 0, "the end of the game");
  await waitLine(guest, over, 0, "the end of the game");
  figures.turns = GAME.length;
  figures.play_ms = Date.now() - tPlay;
  log(`${label}: both show ${RESULT} after ${GAME.length} turns, ${figures.play_ms} ms of play`);
  await sleep(500);
  await host.shot(`${label}-over-host`);
  await guest.shot(`${label}-over-guest`);
  // Both save the record; the two must hold the same turns and result.
  const moves = (pgn) => pgn.split("\n").filter((l) => !l.startsWith("[")).join(" ").replace(/\s+/g, " ").trim();
  const records = [];
  for (const q of [host, guest]) {
    const pgn = await q.save();
    if (!/\[Result "0-1"\]/.test(pgn)) fail(`${label}: ${q.name}'s record has not the result 0-1: ${pgn}`);
    const text = moves(pgn);
    for (const pt of GAME) if (!new RegExp(`(^|[ .])${pt}( |$)`).test(text)) fail(`${label}: ${q.name}'s record lacks ${pt}: ${text}`);
    records.push(text);
  }
  if (records[0] !== records[1]) fail(`${label}: the two records differ:\n${records[0]}\n${records[1]}`);
  log(`${label}: both saved the same record: ${records[0]}`);
  figures.total_ms = Date.now() - t0;
  return { figures, guest };
}

function checkPage(p) {
  const errors = p.lines.filter((l) => /panic|pageerror|fatal error/i.test(l));
  if (errors.length) fail(`${p.name}: errors on the console: ${errors.join(" | ")}`);
  const away = p.requests.filter((u) => {
    if (u.startsWith("data:") || u.startsWith("blob:")) return false;
    try { return new URL(u).hostname !== "127.0.0.1"; } catch { return true; }
  });
  if (away.length) fail(`${p.name}: requests left 127.0.0.1: ${away.join(", ")}`);
}

let server = null;
const cleanup = [];
// live are the players open now, pictured if the test fails.
const live = new Set();
const data = mkdtempSync(join(tmpdir(), "morris-online-data-"));
const figures = {};
try {
  const t0 = Date.now();
  server = await startServer(data, "127.0.0.1:0");
  log(`server on ${server.url}, data in ${data}, up after ${Date.now() - t0} ms`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  cleanup.push(() => browser.close());

  // Two pages.
  const host = await pagePlayer(browser, "host page", server.url + "/");
  const bb = await match("browsers", host, (invite) => pagePlayer(browser, "guest page", invite), data);
  checkPage(host);
  checkPage(bb.guest);
  figures.browsers = bb.figures;
  await host.close();
  await bb.guest.close();

  if (gameBin && process.env.E2E_ONLY !== "online-browser") {
    // A page and the native game.
    const host2 = await pagePlayer(browser, "host page (native part)", server.url + "/");
    let native = null;
    cleanup.push(() => native && native.close());
    const bn = await match("native", host2, async (invite) => {
      native = await nativePlayer("native", ["-join", invite]);
      return native;
    }, data);
    checkPage(host2);
    figures.native = bn.figures;
    await host2.close();
    await native.close();
    native = null;
  }
  writeFileSync(join(outDir, "figures.json"), JSON.stringify(figures, null, 2) + "\n");
  log("figures", JSON.stringify(figures));
  log(`ok after ${Date.now() - t0} ms`);
} catch (e) {
  console.error("e2e-online: FAIL:", e instanceof Failure ? e.message : e);
  process.exitCode = 1;
  for (const p of live) {
    try {
      await p.shot(`fail-${p.name.replace(/\W+/g, "-")}`);
      writeFileSync(join(outDir, `fail-${p.name.replace(/\W+/g, "-")}.lines.txt`), p.lines.join("\n") + "\n");
    } catch { /* the picture is a help, not the test */ }
  }
} finally {
  for (const f of cleanup.reverse()) {
    try { await f(); } catch { /* going anyway */ }
  }
  if (server) await killServer(server);
  rmSync(data, { recursive: true, force: true });
}
