// Shared by the phones tests and benchmark (issue 23): several phones in one Chromium (one
// browser context each: its own storage, so its own phone), paired through the codes as
// text, their data channels watched. Every context gets an init script that keeps the page's
// data channels on `window.__phones` with every message heard and sent (with the time), so
// that a test can check what the host sent (the leak check), measure it, and talk on a
// guest's channel itself (bad input).
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { chromium } from 'playwright-core';
import { appStarted, CHROMIUM_ARGS, FAST, PHONE, SETTINGS_KEY, watch } from './harness.mjs';

/** Loopback WebRTC in headless Chromium (see the shared notes on phones). */
export const PHONE_ARGS = [
  ...CHROMIUM_ARGS,
  '--allow-loopback-in-peer-connection',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

const RESULTS = new URL('./results', import.meta.url).pathname;
const UNDER_TEST = Boolean(process.env.NODE_TEST_CONTEXT);
let shared = null;
/** One Chromium for the file: a phone is a context in it. */
export function phoneBrowser() {
  shared ??= chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: PHONE_ARGS });
  return shared;
}
export async function closeBrowser() {
  if (shared) await (await shared).close();
  shared = null;
}
if (UNDER_TEST) after(closeBrowser);

/**
 * Runs in every page before the app: wraps the page's data channels. On a guest
 * (`renumber`), the app's messages go out renumbered by a counter of the channel's own (`n`), so that a test may slip its own
 * messages in between (`__phones.send`) and the host still sees one rising sequence from
 * this phone: otherwise a forged message the host took would make the guest's next
 * real message look repeated. The app's text is otherwise sent as it is.
 */
function channelSpy(renumber) {
  const phones = { channels: [], heard: [], sent: [] };
  window.__phones = phones;
  const ids = new WeakMap();
  const counters = new WeakMap();
  // The app sends a long message in pieces (all but the last marked with U+001E): kept
  // whole here, as the app reads it.
  const MORE = '\u001e';
  const partial = new Map();
  const whole = (key, data) => {
    if (typeof data === 'string' && data.startsWith(MORE)) {
      partial.set(key, (partial.get(key) ?? '') + data.slice(1));
      return null;
    }
    const text = (partial.get(key) ?? '') + data;
    partial.delete(key);
    return text;
  };
  // Whether a message completes a view's update: a Part without `more` (protocol 2), or a
  // whole View (protocol 1). Marked on each message heard and sent, so that a test counts
  // and waits for updates without parsing the lists again.
  const completes = (data) => {
    if (typeof data !== 'string' || !data.startsWith('{')) return false;
    try {
      const body = JSON.parse(data).body;
      if (body && typeof body === 'object') return body.Part ? !body.Part.more : 'View' in body;
    } catch { /* not JSON */ }
    return false;
  };
  const origCreate = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const ch = origCreate.apply(this, args);
    const id = phones.channels.length;
    ids.set(ch, id);
    counters.set(ch, 0);
    phones.channels.push(ch);
    ch.addEventListener('message', (e) => {
      const piece = typeof e.data === 'string' ? e.data : `[binary ${e.data.byteLength ?? e.data.size}]`;
      const data = whole(`heard ${id}`, piece);
      if (data !== null) phones.heard.push({ ch: id, t: Date.now(), data, update: completes(data) });
    });
    return ch;
  };
  const origSend = RTCDataChannel.prototype.send;
  const raw = (ch, text) => {
    phones.sent.push({ ch: ids.get(ch) ?? -1, t: Date.now(), data: text, test: true });
    return origSend.call(ch, text);
  };
  // A test holds a phone's tongue (`hold`): the page sends nothing, as one asleep or hung
  // would, while its link stays open.
  phones.hold = false;
  RTCDataChannel.prototype.send = function (data) {
    if (phones.hold) return undefined;
    let text = data;
    if (renumber && typeof data === 'string' && counters.has(this)) {
      try {
        const env = JSON.parse(data);
        if (env && typeof env === 'object' && Number.isInteger(env.n)) {
          const n = counters.get(this) + 1;
          counters.set(this, n);
          // Only the number changes; the rest is the app's text as it is.
          text = data.replace(/"n":\d+/, `"n":${n}`);
        }
      } catch { /* not JSON: sent as it is */ }
    }
    const sent = whole(`sent ${ids.get(this)}`, text);
    if (sent !== null) phones.sent.push({ ch: ids.get(this) ?? -1, t: Date.now(), data: sent, update: completes(sent) });
    return origSend.call(this, text);
  };
  /** The newest open channel (a guest has one; a rejoin makes a new one). */
  const current = () => [...phones.channels].reverse().find((c) => c.readyState === 'open');
  /**
   * Sends the test's own text on the newest open channel. Its number (if any) is taken
   * from the sequence: the app's next message gets a higher one whether or not the host
   * took this one (a gap is allowed, a number again is not).
   */
  phones.send = (text) => {
    const ch = current();
    if (!ch) throw new Error('no open data channel');
    counters.set(ch, counters.get(ch) + 1);
    return raw(ch, text);
  };
  phones.next = () => counters.get(current()) + 1;
}

/**
 * A new phone: a context of the shared browser with the FAST settings stored (a guest's
 * too: no sound, no animation), watched for errors, its channels spied on. Goes to `path`
 * (the home page by default) unless `path` is null.
 */
