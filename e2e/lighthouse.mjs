// Lighthouse on a table's first visit: the release build (../dist, or $E2E_DIST) audited by
// Lighthouse 12 (npm `lighthouse`) in its default configuration, the mobile one: a phone
// screen (412x823 @1.75), simulated throttling (Lantern: slow 4G, 150 ms RTT, 1.6 Mbit/s,
// and the main thread 4x slower), cold (Lighthouse clears the origin's storage, service
// workers and HTTP cache before it loads the page). Prints one row per page: the scores and
// the key metrics (FCP, LCP, TBT, CLS, Speed Index, total byte weight).
//
// What is audited: a cold deep link to a game's new-game page (#/<game>/new), the first
// page a player sees of a table; #/<game>/play needs a game already in localStorage, and a
// cold load starts with none. Each row also shows the page's first <h1>, read after the
// audit in a fresh context of the same browser, to show the page audited is the one meant.
//
// How:
// - Debian's Chromium ($CHROMIUM, default /usr/bin/chromium) started by chrome-launcher (a
//   dependency of lighthouse), headless, with the project's flags (CHROMIUM_ARGS,
//   harness.mjs: without them Chromium calls out to Google's hosts); a fresh browser and
//   profile for every audit.
// - Served as a static host would: a small server in this file compresses text, SVG and
//   wasm with gzip -9 once at start (as scripts/sizes.sh measures them) and serves PNGs as
//   they are, Cache-Control: no-cache. (tools/serve.mjs does not compress: Lighthouse would
//   then charge the app for the test server.)
// - The service worker is not blocked (Lighthouse does not block it): pwa.js registers it
//   at the load event and it precaches the whole build during the audit, but Lighthouse
//   records the page's own requests only: the precache is in neither the byte weight, the
//   request count nor Lantern's simulation (which therefore does not see it compete with
//   the wasm download on a slow link).
// - Lantern's simulated times scale the CPU time the trace observed: on a busy machine they
//   vary from run to run. The header prints Lighthouse's benchmark index of the machine;
//   RUNS=5 gives medians.
//
// Run: cd e2e && node lighthouse.mjs   (or scripts/lighthouse.sh)
// Environment:
//   PAGES       comma-separated hash routes, default "honor/new,satsuma/new"; "home" = the home page
//   E2E_DIST    the build to serve (default ../dist)
//   RUNS        audits per page (default 1); above 1 each figure is the median of the runs
//   CATEGORIES  default "performance,accessibility,best-practices"
//   MIN_PERF    when set, exit 1 if any page's performance score (0-100) is below it
//   REPORTS     a folder: writes each audit's Lighthouse report there (HTML and JSON)
// Exit: 0; 1 when MIN_PERF is set and not met; 2 when Lighthouse fails to run or to audit.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, DIST } from './harness.mjs';
import { TYPES } from '../tools/serve.mjs';

const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const PAGES = (process.env.PAGES ?? 'honor/new,satsuma/new').split(',').map((p) => p.trim()).filter(Boolean);
const RUNS = Math.max(1, Number(process.env.RUNS || 1));
const CATEGORIES = (process.env.CATEGORIES || 'performance,accessibility,best-practices').split(',').map((c) => c.trim()).filter(Boolean);
const MIN_PERF = process.env.MIN_PERF ? Number(process.env.MIN_PERF) : null;
const REPORTS = process.env.REPORTS ? resolve(process.env.REPORTS) : null;

// ---------------------------------------------------------------- the server
// What a static host compresses: text, SVG and wasm; not PNG (already compressed).
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.webmanifest', '.json', '.svg', '.txt']);

function files(dir) {
  const out = [];
  (function walk(d) {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(full.slice(dir.length + 1).split(sep).join('/'));
    }
  })(dir);
  return out;
}

function serve(dir) {
  const root = resolve(dir);
  const map = new Map();
  for (const f of files(root)) {
    const raw = readFileSync(join(root, f));
    const ext = extname(f).toLowerCase();
    map.set('/' + f, { raw, gz: COMPRESSED.has(ext) ? gzipSync(raw, { level: 9 }) : null, type: TYPES[ext] || 'application/octet-stream' });
  }
  const server = createServer((req, res) => {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      path = '';
    }
    if (path.endsWith('/')) path += 'index.html';
    const entry = map.get(path);
    if (!entry) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('Not Found\n');
    }
    const gzip = entry.gz && /\bgzip\b/.test(req.headers['accept-encoding'] || '');
    const body = gzip ? entry.gz : entry.raw;
    const headers = { 'Content-Type': entry.type, 'Content-Length': body.length, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' };
    if (entry.gz) headers.Vary = 'Accept-Encoding';
    if (gzip) headers['Content-Encoding'] = 'gzip';
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => {
      done({
        url: `http://127.0.0.1:${server.address().port}/`,
        close: () => new Promise((closed) => { server.close(() => closed()); server.closeAllConnections(); }),
      });
    });
  });
}

