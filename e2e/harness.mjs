// Shared helpers for the browser tests: a server for ../dist, Debian's Chromium
// through playwright-core, and watchers for console errors and off-origin requests.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after } from 'node:test';
import { chromium } from 'playwright-core';
import { start } from '../tools/serve.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
export const DIST = process.env.E2E_DIST ? resolve(process.env.E2E_DIST) : join(HERE, '..', 'dist');
export const SCREENSHOTS = join(HERE, 'screenshots');

export const PHONE = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false };

// Without the networking flags Chromium keeps calling out to Google's hosts,
// which this machine's closed network refuses.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Serves `dir` (default ../dist) on 127.0.0.1; port 0 picks a free one. */
export function startServer({ dir = DIST, port = 0, base = '/', headers = {} } = {}) {
  return start({ dir, port, base, headers });
}

let shared = null;
/** One Chromium per test file: contexts are cheap, a browser's start is not (about 2 s here). */
function sharedBrowser() {
  shared ??= chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  return shared;
}
// Under `node --test` only: the benchmarks and tools that import this file keep a browser
// of their own per launch (and would never exit with a shared one open).
const UNDER_TEST = Boolean(process.env.NODE_TEST_CONTEXT);
if (UNDER_TEST) after(async () => { if (shared) await (await shared).close(); });

/**
 * A fresh browser context (its own storage, service workers and cache) in the test file's
 * shared Chromium. `persistent: true` starts a Chromium of its own with a fresh profile
 * instead: in an incognito-like context Chromium reports the app as not installable.
 * Returns { context, page, close() }; close() also deletes a persistent profile.
 */
export async function launch(preset = PHONE, { persistent = !UNDER_TEST } = {}) {
  if (!persistent) {
    const context = await (await sharedBrowser()).newContext(preset);
    const page = await context.newPage();
    return { context, page, close: () => context.close() };
  }
  const profile = mkdtempSync(join(tmpdir(), 'samurai-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    ...preset,
  });
  const page = context.pages()[0] || (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Records console errors, uncaught page errors and every request whose origin
 * differs from `origin`, for a page or a whole context (context events also see
 * the service worker's console and requests).
 */
export function watch(target, origin) {
  const seen = { consoleErrors: [], pageErrors: [], offOrigin: [] };
  target.on('console', (msg) => {
    if (msg.type() === 'error') seen.consoleErrors.push(`${msg.text()} @ ${msg.location().url || '?'}`);
  });
  target.on(target.pages ? 'weberror' : 'pageerror', (err) => seen.pageErrors.push(String(err.error ? err.error() : err)));
  target.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.origin !== origin) seen.offOrigin.push(req.url());
  });
  return seen;
}

export async function screenshot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

/** Waits for Trunk's loader to have started the wasm app. */
export async function appStarted(page, timeout = 30_000) {
  await page.waitForFunction(() => window.wasmBindings !== undefined, null, { timeout });
}

/** Waits until a service worker controls the page. */
export async function controlled(page, timeout = 30_000) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout });
}

/** No console errors, no page errors, no requests to other origins (from `watch`). */
export function assertClean(seen) {
  assert.deepEqual(seen.consoleErrors, [], 'console errors');
  assert.deepEqual(seen.pageErrors, [], 'page errors');
  assert.deepEqual(seen.offOrigin, [], 'requests to other origins');
}

export async function noHorizontalScroll(page, where) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  assert.ok(scroll <= width, `${where}: page is ${scroll}px wide in a ${width}px viewport`);
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = ['serious', 'critical'];

/**
 * Runs axe on the page as it is now. The source goes in through page.evaluate (the
 * DevTools protocol), which the page's CSP does not apply to, so the CSP stays on.
 * Prints every violation; returns the serious and critical ones.
 */
