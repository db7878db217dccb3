// Shared by the Panda browser tests: plays whatever the table asks until the end screen
// (or until `stopWhen` says so, returning -1), closing each deal's summary with Next deal,, waiting on the table contract (data-act,
// data-phase) between moves. `press` decides how a control is used (click by default);
// `pick(i)` selects the i-th card of the hand (click by default; the keyboard test presses
// the card's key). With `ambush: false` the player never ambushes and answers "No ambush"
// when the table waits for them. `also` is a selector that ends a wait as well (the
// claim buttons, shown while the table waits for another person's Ambush); `onStep` sees it.
import { phaseOf, spritesIn, turn } from './harness.mjs';

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
    // A single by its English or Japanese name (any other language passes on it).
    if (leading || /Single|Stork|Catfish|シングル|コウノトリ|ナマズ/.test(title)) {
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
          // Newest first. The history's panel is a child component that Yew renders in a
          // later microtask than the table's root: read its words again in the next task.
          const lines = () => [...document.querySelectorAll('.history li')].slice(0, 8).map((li) => li.textContent);
          entry.lines = lines();
          setTimeout(() => { entry.later = lines(); }, 0);
          seen.collect.push(entry);
        }
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-thinking', 'data-collect'] });
  });
  return () => page.evaluate(() => window.__seats);
}

/**
 * Checks Panda's records (see recordSeats): a thinking seat is a computer's, with the dots;
 * the cards are collected to the seat that took the last trick, as the history tells it.
 */
export function checkPandaSeats({ thinking, collect }, assert) {
  assert.ok(thinking.length > 0, 'a computer was seen thinking');
  for (const t of thinking) {
    assert.ok(t.label && !/^You\b/.test(t.label), `a computer's seat thinks (${t.label})`);
    assert.match(t.dots, /•/, `its seat shows the dots (${t.label})`);
  }
  assert.ok(collect.length > 0, 'a trick was collected');
  const taken = (l) => /\btakes? the trick|Panda's trick to /.test(l);
  for (const c of collect) {
    // Read in the task after the cards began to fly (see recordSeats): by then the history
    // says who took it (a computer may have laid a card since, so none is looked for).
    const lines = c.later ?? c.lines;
    const i = lines.findIndex(taken);
    assert.ok(i >= 0, `a trick was taken: ${c.lines.join(' | ')} / a frame later: ${(c.later ?? []).join(' | ')}`);
    const line = lines[i];
    const given = /Panda's trick to (.*) \(/.exec(line);
    let taker = given ? given[1] : /^(.*) takes? the trick/.exec(line)[1];
    taker = taker.charAt(0).toUpperCase() + taker.slice(1);
    assert.ok(c.label?.startsWith(`${taker} (`), `data-collect=${c.seat} (${c.label}) is the taker ${taker}: ${lines.join(" | ")}`);
  }
}

/**
 * Measures each card of the hand as a player meets it (issue 21, point 3): the strip of it
 * that answers a tap (elementFromPoint, so whatever lies over it counts), its width along
 * three lines across its top and its height along three lines down its left side, the
 * least of each; and its index's ink height: the rank's glyphs measured with the font the
 * art draws them in, at the card's drawn size (the Cat, the Catfish and the Panda have a
 * picture in a box for an index: the box). Returns [{ name, width, height, index }].
 */
export async function measureHand(page) {
  // Each card's symbol is in the page before its index is measured.
  await spritesIn(page, '.pd-hand .card');
  return page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d');
    const attr = (el, name, stop) => {
      for (let a = el; a && a !== stop; a = a.parentElement) if (a.hasAttribute(name)) return a.getAttribute(name);
      return null;
    };
    return [...document.querySelectorAll('.pd-hand .card')].map((card) => {
      const b = card.getBoundingClientRect();
      const on = (x, y) => {
        const hit = document.elementFromPoint(x, y);
        return !!hit && card.contains(hit);
      };
      const run = (x, y, dx, dy, max) => {
        let n = 0;
        while (n < max && on(x + dx * n, y + dy * n)) n++;
        return n;
      };
      const width = Math.min(...[8, 22, 38].map((dy) => run(b.left + 0.5, b.top + dy, 1, 0, b.width)));
      const height = Math.min(...[6, 12, 18].map((dx) => run(b.left + dx, b.top + 0.5, 0, 1, b.height)));
      const art = card.querySelector('svg.art');
      const scale = art.getBoundingClientRect().width / 200;
      const symbol = document.getElementById(art.querySelector('use').getAttribute('href').slice(1));
      const text = symbol?.querySelector('text');
      let index = 0;
      if (text) {
        ctx.font = `${attr(text, 'font-weight', symbol) || 'normal'} ${Number(attr(text, 'font-size', symbol)) * scale}px ${attr(text, 'font-family', symbol)}`;
        const m = ctx.measureText(text.textContent);
        index = m.actualBoundingBoxAscent + m.actualBoundingBoxDescent;
      } else if (symbol) {
        const box = symbol.querySelector('rect[x="14"][y="14"]');
        index = box ? Number(box.getAttribute('height')) * scale : 0;
      }
      return { name: card.getAttribute('aria-label'), width, height, index: Math.round(index * 10) / 10 };
    });
  });
}

/** Every card of the hand: a strip >= 24 x 44 px that takes a tap, an index >= 14 px high. */
export async function checkHand(page, where, assert) {
  const cards = await measureHand(page);
  assert.ok(cards.length > 0, `${where}: a hand`);
  const least = (k) => Math.min(...cards.map((c) => c[k]));
  console.log(`# ${where}: ${cards.length} cards, strips >= ${least('width')} x ${least('height')} px, index >= ${least('index')} px`);
  for (const c of cards) {
    assert.ok(c.width >= 24 && c.height >= 44, `${where}: "${c.name}" shows a strip of ${c.width} x ${c.height} px (>= 24 x 44)`);
    assert.ok(c.index >= 14, `${where}: "${c.name}" has an index ${c.index} px high (>= 14)`);
  }
}

/** The passing's three slots (a card set, or its empty place) are each as big as a card's target. */
export async function checkPassSlots(page, where, assert) {
  const slots = await page.locator('.pd-target').evaluateAll((els) => els.map((el) => {
    const b = el.querySelector('.pd-slot, .card').getBoundingClientRect();
    return { name: el.getAttribute('aria-label'), width: b.width, height: b.height };
  }));
  assert.equal(slots.length, 3, `${where}: three pass slots`);
  console.log(`# ${where}: pass slots ${slots.map((s) => `${s.width.toFixed(1)}x${s.height.toFixed(1)}`).join(', ')}`);
  for (const s of slots) assert.ok(s.width >= 24 && s.height >= 44, `${where}: "${s.name}" slot is ${s.width.toFixed(1)} x ${s.height.toFixed(1)} px (>= 24 x 44)`);
}