// ---------------------------------------------------------------- one audit
/** The first <h1> the page shows, in a fresh context of the browser on `port`. */
let chromiumVersion = null;
async function headingOf(port, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  chromiumVersion ??= browser.version();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url);
    const h1 = page.locator('h1').first();
    await h1.waitFor({ timeout: 30_000 });
    const text = (await h1.textContent()).trim().replace(/\s+/g, ' ');
    await context.close();
    return text;
  } catch (e) {
    return `(no heading: ${e.message.split('\n')[0]})`;
  } finally {
    await browser.close().catch(() => {}); // disconnects; chrome-launcher owns the browser
  }
}

async function audit(url, name, run) {
  const started = Date.now();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  try {
    const flags = { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES, output: REPORTS ? ['html', 'json'] : 'json' };
    const result = await lighthouse(url, flags);
    const seconds = (Date.now() - started) / 1000;
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const base = join(REPORTS, `lighthouse-${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${run + 1}`);
      writeFileSync(`${base}.html`, result.report[0]);
      writeFileSync(`${base}.json`, result.report[1]);
    }
    const heading = run === 0 ? await headingOf(chrome.port, url) : null;
    return { lhr, seconds, heading };
  } finally {
    await chrome.kill();
  }
}

const num = (lhr, id) => lhr.audits[id]?.numericValue;
const score = (lhr, cat) => (lhr.categories[cat]?.score == null ? NaN : Math.round(lhr.categories[cat].score * 100));

function figures(lhr) {
  return {
    perf: score(lhr, 'performance'),
    a11y: score(lhr, 'accessibility'),
    bp: score(lhr, 'best-practices'),
    fcp: num(lhr, 'first-contentful-paint'),
    lcp: num(lhr, 'largest-contentful-paint'),
    tbt: num(lhr, 'total-blocking-time'),
    cls: num(lhr, 'cumulative-layout-shift'),
    si: num(lhr, 'speed-index'),
    bytes: num(lhr, 'total-byte-weight'),
    requests: lhr.audits['network-requests']?.details?.items?.length,
    bench: lhr.environment?.benchmarkIndex,
  };
}

/** Weighted audits that did not pass (score below 1), as "category: id (score) value". */
function failed(lhr) {
  const out = [];
  for (const [cat, c] of Object.entries(lhr.categories)) {
    for (const ref of c.auditRefs) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a.score !== null && a.score < 1) out.push(`${cat}: ${a.id} (${a.score})${a.displayValue ? ' ' + a.displayValue : ''}`);
    }
  }
  return out;
}

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

// ---------------------------------------------------------------- main
if (!existsSync(join(DIST, 'index.html'))) {
  console.error(`lighthouse: no ${join(DIST, 'index.html')}: build the app first (trunk build --release) or set E2E_DIST`);
  process.exit(2);
}
const server = await serve(DIST);
const rows = [];
let broken = false;
let first = null;
const wall = Date.now();
try {
  for (const p of PAGES) {
    const name = p === 'home' ? 'home' : `#/${p.replace(/^#?\/?/, '')}`;
    const url = p === 'home' ? server.url : `${server.url}${name}`;
    const runs = [];
    let heading = null;
    for (let i = 0; i < RUNS; i++) {
      try {
        const r = await audit(url, name, i);
        first ??= r.lhr;
        heading ??= r.heading;
        runs.push({ ...figures(r.lhr), seconds: r.seconds, failed: failed(r.lhr), warnings: r.lhr.runWarnings || [] });
        process.stderr.write(`lighthouse: ${name} run ${i + 1}/${RUNS}: performance ${runs.at(-1).perf}, ${r.seconds.toFixed(1)} s\n`);
      } catch (e) {
        broken = true;
        console.error(`lighthouse: ${name} run ${i + 1}: FAILED: ${e.message}`);
      }
    }
    if (runs.length) rows.push({ name, heading, runs });
  }
} finally {
  await server.close();
}

