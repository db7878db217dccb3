// Panda fits a phone (issue 13): at 360x740 and 412x915, against three computers, each
// phase — the passing, play with a trick on the table, an Ambush window (deal 0000-0080),
// the summary between two deals and the end screen (each from a fixture at a deal's last
// tricks) — keeps the page from scrolling, with your cards, the table and the actions on
// screen and nothing over them. A screenshot of each phase at each phone size and on a
// desktop.
// Issue 24: the small phone's run is played in Japanese, each phase turned on its side
// (740x360) as well, with axe clean and no English left (untranslated()); the desktop's
// run is in Japanese too; the small phone's run is played again in the pseudo language
// (accented English, 40% longer), which fits the same way and finds hard-coded English.
// On a phone (issue 21), every card of the hand, 15 as dealt, 14 in play, shows a strip that
// takes a tap (>= 24 x 44 px) and an index >= 14 px high; the pass slots are as big.
// On the way, a computer to act is marked as thinking in its seat (data-thinking) and a
// trick taken goes to its taker's seat (data-collect); with the cards moving, the trick
// is caught flying there.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertClean, axe, DESKTOP, fits, JAPANESE, openApp, openFixture, PHONES, phaseOf, PSEUDO, screenshot, startServer, untranslated } from './harness.mjs';
import { checkHand, checkPandaSeats, checkPassSlots, playPanda, recordSeats, STRIP } from './panda-play.mjs';

let server;
before(async () => { server = await startServer(); });
after(async () => { await server.close(); });

