// The phones benchmark (issue 23), not a test: `node phones-bench.mjs` (after `trunk build
// --release`) prints
// - the pairing codes' sizes: characters of text (base64url) and the bytes they pack;
// - the time from opening the join link to the guest's first view (p50 of 5), split into
//   the link to the answer shown and Connect to the table;
// - per game (Satsuma, a whole game on two phones; Panda's first deal with one phone and two
//   computers; Panda's first deal with the host and three phones), what the host sent each
//   phone as the phone's data channel heard it: messages, bytes in all, the largest, the
//   growth (median bytes of the last ten Parts over the first ten's), the phone's moves;
//   and the targets, PASS or FAIL: no message over 16 KB, a whole game or deal at most
//   200 KB, the last ten at most twice the first ten;
// - in Panda with the host and three phones, an action's time from the tap to every phone's
//   update (p50, p95 over the first deal's moves, a phone's taps and the host's): the tap is
//   the acting page's last click, an update a phone's first change of its page after the
//   last Part of the update that the move sent;
// - the wasm modules in dist, raw and gzip (the app's; the QR scanner's, `samurai-scan*`,
//   if built apart; `scan-*` as it is named now).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST, startServer } from './harness.mjs';
import { closeBrowser, heard, kindOf, newPhone, pair, pandaAct, playAcross, satsumaAct, sent, startGame } from './phones.mjs';

const server = await startServer();
const opened = [];

