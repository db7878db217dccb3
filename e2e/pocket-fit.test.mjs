// Pocket Samurai fits a phone (issue 13): at 360x740, 412x915 and 740x360, from the draft to
// the end screen, in every phase the page does not scroll, your cards, the table and the
// action are on screen and nothing covers them, the table's cards are whole; Strike! is in
// sight in your hand all through the duel; every card's name fits a hand card and a Dojo
// card in whole words. A screenshot of each phase at each phone size and on a desktop.
//
// Issue 24: played in Japanese at 360x740, each phase looked at again at 740x360 (the
// viewport turned, not a second game), and on a desktop; played in Pseudo at 360x740, each
// phase again at 740x360 and on a desktop. Both held to fit at every phase (Pseudo, 40%
// longer than English, stands for a longer language: the layout gives way, strips wrap,
// labels take their short forms, nothing overflows). At every phase in both languages:
// nothing English left (`untranslated`, which in Pseudo finds text written outside t!) and
// axe clean; the action bar's status and buttons inside the bar (on a phone on its side it
// is a column that hides what overflows it).
//
// POCKET_DEAL=5eed-0002 plays another deal than the default 5eed-0001, to look at the
// phases as other turns draw them (with FIT_REPORT=1, every misfit of that deal at once).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertClean, axe, DESKTOP, fits, JAPANESE, openApp, phaseOf, PHONES, PSEUDO, screenshot, startServer, turn, untranslated } from './harness.mjs';
import { tapAction } from './pocket-play.mjs';