export async function axe(page, where) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
  for (const v of violations) {
    console.log(`# axe ${where}: ${v.impact} ${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes.slice(0, 4).join(', ')}${v.nodes.length > 4 ? ', ...' : ''})`);
  }
  return violations.filter((v) => BLOCKING.includes(v.impact)).map((v) => `${where}: ${v.impact} ${v.id}: ${v.help} at ${v.nodes.join(', ')}`);
}

export const SETTINGS_KEY = 'samurai-tables/settings';
/**
 * The tests' settings: no sound, no animation, the default names, and the computers at
 * the test-only pace `Instant` (0 ms: stored settings may hold it, the settings page does
 * not offer it). A pace of 0 rather than Playwright's clock (page.clock): Judge decides
 * races on frame times and event timestamps, which a fake clock would pull apart, and
 * every table would need the clock stepped by hand between moves. With 0 ms the tests
 * wait only on the table contract (below), never on a timer of their own.
 */
export const FAST = { version: 1, sound: false, motion: 'Reduced', bot_pace: 'Instant', names: ['Aiko', 'Ren', 'Sora', 'Kenji', 'Hana', 'Daichi'] };

/**
 * A browser on the app's home with the FAST settings stored (`settings` overrides some),
 * watched for errors (`seen`).
 */
export async function openApp(url, preset = PHONE, settings = {}) {
  const b = await launch(preset);
  const seen = watch(b.context, new URL(url).origin);
  await b.page.goto(url);
  await appStarted(b.page);
  await b.page.evaluate(([k, v]) => localStorage.setItem(k, v), [SETTINGS_KEY, JSON.stringify({ ...FAST, ...settings })]);
  await b.page.reload();
  await b.page.locator('h1:visible', { hasText: 'Samurai Tables' }).waitFor();
  // The page's copy of the home page shows before its module has drawn; a test starts once
  // the module has (#app loses data-copy), or its first page would find the copy still.
  await b.page.locator('#app:not([data-copy])').waitFor({ state: 'attached' });
  return { ...b, seen };
}

// The table contract: every table's root <main> carries data-game, data-phase (the
// engine's phase) and data-act="yes" exactly while a person at this device may move.

/**
 * Waits until the table wants something from the people at this device and says what:
 * 'act' (data-act="yes"), 'hand-over' (the "Pass the device" screen), 'over' (the end
 * screen), or 'also' when an element matching the selector `also` shows. Tables re-render
 * before a click or key press returns, so after a move this never sees the state before it.
 */
export async function turn(page, timeout = 30_000, also = null) {
  const kind = await page.waitForFunction((also) => {
    if (document.querySelector('.end-screen')) return 'over';
    if (document.querySelector('.hand-over')) return 'hand-over';
    if (document.querySelector('main[data-act="yes"]')) return 'act';
    return also && document.querySelector(also) ? 'also' : null;
  }, also, { timeout });
  return kind.jsonValue();
}

/** The table's phase, from the contract (the engine's Phase, e.g. "Logistics"). */
export async function phaseOf(page) {
  return page.locator('main[data-game]').getAttribute('data-phase');
}

export const FIXTURES = join(HERE, 'fixtures');

/**
 * Waits until every picture under `within` is drawable: the decks' sprites come by fetch
 * the first time a table opens, and a `<use>` drawn before its symbol is in the page is
 * blank for that moment (nothing to measure, a blank in a screenshot).
 */
export async function spritesIn(page, within) {
  await page.waitForFunction((within) => [...document.querySelectorAll(`${within} svg use`)]
    .every((u) => document.getElementById(u.getAttribute('href').slice(1))), within);
}

/**
 * Opens a saved game written by a native test (e2e/fixtures/<name>.json, pinned by
 * src/games/<game>/tests/e2e_fixtures.rs) at the game's table.
 */
