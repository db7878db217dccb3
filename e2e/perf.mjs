// Performance figures of the release build (../dist) next to the reference Yew page
// (../reference/dist), both built by scripts/bench.sh in the same run:
//   sizes       first-load size per file, raw and gzip, totals and the ratio to the reference
//   startup     navigation -> interactive home in headless Chromium, app and reference alternating
//   memory      wasm linear memory, JS heap and DOM size after 10, 25 and 50 bot-only games
//   lighthouse  Lighthouse 12 on the home page, a Satsuma and an Honor table (the smallest
//               and the largest game's module) and Honor's new-game page from a deep link
// Run: cd e2e && node perf.mjs [sizes] [startup] [memory] [lighthouse]   (no argument: all)
// Environment: REF_DIST (reference build), LOADS (start-up loads each, default 25, at least 15),
// GAMES (bot-only games, default 50), BLOCK_SW=1 (start-up with service workers blocked, to
// see what the first visit's precaching costs).
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
// CHROMIUM_ARGS: the flags that keep Chromium from calling out to Google's hosts.
import { appStarted, CHROMIUM_ARGS, DESKTOP, DIST, launch, startServer } from './harness.mjs';
import { serve } from './gzip-server.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const REF_DIST = process.env.REF_DIST ? resolve(process.env.REF_DIST) : join(HERE, '..', 'reference', 'dist');
const LOADS = Math.max(15, Number(process.env.LOADS || 25));
const GAMES = Number(process.env.GAMES || 50);
const CHECKPOINTS = [10, 25, 50].filter((n) => n < GAMES).concat([GAMES]);
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const SETTINGS_KEY = 'samurai-tables/settings';
// No sound, no animations, the fastest pace the settings page offers.
const FAST = { version: 1, sound: false, motion: 'Reduced', bot_pace: 'Fast', names: ['Aiko', 'Ren', 'Sora', 'Kenji', 'Hana', 'Daichi'] };

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const kb = (n) => (n / 1024).toFixed(1);
const mib = (n) => (n / 1048576).toFixed(2);
const pad = (s, n) => String(s).padStart(n);

function files(dir) {
  const out = [];
  (function walk(d) {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(relative(dir, full).split(sep).join('/'));
    }
  })(dir);
  return out.sort();
}

// gzip -9 as scripts/sizes.sh and scripts/budget.sh measure it, so the totals agree.
const gzipSize = (path) => execFileSync('gzip', ['-9', '-c', path], { maxBuffer: 64 << 20 }).length;

// ---------------------------------------------------------------- sizes
export function sizes() {
  const measure = (dir) =>
    // Card art (art/<game>-*.svg) is fetched when a game opens, not by the home page (whose
    // tiles' sprite is in index.html): listed apart like the icons.
    files(dir).map((f) => ({
      f, raw: statSync(join(dir, f)).size, gz: gzipSize(join(dir, f)),
      icon: f.startsWith('icons/') || f.startsWith('art/'),
    }));
  const app = measure(DIST);
  const ref = measure(REF_DIST);
  const sum = (rows, key) => rows.reduce((a, r) => a + r[key], 0);
  console.log('\n== First-load size (bytes; gzip -9 as scripts/sizes.sh)');
  console.log('First load = what a first visit downloads to show the app: index.html, the loader,');
  console.log('the wasm-bindgen JS, the wasm, the CSS, sw.js and the manifest (the page holds its');
  console.log('style sheet, pwa.js, its icon and the tiles\' pictures). Icons and each deck\'s card art');
  console.log('are listed apart: the home page never needs them, but the service worker precaches');
  console.log('every file of dist/ on the first visit, so "with icons" is what the first visit');
  console.log('really downloads.');
  for (const [title, rows] of [['app (dist/)', app], ['reference (reference/dist/)', ref]]) {
    console.log(`\n${title}`);
    console.log(`${'FILE'.padEnd(48)} ${pad('RAW', 10)} ${pad('GZIP', 10)}`);
    for (const r of rows) console.log(`${(r.f + (r.icon ? (r.f.startsWith('art/') ? '  (a deck)' : '  (icon)') : '')).padEnd(48)} ${pad(r.raw, 10)} ${pad(r.gz, 10)}`);
  }
  const first = app.filter((r) => !r.icon);
  const t = {
    appFirstRaw: sum(first, 'raw'),
    appFirstGz: sum(first, 'gz'),
    appAllRaw: sum(app, 'raw'),
    appAllGz: sum(app, 'gz'),
    refRaw: sum(ref, 'raw'),
    refGz: sum(ref, 'gz'),
  };
  // Every module: the app has two (the home page's and the whole app's, issue 15).
  const wasm = (rows) => ({ gz: sum(rows.filter((r) => r.f.endsWith('.wasm')), 'gz') });
  console.log('\nTotals                                     RAW       GZIP   ratio to reference (gzip)');
  const line = (name, raw, gz, ratio) => console.log(`${name.padEnd(36)} ${pad(raw, 10)} ${pad(gz, 10)}   ${ratio}`);
  line('reference: everything', t.refRaw, t.refGz, '1.00x');
  line('app: first load (without icons)', t.appFirstRaw, t.appFirstGz, `${(t.appFirstGz / t.refGz).toFixed(2)}x   (goal <= 2.5x)`);
  line('app: with icons and decks (dist/)', t.appAllRaw, t.appAllGz, `${(t.appAllGz / t.refGz).toFixed(2)}x`);
  line('wasm, every module: app / reference', wasm(app).gz, wasm(ref).gz, `${(wasm(app).gz / wasm(ref).gz).toFixed(2)}x`);
  return t;
}