const [PHONE, TALL, SIDE] = PHONES;
/** The runs: a language, the size played at, and the size each new phase is looked at again. */
const WIDE = { ...DESKTOP, name: '1280x800' };
const RUNS = [
  { lang: 'ja', settings: JAPANESE, size: PHONE, turned: [SIDE, TALL] },
  { lang: 'xa', settings: PSEUDO, size: PHONE, turned: [SIDE, WIDE] },
  { lang: 'ja', settings: JAPANESE, size: WIDE, turned: [] },
];
/** The end screen's first words in each language. */
const OUTCOME = { ja: /^(あなたの勝ち|あなたの負け|引き分け)$/, xa: /^\[(Ýóú ŵíñ|Ýóú ĺóšé|Đŕáŵ)/ };
const WANTED = ['Dojo', 'Commit', 'Call', 'Choose', 'Exhaust', 'RoundOver'];
const MAX_STEPS = 400;

let server;
before(async () => { server = await startServer(); });
after(async () => { await server.close(); });

/** Strike! is drawn inside the screen, nothing over it. */
async function strikeInSight(page, where) {
  const r = await page.evaluate(() => {
    // In your hand, or (once laid) in play on your side.
    const el = [...document.querySelectorAll('.hand-dock .pcard')].find((c) => c.dataset.name === 'Strike!')
      || (document.querySelector('.mat .slot.mine .pcard[data-name="Strike!"]'));
    if (!el) return 'no Strike! on your side';
    const b = el.getBoundingClientRect();
    if (b.top < 0 || b.bottom > window.innerHeight + 1 || b.left < 0 || b.right > window.innerWidth + 1) return `Strike! outside the screen (${b.top}..${b.bottom})`;
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    return hit && (el.contains(hit) || hit.contains(el)) ? '' : `Strike! covered by ${hit && hit.className}`;
  });
  assert.equal(r, '', `${where}: ${r}`);
}

/**
 * The round's summary tells every step of the deciding turn in sight (issue 21, point 5):
 * each step line inside the screen and not cut by a box around it (none scrolls).
 */
async function stepsInSight(page, where) {
  const r = await page.evaluate(() => {
    const steps = [...document.querySelectorAll('.duel .steps .step')];
    if (!steps.length) return ['no step told'];
    const out = [];
    for (const el of steps) {
      const b = el.getBoundingClientRect();
      let clip = { top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth };
      for (let a = el.parentElement; a; a = a.parentElement) {
        const st = getComputedStyle(a);
        if (st.overflowX === 'visible' && st.overflowY === 'visible') continue;
        const q = a.getBoundingClientRect();
        clip = { top: Math.max(clip.top, q.top), left: Math.max(clip.left, q.left), bottom: Math.min(clip.bottom, q.bottom), right: Math.min(clip.right, q.right) };
      }
      const text = el.textContent.trim().slice(0, 60);
      if (b.height === 0) out.push(`"${text}" is not shown`);
      else if (b.top < clip.top - 1 || b.bottom > clip.bottom + 1 || b.left < clip.left - 1 || b.right > clip.right + 1) {
        out.push(`"${text}" is cut (${Math.round(b.top)}..${Math.round(b.bottom)}, visible ${Math.round(clip.top)}..${Math.round(clip.bottom)})`);
      }
    }
    return out;
  });
  assert.deepEqual(r, [], `${where}: the round's steps`);
}

/**
 * Issue 33, 14: the last turn's box, cut short on a small phone, still shows its last step
 * (the turn's result) whole; and Strike! in the hand shows what it compares (swords against
 * helms), as the other cards show their symbols.
 */
async function lastTurnShown(page, where) {
  const r = await page.evaluate(() => {
    const out = [];
    const box = document.querySelector('.duel .steps');
    const steps = box ? box.querySelectorAll('.step') : [];
    if (steps.length && getComputedStyle(box).display !== 'none') {
      const last = steps[steps.length - 1].getBoundingClientRect();
      const q = box.getBoundingClientRect();
      if (last.top < q.top - 1 || last.bottom > q.bottom + 1) out.push(`the last step is cut (${Math.round(last.top)}..${Math.round(last.bottom)} in ${Math.round(q.top)}..${Math.round(q.bottom)})`);
    }
    const strike = [...document.querySelectorAll('.hand-row .pcard')].find((c) => c.dataset.name === 'Strike!');
    if (strike && strike.querySelectorAll('.pc-corner .sym-count').length !== 2) out.push('Strike! in the hand shows no swords and helms');
    return out;
  });
  assert.deepEqual(r, [], `${where}: the last turn`);
}

/**
 * The action bar's confirm button, labelled "`verb` <name>" for each name (issue 21,
 * point 9: "Take Reinforcem..." on a phone on its side), shows it whole: no word cut or
 * broken, every line inside the button, the button as tall as with the shortest label
 * (the hand does not move between the two taps of a double tap) and inside the screen.
 */
async function labelsWhole(page, verb, names, where) {
  const r = await page.evaluate(({ verb, names }) => {
    const button = document.querySelector('.action-bar button.confirm');
    const el = button && button.querySelector('.confirm-label');
    if (!el) return ['no confirm button'];
    // The page's own text nodes, put back as they were (the app keeps them: a copy of the
    // text would leave it writing to nodes no longer in the page).
    const before = [...el.childNodes];
    const out = [];
    el.textContent = `${verb} War Council`;
    const height = button.getBoundingClientRect().height;
    for (const name of names) {
      const label = `${verb} ${name}`;
      el.textContent = label;
      const text = el.firstChild;
      const box = button.getBoundingClientRect();
      if (Math.abs(box.height - height) > 1) out.push(`"${label}": the button is ${Math.round(box.height)} px tall (${Math.round(height)} otherwise)`);
      if (box.top < 0 || box.bottom > window.innerHeight + 1 || box.left < 0 || box.right > window.innerWidth + 1) out.push(`"${label}": the button leaves the screen`);
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) out.push(`"${label}": cut`);
      let at = 0;
      for (const word of label.split(' ')) {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + word.length);
        at += word.length + 1;
        const rects = [...range.getClientRects()].filter((q) => q.width > 0);
        if (new Set(rects.map((q) => Math.round(q.top))).size > 1) out.push(`"${label}": "${word}" broken across lines`);
        if (rects.some((q) => q.left < box.left || q.right > box.right || q.top < box.top || q.bottom > box.bottom)) out.push(`"${label}": "${word}" outside the button`);
      }
    }
    el.replaceChildren(...before);
    return out;
  }, { verb, names });
  assert.deepEqual(r, [], `${where}: the confirm button's labels`);
}

/**
 * The action bar's status and buttons lie inside the bar: on a phone on its side the bar is
 * a column that hides what overflows it (its top would go under the other seat unseen).
 */
async function barWhole(page, where) {
  const r = await page.evaluate(() => {
    const bar = document.querySelector('.docked > .action-bar');
    if (!bar) return [];
    const q = bar.getBoundingClientRect();
    return [...bar.querySelectorAll(':scope > *, :scope > .actions > *')]
      .filter((el) => el.getBoundingClientRect().height > 1)
      .filter((el) => { const b = el.getBoundingClientRect(); return b.top < q.top - 1 || b.bottom > q.bottom + 1; })
      .map((el) => `${el.className}: ${el.textContent.trim().slice(0, 40)}`);
  });
  assert.deepEqual(r, [], `${where}: outside the action bar`);
}