export async function newPhone(url, { settings = {}, path = '', guest = true, locale = undefined } = {}) {
  const browser = await phoneBrowser();
  const context = await browser.newContext({ ...PHONE, ...(locale ? { locale } : {}) });
  await context.addInitScript(channelSpy, guest);
  await context.addInitScript(([k, v]) => {
    // Not on a new page's about:blank, which has no storage.
    if (location.protocol.startsWith('http') && !localStorage.getItem(k)) localStorage.setItem(k, v);
  }, [SETTINGS_KEY, JSON.stringify({ ...FAST, ...settings })]);
  const seen = watch(context, new URL(url).origin);
  const page = await context.newPage();
  if (path !== null) {
    await page.goto(`${url}${path}`);
    await appStarted(page);
  }
  return { context, page, seen, close: () => context.close() };
}

/**
 * Opens the game's new-game form on the host, sets each seat's `<select>` ("Seat N ...") to
 * the kind given (`human`, `phone`, or a computer level), or the mode "On two phones" for
 * `['human', 'phone']` in a game of fixed line-ups, `extra(page)` for the rest of the form,
 * and presses Start. `kinds` is by seat; seats left out keep the form's default.
 */
export async function startGame(host, url, game, kinds, extra = null) {
  const { page } = host;
  await page.goto(`${url}#/${game}/new`);
  await page.getByRole('button', { name: 'Start' }).waitFor();
  if (extra) await extra(page);
  // Games of fixed line-ups (Satsuma, Pocket) offer "On two phones": you here, seat 1 a phone.
  const fixed = (await page.locator('#mode-phone').count()) > 0;
  if (fixed) {
    assert.deepEqual(kinds, ['human', 'phone'], `${game}: fixed line-ups play only "On two phones"`);
    await page.locator('#mode-phone').check();
  }
  for (const [s, kind] of kinds.entries()) {
    if (fixed) break;
    if (kind === undefined) continue;
    await page.getByLabel(new RegExp(`^Seat ${s + 1}\\b`)).selectOption(kind);
  }
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator('main[data-game]').waitFor();
}

/** The host's field and button for a phone's answer, in the host's language. */
export const ANSWER_WORDS = {
  en: { answer: 'Answer code', connect: 'Connect' },
  ja: { answer: '応答コード', connect: '接続' },
};

/** The waiting phone seat's block in the host's lobby. */
export const lobbySeat = (host, seat) => host.page.locator(`section.lobby [data-phone-seat="${seat}"]`);

/** The offer code for `seat` that `where` (a locator: the lobby's seat, the More sheet) shows. */
export async function offerIn(where, seat) {
  const code = where.locator(`[data-offer][data-seat="${seat}"]`);
  await code.waitFor();
  const offer = await code.getAttribute('data-offer');
  assert.ok(offer && offer.length > 20, `an offer code for seat ${seat}: ${offer}`);
  assert.equal((await code.textContent()).trim(), offer, 'the code also as text');
  return offer;
}

/**
 * Pairs `guest` with the host's `seat`: the host's offer (shown in `where`, by default the
 * lobby) opened as the guest's join link, the guest's answer pasted into the host's "Answer
 * code" field there and Connect pressed; waits for the guest's table of that seat. Returns
 * the codes and the times (ms): open (join link to the answer shown), connect (Connect to
 * the guest's table).
 */
export async function pair(host, guest, url, seat, where = lobbySeat(host, seat), { words = ANSWER_WORDS.en, onAnswer = null } = {}) {
  const offer = await offerIn(where, seat);
  const t0 = Date.now();
  await guest.page.goto(`${url}#/join/${offer}`);
  const answerEl = guest.page.locator('[data-answer]');
  await answerEl.waitFor({ timeout: 30_000 }).catch(async (e) => {
    // What the phone shows instead (a refusal, an error) says more than a timeout.
    const shown = await guest.page.locator('body').innerText().catch(() => '?');
    await guest.page.screenshot({ path: `${RESULTS}/phones-pair-failed.png` }).catch(() => {});
    throw new Error(`${e.message}\nthe phone (${guest.page.url()}) shows: ${shown.replace(/\s+/g, " ").slice(0, 600)}`);
  });
  const answer = (await answerEl.textContent()).trim();
  assert.ok(answer.length > 20, `an answer code: ${answer}`);
  // A look at the phone's answer page (the Japanese test); not timed.
  if (onAnswer) await onAnswer(guest.page);
  const t1 = Date.now();
  await where.getByRole('textbox', { name: words.answer }).fill(answer);
  await where.getByRole('button', { name: words.connect }).click();
  await guest.page.locator(`main[data-game][data-seat="${seat}"]`).waitFor({ timeout: 30_000 });
  const t2 = Date.now();
  return { offer, answer, open: t1 - t0, connect: t2 - t1, total: t2 - t0 };
}

/** The table's contract on one device, now. */
export function stateOf(page) {
  return page.evaluate(() => {
    const root = document.querySelector('main[data-game]');
    return {
      game: root?.dataset.game ?? null,
      seat: root?.dataset.seat ?? null,
      act: root?.dataset.act ?? null,
      phase: root?.dataset.phase ?? null,
      lobby: !!document.querySelector('section.lobby'),
      over: !!document.querySelector('.end-screen'),
      handOver: !!document.querySelector('.hand-over'),
      away: [...document.querySelectorAll('[data-away]')].map((e) => e.textContent.trim()),
    };
  });
}