/** Marks each click's time and each change of the page's DOM, in every page. */
function timing() {
  window.__taps = [];
  window.__mut = [];
  document.addEventListener('click', () => window.__taps.push(Date.now()), true);
  new MutationObserver(() => window.__mut.push(Date.now())).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

async function phone(guest) {
  const d = await newPhone(server.url, guest ? { path: null } : { guest: false });
  await d.context.addInitScript(timing);
  // The host's page was loaded before the script: again, with it.
  if (!guest) await d.page.reload();
  d.page.setDefaultTimeout(15_000);
  opened.push(d);
  return d;
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};
const median = (xs) => pct(xs, 50);
/** The bytes a base64url text packs. */
const packed = (text) => Math.floor((text.length * 3) / 4);

/** A host with its table started and a guest per phone seat, paired. */
async function table(game, kinds, extra) {
  const host = await phone(false);
  Object.assign(host, { name: 'host', guest: false });
  await startGame(host, server.url, game, kinds, extra);
  await host.page.locator('section.lobby').waitFor();
  const guests = [];
  const pairs = [];
  for (const [seat, kind] of kinds.entries()) {
    if (kind !== 'phone') continue;
    const g = await phone(true);
    Object.assign(g, { name: `phone ${seat}`, seat, guest: true });
    pairs.push(await pair(host, g, server.url, seat));
    guests.push(g);
  }
  return { host, guests, devices: [host, ...guests], pairs };
}

async function closeAll() {
  await Promise.all(opened.splice(0).map((d) => d.close().catch(() => {})));
}

const out = [];
const say = (line) => { out.push(line); console.log(line); };

/** Whether a device shows a deal's summary (Panda's first deal is over). */
const dealOver = async (devices) => (await Promise.all(devices.map((d) => d.page.locator('.pd-next-deal').count()))).some((n) => n > 0);

/** The targets (issue 23's messages): KB = 1024 bytes. */
const LARGEST = 16 * 1024;
const WHOLE = 200 * 1024;
const GROWTH = 2;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const verdicts = [];
const verdict = (ok, what) => {
  const v = `${ok ? 'PASS' : 'FAIL'} ${what}`;
  verdicts.push(v);
  return v;
};

/**
 * What the host sent each phone over the game so far, as the phone's data channel heard it
 * (the spy of phones.mjs, not the app's code): messages (of them Parts, and the updates
 * they completed), bytes in all, the largest message, the growth (the median bytes of the
 * last ten Parts over that of the first ten), the phone's moves; then the targets, PASS or
 * FAIL, for the phone with the most.
 */
async function report(title, guests, { whole }) {
  const rows = [];
  for (const g of guests) {
    const got = await heard(g.page);
    const bytes = got.map((m) => Buffer.byteLength(m.data));
    const parts = got.filter((m) => kindOf(m.data) === 'Part').map((m) => Buffer.byteLength(m.data));
    const total = bytes.reduce((a, b) => a + b, 0);
    const largest = Math.max(0, ...bytes);
    const first = median(parts.slice(0, 10));
    const last = median(parts.slice(-10));
    const acts = (await sent(g.page)).map((m) => m.data).filter((t) => kindOf(t) === 'Act').map((t) => Buffer.byteLength(t));
    rows.push({ seat: g.seat, total, largest, growth: last / first });
    say(`${title}: host -> phone ${g.seat}: ${got.length} messages (${parts.length} parts, ${got.filter((m) => m.update).length} updates), ${total} bytes (${kb(total)}) in all, the largest ${largest} bytes, growth ${(last / first).toFixed(2)} (the last ten parts' median ${last} bytes / the first ten's ${first}); its ${acts.length} moves ${median(acts)} bytes p50, ${Math.max(0, ...acts)} max`);
  }
  const most = (k) => rows.reduce((a, r) => (r[k] > a[k] ? r : a), rows[0]);
  const big = most('largest');
  const all = most('total');
  const grew = most('growth');
  say(`${title}: ${[
    verdict(big.largest <= LARGEST, `${title}: no message over 16 KB (the largest ${kb(big.largest)}, to phone ${big.seat})`),
    verdict(all.total <= WHOLE, `${title}: ${whole} at most 200 KB to a phone (${kb(all.total)} to phone ${all.seat})`),
    verdict(grew.growth <= GROWTH, `${title}: the last ten parts at most twice the first ten (${grew.growth.toFixed(2)}, phone ${grew.seat})`),
  ].map((v) => v.replace(`${title}: `, '')).join('; ')}`);
}

try {
  // 1. Pairing: five Satsuma tables, each with a fresh phone.
  const pairings = [];
  for (let i = 0; i < 5; i++) {
    const { pairs } = await table('satsuma', ['human', 'phone']);
    pairings.push(pairs[0]);
    await closeAll();
  }
  const offers = pairings.map((p) => p.offer.length);
  const answers = pairings.map((p) => p.answer.length);
  say(`codes: offer ${Math.min(...offers)}-${Math.max(...offers)} chars (${packed(pairings[0].offer)} bytes packed), answer ${Math.min(...answers)}-${Math.max(...answers)} chars (${packed(pairings[0].answer)} bytes packed)`);
  say(`join link to first view: p50 ${median(pairings.map((p) => p.total))} ms (link to answer shown ${median(pairings.map((p) => p.open))} ms, Connect to table ${median(pairings.map((p) => p.connect))} ms; runs ${pairings.map((p) => p.total).join(', ')})`);

  // 2. What the host sends a phone, per game: Satsuma's whole game on two phones; Panda's
  // first deal with one phone and two computers; Panda's first deal on four phones (with the
  // tap to every phone's update).
  {
    const { guests, devices } = await table('satsuma', ['human', 'phone']);
    await playAcross(devices, satsumaAct, { maxSteps: 200 });
    await report('satsuma, a whole game, the host and 1 phone', guests, { whole: 'a whole game' });
    await closeAll();
  }
  {
    const { guests, devices } = await table('panda', ['human', 'phone', 'easy', 'easy'], async (page) => {
      await page.getByLabel('Play to').selectOption('200');
    });
    await playAcross(devices, (d, phase, step) => pandaAct(d, phase, step, { ambush: false }), { maxSteps: 800, stopWhen: () => dealOver(devices) });
    await report('panda, deal 1, the host, 1 phone and 2 computers', guests, { whole: 'the first deal' });
    await closeAll();
  }

  // 3. Panda, the host and three phones, the first deal: each action's time from the tap to
  // every phone's update, and what the host sent each phone.
  {
    const { guests, devices } = await table('panda', ['human', 'phone', 'phone', 'phone'], async (page) => {
      await page.getByLabel('Play to').selectOption('200');
    });
    const times = [];
    const perKind = { host: [], phone: [] };
    const measured = async (d, phase, step) => {
      const marks = await Promise.all(devices.map((x) => x.page.evaluate(() => ({ heard: window.__phones.heard.length, sent: window.__phones.sent.length, mut: window.__mut.length }))));
      const host = devices[0];
      await pandaAct(d, phase, step, { ambush: false });
      const tap = await d.page.evaluate(() => window.__taps.at(-1));
      if (phase === 'Passing') return;
      // A move sends something (a phone's move to the host, the host's parts to the phones);
      // a selection stays on its page and is not timed. Pings and pongs do not count.
      const sender = d.guest ? d : host;
      const moved = await sender.page.waitForFunction((from) => window.__phones.sent.slice(from).some((m) => !/"body":"P[io]ng"/.test(m.data)), marks[devices.indexOf(sender)].sent, { timeout: 300, polling: 10 }).then(() => true, () => false);
      if (!moved) return;
      // Every phone (the acting one too: its view comes back from the host), and the host
      // when a phone acted.
      const others = devices.filter((x) => x.guest || x !== d);
      const updated = await Promise.all(others.map(async (x) => {
        const i = devices.indexOf(x);
        return x.page.waitForFunction(([m, tap, isGuest]) => {
          const P = window.__phones;
          let from = tap;
          if (isGuest) {
            // The update's last part (a Part without `more`), heard after the tap.
            const v = P.heard.slice(m.heard).find((h) => h.t >= tap && h.update);
            if (!v) return null;
            from = v.t;
          }
          return window.__mut.slice(m.mut).find((t) => t >= from) ?? null;
        }, [marks[i], tap, x.guest], { timeout: 3000, polling: 10 }).then((h) => h.jsonValue()).catch(() => null);
      }));
      const done = updated.filter((t) => t !== null);
      // Only actions every phone saw.
      if (done.length === others.length) {
        const t = Math.max(...done) - tap;
        times.push(t);
        perKind[d.guest ? 'phone' : 'host'].push(t);
      }
    };
    await playAcross(devices, measured, { maxSteps: 800, stopWhen: () => dealOver(devices) });
    say(`panda, deal 1, the host and 3 phones: a phone's tap to every phone's update p50 ${median(perKind.phone)} ms, p95 ${pct(perKind.phone, 95)} ms over ${perKind.phone.length} moves (the host's taps p50 ${median(perKind.host)} ms, p95 ${pct(perKind.host, 95)} ms over ${perKind.host.length}; all p50 ${median(times)} ms, p95 ${pct(times, 95)} ms)`);
    await report('panda, deal 1, the host and 3 phones', guests, { whole: 'the first deal' });
    await closeAll();
  }

  const failed = verdicts.filter((v) => v.startsWith('FAIL'));
  say(`targets: ${verdicts.length - failed.length} PASS, ${failed.length} FAIL${failed.length ? ` (${failed.join('; ')})` : ''}`);

  // 4. The wasm modules.
  for (const f of readdirSync(DIST).filter((n) => n.endsWith('.wasm')).sort()) {
    const bytes = readFileSync(join(DIST, f));
    const kind = /^(samurai-)?scan/.test(f) ? 'the QR scanner (loaded apart)' : f.startsWith('home') ? "the home page's" : f.startsWith('samurai-tables') ? "the whole app's (statistics, bench)" : "a game's";
    say(`wasm ${f} (${kind}): ${bytes.length} bytes, gzip ${gzipSync(bytes, { level: 9 }).length}`);
  }
} finally {
  await closeAll();
  await closeBrowser();
  await server.close();
}