/** Names and symbols of the compact cards do not run over each other. */
async function noOverlapInCards(page, where) {
  const r = await page.evaluate(() => {
    const out = [];
    for (const card of document.querySelectorAll('.pcard.compact, .pcard.mini')) {
      const parts = [...card.querySelectorAll('.pc-pic, .pc-name, .pc-corner')].map((e) => e.getBoundingClientRect()).filter((b) => b.height > 0);
      for (let a = 0; a < parts.length; a++) {
        for (let b = a + 1; b < parts.length; b++) {
          const p = parts[a], q = parts[b];
          const overlap = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 1 && Math.min(p.right, q.right) - Math.max(p.left, q.left) > 1;
          if (overlap) out.push(card.dataset.name);
        }
      }
      const c = card.getBoundingClientRect();
      for (const p of parts) if (p.bottom > c.bottom + 1 || p.right > c.right + 1) out.push(`${card.dataset.name} (outside its card)`);
    }
    return [...new Set(out)];
  });
  assert.deepEqual(r, [], `${where}: parts of cards overlap`);
}

/** Every card's name, from the deck page (the 27 draft cards and Strike!): its key (English) and as the page reads it. */
async function deckNames(page) {
  await page.goto(`${server.url}#/pocket/cards`);
  await page.locator('.pcard[data-name]').first().waitFor();
  const pairs = await page.locator('.pcard[data-name]').evaluateAll((els) => els.map((e) => [e.dataset.name, e.querySelector('.pc-name').textContent]));
  const keys = [...new Set(pairs.map(([k]) => k))];
  const read = [...new Set(pairs.map(([, n]) => n))];
  return { keys, read };
}

/**
 * Each name, written into the first card of `sel` (a hand or Dojo card as the table draws
 * it), is whole: at least 11 px, no word broken across lines or running out of the card,
 * at most two lines, none hidden.
 */
async function namesWhole(page, sel, names, where, whole = false) {
  const r = await page.evaluate(({ sel, names, whole }) => {
    const el = document.querySelector(`${sel} .pc-name`);
    if (!el) return [`no card name in ${sel}`];
    // The page's own text nodes, put back as they were (the app keeps them: a copy of the
    // text would leave it writing to nodes no longer in the page).
    const before = [...el.childNodes];
    const out = [];
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < 10.9) out.push(`names at ${size}px`);
    const line = parseFloat(getComputedStyle(el).lineHeight) || size * 1.2;
    for (const name of names) {
      el.textContent = name;
      const text = el.firstChild;
      let at = 0;
      for (const word of name.split(' ')) {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + word.length);
        at += word.length + 1;
        const rects = [...range.getClientRects()].filter((q) => q.width > 0);
        const tops = new Set(rects.map((q) => Math.round(q.top)));
        // Japanese breaks between characters (`whole`: the name may take its two lines).
        if (tops.size > 1 && !whole) out.push(`"${name}": "${word}" broken across lines`);
        const box = el.getBoundingClientRect();
        if (rects.some((q) => q.right > box.right + 1 || q.left < box.left - 1)) out.push(`"${name}": "${word}" runs out of the card`);
      }
      if (el.scrollHeight > el.clientHeight + 1) out.push(`"${name}": lines hidden`);
      if (el.scrollHeight > 2 * line + 2) out.push(`"${name}": more than two lines`);
    }
    el.replaceChildren(...before);
    return out;
  }, { sel, names, whole });
  assert.deepEqual(r, [], `${where}: card names not whole`);
}

/**
 * A phase seen for the first time, at the size it is played at (and then at `turned`):
 * fits, the cards' names whole (and the confirm button's labels), nothing English left,
 * axe clean, a screenshot.
 */