/** What a page's channels heard so far (`from`: skip that many). */
export async function heard(page, from = 0) {
  return page.evaluate((from) => window.__phones.heard.slice(from), from);
}

/** What a page's channels sent so far. */
export async function sent(page, from = 0) {
  return page.evaluate((from) => window.__phones.sent.slice(from), from);
}

/**
 * How many views a page's channels heard so far: updates completed (a Part without `more`,
 * the last of its update; a whole View of protocol 1).
 */
export function views(page) {
  return page.evaluate(() => window.__phones.heard.filter((h) => h.update).length);
}

/** The body's kind of a message's text ("Part", "Seats", "Pong"...), or null. */
export function kindOf(text) {
  try {
    const body = JSON.parse(text).body;
    return typeof body === 'string' ? body : Object.keys(body)[0];
  } catch {
    return null;
  }
}

/** Sleeps `ms`. */
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until one of `devices` ({ name, page, guest }) wants something: returns { device,
 * kind } for the first device (in order) whose table asks (act, hand-over), or { kind:
 * 'over' } once every device shows the end screen.
 */
export async function nextTurn(devices, timeout = 30_000) {
  const end = Date.now() + timeout;
  let last = null;
  while (Date.now() < end) {
    const states = await Promise.all(devices.map((d) => stateOf(d.page)));
    last = states;
    if (states.every((s) => s.over)) return { kind: 'over', states };
    for (const [i, s] of states.entries()) {
      if (s.over || s.lobby) continue;
      if (s.handOver) return { kind: 'hand-over', device: devices[i], states };
      if (s.act === 'yes') return { kind: 'act', device: devices[i], states };
    }
    await sleep(25);
  }
  throw new Error(`nobody to act within ${timeout} ms: ${JSON.stringify(last)}`);
}

/** A fingerprint of what a device shows, to see that an action changed it. */
export function signature(page) {
  return page.evaluate(() => {
    const root = document.querySelector('main[data-game]');
    if (!root) return '';
    // A selection may change no text (a card picked, a slot set): the named elements and
    // the controls, with their classes and states, count too.
    const marked = [...root.querySelectorAll('[aria-label], [data-face], button')]
      .map((e) => `${e.getAttribute('aria-label')}:${e.getAttribute('class')}:${e.getAttribute('aria-pressed')}:${e.getAttribute('aria-disabled')}`).join(',');
    return [root.dataset.act, root.dataset.phase, root.dataset.faces, marked, root.innerText.length, root.innerText.slice(0, 2000)].join('|');
  });
}

/** Waits until `page`'s signature differs from `before`. */
export async function changed(page, before, timeout = 15_000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if ((await signature(page)) !== before) return;
    await sleep(20);
  }
  throw new Error('the table did not change after the action');
}

/**
 * Plays across devices until every one shows the end screen (or `stopWhen()` returns
 * true: returns -1): each turn, the device that may act does one thing (`act(device,
 * phase, step)`; when several may, each in turn comes first); a hand-over screen is passed. After each action, waits until the acting
 * device's table changed and every other device heard from the host (a guest's stale
 * data-act would otherwise be acted on twice). `onStep(device, states, step)` sees each
 * turn. Returns the steps played and who acted (counts per device name).
 */
export async function playAcross(all, act, { maxSteps = 2000, onStep, stopWhen, timeout = 30_000 } = {}) {
  const acted = {};
  for (let step = 0; step < maxSteps; step++) {
    if (stopWhen && (await stopWhen(step))) return { steps: -1, acted };
    // Who goes first when several may act (Satsuma's discards) changes from step to step.
    const devices = all.map((_, i) => all[(i + step) % all.length]);
    const t = await nextTurn(devices, timeout);
    if (t.kind === 'over') return { steps: step, acted };
    const d = t.device;
    // The states in the order the devices were given (not this turn's).
    if (onStep) await onStep(d, all.map((x) => t.states[devices.indexOf(x)]), step);
    const before = await signature(d.page);
    const counts = await Promise.all(devices.map((x) => (x.guest ? views(x.page) : 0)));
    const host = devices.find((x) => !x.guest);
    const sentBefore = await Promise.all([host, d].map((x) => x.page.evaluate(() => window.__phones.sent.length)));
    if (t.kind === 'hand-over') {
      await d.page.getByRole('dialog').getByRole('button').first().click();
    } else {
      const phase = (await stateOf(d.page)).phase;
      await act(d, phase, step);
      acted[d.name] = (acted[d.name] ?? 0) + 1;
    }
    await changed(d.page, before).catch(async (e) => {
      await d.page.screenshot({ path: `${RESULTS}/phones-unchanged.png` }).catch(() => {});
      const st = await stateOf(d.page);
      throw new Error(`${e.message}: ${d.name} at step ${step} (${t.kind}, now ${JSON.stringify(st)})`);
    });
    // A move (the host sent views, or the phone its move) reaches the other phones: they
    // hear it (or not, when it changed nothing they see: the wait ends at its short limit).
    // A selection stays on its device.
    await sleep(30);
    const sentAfter = await Promise.all([host, d].map((x) => x.page.evaluate(() => window.__phones.sent.length)));
    const moved = d.guest ? sentAfter[1] > sentBefore[1] : sentAfter[0] > sentBefore[0];
    if (moved) await Promise.all(devices.map(async (x, i) => {
      if (!x.guest || x === d) return;
      await x.page.waitForFunction((n) => window.__phones.heard.filter((h) => h.update).length > n, counts[i], { timeout: 1500 }).catch(() => {});
    }));
  }
  throw new Error(`no end screen on every device after ${maxSteps} steps`);
}

