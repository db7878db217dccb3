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
      if (data !== null) phones.heard.push({ ch: id, t: Date.now(), data });
    });
    return ch;
  };
  const origSend = RTCDataChannel.prototype.send;
  const raw = (ch, text) => {
    phones.sent.push({ ch: ids.get(ch) ?? -1, t: Date.now(), data: text, test: true });
    return origSend.call(ch, text);
  };
  RTCDataChannel.prototype.send = function (data) {
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
    if (sent !== null) phones.sent.push({ ch: ids.get(this) ?? -1, t: Date.now(), data: sent });
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

/** How many views a page's channels heard so far. */
export function views(page) {
  return page.evaluate(() => window.__phones.heard.filter((h) => h.data.startsWith('{') && h.data.includes('"body":{"View"')).length);
}

/** The body's kind of a message's text ("View", "Seats", "Pong"...), or null. */
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
      await x.page.waitForFunction((n) => window.__phones.heard.filter((h) => h.data.startsWith('{') && h.data.includes('"body":{"View"')).length > n, counts[i], { timeout: 1500 }).catch(() => {});
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
// opened the channel) and on each guest's (every message it heard).

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

/**
 * What is wrong with one message the host sent to the phone at `seat` (an empty list when
 * nothing): a view of another seat or with a spectator's reveal, fields a view does not
 * have, a state's keys, a welcome for another seat, one of `secrets` (another seat's hidden
 * cards, the deal code), or for Pocket the opponent's face-down card or call, or the deck's
 * order.
 */
export function leaksIn(text, seat, secrets = [], game = null) {
  const out = [];
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    return [`not JSON: ${text.slice(0, 80)}`];
  }
  const body = json.body;
  const kind = typeof body === 'string' ? body : Object.keys(body ?? {})[0];
  if (kind === 'Welcome' && body.Welcome.seat !== seat) out.push(`a welcome for seat ${body.Welcome.seat}`);
  for (const k of keysIn(json)) if (STATE_KEYS.includes(k)) out.push(`a state's key "${k}"`);
  for (const s of secrets) if (holds(text, json, s)) out.push(`another seat's secret (${s.what ?? JSON.stringify(s)})`);
  if (kind !== 'View') return out;
  const v = body.View;
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
      honor: '.hand-dock .my-area .hand[aria-label="Your hand"] [data-face]',
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
 * The leak check over everything sent so far: every message the host sent (by the seat its
 * channel serves) and every message each guest heard, against `secrets` (collected with
 * hostSecrets as the game went). Returns { sent, heard, views } counted; fails with the
 * problems found.
 */
export async function checkLeaks(host, guests, secrets, game) {
  const problems = [];
  const hostSent = await sent(host.page);
  const seats = hostChannels(await heard(host.page));
  let views = 0;
  for (const m of hostSent) {
    const seat = seats.get(m.ch);
    if (seat === undefined) continue; // a channel no phone said hello on: nothing went to a phone
    if (kindOf(m.data) === 'View') views++;
    for (const p of leaksIn(m.data, seat, secrets, game)) problems.push(`host to seat ${seat}: ${p}`);
  }
  let heardCount = 0;
  for (const g of guests) {
    for (const m of await heard(g.page)) {
      heardCount++;
      for (const p of leaksIn(m.data, g.seat, secrets, game)) problems.push(`${g.name} (seat ${g.seat}) heard: ${p}`);
    }
  }
  assert.deepEqual(problems.slice(0, 20), [], `the leak check: ${problems.length} problems`);
  return { sent: hostSent.length, heard: heardCount, views };
}

/**
 * Proves the leak check can fail: the real `text` a guest of `seat` heard passes, and the
 * same message forged in each way a leak would take fails (`forge(view, text)` edits a
 * copy of the view, or returns the forged text; each must be caught). Returns what each
 * forgery was caught for.
 */
export function proveLeakCheck(text, seat, secrets, game, forgeries) {
  assert.deepEqual(leaksIn(text, seat, secrets, game), [], 'the real message passes');
  const caught = [];
  for (const [name, forge] of Object.entries(forgeries)) {
    const json = JSON.parse(text);
    // A forgery edits the view, or returns the message's text written anew (a card set's
    // number is past what a JavaScript number holds exactly).
    const forged = forge(json.body.View, text);
    const found = leaksIn(typeof forged === 'string' ? forged : JSON.stringify(json), seat, secrets, game);
    assert.ok(found.length > 0, `the leak check catches a forged message: ${name}`);
    caught.push(`${name}: ${found.join('; ')}`);
  }
  return caught;
}