async function lookAt(page, run, phase, names, size) {
  const where = `${phase} at ${size.name} (${run.lang})`;
  await screenshot(page, `pocket-${phase.toLowerCase()}-${run.lang}-${size.name}`);
  await fits(page, where);
  await barWhole(page, where);
  await noOverlapInCards(page, where);
  // The names as Japanese reads them; in Pseudo (whose longer names stand for no reader's)
  // the English names and labels in the fonts English is drawn in.
  const row = { Dojo: '.dojo-row', Commit: '.hand-row' }[phase];
  if (row && run.lang === 'ja') await namesWhole(page, row, names.read, where, true);
  if (row && run.lang === 'xa') {
    await namesWhole(page, row, names.keys, where);
    // The confirm button's English labels: upright and on a desktop (on its side the
    // action column is narrower than English's longest label).
    if (size !== SIDE) await labelsWhole(page, phase === 'Dojo' ? 'Take' : 'Lay', names.keys, where);
  }
  if (phase !== 'Dojo' && phase !== 'RoundOver') await strikeInSight(page, where);
  if (phase === 'RoundOver') await stepsInSight(page, where);
  assert.deepEqual(await untranslated(page, where), [], `${where}: English left`);
  // Axe once per phase, at the size played (the texts are the same turned).
  if (size === run.size) assert.deepEqual(await axe(page, where), [], `${where}: axe`);
}

describe('Pocket Samurai fits the screen, in Japanese and in Pseudo', () => {
  for (const run of RUNS) {
    test(`every phase at ${[run.size, ...run.turned].map((z) => z.name).join(', ')} in ${run.lang}`, async () => {
      const { page, close, seen } = await openApp(server.url, run.size, run.settings);
      const names = await deckNames(page);
      assert.equal(names.keys.length, 28, `the deck's names: ${names.keys}`);
      assert.equal(names.read.length, 28, `the deck's names as read: ${names.read}`);
      assert.deepEqual(await untranslated(page, `the cards page (${run.lang})`), []);
      await page.goto(`${server.url}#/pocket/new`);
      await page.locator('#level').selectOption('easy');
      // A deal that reaches every step of a turn (a call, a symbol chosen, exhausting).
      await page.locator('#deal-code').fill(process.env.POCKET_DEAL ?? '5eed-0001');
      await page.locator('form button[type="submit"]').click();
      await page.locator('.draft').waitFor();
      const shot = new Set();
      let done = false;
      for (let i = 0; i < MAX_STEPS && !done; i++) {
        const kind = await turn(page);
        if (kind === 'over') break;
        const phase = await phaseOf(page);
        const where = `${phase} at ${run.size.name} (${run.lang})`;
        if (!shot.has(phase)) {
          shot.add(phase);
          await lookAt(page, run, phase, names, run.size);
          for (const size of run.turned) {
            await page.setViewportSize(size.viewport);
            await lookAt(page, run, phase, names, size);
          }
          if (run.turned.length) await page.setViewportSize(run.size.viewport);
        }
        if (phase !== 'Dojo' && phase !== 'RoundOver') await strikeInSight(page, where);
        if (phase === 'Commit' && i % 7 === 0) await fits(page, `${where}, turn ${i}`);
        if (phase === 'Commit') await lastTurnShown(page, `${where}, turn ${i}`);
        await tapAction(page, phase, i);
        done = WANTED.every((p) => shot.has(p));
      }
      // Then on to the end screen, which opens at its top and leads with the result.
      for (let i = 0; i < MAX_STEPS; i++) {
        if ((await turn(page)) === 'over') break;
        await tapAction(page, await phaseOf(page), i);
      }
      await page.locator('.end-screen .outcome').waitFor();
      const outcome = await page.locator('.end-screen .outcome').textContent();
      assert.match(outcome, OUTCOME[run.lang]);
      assert.equal(await page.locator('.end-screen').evaluate((el) => el.scrollTop), 0);
      const top = await page.locator('.end-screen .outcome').evaluate((el) => el.getBoundingClientRect().top);
      assert.ok(top >= 0 && top < 120, `the outcome is at the top (${top})`);
      for (const size of [run.size, ...run.turned]) {
        await page.setViewportSize(size.viewport);
        await screenshot(page, `pocket-over-${run.lang}-${size.name}`);
        await fits(page, `Over at ${size.name} (${run.lang})`);
        assert.deepEqual(await untranslated(page, `Over at ${size.name} (${run.lang})`), []);
      }
      assert.deepEqual(await axe(page, `Over (${run.lang})`), []);
      // The rules page, whole, in this language.
      await page.goto(`${server.url}#/pocket/rules`);
      await page.locator('main h2').first().waitFor();
      assert.deepEqual(await untranslated(page, `the rules (${run.lang})`), []);
      console.log(`# ${run.size.name} (${run.lang}): phases seen ${[...shot].join(', ')}`);
      for (const p of ['Dojo', 'Commit', 'Exhaust', 'RoundOver']) assert.ok(shot.has(p), `${p} reached at ${run.size.name}`);
      assertClean(seen);
      await close();
    });
  }
});