// One action on a device's table, per game (the `act` of playAcross). Each does one thing
// the table offers, as a person would by taps; the choices vary with `step`.

/** Satsuma: in Logistics mark 1-3 cards (never none: see the leak check) and discard; else Next hand. */
export async function satsumaAct(d, phase, step) {
  const { page } = d;
  if (phase === 'Logistics') {
    const cards = page.locator('.hand .card');
    const k = 1 + (step % 3);
    for (let i = 0; i < k; i++) await cards.nth(i * 2).click();
    await page.locator('main[data-phase="Logistics"] button.confirm').click();
  } else {
    await page.locator('button.next-hand').click();
  }
}

/** Pocket: the taps of pocket-play.mjs. */
export { tapAction as pocketTap } from './pocket-play.mjs';

/**
 * Panda, one action: the passing (a card, then the first player still without one, then
 * confirm); an Ambush whenever one is offered (`ambush`), else "No ambush" in the window;
 * the Panda's trick given; on a turn, lead the first card that may be led, and pass
 * whenever the table holds something (quick deals); Next deal closes a summary.
 */
export async function pandaAct(d, phase, _step, { ambush = true } = {}) {
  const { page } = d;
  const strip = { position: { x: 10, y: 24 } };
  if (await page.locator('.pd-next-deal').count()) return page.locator('.pd-next-deal').click();
  if (phase === 'Passing') {
    if (await page.locator('.pd-give.primary').count()) return page.locator('.pd-give.primary').click();
    if (await page.locator('.pd-hand .card[aria-pressed="true"]').count()) return page.locator('.pd-target:not(.set)').first().click();
    return page.locator('.pd-hand .card').first().click(strip);
  }
  if (ambush && (await page.locator('.pd-ambush').count())) return page.locator('.pd-ambush').click();
  if (phase === 'AmbushWindow') return page.locator('.pd-no-ambush').click();
  if (phase === 'GiveTrick') return page.locator('.pd-give-trick').first().click();
  if (await page.locator('.pd-pass').count()) return page.locator('.pd-pass').click();
  // Leading: the first card that makes a play.
  if (await page.locator('.pd-hand .card[aria-pressed="true"]').count()) await page.locator('.pd-clear').click();
  const n = await page.locator('.pd-hand .card').count();
  for (let i = 0; i < n; i++) {
    await page.locator('.pd-hand .card').nth(i).click(strip);
    if (await page.locator('.pd-play.primary').count()) return page.locator('.pd-play.primary').click();
    await page.locator('.pd-clear').click();
  }
  throw new Error('Panda: no card to lead');
}

/** Honor, one action: the choices of honor-play.mjs. */
export async function honorAct(d, phase, step) {
  const { page } = d;
  const panel = page.locator('.action-bar');
  switch (phase) {
    case 'DeclareSuit':
      return panel.locator('.button', { hasText: /Clubs|Diamonds|Hearts|Spades/ }).first().click();
    case 'JokerAppeal':
    case 'ArmyAppeal':
      return panel.locator('.button', { hasText: /Appeal|Respond|Do not appeal/ }).first().click();
    case 'Exchange': {
      const hand = page.locator('.hand-dock .my-area .hand[aria-label="Your hand"] .card');
      const slots = page.locator('.hand-dock .my-area .hand[aria-label="Your army"] .card');
      if ((await hand.count()) > 0 && step % 2 === 0) {
        await hand.first().click();
        await slots.nth(step % 3).click();
        return panel.locator('.button.confirm').click();
      }
      return panel.locator('.button.done').click();
    }
    case 'Charge': {
      const hand = page.locator('.hand-dock .my-area .hand[aria-label="Your hand"] .card');
      if ((await hand.count()) > 0 && step % 3 === 0) {
        await hand.first().click();
        return panel.locator('.button.confirm').click();
      }
      return panel.locator('.button.no-charge').click();
    }
    case 'Battle':
    case 'GameOver':
      return panel.locator('button.next-hand').click();
    default:
      throw new Error(`Honor: unexpected phase ${phase}`);
  }
}

// The leak check (issue 23): what the host sends a phone holds nothing that the phone's seat
// may not know. Checked on the host's side (every message it sent, by the seat whose Hello
// opened the channel) and on each guest's (every message it heard): each message's text as
// it went, and (protocol 2, where a view goes as Parts: a whole view, then what changed)
// each view as the phone rebuilds it from the Parts it heard, after each update's last part.

/** Satsuma's deck size (src/games/satsuma/mod.rs): face ids number each side's deck apart. */
const SATSUMA_DECK = 46;

/** The fields of a seat's view (core::View); anything else would be something more. */
const VIEW_KEYS = ['version', 'seat', 'table', 'legal', 'events', 'reveal'];
/** Keys that only a game's state or save, never a view, holds (the shuffle, the log). */
const STATE_KEYS = ['rng', 'seed', 'log'];