export async function openFixture(page, url, game, name) {
  const save = readFileSync(join(FIXTURES, `${name}.json`), 'utf8').trim();
  // From home, where no table is open to save over it.
  await page.goto(`${url}#/`);
  await page.locator('h1:visible', { hasText: 'Samurai Tables' }).waitFor();
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [`samurai-tables/save/${game}`, save]);
  await page.goto(`${url}#/${game}/play`);
  await page.locator(`main[data-game="${game}"]`).waitFor();
}

/** Long scenarios (whole games to 1000, several whole games) run only with E2E_SLOW=1. */
export const SLOW = process.env.E2E_SLOW === '1';

/** The phone sizes every table must fit without scrolling (issue 13): upright and on its side. */
export const PHONES = [
  { name: '360x740', viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: '412x915', viewport: { width: 412, height: 915 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  // The small phone on its side.
  { name: '740x360', viewport: { width: 740, height: 360 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
];

/**
 * The docked table fits the screen as it is now: the page does not scroll either way, and
 * every card of the hand and every button of the action bar is inside the screen with
 * nothing drawn over its middle, and the table (the felt) is whole: it does not scroll and
 * no card on it is cut or covered. With the animations off, nothing is animated. Returns nothing; fails with what is wrong.
 */
export async function fits(page, where) {
  const r = await page.evaluate(() => {
    const out = [];
    function cutText() {
      const cut = [];
      for (const el of document.body.querySelectorAll('*')) {
        if (el.closest('svg, .visually-hidden, script, style, [hidden], [aria-hidden="true"]')) continue;
        const own = [...el.childNodes].filter((n) => n.nodeType === 3 && n.textContent.trim()).map((n) => n.textContent.trim()).join(' ');
        if (!own) continue;
        const st = getComputedStyle(el);
        if (st.display === 'inline' || st.display === 'contents' || st.visibility === 'hidden') continue;
        if (el.clientWidth === 0 || el.clientHeight === 0) continue;
        // Text for screen readers only (clipped to nothing on purpose: the skip link, a
        // button's word beside its icon) is not drawn.
        let hidden = false;
        for (let a = el; a && !hidden; a = a.parentElement) {
          const s = getComputedStyle(a);
          hidden = (s.clip && s.clip !== 'auto') || (s.clipPath && s.clipPath !== 'none' && a.clientWidth <= 20);
        }
        if (hidden) continue;
        // A box meant to scroll (a history log, a rules text) is read by scrolling it.
        if (['auto', 'scroll'].includes(st.overflowX) || ['auto', 'scroll'].includes(st.overflowY)) continue;
        const wide = el.scrollWidth > el.clientWidth + 1;
        const tall = el.scrollHeight > el.clientHeight + 1 && st.overflowY !== 'visible';
        if (wide || tall) {
          cut.push(`text "${own.slice(0, 40)}" is cut in ${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`);
        }
      }
      return cut;
    }

    const doc = document.scrollingElement || document.documentElement;
    if (doc.scrollHeight > window.innerHeight + 1) out.push(`page is ${doc.scrollHeight}px tall in ${window.innerHeight}`);
    if (doc.scrollWidth > window.innerWidth + 1) out.push(`page is ${doc.scrollWidth}px wide in ${window.innerWidth}`);
    const overlay = document.querySelector('.end-screen, .hand-over');
    const targets = overlay
      ? [...overlay.querySelectorAll('button, a.button')].slice(0, 1)
      : [...document.querySelectorAll('main.docked > .table-bar :is(a, button), main.docked .hand-dock .card, main.docked .hand-dock button, main.docked .action-bar button')];
    for (const el of targets) {
      const b = el.getBoundingClientRect();
      if (b.width === 0 || b.height === 0) continue;
      const name = el.getAttribute('aria-label') || el.textContent.trim().slice(0, 30);
      if (b.top < 0 || b.left < -1 || b.bottom > window.innerHeight + 1 || b.right > window.innerWidth + 1) {
        out.push(`"${name}" is outside the screen (${Math.round(b.left)},${Math.round(b.top)} to ${Math.round(b.right)},${Math.round(b.bottom)})`);
        continue;
      }
      // What is drawn at the element's visible middle: the element itself or its content.
      const x = b.left + Math.min(b.width / 2, 12);
      const y = b.top + Math.min(b.height / 2, 12);
      const hit = document.elementFromPoint(x, y);
      if (hit && !el.contains(hit) && !hit.contains(el)) out.push(`"${name}" is covered by ${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}`);
    }
    // The table's own cards (the trick, the clash, the duel mat) must be whole: not clipped
    // by a box that hides or scrolls its overflow, and not drawn over at top or bottom by
    // anything but another card of the table (piles and fans overlap on purpose).
    // With the animations off (the FAST settings), nothing moves in any phase.
    if (document.querySelector('.motion-reduced')) {
      const moving = document.getAnimations().filter((a) => a.playState === 'running');
      if (moving.length) out.push(`${moving.length} animations run with the animations off (${moving.map((a) => a.animationName || a.effect?.target?.className).slice(0, 3).join(', ')})`);
    }
    if (!overlay) {
      const felt = document.querySelector('main.docked .felt');
      if (felt && felt.scrollHeight > felt.clientHeight + 2) out.push(`the table needs scrolling (${felt.scrollHeight}px in ${felt.clientHeight})`);
      for (const el of document.querySelectorAll('main.docked .felt :is(.card, .pcard)')) {
        const b = el.getBoundingClientRect();
        if (b.width === 0 || b.height === 0) continue;
        const name = el.getAttribute('aria-label') || el.textContent.trim().slice(0, 30);
        let clip = { top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth };
        for (let a = el.parentElement; a; a = a.parentElement) {
          const st = getComputedStyle(a);
          if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
          const r = a.getBoundingClientRect();
          clip = { top: Math.max(clip.top, r.top), left: Math.max(clip.left, r.left),
            bottom: Math.min(clip.bottom, r.bottom), right: Math.min(clip.right, r.right) };
        }
        if (b.top < clip.top - 2 || b.left < clip.left - 2 || b.bottom > clip.bottom + 2 || b.right > clip.right + 2) {
          out.push(`table card "${name}" is cut (${Math.round(b.left)},${Math.round(b.top)} to ${Math.round(b.right)},${Math.round(b.bottom)}; visible ${Math.round(clip.left)},${Math.round(clip.top)} to ${Math.round(clip.right)},${Math.round(clip.bottom)})`);
          continue;
        }
        for (const y of [b.top + 4, b.bottom - 4]) {
          const hit = document.elementFromPoint(b.left + b.width / 2, y);
          if (hit && !el.contains(hit) && !hit.contains(el) && !hit.closest('.felt :is(.card, .pcard)')) {
            out.push(`table card "${name}" is covered by ${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}`);
            break;
          }
        }
      }
    }
    // No text cut or spilling (issue 21, point 9): every element that holds text of its
    // own (header titles, seat panels, buttons, list items) shows all of it inside its box.
    out.push(...cutText());
    return out;
  });
  // A picture of what did not fit, to look at (not kept in the repository).
  if (r.length) await page.screenshot({ path: join(HERE, 'results', `misfit-${where.replace(/[^\w-]+/g, '-')}.png`) }).catch(() => {});
  if (r.length && process.env.FIT_REPORT) { console.log(`# MISFIT ${where}: ${r.join(' | ')}`); return; }
  assert.deepEqual(r, [], `${where}: does not fit`);
}

/**
 * The leak check (issue 22): every card face in the page (`[data-face]`) is one the view the
 * table is drawn from shows (the root's `data-faces`), and behind a hand-over screen the
 * table is drawn from a spectator's view (`data-viewer="none"`), so no hand's face is in the
 * page. `viewer`, when given, is the seat whose view it must be ('none': a spectator's).
 * Returns the faces in the page (a test may check it saw some).
 */
export async function facesInView(page, where, viewer = undefined) {
  const r = await page.evaluate(() => {
    const root = document.querySelector('main[data-game]');
    const faces = [...document.querySelectorAll('[data-face]')].map((e) => e.dataset.face);
    return {
      marked: root.hasAttribute('data-faces'),
      allowed: (root.dataset.faces || '').split(' ').filter(Boolean),
      viewer: root.dataset.viewer,
      handOver: !!document.querySelector('.hand-over'),
      faces,
    };
  });
  assert.ok(r.marked, `${where}: the table's root says which view it is drawn from`);
  const allowed = new Set(r.allowed);
  const leaked = r.faces.filter((f) => !allowed.has(f));
  assert.deepEqual(leaked, [], `${where}: card faces in the page that the viewer's view (${r.viewer}) does not show`);
  if (r.handOver) assert.equal(r.viewer, 'none', `${where}: behind the hand-over screen, the table shows a hand`);
  if (viewer !== undefined) assert.equal(r.viewer, String(viewer), `${where}: whose view the table is drawn from`);
  return r.faces;
}

/**
 * Issue 24: the English left in the page's texts for a Japanese reader. Reads every text a
 * reader sees or hears: text nodes (hidden ones for screen readers too), the accessible
 * names and descriptions (aria-label, title, alt, placeholder), buttons' values and the
 * document's title; not what is marked translate="no" (a language's own name, a deal or
 * pairing code), not scripts or styles. A word is two Latin letters or more in a row; the
 * product's name, card indices ("L10", "J"), numbers and deal codes pass, and so does each entry of
 * `allow` (a string or a RegExp matched against the whole text it is in). Returns
 * "where: text" for each text with English left.
 */
export async function untranslated(page, where, allow = [], within = 'body') {
  // `within`: a selector, to check one part of a page (others' parts may land later).
  const texts = await page.evaluate((within) => {
    const root = document.querySelector(within);
    if (!root) throw new Error(`untranslated: nothing matches ${within}`);
    const out = [];
    // <noscript>'s text is never shown with scripts on (Chromium draws it as display: inline).
    const skip = (el) => !el || el.closest('script, style, template, noscript, [translate="no"], [hidden]');
    // Hidden by an ancestor (display is not inherited: a child of a hidden block says "block").
    const undrawn = (el) => {
      for (let e = el; e; e = e.parentElement) if (getComputedStyle(e).display === 'none') return true;
      return false;
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (skip(el) || !n.textContent.trim()) continue;
      if (undrawn(el) && !el.closest('.visually-hidden')) continue;
      out.push(n.textContent.trim());
    }
    const named = '[aria-label], [title], [alt], [placeholder], [aria-description], input[type="button"], input[type="submit"]';
    for (const el of [root, ...root.querySelectorAll(named)].filter((e) => e.matches(named))) {
      if (skip(el) || undrawn(el)) continue;
      for (const a of ['aria-label', 'title', 'alt', 'placeholder', 'aria-description']) {
        const v = el.getAttribute(a);
        if (v && v.trim()) out.push(v.trim());
      }
      if (el.matches('input[type="button"], input[type="submit"]') && el.value) out.push(el.value);
    }
    if (root === document.body) out.push(document.title);
    return out;
  }, within);
  const words = /[A-Za-z]{2,}/;
  const found = [];
  for (const text of new Set(texts)) {
    if (allow.some((a) => (a instanceof RegExp ? a.test(text) : a === text))) continue;
    // A deal code ("5EED-0A1F") is a number in hexadecimal, not a word.
    const rest = text.replace(/Samurai Tables/g, '').replace(/\bOK\b/g, '').replace(/\b[0-9A-F]{4}-[0-9A-F]{4}\b/g, '');
    if (words.test(rest)) found.push(`${where}: ${text}`);
  }
  return found;
}

/** The languages a table is played in for issue 24: stored settings' `language`. */
export const JAPANESE = { language: 'Ja' };
export const PSEUDO = { language: 'Pseudo' };
