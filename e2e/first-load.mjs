// A first visit, measured (issue 15): the release build (../dist, or $E2E_DIST) next to the
// reference Yew page (../reference/dist, or $REF_DIST), both built in the same run
// (scripts/first-load.sh or scripts/bench.sh). Prints the table with the goals.
//
// How:
// - Headless Chromium (Debian's, $CHROMIUM), one browser for the whole run; every load in a
//   fresh browser context (empty HTTP cache, no storage) with service workers blocked, on a
//   phone profile: 412x915 CSS px, deviceScaleFactor 2, isMobile, hasTouch.
// - Throttling, applied the same to every load of both pages through the page's DevTools
//   session before it navigates: Network.emulateNetworkConditions with Lighthouse 12's
//   "slow 4G" in its DevTools form (562.5 ms request latency, 1474.56 kbit/s down, 675 kbit/s
//   up: mobileSlow4G's 150 ms RTT x 3.75 and 1.6 Mbit/s x 0.9), and
//   Emulation.setCPUThrottlingRate 4 (the main thread 4x slower; Chromium does not slow its
//   background compile threads). THROTTLE=0 turns both off (a quick check, not the figures).
// - Served gzip-encoded like a real static host: a small server in this file compresses every
//   text file and the wasm with gzip -9 once at start (zlib level 9, as scripts/sizes.sh),
//   serves images as they are, and sends Cache-Control: no-cache.
// - Bytes until a page shows: the sum of CDP Network.loadingFinished encodedDataLength (the
//   bytes on the wire: gzip body plus HTTP headers) of the requests that had finished when
//   its heading was painted; "finished" is read in the page at that moment, as the
//   navigation and resource-timing entries present then (an entry is added when its response
//   ends), matched to the CDP requests by URL.
// - Time to a heading: an init script (before any of the page's own) watches the DOM with a
//   MutationObserver; when an <h1> with the expected text is in the document and has a box
//   (getBoundingClientRect non-empty), it waits for the next requestAnimationFrame, the frame
//   that paints it, and records performance.now() there: milliseconds from navigation start.
//   (Element timing would need an attribute in the app's markup; the measure must not
//   change src/.)
// - First click answered: as soon as the home heading is painted, the init script clicks
//   (element.click(), in a task after that frame) the app's Settings link; answered = the
//   frame after the Settings page's <h1> appears, from navigation start.
// - By the end: after its heading (and its click's answer, if any) every load goes on until
//   the network is quiet: no request in flight for QUIET_MS (1 s), counted from the last
//   request's start or end, and not before QUIET_MS after the heading (or the answer);
//   60 s at most. "all bytes by the end" is then every response's encodedDataLength (the
//   favicon's included).
// - The home page's whole visit: a load of its own (paired with a reference load like the
//   others), without the click: the home page's heading is a static copy in index.html,
//   painted before its module arrives, and the Settings click at that paint has the
//   module draw Settings instead of the home page, so the home page's own fetches (none
//   since its tiles' sprite is in the page) would not start in the clicked load. This one
//   waits for the heading,
//   then for a module to have drawn the page (#app loses the copy's data-copy), then
//   for quiet; its figure is "all bytes by the end", against the reference's.
// - Cold deep link: a fresh context opens #/<game>/new directly; bytes and time to that
//   page's heading ("<Game>: new game").
// - Cold join link: a fresh context opens #/join/<code> directly, <code> a host's offer
//   for seat 2 of a table of that game, built here as src/app/net/code.rs packs one (a
//   made-up table, ICE credentials, fingerprint and one LAN host candidate; checked by
//   decoding it back first). Bytes and time to the join page's heading ("Joining <Game
//   title>: seat 2", src/app/net/join.rs's `joining`), which the page draws from the code
//   alone: the guest's WebRTC answer (no host will ever reply) comes after it.
// - Alternation: LOADS rounds (default 9); each round loads the app's home (clicked, then
//   whole), then each deep link and join link, each app load paired with one reference
//   load, the pair's order swapped every round, so machine load hits both alike. One
//   warm-up pair first (not counted). Medians.
// - Service worker precache: the files listed in dist/sw.js (PRECACHE), each at the size this
//   server sends it (gzip -9 for text and wasm, raw for images), summed.
//
// The reference is one page: a heading ("Hello, world") and a button. It has no Settings
// page and no games, so:
// - first click answered: the reference's own first interactive element, its button,
//   clicked the same way as soon as its heading is painted; answered = the frame after the
//   button reads "Pressed 1 times". Same measure (navigation -> a click's answer painted).
// - deep links and join links: a shared link to the reference can only open its one page,
//   so each is compared with the reference's home load (the same pool of reference loads,
//   one load paired with each app load).
//
// Run: cd e2e && node first-load.mjs   (after both release builds; scripts/first-load.sh
// builds them first). Environment: E2E_DIST, REF_DIST, LOADS (rounds, default 9), DEEP (games
// for the deep links, default all five: satsuma,honor,judge,pocket,panda), JOIN (games for
// the join links, default honor, the largest game module), THROTTLE=0, CHROMIUM, JSON=file
// (also write every load's figures there), DEBUG=1 (each load's responses on stderr).
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, DIST, PHONE } from './harness.mjs';
import { joinCode } from './join-code.mjs';
import { sentSize, serve } from './gzip-server.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const REF_DIST = process.env.REF_DIST ? resolve(process.env.REF_DIST) : join(HERE, '..', 'reference', 'dist');
const LOADS = Math.max(1, Number(process.env.LOADS || 9));
const DEEP = (process.env.DEEP ?? 'satsuma,honor,judge,pocket,panda').split(',').filter(Boolean);
const JOIN = (process.env.JOIN ?? 'honor').split(',').filter(Boolean);
const THROTTLE = process.env.THROTTLE !== '0';
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
// Lighthouse 12's mobileSlow4G, DevTools (applied) form; bytes per second for CDP.
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_RATE = 4;
// A load's end: no request in flight for this long (see the header), waited for at most
// QUIET_MAX_MS.
const QUIET_MS = 1000;
const QUIET_MAX_MS = 60_000;