/** Every array of integers in a JSON value, deep. */
function intArrays(value, out = []) {
  if (Array.isArray(value)) {
    if (value.length && value.every((x) => Number.isInteger(x))) out.push(value);
    for (const x of value) intArrays(x, out);
  } else if (value && typeof value === 'object') {
    for (const x of Object.values(value)) intArrays(x, out);
  }
  return out;
}

/** Every key in a JSON value, deep. */
function keysIn(value, out = new Set()) {
  if (Array.isArray(value)) for (const x of value) keysIn(x, out);
  else if (value && typeof value === 'object') {
    for (const [k, x] of Object.entries(value)) {
      out.add(k);
      keysIn(x, out);
    }
  }
  return out;
}

const sameSet = (a, b) => {
  const A = new Set(a);
  const B = new Set(b);
  return A.size === B.size && [...A].every((x) => B.has(x));
};

/**
 * A secret of another seat, as it would be written in a message (see hiddenOf):
 * { ints: [...] } a hand as a list of card numbers; { bits: "123" } a hand as a card set's
 * number (Panda); { text: "..." } a string (the deal code).
 */
function holds(text, json, secret) {
  if (secret.ints) return intArrays(json).some((a) => sameSet(a, secret.ints));
  if (secret.bits) return new RegExp(`(^|[^0-9.])${secret.bits}([^0-9.]|$)`).test(text);
  return text.includes(secret.text);
}

/** The fields of a Part (protocol 2, src/app/net/delta.rs); anything else would be something more. */
const PART_KEYS = ['base', 'seat', 'version', 'table', 'legal', 'from', 'events', 'more', 'sum'];

/**
 * Where a view's legal moves came as the game's rule (`{"Rule":{before, after}}`: before,
 * the moves the rule derives from the table, after): the rebuilt list holds this marker in
 * the rule's place (a script cannot expand the rule). See offeredMoves.
 */
export const RULE = Object.freeze({ $rule: 'the moves the game\'s rule derives from the table' });

/** The moves a rebuilt view's `legal` lists, without the rule's marker. */
export function offeredMoves(legal) {
  return (Array.isArray(legal) ? legal : []).filter((m) => !(m && typeof m === 'object' && '$rule' in m));
}

const ENCODER = new TextEncoder();
const DECODER = new TextDecoder('utf-8', { fatal: true });

/** FNV-1a, 32 bits, over bytes: a Part's `sum` of the finished table text. */
export function fnv(bytes) {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h;
}

