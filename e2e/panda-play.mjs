// Shared by the Panda browser tests: plays whatever the table asks until the end screen
// (or until `stopWhen` says so, returning -1), closing each deal's summary with Next deal,, waiting on the table contract (data-act,
// data-phase) between moves. `press` decides how a control is used (click by default);
// `pick(i)` selects the i-th card of the hand (click by default; the keyboard test presses
// the card's key). With `ambush: false` the player never ambushes and answers "No ambush"
// when the table waits for them. `also` is a selector that ends a wait as well (the
// claim buttons, shown while the table waits for another person's Ambush); `onStep` sees it.
import { phaseOf, turn } from './harness.mjs';

/** Where a player taps a card of the fan: its left strip, which the next card leaves showing. */
export const STRIP = { position: { x: 10, y: 24 } };

export async function playPanda(page, {
  maxSteps = 20000,
  ambush = true,
  press = (loc) => loc.click(),
  // A card of the fan shows its left strip only: a player taps there.
  pick: ownPick,
  // Drops a card picked to try it: Clear, since a second quick tap on the card is a
  // double tap (it would keep it selected); a custom `pick` (keys) toggles it back.
  unpick: ownUnpick,
  playSelected = () => page.locator('.pd-play.primary').click(),
  onStep,
  stopWhen,
  also,
} = {}) {
  const pick = ownPick ?? ((i) => page.locator('.pd-hand .card').nth(i).click(STRIP));
  const unpick = ownUnpick ?? (ownPick ?? (() => page.locator('.pd-clear').click()));
  for (let step = 0; step < maxSteps; step++) {
    const now = await turn(page, 30_000, also);
    if (now === 'over') return step;
    if (stopWhen && (await stopWhen())) return -1;
    if (onStep) await onStep(step);
    if (now === 'also') continue;
    if (now === 'hand-over') { await press(page.getByRole('dialog').getByRole('button')); continue; }
    if ((await page.locator('main[data-act="yes"]').count()) === 0) continue; // onStep moved on
    // Between two deals: the summary, closed with Next deal.
    if (await page.locator('.pd-next-deal').count()) { await press(page.locator('.pd-next-deal')); continue; }
    const phase = await phaseOf(page);
    if (phase === 'Passing') {
      // A card, then the first player still without one; then confirm.
      if (await page.locator('.pd-give.primary').count()) await press(page.locator('.pd-give.primary'));
      else if (await page.locator('.pd-hand .card[aria-pressed="true"]').count()) await press(page.locator('.pd-target:not(.set)').first());
      else await pick(0);
      continue;
    }
    if (ambush && (await page.locator('.pd-ambush').count())) { await press(page.locator('.pd-ambush')); continue; }
    if (phase === 'AmbushWindow') { await press(page.locator('.pd-no-ambush')); continue; }
    if (phase === 'GiveTrick') { await press(page.locator('.pd-give-trick').first()); continue; }
    // Play, on the player's turn: lead the first single that may be led; on a single, try
    // to beat it; else pass.
    const leading = (await page.locator('.pd-pass').count()) === 0;
    const title = await page.locator('.pd-trick-title').textContent();
    if (leading || /Single|Stork|Catfish/.test(title)) {
      if (await page.locator('.pd-hand .card[aria-pressed="true"]').count()) await press(page.locator('.pd-clear'));
      const n = await page.locator('.pd-hand .card').count();
      let played = false;
      for (let i = 0; i < n && !played; i++) {
        await pick(i);
        if (await page.locator('.pd-play.primary').count()) { await playSelected(); played = true; } else await unpick(i);
      }
      if (played) continue;
    }
    await press(page.locator('.pd-pass'));
  }
  throw new Error(`no end screen after ${maxSteps} steps`);
}

/**
 * Records, as the table renders, each seat the root marks as thinking (`data-thinking`)
 * and each seat the table's cards are collected to (`data-collect`), with what the page
 * shows at that moment: the seat element's name and thinking dots, the newest history
 * lines. A MutationObserver sees every render, even at the tests' instant pace.
 * `records()` returns { thinking: [...], collect: [...] }.
 */
export async function recordSeats(page) {
  await page.evaluate(() => {
    const seen = { thinking: [], collect: [] };
    window.__seats = seen;
    const at = (n) => document.querySelector(`main[data-game] [data-seat="${n}"]`);
    new MutationObserver((list) => {
      for (const m of list) {
        const v = m.target.getAttribute(m.attributeName);
        if (v === null || m.target.tagName !== 'MAIN') continue;
        const el = at(v);
        const entry = { seat: v, label: el?.getAttribute('aria-label') ?? null };
        if (m.attributeName === 'data-thinking') {
          entry.dots = el ? getComputedStyle(el, '::after').content : null;
          seen.thinking.push(entry);
        } else {
          // Newest first.
          entry.lines = [...document.querySelectorAll('.history li')].slice(0, 8).map((li) => li.textContent);
          seen.collect.push(entry);
        }
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-thinking', 'data-collect'] });
  });
  return () => page.evaluate(() => window.__seats);
}

/**
 * Checks Panda's records (see recordSeats): a thinking seat is a computer's, with the dots;
 * the cards are collected to the seat that took the last trick, as the history tells it,
 * with no card laid since.
 */
export function checkPandaSeats({ thinking, collect }, assert) {
  assert.ok(thinking.length > 0, 'a computer was seen thinking');
  for (const t of thinking) {
    assert.ok(t.label && !/^You\b/.test(t.label), `a computer's seat thinks (${t.label})`);
    assert.match(t.dots, /•/, `its seat shows the dots (${t.label})`);
  }
  assert.ok(collect.length > 0, 'a trick was collected');
  for (const c of collect) {
    const i = c.lines.findIndex((l) => /\btakes? the trick|Panda's trick to /.test(l));
    assert.ok(i >= 0, `a trick was taken: ${c.lines.join(' | ')}`);
    assert.ok(c.lines.slice(0, i).every((l) => !/\b(plays?|ambush(es)?)\b/.test(l)), `no card laid since: ${c.lines.join(' | ')}`);
    const line = c.lines[i];
    const given = /Panda's trick to (.*) \(/.exec(line);
    let taker = given ? given[1] : /^(.*) takes? the trick/.exec(line)[1];
    taker = taker.charAt(0).toUpperCase() + taker.slice(1);
    assert.ok(c.label?.startsWith(`${taker} (`), `data-collect=${c.seat} (${c.label}) is the taker ${taker}: ${line}`);
  }
}