if (first) {
  const s = first.configSettings;
  const t = s.throttling;
  const chrome = chromiumVersion || (first.environment.hostUserAgent.match(/Chrome\/([\d.]+)/) || [])[1];
  console.log(`\n== Lighthouse ${first.lighthouseVersion}, default config: formFactor ${s.formFactor}, screen ${s.screenEmulation.width}x${s.screenEmulation.height} @${s.screenEmulation.deviceScaleFactor}, ` +
    `throttling ${s.throttlingMethod} (RTT ${t.rttMs} ms, ${(t.throughputKbps / 1024).toFixed(1)} Mbit/s, CPU ${t.cpuSlowdownMultiplier}x)`);
  console.log(`   Chromium ${chrome} headless; build ${DIST}, served gzip -9; cold loads (#/<game>/new: a table's first visit, the game's new-game page);` +
    ` ${RUNS > 1 ? `median of ${RUNS} runs each` : 'one run each'}; benchmark index ${Math.round(median(rows.flatMap((r) => r.runs.map((x) => x.bench))))}`);
}

const ms = (n) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '-');
const sec = (n) => (Number.isFinite(n) ? `${(n / 1000).toFixed(1)} s` : '-');
const cols = [
  ['page', (m) => m.name, 16],
  ['perf', (m) => (Number.isFinite(m.perf) ? Math.round(m.perf) : '-'), 5],
  ['a11y', (m) => (Number.isFinite(m.a11y) ? Math.round(m.a11y) : '-'), 5],
  ['b-p', (m) => (Number.isFinite(m.bp) ? Math.round(m.bp) : '-'), 4],
  ['FCP', (m) => sec(m.fcp), 7],
  ['LCP', (m) => sec(m.lcp), 7],
  ['TBT', (m) => ms(m.tbt), 8],
  ['CLS', (m) => (Number.isFinite(m.cls) ? m.cls.toFixed(3) : '-'), 6],
  ['SI', (m) => sec(m.si), 7],
  ['bytes', (m) => (Number.isFinite(m.bytes) ? `${(m.bytes / 1024).toFixed(0)} KB` : '-'), 8],
  ['reqs', (m) => m.requests ?? '-', 5],
  ['time', (m) => `${Math.round(m.seconds)} s`, 5],
];
const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(cols[i][2]) : String(c).padStart(cols[i][2]))).join(' ');
if (rows.length) {
  console.log(line(cols.map((c) => c[0])));
  for (const r of rows) {
    const keys = Object.keys(r.runs[0]).filter((k) => typeof r.runs[0][k] === 'number');
    const m = { name: r.name, ...Object.fromEntries(keys.map((k) => [k, median(r.runs.map((x) => x[k]))])) };
    r.perf = m.perf;
    console.log(line(cols.map((c) => c[1](m))));
  }
  console.log('(perf, a11y, b-p: the performance, accessibility and best-practices scores, 0-100; bytes: total byte weight on the wire;');
  console.log(' reqs: the page\'s requests; neither counts the service worker\'s precache; time: one audit, browser start included)');
  for (const r of rows) {
    // The audits that did not pass, from the run whose performance score is the median one.
    const mid = r.runs.reduce((best, x) => (Math.abs(x.perf - r.perf) < Math.abs(best.perf - r.perf) ? x : best));
    console.log(`\n${r.name}: heading "${r.heading}"` + (RUNS > 1 ? `; performance per run: ${r.runs.map((x) => x.perf).join(' ')}; not passed in run ${r.runs.indexOf(mid) + 1}:` : '; not passed:'));
    for (const f of mid.failed) console.log(`    ${f}`);
    if (!mid.failed.length) console.log('    (none)');
    for (const w of new Set(r.runs.flatMap((x) => x.warnings))) console.log(`    warning: ${w}`);
  }
}
console.log(`\nlighthouse: ${((Date.now() - wall) / 1000).toFixed(0)} s in all`);

let code = broken || rows.length === 0 ? 2 : 0;
if (!code && MIN_PERF !== null) {
  const low = rows.filter((r) => !(r.perf >= MIN_PERF));
  if (low.length) {
    console.error(`lighthouse: performance below MIN_PERF=${MIN_PERF}: ${low.map((r) => `${r.name} ${r.perf}`).join(', ')}`);
    code = 1;
  } else console.log(`lighthouse: every page's performance score is at least MIN_PERF=${MIN_PERF}`);
}
process.exit(code);