/** The raw JSON text of a Part's `events` (its numbers as written: a card set's is past what a JavaScript number holds), or "[]". */
function rawEvents(text) {
  const key = /(?<!\\)"events":\[/g;
  let m;
  let start = -1;
  // The Part's own key: the last one outside any string (a table edit's text escapes its quotes).
  while ((m = key.exec(text))) start = m.index + m[0].length - 1;
  if (start < 0) return '[]';
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      depth--;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return '[]';
}

function concat(chunks) {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** A view's JSON text with the table's text exactly as the host wrote it (a card set's number is past what a JavaScript number holds). */
function viewText(view, tableText) {
  return `{${Object.entries(view).map(([k, v]) => `${JSON.stringify(k)}:${k === 'table' ? tableText : JSON.stringify(v ?? null)}`).join(',')}}`;
}

/**
 * One seat's view as a phone rebuilds it from the host's Parts (protocol 2), message by
 * message, the way the app's guest does (src/app/net/delta.rs, Built): `base` 0 starts a
 * whole view; any other base must be the number of the last part taken; the table's edits
 * (in UTF-8 bytes) apply to the last complete table text with a cursor that carries across
 * an update's parts; `legal` and `from`/`events` replace what they name; the update's last
 * part (no `more`) completes the view, checked against its `sum`. Unlike the app it builds
 * a view of any seat or version (the leak check then says what is wrong with it).
 */
export class ViewBuilder {
  constructor() {
    /** The last complete view, its table text (bytes and text). */
    this.view = null;
    this.bytes = new Uint8Array();
    this.tableText = '';
    /** The number of the last part taken (0: none, or out of step). */
    this.chain = 0;
    /** An update whose last part has not come. */
    this.work = null;
    /** Out of step: parts are passed over until a whole view starts. */
    this.asked = false;
  }

  /**
   * Takes one message the host sent (its text). Returns null for a message that is not a
   * Part; else { n, done: false } while its update goes on, { n, done: true, view, text }
   * (the view and its JSON text) when it completes one, { n, skipped: true } for a part
   * passed over while out of step, or { n, problem } when it does not build on what the
   * seat has (then out of step until a whole view).
   */
  take(text) {
    let env;
    try {
      env = JSON.parse(text);
    } catch {
      return null;
    }
    const part = env?.body?.Part;
    if (!part || typeof part !== 'object') return null;
    const n = env.n;
    try {
      return this.#step(n, part, text);
    } catch (e) {
      this.work = null;
      this.chain = 0;
      this.asked = true;
      return { n, problem: e.message };
    }
  }

  #step(n, part, text) {
    if (part.base === 0) {
      if (!Number.isInteger(part.seat) || !Number.isInteger(part.version)) throw new Error(`a whole view without its seat or version (${part.seat}, ${part.version})`);
      this.asked = false;
      this.work = { whole: { seat: part.seat, version: part.version }, old: new Uint8Array(), chunks: [], cursor: 0, legal: undefined, events: null };
    } else if (this.asked) {
      return { n, skipped: true };
    } else if (this.chain === 0 || part.base !== this.chain) {
      throw new Error(`a part building on message ${part.base}, the last part taken being ${this.chain || 'none'}`);
    } else if (!this.work) {
      if (!this.view) throw new Error('a change before any whole view');
      this.work = { whole: null, old: this.bytes, chunks: [], cursor: 0, legal: undefined, events: null };
    }
    const w = this.work;
    // This part's events as the host wrote them: what an edit [keep, drop, at, len] copies.
    let events = null;
    for (const e of part.table ?? []) {
      const put = Array.isArray(e) && e.length === 3 && typeof e[2] === 'string';
      const copy = Array.isArray(e) && e.length === 4 && e.slice(2).every((x) => Number.isInteger(x) && x >= 0);
      if (!(put || copy) || !Number.isInteger(e[0]) || !Number.isInteger(e[1]) || e[0] < 0 || e[1] < 0) {
        throw new Error(`an edit that is not [keep, drop, "text"] or [keep, drop, at, len]: ${JSON.stringify(e).slice(0, 80)}`);
      }
      const [keep, drop] = e;
      if (w.cursor + keep + drop > w.old.length) throw new Error(`an edit past the old table text's end (${w.cursor} + ${keep} + ${drop} > ${w.old.length} bytes)`);
      let add;
      if (put) add = ENCODER.encode(e[2]);
      else {
        events ??= ENCODER.encode(rawEvents(text));
        if (e[2] + e[3] > events.length) throw new Error(`a copy past this part's events (${e[2]} + ${e[3]} > ${events.length} bytes)`);
        add = events.subarray(e[2], e[2] + e[3]);
      }
      w.chunks.push(w.old.subarray(w.cursor, w.cursor + keep), add);
      w.cursor += keep + drop;
    }
    if (part.legal !== undefined) {
      if (Array.isArray(part.legal?.List)) w.legal = part.legal.List;
      else if (part.legal?.Rule && typeof part.legal.Rule === 'object') w.legal = [...(part.legal.Rule.before ?? []), RULE, ...(part.legal.Rule.after ?? [])];
      else throw new Error(`legal moves neither a List nor a Rule: ${JSON.stringify(part.legal).slice(0, 80)}`);
    }
    if (part.from !== undefined) {
      const held = w.events ?? (w.whole ? [] : this.view.events);
      if (!Number.isInteger(part.from) || part.from < 0 || part.from > held.length) throw new Error(`events from ${part.from}, ${held.length} held`);
      w.events = held.slice(0, part.from).concat(part.events ?? []);
    } else if (part.events?.length) {
      throw new Error('events without `from`');
    }
    this.chain = n;
    if (part.more) return { n, done: false };
    // The update's last part: the rest of the old text follows.
    w.chunks.push(w.old.subarray(w.cursor));
    const bytes = concat(w.chunks);
    if (part.sum !== undefined && fnv(bytes) !== part.sum) throw new Error(`the rebuilt table's sum is ${fnv(bytes)}, the part says ${part.sum}`);
    let tableText;
    let table;
    try {
      tableText = DECODER.decode(bytes);
      table = JSON.parse(tableText);
    } catch (e) {
      throw new Error(`the rebuilt table is not JSON (${e.message}): ${String(tableText).slice(0, 80)}`);
    }
    let view;
    if (w.whole) {
      if (w.legal === undefined) throw new Error('a whole view without its legal moves');
      view = { version: w.whole.version, seat: w.whole.seat, table, legal: w.legal, events: w.events ?? [], reveal: null };
    } else {
      view = { ...this.view, table, legal: w.legal ?? this.view.legal, events: w.events ?? this.view.events };
    }
    this.view = view;
    this.bytes = bytes;
    this.tableText = tableText;
    this.work = null;
    return { n, done: true, view, text: viewText(view, tableText) };
  }
}

/**
 * What is wrong with a seat's view as the phone at `seat` has it (`text`: its JSON text,
 * the table's exactly as sent): a view of another seat or with a spectator's reveal, fields
 * a view does not have, a state's keys, one of `secrets` (another seat's hidden cards, the
 * deal code), or for Pocket the opponent's face-down card or call, or the deck's order.
 */
export function viewLeaks(view, text, seat, secrets = [], game = null) {
  return [...viewShape(view, seat, game), ...contentLeaks(text, view, secrets)];
}

/** A state's keys or a secret in a JSON value (`text`: its text). */
function contentLeaks(text, json, secrets) {
  const out = [];
  for (const k of keysIn(json)) if (STATE_KEYS.includes(k)) out.push(`a state's key "${k}"`);
  for (const s of secrets) if (holds(text, json, s)) out.push(`another seat's secret (${s.what ?? JSON.stringify(s)})`);
  return out;
}

/** What is wrong with a view's shape for the phone at `seat` (see viewLeaks). */
function viewShape(v, seat, game) {
  const out = [];
  if (!v || typeof v !== 'object') return ['a view that is no object'];
  if (v.seat !== seat) out.push(`a view of seat ${v.seat}`);
  if (v.reveal !== null && v.reveal !== undefined) out.push('a spectator\'s reveal');
  const extra = Object.keys(v).filter((k) => !VIEW_KEYS.includes(k));
  if (extra.length) out.push(`fields a view does not have: ${extra}`);
  if (game === 'pocket') {
    const st = v.table?.view;
    const other = st?.players?.[1 - seat];
    if (other && ![null, 255].includes(other.commit)) out.push(`the opponent's face-down card ${other.commit}`);
    if (other && st.phase === 'Call' && ![null, 255].includes(other.call)) out.push(`the opponent's call ${JSON.stringify(other.call)}`);
    const deck = st?.deck ?? [];
    if (deck.some((c, i) => i > 0 && deck[i - 1] > c)) out.push('the deck in its order');
  }
  return out;
}

/**
 * What is wrong with one message the host sent to the phone at `seat`, as its text went (an
 * empty list when nothing): a welcome for another seat, a state's keys, one of `secrets`;
 * a Part of a whole view of another seat or with fields a part does not have; a whole View
 * (protocol 1) checked as viewLeaks does. A Part's view is checked once rebuilt (checkLink).
 */
export function leaksIn(text, seat, secrets = [], game = null) {
  const out = [];
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    return [`not JSON: ${text.slice(0, 80)}`];
  }
  const body = json?.body;
  const kind = typeof body === 'string' ? body : Object.keys(body ?? {})[0];
  if (kind === 'Welcome' && body.Welcome.seat !== seat) out.push(`a welcome for seat ${body.Welcome.seat}`);
  out.push(...contentLeaks(text, json, secrets));
  if (kind === 'Part') {
    const p = body.Part;
    if (!p || typeof p !== 'object') return [...out, 'a part that is no object'];
    if (p.seat !== undefined && p.seat !== seat) out.push(`a whole view of seat ${p.seat}`);
    const extra = Object.keys(p).filter((k) => !PART_KEYS.includes(k));
    if (extra.length) out.push(`fields a part does not have: ${extra}`);
  }
  if (kind === 'View') out.push(...viewShape(body.View, seat, game));
  return out;
}

/**
 * The host's secrets at this moment, as `leaksIn` looks for them: the hand of the seat the
 * host shows (when it is its own, not behind a hand-over, and hidden from the others: in a
 * phase where it is not on the table) and the deal code. Null hand when there is none.
 */
export async function hostSecrets(host, game) {
  const r = await host.page.evaluate((game) => {
    const root = document.querySelector('main[data-game]');
    const sel = {
      satsuma: '.logistics [data-face]',
      panda: '.pd-hand [data-face]',
      // The hand's label in either language (the leak-proof test's host reads Japanese).
      honor: ['Your hand', 'あなたの手札'].map((l) => `.hand-dock .my-area .hand[aria-label="${l}"] [data-face]`).join(', '),
      pocket: null,
    }[game];
    const faces = sel && !document.querySelector('.hand-over, .end-screen')
      ? [...document.querySelectorAll(sel)].map((e) => Number(e.dataset.face))
      : [];
    return { faces, viewer: root?.dataset.viewer, phase: root?.dataset.phase, code: document.querySelector('.deal-code')?.textContent ?? '' };
  }, game);
  const out = [];
  const code = /[0-9A-F]{4}-[0-9A-F]{4}/.exec(r.code);
  if (code) out.push({ text: code[0], what: 'the deal code' });
  // A hand of a few cards only: a short list of small numbers could be anything.
  if (r.faces.length >= 3 && (game !== 'satsuma' || r.phase === 'Logistics')) {
    if (game === 'panda') {
      let bits = 0n;
      for (const f of r.faces) bits |= 1n << BigInt(f % 64);
      // A set of low cards only is a small number, which anything could be.
      if (bits >= 1n << 20n) out.push({ bits: bits.toString(), what: `seat ${r.viewer}'s hand` });
    } else if (game === 'satsuma') {
      // Each side's deck is numbered apart: the face is side * deck size + the card's number.
      const nos = r.faces.map((f) => f % SATSUMA_DECK);
      out.push({ ints: nos, what: `seat ${r.viewer}'s hand` });
    } else {
      out.push({ ints: r.faces, what: `seat ${r.viewer}'s hand` });
    }
  }
  return out;
}

/** Which seat each of the host's channels serves: the seat of the first Hello heard on it. */
function hostChannels(heardList) {
  const seats = new Map();
  for (const h of heardList) {
    if (seats.has(h.ch)) continue;
    try {
      const hello = JSON.parse(h.data).body?.Hello;
      if (hello) seats.set(h.ch, hello.seat);
    } catch { /* not a hello */ }
  }
  return seats;
}

/**
 * The leak check over one link's messages from the host to the phone at `seat` (texts, or
 * entries of `heard`/`sent`), in order: each message's text (leaksIn), and each view the
 * phone rebuilds from its Parts (viewLeaks), with the parts that do not build. Returns
 * { problems, messages, parts, views } (views: updates completed).
 */
export function checkLink(messages, seat, secrets = [], game = null, who = `seat ${seat}`) {
  const problems = [];
  const b = new ViewBuilder();
  let parts = 0;
  let views = 0;
  for (const m of messages) {
    const text = typeof m === 'string' ? m : m.data;
    for (const p of leaksIn(text, seat, secrets, game)) problems.push(`${who}: ${p}`);
    const r = b.take(text);
    if (!r) continue;
    parts++;
    if (r.problem) problems.push(`${who}: message ${r.n}, a part that does not build: ${r.problem}`);
    if (!r.done) continue;
    views++;
    for (const p of viewLeaks(r.view, r.text, seat, secrets, game)) problems.push(`${who}: the view rebuilt at message ${r.n}: ${p}`);
  }
  return { problems, messages: messages.length, parts, views };
}

/**
 * The views rebuilt from one link's messages (texts, or entries of `heard`/`sent`), each
 * { n, view, text } after its update's last part (the table's text exactly as sent), and
 * the parts that did not build ({ n, problem }).
 */
export function rebuild(messages) {
  const b = new ViewBuilder();
  const views = [];
  const problems = [];
  for (const m of messages) {
    const r = b.take(typeof m === 'string' ? m : m.data);
    if (r?.done) views.push({ n: r.n, view: r.view, text: r.text });
    if (r?.problem) problems.push({ n: r.n, problem: r.problem });
  }
  return { views, problems, builder: b };
}

/**
 * The leak check over everything sent so far: every message the host sent (by the seat its
 * channel serves, in order, the views rebuilt per seat) and every message each guest heard,
 * against `secrets` (collected with hostSecrets as the game went). Returns { sent, heard,
 * views, heardViews, parts } counted (views: the updates the host completed to the phones;
 * heardViews: those the phones rebuilt); fails with the problems found.
 */
export async function checkLeaks(host, guests, secrets, game) {
  const problems = [];
  const hostSent = await sent(host.page);
  const seats = hostChannels(await heard(host.page));
  // Per seat, not per channel: a phone that rejoins gets a new channel, and the host's
  // numbers (and the parts' bases) go on from the last.
  const bySeat = new Map();
  for (const m of hostSent) {
    const seat = seats.get(m.ch);
    if (seat === undefined) continue; // a channel no phone said hello on: nothing went to a phone
    if (!bySeat.has(seat)) bySeat.set(seat, []);
    bySeat.get(seat).push(m);
  }
  let views = 0;
  let parts = 0;
  for (const [seat, list] of bySeat) {
    const r = checkLink(list, seat, secrets, game, `host to seat ${seat}`);
    problems.push(...r.problems);
    views += r.views;
    parts += r.parts;
  }
  let heardCount = 0;
  let heardViews = 0;
  for (const g of guests) {
    const list = await heard(g.page);
    heardCount += list.length;
    const r = checkLink(list, g.seat, secrets, game, `${g.name} (seat ${g.seat}) heard`);
    problems.push(...r.problems);
    heardViews += r.views;
  }
  assert.deepEqual(problems.slice(0, 20), [], `the leak check: ${problems.length} problems`);
  return { sent: hostSent.length, heard: heardCount, views, heardViews, parts };
}

/**
 * Proves the leak check can fail: the real thing passes, and each forgery of it (a leak's
 * ways) is caught. Returns what each forgery was caught for. `real` is one of:
 * - a view as rebuilt ({ view, text }, from rebuild): `forge(view, text)` edits a copy of
 *   the view, or returns the view's text written anew (a card set's number is past what a
 *   JavaScript number holds exactly); checked by viewLeaks;
 * - a link's messages (a list, as heard): `forge(link)` returns the Part (its body: the
 *   object) or the message text that follows them, with link = { n: the next number, base:
 *   the last part's number, view, tableText } of what the phone has; the link with it is
 *   checked by checkLink, its view rebuilt;
 * - one message's text: `forge(body, text)` edits a copy of its body's content (the Part,
 *   the View), or returns the message written anew; checked by leaksIn.
 */
export function proveLeakCheck(real, seat, secrets, game, forgeries) {
  const caught = [];
  const catches = (name, found) => {
    assert.ok(found.length > 0, `the leak check catches a forged message: ${name}`);
    caught.push(`${name}: ${found.join('; ')}`);
  };
  if (Array.isArray(real)) {
    const texts = real.map((m) => (typeof m === 'string' ? m : m.data));
    assert.deepEqual(checkLink(texts, seat, secrets, game).problems, [], 'the real messages pass');
    const { builder } = rebuild(texts);
    const last = Math.max(0, ...texts.map((t) => { try { return JSON.parse(t).n ?? 0; } catch { return 0; } }));
    for (const [name, forge] of Object.entries(forgeries)) {
      const link = { n: last + 1, base: builder.chain, view: structuredClone(builder.view), tableText: builder.tableText };
      const forged = forge(link);
      const text = typeof forged === 'string' ? forged : JSON.stringify({ v: 3, n: last + 1, body: { Part: forged } });
      catches(name, checkLink([...texts, text], seat, secrets, game).problems);
    }
  } else if (typeof real === 'string') {
    assert.deepEqual(leaksIn(real, seat, secrets, game), [], 'the real message passes');
    for (const [name, forge] of Object.entries(forgeries)) {
      const json = JSON.parse(real);
      const body = typeof json.body === 'object' ? Object.values(json.body)[0] : json.body;
      const forged = forge(body, real);
      catches(name, leaksIn(typeof forged === 'string' ? forged : JSON.stringify(json), seat, secrets, game));
    }
  } else {
    assert.deepEqual(viewLeaks(real.view, real.text, seat, secrets, game), [], 'the real view passes');
    for (const [name, forge] of Object.entries(forgeries)) {
      const view = structuredClone(real.view);
      const forged = forge(view, real.text);
      const text = typeof forged === 'string' ? forged : JSON.stringify(view);
      catches(name, viewLeaks(typeof forged === 'string' ? JSON.parse(forged) : view, text, seat, secrets, game));
    }
  }
  return caught;
}