// The goals: the app's figure over the reference's, at most this (issue 15's for the home
// page; issue 35's for deep and join links, 8x; the long-term goal for those is 2.5x).
const GOALS = { homeBytes: 1.3, homeVisit: 1.8, heading: 1.1, click: 1.2, deepBytes: 8, joinBytes: 8 };

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${Math.round(n)} ms`;

// ---------------------------------------------------------------- the probe
// Runs in the page before any of its scripts (see the header). Arguments are plain data:
// heading and answer are regular-expression sources. `drawn`: after the heading, wait until
// a module has drawn the page (#app without the static copy's data-copy, which
// src/app/shell.rs's root() takes away; a page without it counts as drawn).
function probe({ heading, click, answerSelector, answer, drawn }) {
  const r = (window.__firstLoad = {});
  const headingRe = new RegExp(heading);
  const answerRe = answer ? new RegExp(answer) : null;
  const shown = (el) => {
    const b = el.getBoundingClientRect();
    return b.width > 0 && b.height > 0;
  };
  const finished = () => {
    const nav = performance.getEntriesByType('navigation').map((e) => e.name);
    const res = performance.getEntriesByType('resource').map((e) => e.name);
    return nav.concat(res).map((u) => u.split('#')[0]);
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') r.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  const observer = new MutationObserver(check);
  function check() {
    if (r.inDom === undefined) {
      const h = [...document.querySelectorAll('h1')].find((e) => headingRe.test(e.textContent) && shown(e));
      if (!h) return;
      r.inDom = performance.now();
      requestAnimationFrame(() => {
        r.heading = performance.now();
        r.finished = finished();
        if (drawn) {
          r.awaitDrawn = true;
          check();
          return;
        }
        if (!click) {
          r.done = true;
          observer.disconnect();
          return;
        }
        setTimeout(() => {
          r.clickedAt = performance.now();
          document.querySelector(click).click();
        }, 0);
      });
    } else if (r.clickedAt !== undefined && r.answerInDom === undefined) {
      const a = [...document.querySelectorAll(answerSelector)].find((e) => answerRe.test(e.textContent) && shown(e));
      if (!a) return;
      r.answerInDom = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => {
        r.answered = performance.now();
        r.done = true;
      });
    } else if (r.awaitDrawn && !r.done && !document.querySelector('#app[data-copy]')) {
      r.drawn = performance.now(); // at the latest: the first mutation after the module drew
      r.done = true;
      observer.disconnect();
    }
  }
  const options = { childList: true, subtree: true, characterData: true };
  observer.observe(document, drawn ? { ...options, attributes: true, attributeFilter: ['data-copy'] } : options);
}

// ---------------------------------------------------------------- one load
async function load(browser, url, probeArgs) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map(); // requestId -> { url, type, bytes }
    // For the quiet end: the requests not yet ended, and when the last one started or ended.
    const inFlight = new Set();
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!requests.has(e.requestId)) requests.set(e.requestId, { url: e.request.url.split('#')[0], type: e.type, bytes: undefined });
      inFlight.add(e.requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.bytes = e.encodedDataLength;
      inFlight.delete(e.requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', (e) => {
      inFlight.delete(e.requestId);
      lastActivity = Date.now();
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (THROTTLE) {
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    }
    await page.addInitScript(probe, probeArgs);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstLoad?.done === true, null, { timeout: 120_000, polling: 50 });
    // First contentful paint is reported after the frame is presented: wait a little for it.
    await page.waitForFunction(() => window.__firstLoad.fcp !== undefined, null, { timeout: 3000, polling: 50 }).catch(() => {});
    // The whole visit: on until nothing is in flight for QUIET_MS (see the header).
    const done = Date.now();
    let quiet = false;
    while (Date.now() - done < QUIET_MAX_MS) {
      const calm = Date.now() - Math.max(lastActivity, done);
      if (!inFlight.size && calm >= QUIET_MS) {
        quiet = true;
        break;
      }
      await new Promise((wake) => setTimeout(wake, inFlight.size ? 100 : Math.max(20, QUIET_MS - calm)));
    }
    if (!quiet) process.stderr.write(`first-load: ${url} not quiet after ${QUIET_MAX_MS} ms: ${[...inFlight].map((id) => requests.get(id)?.url).join(', ')}\n`);
    const r = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource');
      const wasm = resources.find((e) => e.name.endsWith('.wasm'))?.responseEnd;
      // When the whole visit's last response ended (ms from navigation start).
      const lastEnd = Math.max(performance.getEntriesByType('navigation')[0]?.responseEnd ?? 0, ...resources.map((e) => e.responseEnd));
      return { ...window.__firstLoad, wasm, lastEnd };
    });
    if (process.env.DEBUG) {
      console.error(url.slice(0, 120), 'at heading:', r.finished.map((u) => u.replace(/^.*\//, '')).join(' '));
      console.error('  by the end:', [...requests.values()].map((q) => `${q.url.replace(/^.*\//, '') || '/'} (${q.type}) ${q.bytes ?? 'unfinished'}`).join(', '));
    }
    // Bytes of the requests finished when the heading was painted (see the header).
    const finished = new Set(r.finished);
    let bytes = 0;
    let count = 0;
    const missing = [];
    for (const url of finished) {
      const hits = [...requests.values()].filter((q) => q.url === url && q.bytes !== undefined);
      if (!hits.length) missing.push(url);
      for (const q of hits) {
        bytes += q.bytes;
        count += 1;
      }
    }
    if (missing.length) throw new Error(`no CDP byte count for ${missing.join(', ')}`);
    const all = [...requests.values()].reduce((a, q) => a + (q.bytes || 0), 0);
    const allCount = [...requests.values()].filter((q) => q.bytes !== undefined).length;
    return { heading: r.heading, drawn: r.drawn, answered: r.answered, clickToAnswer: r.answered - r.clickedAt, fcp: r.fcp, wasm: r.wasm, bytes, count, all, allCount, lastEnd: r.lastEnd, quiet };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------- main
async function main() {
  // The join links' codes first: a code that does not read back stops the run at once.
  const joins = JOIN.map((g) => [g, joinCode(g)]);
  const app = await serve(DIST);
  const ref = await serve(REF_DIST);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const version = browser.version();
  const HOME = { heading: '^Samurai Tables$', click: 'a[href="#/settings"]', answerSelector: 'h1', answer: '^Settings$' };
  const REF = { heading: '^Hello, world$', click: 'button', answerSelector: 'button', answer: 'Pressed 1 times' };
  const DEEP_PAGE = { heading: ': new game$' };
  const appPages = [
    ['home', app.url, HOME],
    ['home visit', app.url, { heading: HOME.heading, drawn: true }],
    ...DEEP.map((g) => [g, `${app.url}#/${g}/new`, DEEP_PAGE]),
    ...joins.map(([g, code]) => [`join ${g}`, `${app.url}#/join/${code.text}`, { heading: code.heading }]),
  ];
  const results = Object.fromEntries(appPages.map(([name]) => [name, []]));
  results.reference = [];
  const t0 = Date.now();
  try {
    await load(browser, app.url, HOME); // warm-up: the server, Chromium's process pool
    await load(browser, ref.url, REF);
    for (let i = 0; i < LOADS; i++) {
      for (const [j, [name, url, args]] of appPages.entries()) {
        const pair = [
          async () => results[name].push(await load(browser, url, args)),
          async () => results.reference.push(await load(browser, ref.url, REF)),
        ];
        if ((i + j) % 2) pair.reverse();
        for (const step of pair) await step();
      }
      process.stderr.write(`first-load: round ${i + 1}/${LOADS} (${Math.round((Date.now() - t0) / 1000)} s)\n`);
    }
  } finally {
    await browser.close();
    await app.close();
    await ref.close();
  }

  // Precache: the list in dist/sw.js, at the size this server sends each file.
  const sw = app.map.get('/sw.js');
  let precache = NaN;
  let precacheFiles = 0;
  if (sw) {
    const list = JSON.parse(/const PRECACHE = (\[[^\]]*\]);/.exec(sw.raw.toString('utf8'))[1]);
    precache = sentSize(sw);
    for (const u of list) {
      const path = decodeURIComponent(new URL(u, 'http://x/').pathname);
      const entry = app.map.get(path.endsWith('/') ? path + 'index.html' : path);
      if (!entry) throw new Error(`sw.js precaches ${u}, which is not in ${DIST}`);
      precache += sentSize(entry);
      precacheFiles += 1;
    }
  }
  const refAll = [...ref.map.values()].reduce((a, e) => a + sentSize(e), 0);

  const m = (name, key) => median(results[name].map((r) => r[key]));
  const rows = [];
  const row = (figure, a, b, fmt, goal) => {
    const ratio = a / b;
    rows.push([figure, fmt(a), fmt(b), `${ratio.toFixed(2)}x`, goal ? `<= ${goal}x` : '', goal ? (ratio <= goal ? 'met' : 'not met') : '']);
  };
  row('bytes until the home page shows (gzip)', m('home', 'bytes'), m('reference', 'bytes'), kb, GOALS.homeBytes);
  row("the home page's whole visit (gzip bytes)", m('home visit', 'all'), m('reference', 'all'), kb, GOALS.homeVisit);
  row('navigation to the first heading', m('home', 'heading'), m('reference', 'heading'), ms, GOALS.heading);
  row('navigation to a first click answered (Settings)', m('home', 'answered'), m('reference', 'answered'), ms, GOALS.click);
  for (const g of DEEP) {
    row(`cold deep link #/${g}/new: bytes (gzip)`, m(g, 'bytes'), m('reference', 'bytes'), kb, GOALS.deepBytes);
    row(`cold deep link #/${g}/new: to its heading`, m(g, 'heading'), m('reference', 'heading'), ms, null);
  }
  for (const [g] of joins) {
    row(`cold join link #/join/<${g} code>: bytes (gzip)`, m(`join ${g}`, 'bytes'), m('reference', 'bytes'), kb, GOALS.joinBytes);
    row(`cold join link #/join/<${g} code>: to its heading`, m(`join ${g}`, 'heading'), m('reference', 'heading'), ms, null);
  }
  row(`service worker precache (${precacheFiles + 1} files, as served)`, precache, refAll, kb, null);

  const head = ['figure', 'app', 'reference', 'ratio', 'goal', 'met'];
  const width = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (cells) => `| ${cells.map((x, c) => (c ? x.padStart(width[c]) : x.padEnd(width[c]))).join(' | ')} |`;
  console.log(`\n== First visit (issue 15): ${LOADS} cold loads each, medians; app and reference alternating`);
  console.log(`Chromium ${version} headless; phone 412x915 @2x, isMobile; service workers blocked; cache empty;`);
  console.log(THROTTLE
    ? 'throttled: slow 4G (562.5 ms latency, 1474.56/675 kbit/s down/up, CDP) and CPU 4x (CDP); gzip -9 served.'
    : 'NOT throttled (THROTTLE=0): a quick check, not the figures. gzip -9 served.');
  console.log('Reference: click = its button; deep and join links compared with its home load; whole');
  console.log(`visits end ${QUIET_MS} ms after the last response; precache compared with all of reference/dist`);
  console.log('(it has no service worker).');
  console.log(line(head));
  console.log(`|${width.map((w, c) => (c ? '-'.repeat(w + 1) + ':' : '-'.repeat(w + 2))).join('|')}|`);
  for (const r of rows) console.log(line(r));

  console.log('\nDetails (medians; ms from navigation start; ranges are min-max over the loads):');
  const range = (name, key, f) => {
    const xs = results[name].map((r) => r[key]).filter(Number.isFinite);
    return xs.length ? `${f(Math.min(...xs))}-${f(Math.max(...xs))}` : '-';
  };
  const intf = (x) => String(Math.round(x));
  for (const name of Object.keys(results)) {
    const n = results[name].length;
    const parts = [
      `${n} loads`,
      `wasm downloaded ${intf(m(name, 'wasm'))}`,
      `FCP ${intf(m(name, 'fcp'))}`,
      `heading ${intf(m(name, 'heading'))} (${range(name, 'heading', intf)})`,
      `bytes at heading ${m(name, 'bytes')} in ${m(name, 'count')} responses (${range(name, 'bytes', intf)})`,
      `all bytes by the end ${m(name, 'all')} in ${m(name, 'allCount')} responses (${range(name, 'all', intf)}), the last ended ${intf(m(name, 'lastEnd'))}`,
    ];
    if (name === 'home visit') parts.push(`drawn by its module ${intf(m(name, 'drawn'))} (${range(name, 'drawn', intf)})`);
    const loud = results[name].filter((r) => !r.quiet).length;
    if (loud) parts.push(`NOT QUIET after ${QUIET_MAX_MS / 1000} s in ${loud} loads`);
    if (name === 'home' || name === 'reference') parts.push(`click answered ${intf(m(name, 'answered'))} (${range(name, 'answered', intf)}), click -> answer ${intf(m(name, 'clickToAnswer'))}`);
    console.log(`  ${name.padEnd(10)} ${parts.join('; ')}`);
  }
  console.log(`(${Math.round((Date.now() - t0) / 1000)} s)`);
  if (process.env.JSON) writeFileSync(process.env.JSON, JSON.stringify({ version, throttle: THROTTLE, precache, refAll, results }, null, 1));
}

await main();