// ---------------------------------------------------------------- startup
// Runs in the page before any of its scripts. Times, from navigation start
// (performance.now()): the <h1> rendered; the next frame; then a click on `click`
// (dispatched after that frame) answered by `answer` containing `answerText`.
function startupProbe({ heading, click, answer, answerText }) {
  const r = (window.__startup = {});
  addEventListener('TrunkApplicationStarted', () => {
    r.started = performance.now();
  });
  const h1Ready = () => {
    const h = document.querySelector('h1');
    return h && h.textContent.includes(heading);
  };
  const answered = () => {
    const a = document.querySelector(answer);
    return a && a.textContent.includes(answerText);
  };
  const observer = new MutationObserver(() => {
    if (r.ready === undefined && h1Ready()) {
      r.ready = performance.now();
      requestAnimationFrame(() => {
        r.painted = performance.now();
        setTimeout(() => {
          r.clickedAt = performance.now();
          document.querySelector(click).click();
        }, 0);
      });
    } else if (r.clickedAt !== undefined && r.answered === undefined && answered()) {
      r.answered = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

export async function startup() {
  const appServer = await startServer({ dir: DIST });
  const refServer = await startServer({ dir: REF_DIST });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const targets = {
    app: { url: appServer.url, probe: { heading: 'Samurai Tables', click: 'a[href="#/settings"]', answer: 'h1', answerText: 'Settings' } },
    reference: { url: refServer.url, probe: { heading: 'Hello, world', click: 'button', answer: 'button', answerText: 'Pressed 1' } },
  };
  const results = { app: [], reference: [] };
  // A fresh context per load: empty HTTP cache, no service worker yet, as on a first visit.
  const load = async (name) => {
    const t = targets[name];
    const context = await browser.newContext({ ...DESKTOP, serviceWorkers: process.env.BLOCK_SW ? 'block' : 'allow' });
    try {
      const page = await context.newPage();
      await page.addInitScript(startupProbe, t.probe);
      await page.goto(t.url, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__startup?.answered !== undefined, null, { timeout: 30_000 });
      return await page.evaluate(() => ({
        ...window.__startup,
        wasm: performance.getEntriesByType('resource').find((e) => e.name.endsWith('.wasm'))?.responseEnd,
        load: performance.getEntriesByType('navigation')[0]?.loadEventEnd,
      }));
    } finally {
      await context.close();
    }
  };
  try {
    await load('app'); // warm-up: the server's file cache and Chromium's process pool
    await load('reference');
    for (let i = 0; i < LOADS; i++) {
      // Alternate, and swap who goes first each round, so drift hits both alike.
      const order = i % 2 ? ['reference', 'app'] : ['app', 'reference'];
      for (const name of order) results[name].push(await load(name));
    }
  } finally {
    await browser.close();
    await appServer.close();
    await refServer.close();
  }
  const stat = (name, f) => median(results[name].map(f));
  const rows = [
    ['wasm downloaded', (r) => r.wasm],
    ['h1 rendered', (r) => r.ready],
    ['wasm init done (TrunkApplicationStarted)', (r) => r.started],
    ['next frame painted', (r) => r.painted],
    ['first click answered (interactive)', (r) => r.answered],
    ['  of which click -> answer', (r) => r.answered - r.clickedAt],
    ['load event', (r) => r.load],
  ];
  console.log(`\n== Start-up in headless Chromium: navigation -> interactive home, ${LOADS} cold loads each, alternating`);
  console.log(`(fresh browser context per load: empty cache, service worker ${process.env.BLOCK_SW ? 'blocked' : 'not yet installed (first visit)'}; from 127.0.0.1;`);
  console.log(' app: h1 "Samurai Tables", then a click on Settings answered by the Settings page;');
  console.log(' reference: h1 "Hello, world", then a click on its button answered by the new count)');
  console.log(`${'median ms'.padEnd(42)} ${pad('app', 8)} ${pad('reference', 10)} ${pad('ratio', 7)}`);
  const out = {};
  for (const [label, f] of rows) {
    const a = stat('app', f);
    const b = stat('reference', f);
    out[label.trim()] = { app: a, reference: b };
    console.log(`${label.padEnd(42)} ${pad(a.toFixed(1), 8)} ${pad(b.toFixed(1), 10)} ${pad((a / b).toFixed(2) + 'x', 7)}`);
  }
  const a = out['first click answered (interactive)'];
  console.log(`start-up ratio (interactive): ${(a.app / a.reference).toFixed(2)}x (goal <= 1.3x)`);
  const spread = (name) => {
    const xs = results[name].map((r) => r.answered).sort((x, y) => x - y);
    return `${xs[0].toFixed(0)}-${xs[xs.length - 1].toFixed(0)} ms`;
  };
  console.log(`range of interactive: app ${spread('app')}, reference ${spread('reference')}`);
  return out;
}

// ---------------------------------------------------------------- memory
// Bot-only games ("Watch the computer") through the real UI. The bots wait on timers
// (the settings' fastest pace, 0.3 s per move and 0.9 s on each clash); Playwright's fake
// clock fires those timers without waiting, so 50 games take about a minute instead of
// half an hour. Nothing else changes: the same code runs the same games.
export async function memory() {
  const server = await startServer();
  const { page, context, close } = await launch(DESKTOP);
  const rows = [];
  try {
    await page.addInitScript(() => {
      addEventListener('TrunkApplicationStarted', (e) => {
        window.__wasmExports = e.detail.wasm;
      });
    });
    await page.clock.install();
    await page.goto(server.url);
    await appStarted(page);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SETTINGS_KEY, JSON.stringify(FAST)]);
    await page.goto(`${server.url}#/satsuma/new`);
    await page.reload();
    await appStarted(page);
    await page.getByLabel(/Watch the computer/).check();
    await page.getByRole('button', { name: 'Start' }).click();
    // The docked table (issue 35: it waited for `.table-grid`, which no table has now).
    await page.locator('main.table[data-game="satsuma"]').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Memory.enable').catch(() => {});
    const sample = async (games) => {
      await cdp.send('HeapProfiler.collectGarbage');
      const heap = await cdp.send('Runtime.getHeapUsage');
      const dom = await cdp.send('Memory.getDOMCounters');
      const wasm = await page.evaluate(() => window.__wasmExports.memory.buffer.byteLength);
      rows.push({ games, wasm, heap: heap.usedSize, heapTotal: heap.totalSize, nodes: dom.nodes, listeners: dom.jsEventListeners });
    };
    await sample(0);
    const t0 = Date.now();
    let hands = 0;
    for (let g = 1; g <= GAMES; g++) {
      // Bounded: a game cannot last 200 fake seconds at this pace.
      for (let s = 0; !(await page.locator('.end-screen').count()); s++) {
        if (s > 200) throw new Error(`game ${g} did not end`);
        await page.clock.runFor(1000);
      }
      // The deciding clash's hand is the game's last: "The deciding clash, hand 12".
      hands += Number((await page.locator('.end-screen .clash-caption').textContent()).replace(/\D/g, ''));
      if (CHECKPOINTS.includes(g)) await sample(g);
      if (g < GAMES) await page.getByRole('button', { name: 'Rematch' }).click();
    }
    console.log(`\n== Memory after bot-only games in a row ("Watch the computer", medium vs medium; ${hands} hands in ${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    console.log('(wasm linear memory = the module\'s memory.buffer.byteLength; JS heap = V8 used size after a');
    console.log(' forced GC, Runtime.getHeapUsage; DOM nodes and JS listeners from Memory.getDOMCounters)');
    console.log(`${'games'.padEnd(6)} ${pad('wasm MiB', 9)} ${pad('JS heap MiB', 12)} ${pad('DOM nodes', 10)} ${pad('listeners', 10)}`);
    for (const r of rows) console.log(`${String(r.games).padEnd(6)} ${pad(mib(r.wasm), 9)} ${pad(mib(r.heap), 12)} ${pad(r.nodes, 10)} ${pad(r.listeners, 10)}`);
    const [a, b] = rows.slice(-2);
    const c = rows[rows.length - 3] || rows[0];
    const perGame = (x, y, key) => (y[key] - x[key]) / Math.max(1, y.games - x.games);
    console.log(`growth per game: wasm ${kb(perGame(c, a, 'wasm'))} then ${kb(perGame(a, b, 'wasm'))} KiB; JS heap ${kb(perGame(c, a, 'heap'))} then ${kb(perGame(a, b, 'heap'))} KiB`);
  } finally {
    await close();
    await server.close();
  }
  return rows;
}

// ---------------------------------------------------------------- lighthouse
// Lighthouse 12's default run: a mobile device, simulated slow 4G and 4x CPU slowdown.
// tools/serve.mjs does not compress, and Lighthouse's simulation would then charge the
// app for the test server: the figures come from ./gzip-server.mjs instead, which gzips
// text and wasm as any real static host does (the same server as first-load.mjs's).
export async function lighthouseRun(url, { categories = ['performance', 'accessibility', 'best-practices'], prepare } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories };
    if (prepare) {
      await prepare(chrome.port);
      flags.disableStorageReset = true; // keep what prepare() stored
    }
    const { lhr } = await lighthouse(url, flags);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, c.score]));
    const failed = [];
    for (const [cat, c] of Object.entries(lhr.categories)) {
      for (const ref of c.auditRefs) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 1) failed.push({ category: cat, id: a.id, score: a.score, title: a.title, value: a.displayValue || '' });
      }
    }
    if (process.env.LH_DEBUG) {
      for (const id of ['errors-in-console', 'layout-shifts', 'largest-contentful-paint-element']) console.error(id, JSON.stringify(lhr.audits[id]?.details?.items ?? null, null, 1).slice(0, 3000));
    }
    return { scores, failed, metrics: lhr.audits.metrics?.details?.items?.[0], domSize: lhr.audits['dom-size']?.numericValue };
  } finally {
    await chrome.kill();
  }
}

// Starts a game of `game` against the computer in the Lighthouse browser, then clears its
// service worker and caches and opens another page (a table is opened cold, its module
// fetched: the first visit of a table, as Resume or a shared table opens it).
async function seedTable(port, origin, base, game) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(base);
    await appStarted(page);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SETTINGS_KEY, JSON.stringify(FAST)]);
    await page.goto(`${base}#/${game}/new`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator(`main[data-game="${game}"]`).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close().catch(() => {}); // disconnects; Lighthouse's launcher owns the browser
  }
}

export async function lighthouseFigures() {
  const server = await serve(DIST);
  const origin = new URL(server.url).origin;
  const table = (game) => (port) => seedTable(port, origin, server.url, game);
  // The home page; a table of the smallest and of the largest game's module (a Resume);
  // the largest's new-game page from a cold deep link.
  const pages = [
    ['home', server.url, undefined],
    ['Satsuma table', `${server.url}#/satsuma/play`, table('satsuma')],
    ['Honor table', `${server.url}#/honor/play`, table('honor')],
    ['Honor new game', `${server.url}#/honor/new`, undefined],
  ];
  const out = {};
  try {
    console.log('\n== Lighthouse 12 (mobile preset: simulated slow 4G, 4x CPU slowdown), Chromium headless, gzip served');
    for (const [name, url, prepare] of pages) {
      const r = await lighthouseRun(url, { prepare });
      out[name] = r;
      const s = r.scores;
      const m = r.metrics || {};
      console.log(`${name.padEnd(15)} performance ${pad(Math.round(s.performance * 100), 3)}  accessibility ${pad(Math.round(s.accessibility * 100), 3)}  best practices ${pad(Math.round(s['best-practices'] * 100), 3)}` +
        (m.firstContentfulPaint ? `   (FCP ${(m.firstContentfulPaint / 1000).toFixed(1)} s, LCP ${(m.largestContentfulPaint / 1000).toFixed(1)} s, TBT ${m.totalBlockingTime} ms, ${r.domSize} DOM elements)` : ''));
      for (const f of r.failed) console.log(`    ${f.category}: ${f.id} (${f.score}) ${f.title}${f.value ? ': ' + f.value : ''}`);
    }
  } finally {
    await server.close();
  }
  return out;
}

// ---------------------------------------------------------------- main
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const all = ['sizes', 'startup', 'memory', 'lighthouse'];
  const wanted = process.argv.slice(2).length ? process.argv.slice(2) : all;
  for (const w of wanted) if (!all.includes(w)) throw new Error(`unknown part ${w}: use ${all.join(', ')}`);
  if (wanted.includes('sizes')) sizes();
  if (wanted.includes('startup')) await startup();
  if (wanted.includes('memory')) await memory();
  if (wanted.includes('lighthouse')) await lighthouseFigures();
}
