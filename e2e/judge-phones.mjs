// Judge on two phones (issue 34), shared by its browser test and its benchmark: two
// contexts paired as two phones play a whole game, each player pressing the right target
// (or, now and then, the wrong one) some scripted time after the flip it sees. Each page
// records, on the shared time line `performance.timeOrigin + now`, its paints of the flip
// (the app's `window.__judgePaints`, with the clock's error bound), its own keys going down
// and the moments its table showed a verdict.
import { nextFlip } from './judge-play.mjs';
import { newPhone, pair } from './phones.mjs';
import { screenshot } from './harness.mjs';

/** Each page's own keys going down, as page-independent times (the app tells its paints
 * and verdicts itself: `__judgePaints`, `__judgeVerdicts`). */
function record() {
  window.__judgeKeys = [];
  addEventListener('keydown', (e) => { if (!e.repeat) window.__judgeKeys.push(performance.timeOrigin + e.timeStamp); }, true);
}

/** One phone's player: at each flip, the right hand (the wrong one where `wrong(round)`)
 * after `reaction(round)` ms; held until the race is decided. */
async function player(page, reaction, wrong, name) {
  let round = 0;
  for (let m; (m = await nextFlip(page)); round++) {
    if (round === 1 && name) await screenshot(page, `judge-phones-${name}-race`);
    // The near side is this phone's own: its month first.
    let hit = m[0] >= m[1];
    if (wrong(round)) hit = !hit;
    await page.waitForTimeout(reaction(round));
    const key = hit ? 's' : 'a';
    await page.keyboard.down(key);
    await page.locator('main[data-game="judge"]:not([data-phase="Race"])').waitFor();
    await page.keyboard.up(key);
  }
  return round;
}

const median = (xs) => quantile(xs, 0.5);
function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : NaN;
}

/** Two phones paired at a Judge table, the clocks agreed and the first round started. */
export async function startTwoPhones(url, { countdown = '900' } = {}) {
  const host = await newPhone(url, { guest: false });
  const guest = await newPhone(url, { path: null });
  const { page } = host;
  await page.goto(`${url}#/judge/new`);
  await page.getByLabel('Far side (top)').selectOption('phone');
  await page.getByText('Timing', { exact: true }).click();
  await page.getByLabel(/Countdown/).fill(countdown);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator('main[data-game="judge"]').waitFor();
  const paired = await pair(host, guest, url, 1);
  for (const p of [page, guest.page]) await p.evaluate(record);
  await screenshot(guest.page, 'judge-phones-guest-ready');
  // The host starts once the clocks agree (the status says why it waits until then).
  await page.locator('main[data-game="judge"][data-act="yes"] button.start-round').waitFor();
  await page.waitForFunction(() => !/clocks/.test(document.querySelector('.status')?.textContent ?? ''), null, { timeout: 10_000 });
  await page.locator('button.start-round').click();
  return { host, guest, paired };
}

/**
 * Pairs two phones, plays a whole game and returns both pages' records and figures. The
 * caller closes `host` and `guest`.
 */
export async function judgeOnTwoPhones(url, { countdown = '900', shots = false } = {}) {
  const { host, guest, paired } = await startTwoPhones(url, { countdown });
  const { page } = host;
  // Reactions a few tens of ms apart, each side quicker in turn; the far phone's player
  // takes the wrong hand every fifth round.
  const [rounds, guestRounds] = await Promise.all([
    player(page, (r) => (r % 2 ? 300 : 220), () => false, shots && 'host'),
    player(guest.page, (r) => (r % 2 ? 210 : 290), (r) => r % 5 === 3, shots && 'guest'),
  ]);
  const read = (p) => p.evaluate(() => ({
    paints: window.__judgePaints ?? [],
    bounds: window.__judgeBounds ?? [],
    keys: window.__judgeKeys,
    verdicts: window.__judgeVerdicts ?? [],
    history: [...document.querySelectorAll('.history li')].map((li) => li.textContent),
    title: document.querySelector('.end-screen h2')?.textContent ?? '',
    scores: [...document.querySelectorAll('.end-screen tbody tr')].map((tr) => tr.textContent),
  }));
  const [h, g] = [await read(page), await read(guest.page)];
  const apart = h.paints.map((t, i) => Math.abs(t - g.paints[i]));
  // From the later hand that counted (down before the host's verdict) to each verdict.
  const toVerdict = (side) => side.verdicts.map((v, i) => {
    const decided = h.verdicts[i];
    const from = Math.min(h.paints[i] ?? Infinity, g.paints[i] ?? Infinity);
    const hands = [...h.keys, ...g.keys].filter((k) => k <= decided && k >= from);
    return hands.length ? v - Math.max(...hands) : NaN;
  }).filter(Number.isFinite);
  const signed = h.paints.map((t, i) => g.paints[i] - t);
  const [vh, vg] = [toVerdict(h), toVerdict(g)];
  const figures = {
    guestLater: median(signed),
    measured: [vh.length, vg.length, h.verdicts.length, g.verdicts.length, h.keys.length, g.keys.length],
    rounds,
    guestRounds,
    pairMs: paired.total,
    bound: { p50: median(g.bounds), max: Math.max(...g.bounds) },
    paintsApart: { p50: median(apart), p95: quantile(apart, 0.95), max: Math.max(...apart) },
    verdictHost: { p50: median(vh), p95: quantile(vh, 0.95) },
    verdictGuest: { p50: median(vg), p95: quantile(vg, 0.95) },
  };
  return { host, guest, h, g, apart, figures };
}

/** The figures as the benchmark and the test print them. */
export function said(f) {
  const ms = (x) => `${x.toFixed(1)} ms`;
  return [
    `rounds ${f.rounds} (the far phone saw ${f.guestRounds}); paired in ${f.pairMs} ms`,
    `clock error bound at the flips: p50 ${ms(f.bound.p50)}, max ${ms(f.bound.max)}`,
    `(far phone's paint minus host's, p50: ${ms(f.guestLater)}; measured ${f.measured.join('/')})`,
    `flip paints apart: p50 ${ms(f.paintsApart.p50)}, p95 ${ms(f.paintsApart.p95)}, max ${ms(f.paintsApart.max)}`,
    `later hand to verdict: host p50 ${ms(f.verdictHost.p50)} p95 ${ms(f.verdictHost.p95)}; far phone p50 ${ms(f.verdictGuest.p50)} p95 ${ms(f.verdictGuest.p95)}`,
  ];
}