// The small phone in Japanese and in Pseudo (turned on its side at each phase: 740x360),
// the large one in English, the desktop in Japanese.
const UPRIGHT = PHONES[0].viewport;
const SIDEWAYS = PHONES[2].viewport;
const SIZES = [
  { ...PHONES[0], lang: 'ja' },
  { ...PHONES[0], lang: 'xa' },
  { ...PHONES[1], lang: 'en' },
  { name: '1280x800', desktop: true, ...DESKTOP, lang: 'ja' },
];
// What each language says where the tests read words.
const SAYS = {
  en: { over: /Deal 1 is over/, outcome: /^You (win|lose)$/ },
  ja: { over: /第1ディール終了/, outcome: /^あなたの(勝ち|負け)$/ },
  xa: { over: /Đéáĺ 1 íš óṽéŕ/, outcome: /^\[Ýóú (ŵíñ|ĺóšé)/ },
};
const LANGS = { en: ['English', {}], ja: ['Japanese', JAPANESE], xa: ['Pseudo', PSEUDO] };

async function start(page, code = '') {
  await page.goto(`${server.url}#/panda/new`);
  // A full game: no first deal ends it (a double victory and calls score 600 at most), so
  // the summary between two deals comes however the deal is played out (a short game to 200
  // ended at a double victory when the computers' timing went the other way).
  await page.locator('#target').selectOption('1000');
  if (code) await page.locator('#deal-code').fill(code);
  await page.locator('form button[type="submit"]').click();
  await page.locator('.table.panda.docked').waitFor();
}

/**
 * English left on the page (untranslated()), the fixture's stored player names aside: a
 * save keeps the names it was started with ("Mei (medium)"), which are not the app's words.
 */
async function english(page, where, names = []) {
  const left = await untranslated(page, where);
  return left.filter((l) => /[A-Za-z]{2,}/.test(names.reduce((t, n) => t.split(n).join(''), l.slice(where.length + 2))));
}
const FIXTURE_NAMES = ['Mei (medium)', 'Haruto (medium)', 'Yui (medium)', 'Aiko', 'Mei', 'Haruto', 'Yui', 'medium'];

/**
 * A phase checked in a language other than English: it fits, axe finds nothing serious,
 * no English is left; on a phone it is checked again on its side (740x360) and turned back.
 * Problems are gathered in `found` (all phases seen before the test fails).
 */
async function checkLanguage(page, where, { tag, phone, found, names = [], extra = async () => {} }) {
  const sizes = phone ? [['360x740', UPRIGHT], ['740x360', SIDEWAYS]] : [['1280x800', null]];
  for (const [size, viewport] of sizes) {
    if (viewport) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
    // The picture first: a phase that does not fit is seen as it is.
    await screenshot(page, `panda-${where}-${tag}-${size}`);
    if (viewport) await fits(page, `${where} ${tag} ${size}`);
    await extra(`${where} ${tag} ${size}`);
    found.push(...(await axe(page, `${where} ${tag} ${size}`)));
    found.push(...(await english(page, `${where} ${tag} ${size}`, names)));
  }
  if (phone) {
    await page.setViewportSize(UPRIGHT);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }
}

describe('Panda fits the screen', () => {
  for (const size of SIZES) {
    test(`every phase at ${size.name} in ${LANGS[size.lang][0]}`, async () => {
      const { name, lang, desktop, ...preset } = size;
      const { page, close, seen } = await openApp(server.url, preset, LANGS[lang][1]);
      const phone = !desktop;
      const says = SAYS[lang];
      const found = [];
      let names = [];
      // Issue 21: each card of the hand shows a strip to tap and an index to read; each
      // pass slot is as big as a card's target.
      const cards = async (where) => {
        if (await page.locator('.pd-hand .card').count()) await checkHand(page, where, assert);
        if (await page.locator('.pd-target').count()) await checkPassSlots(page, where, assert);
      };
      const check = async (where) => {
        if (lang !== 'en') {
          await checkLanguage(page, where, { tag: lang, phone, found, names, extra: phone ? cards : async () => {} });
          return;
        }
        await fits(page, `${where} ${name}`);
        await cards(`${where} ${name}`);
        await screenshot(page, `panda-${where}-${name}`);
      };
      // The passing, a card picked and one set for the left.
      await start(page, '0000-0080');
      // The seats' records read the history's English words.
      const seats = lang === 'en' ? await recordSeats(page) : null;
      await page.locator('.pd-passing').waitFor();
      // The whole hand of 15, the three slots empty.
      assert.equal(await page.locator('.pd-hand .card').count(), 15);
      await check('dealt');
      await page.locator('.pd-hand .card').nth(3).click(STRIP);
      await page.locator('.pd-target').first().click();
      await page.locator('.pd-hand .card').nth(0).click(STRIP);
      assert.equal(await page.locator('.pd-hand .card').count(), 14);
      await check('passing');
      // Play: a trick on the table on your turn; an Ambush window if one comes.
      let played = false;
      let ambush = false;
      await playPanda(page, {
        ambush: false,
        onStep: async () => {
          const phase = await phaseOf(page);
          if (!played && phase === 'Play' && (await page.locator('main[data-act="yes"] .pd-trick .card').count())) {
            played = true;
            await page.locator('.pd-hand .card').first().click(STRIP);
            await check('play');
            // Dropped with Clear: a second quick tap on the card would play it (double tap).
            await page.locator('.pd-clear').click();
          }
          if (!ambush && (await page.locator('.pd-no-ambush').count())) {
            ambush = true;
            await check('ambush');
          }
        },
        // Until both were seen (or the deal's summary).
        stopWhen: async () => (played && ambush) || (await page.locator('.pd-summary').count()) > 0,
      });
      assert.ok(played, 'a trick on the table on your turn');
      // The summary between two deals: from the fixture at the first deal's last tricks
      // (its players keep the English names they were saved with).
      if (!(await page.locator('.pd-summary').count())) {
        await openFixture(page, server.url, 'panda', 'panda-deal-end');
        names = FIXTURE_NAMES;
        await playPanda(page, { stopWhen: async () => (await page.locator('.pd-summary').count()) > 0 });
      }
      await page.locator('.pd-next-deal').waitFor();
      assert.match(await page.locator('.pd-summary').textContent(), says.over);
      await check('summary');
      // Every seat is marked (data-seat): the three in the strip and yours.
      assert.equal(await page.locator('main .pd-strip [data-seat]').count(), 3);
      // The computers thought in their seats; each trick went to its taker's seat.
      if (seats) checkPandaSeats(await seats(), assert);
      // The end screen: from the fixture at the last tricks of a game to 1000.
      await openFixture(page, server.url, 'panda', 'panda-last-tricks');
      names = FIXTURE_NAMES;
      await playPanda(page);
      const end = page.locator('.end-screen');
      await end.waitFor();
      assert.match(await end.locator('.outcome').textContent(), says.outcome);
      const top = await end.locator('.outcome').evaluate((e) => e.getBoundingClientRect().top);
      assert.ok(top >= 0 && top < 200, `the end screen opens at its top (${top})`);
      await check('end');
      assert.deepEqual(found, [], 'axe clean and no English left at every phase');
      assertClean(seen);
      await close();
    });
  }
});

describe('Panda: seats that think and collect', () => {
  test('at 360x740 with the cards moving, a trick flies to the seat that took it', async () => {
    const { page, close, seen } = await openApp(server.url, PHONES[0], { bot_pace: 'Fast', motion: 'Full' });
    await start(page, '0000-0080');
    const seats = await recordSeats(page);
    // On the opening, the computers pass their cards: one of them is thinking.
    const thinking = await page.waitForFunction(() => {
      const t = document.querySelector('main[data-thinking]')?.getAttribute('data-thinking');
      const el = t && document.querySelector(`main [data-seat="${t}"]`);
      return el ? { seat: t, label: el.getAttribute('aria-label'), dots: getComputedStyle(el, '::after').content } : null;
    });
    const t = await thinking.jsonValue();
    assert.doesNotMatch(t.label, /^You\b/, 'a computer thinks');
    assert.match(t.dots, /•/, 'its seat shows the dots');
    await screenshot(page, 'panda-thinking-360x740');
    // A trick taken: its cards leave the table for the taker's seat (caught in flight).
    let shot = false;
    const flight = page.waitForFunction(() => {
      const main = document.querySelector('main[data-collect]');
      const card = document.querySelector('.motion-layer .card');
      return main && card ? main.getAttribute('data-collect') : null;
    }, null, { timeout: 120_000 }).then(async (h) => {
      await screenshot(page, 'panda-collect-360x740');
      shot = await h.jsonValue();
    });
    await playPanda(page, { ambush: false, stopWhen: async () => shot !== false });
    await flight;
    assert.ok(shot !== false, 'a trick was seen flying');
    checkPandaSeats(await seats(), assert);
    assertClean(seen);
    await close();
  });
});
