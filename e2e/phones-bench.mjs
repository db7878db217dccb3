// The phones benchmark (issue 23), not a test: `node phones-bench.mjs` (after `trunk build
// --release`) prints
// - the pairing codes' sizes: characters of text (base64url) and the bytes they pack;
// - the time from opening the join link to the guest's first view (p50 of 5), split into
//   the link to the answer shown and Connect to the table;
// - an action's time from the tap to every phone's update (p50, p95 over about 30 actions
//   of Panda with the host and three phones): the tap is the acting page's last click, an
//   update a phone's first change of its page after the view that the move sent;
// - bytes per message: views (Satsuma and Panda) and moves;
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

  // 2. Satsuma, a whole game across two devices: bytes per message.
  {
    const { host, guests, devices } = await table('satsuma', ['human', 'phone']);
    await playAcross(devices, satsumaAct, { maxSteps: 200 });
    const got = (await heard(guests[0].page)).map((m) => m.data);
    const viewsIn = got.filter((t) => kindOf(t) === 'View').map((t) => Buffer.byteLength(t));
    const acts = (await sent(guests[0].page)).map((m) => m.data).filter((t) => kindOf(t) === 'Act').map((t) => Buffer.byteLength(t));
    say(`satsuma: ${viewsIn.length} views, bytes p50 ${median(viewsIn)}, max ${Math.max(...viewsIn)}; ${acts.length} moves, bytes p50 ${median(acts)}, max ${Math.max(...acts)}`);
    const all = (await sent(host.page)).map((m) => Buffer.byteLength(m.data));
    say(`satsuma: the host sent ${all.length} messages, ${all.reduce((a, b) => a + b, 0)} bytes in all`);
    await closeAll();
  }

  // 3. Panda, the host and three phones: each action's time from the tap to every phone's update.
  {
    const { host, guests, devices } = await table('panda', ['human', 'phone', 'phone', 'phone'], async (page) => {
      await page.getByLabel('Play to').selectOption('200');
    });
    const times = [];
    const perKind = { host: [], phone: [] };
    const measured = async (d, phase, step) => {
      const marks = await Promise.all(devices.map((x) => x.page.evaluate(() => ({ heard: window.__phones.heard.length, mut: window.__mut.length }))));
      await pandaAct(d, phase, step, { ambush: false });
      const tap = await d.page.evaluate(() => window.__taps.at(-1));
      // Every phone (the acting one too: its view comes back from the host), and the host
      // when a phone acted.
      const others = devices.filter((x) => x.guest || x !== d);
      const updated = await Promise.all(others.map(async (x) => {
        const i = devices.indexOf(x);
        return x.page.waitForFunction(([m, tap, isGuest]) => {
          const P = window.__phones;
          let from = tap;
          if (isGuest) {
            const v = P.heard.slice(m.heard).find((h) => h.t >= tap && h.data.includes('"body":{"View"'));
            if (!v) return null;
            from = v.t;
          }
          return window.__mut.slice(m.mut).find((t) => t >= from) ?? null;
        }, [marks[i], tap, x.guest], { timeout: 3000, polling: 10 }).then((h) => h.jsonValue()).catch(() => null);
      }));
      const done = updated.filter((t) => t !== null);
      // Only actions every phone saw (a selection changes one page alone).
      if (done.length === others.length && phase !== 'Passing') {
        const t = Math.max(...done) - tap;
        times.push(t);
        perKind[d.guest ? 'phone' : 'host'].push(t);
      }
    };
    await playAcross(devices, measured, { maxSteps: 400, stopWhen: async () => times.length >= 30 });
    say(`panda (host + 3 phones): tap to every phone's update over ${times.length} actions: p50 ${median(times)} ms, p95 ${pct(times, 95)} ms (host's taps p50 ${median(perKind.host)} ms, phones' p50 ${median(perKind.phone)} ms)`);
    const got = (await heard(guests[0].page)).map((m) => m.data);
    const viewsIn = got.filter((t) => kindOf(t) === 'View').map((t) => Buffer.byteLength(t));
    const acts = (await sent(guests[0].page)).map((m) => m.data).filter((t) => kindOf(t) === 'Act').map((t) => Buffer.byteLength(t));
    say(`panda: ${viewsIn.length} views, bytes p50 ${median(viewsIn)}, max ${Math.max(...viewsIn)}; ${acts.length} moves, bytes p50 ${median(acts)}, max ${Math.max(...acts)}`);
    await closeAll();
  }

  // 4. The wasm modules.
  for (const f of readdirSync(DIST).filter((n) => n.endsWith('.wasm')).sort()) {
    const bytes = readFileSync(join(DIST, f));
    const kind = /^(samurai-)?scan/.test(f) ? 'the QR scanner (loaded apart)' : f.startsWith('home') ? "the home page's" : 'the app';
    say(`wasm ${f} (${kind}): ${bytes.length} bytes, gzip ${gzipSync(bytes, { level: 9 }).length}`);
  }
} finally {
  await closeAll();
  await closeBrowser();
  await server.close();
}
