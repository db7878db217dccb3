// Hint at every table (issue 14): against computers, Hint shows the hard computer's choice
// for your seat in `[data-hint]`, outlines the cards it means (`.hinted`) and playing it is
// accepted; a game's end screen counts the hints. Judge's learner switch lights the right
// target at the flip and says why. Screenshots of a hint at 360x740 and on a desktop.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertClean, axe, DESKTOP, fits, openApp, phaseOf, PHONES, screenshot, startServer, turn } from './harness.mjs';
import { nextFlip } from './judge-play.mjs';
import { STRIP } from './panda-play.mjs';

const PHONE = PHONES[0];
let server;
before(async () => { server = await startServer(); });
after(async () => { await server.close(); });

/** A new game of `game` with the form's defaults (you against computers). */
async function newGame(page, game) {
  await page.goto(`${server.url}#/${game}/new`);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator(`main[data-game="${game}"]`).waitFor();
}

/**
 * Presses Hint (the table waits for you) and returns the hint's text and the accessible
 * names of the cards it outlines.
 */
async function askHint(page) {
  const moves = () => page.evaluate(() => { const g = document.querySelector('main[data-game]').dataset.game; return JSON.parse(localStorage.getItem(`samurai-tables/save/${g}`)).log.length; });
  const before = await moves();
  const phase0 = await phaseOf(page);
  await page.locator('main[data-act="yes"] .action-bar .hint-button').click();
  const line = page.locator('main [data-hint]');
  await line.waitFor({ timeout: 10_000 }).catch(async (e) => {
    await screenshot(page, 'hint-failed');
    const game = await page.locator('main[data-game]').getAttribute('data-game');
    const save = await page.evaluate((g) => localStorage.getItem(`samurai-tables/save/${g}`), game);
    (await import('node:fs')).writeFileSync('/tmp/hint-failed-save.json', save);
    const status = await page.locator('main .status').textContent();
    throw new Error(`no hint shown (${phase0} -> ${await phaseOf(page)}: ${status}; moves ${before} -> ${await moves()}): ${e.message}`);
  });
  const text = (await line.textContent()).trim();
  assert.ok(text.length > 3, `a hint in words: "${text}"`);
  const cards = await page.locator('main [data-motion].hinted').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  return { text, cards };
}

/** The hinted move was accepted: the hint (stale after a move) is gone, no refusal shows. */
async function accepted(page, what) {
  await page.locator('main [data-hint]').waitFor({ state: 'detached' });
  const refused = await page.locator('main .notice').allTextContents();
  assert.deepEqual(refused.filter((t) => t.startsWith('Not allowed')), [], `${what}: refused`);
}

/** Clicks the cards with these accessible names, the outlined one where the hint outlines
 * it (a card's name can also show elsewhere on the table), else in your cards or on the
 * table (`at`: where on the card, for a fan of overlapping cards). */
async function clickCards(page, labels, at = {}) {
  for (const label of labels) {
    const hinted = page.locator(`main [data-motion].hinted[aria-label="${label}"]`);
    const any = page.locator(`main :is(.hand-dock, .felt) [data-motion][aria-label="${label}"]`);
    await ((await hinted.count()) ? hinted : any).first().click(at);
  }
}

/** The end screen's count of hints. */
async function hintsUsed(page) {
  const t = await page.locator('.end-screen .hints-used').textContent();
  return Number(/Hints used: (\d+)/.exec(t)[1]);
}

describe('Hint', () => {
  test('Satsuma: a whole game played by the hints, counted on the end screen (phone 360x740)', async () => {
    const { page, seen, close } = await openApp(server.url, PHONE);
    await newGame(page, 'satsuma');
    let asked = 0;
    for (let step = 0; step < 200; step++) {
      const now = await turn(page);
      if (now === 'over') break;
      const phase = await phaseOf(page);
      const { text, cards } = await askHint(page);
      asked++;
      if (phase === 'Logistics') {
        if (asked === 1) {
          await screenshot(page, 'hint-satsuma-360x740');
          await fits(page, 'satsuma with a hint');
        }
        if (text.startsWith('Keep all')) {
          assert.equal(cards.length, 0, text);
        } else {
          assert.match(text, /^Discard /);
          assert.ok(cards.length >= 1 && cards.length <= 3, `${text}: ${cards}`);
          for (const c of cards) assert.ok(text.includes(c.split(',')[0]), `"${text}" names ${c}`);
          await clickCards(page, cards);
        }
        await page.locator('.action-bar button.confirm').click();
      } else {
        assert.equal(phase, 'Clash');
        assert.match(text, /next hand/);
        await page.locator('.action-bar button.next-hand').click();
      }
      await accepted(page, `satsuma step ${step}`);
    }
    await page.locator('.end-screen').waitFor();
    assert.equal(await hintsUsed(page), asked, 'every hint counted');
    await screenshot(page, 'hint-satsuma-end-360x740');
    assertClean(seen);
    await close();
  });

  test('Satsuma on a desktop: key H asks for the hint, its cards are outlined, the count survives a reload', async () => {
    const { page, seen, close } = await openApp(server.url, DESKTOP);
    await newGame(page, 'satsuma');
    await turn(page);
    await page.keyboard.press('h');
    await page.locator('main [data-hint]').waitFor();
    const text = (await page.locator('main [data-hint]').textContent()).trim();
    const cards = await page.locator('main [data-motion].hinted').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    assert.equal(await page.locator('.hint-button[aria-pressed="true"]').count(), 1);
    assert.deepEqual(await axe(page, 'satsuma with a hint'), []);
    await screenshot(page, 'hint-satsuma-desktop');
    assert.ok(text.startsWith('Discard') ? cards.length > 0 : cards.length === 0, text);
    // The hint counts in the save at once (no move made).
    await page.waitForFunction(() => /"hints":1/.test(localStorage.getItem('samurai-tables/save/satsuma')));
    await page.reload();
    await page.locator('main[data-game="satsuma"][data-act="yes"]').waitFor();
    assert.equal(await page.locator('main [data-hint]').count(), 0, 'a hint is not shown again after a reload');
    assertClean(seen);
    await close();
  });

  test('Panda: the passing and plays by the hint (phone 360x740, desktop)', async () => {
    for (const preset of [PHONE, DESKTOP]) {
      const { page, seen, close } = await openApp(server.url, preset);
      const where = preset === PHONE ? '360x740' : 'desktop';
      await newGame(page, 'panda');
      let played = 0;
      for (let step = 0; step < 40 && played < 6; step++) {
        if ((await turn(page)) !== 'act') break;
        // The deal's summary (Next deal) has no hint: the deal is over.
        if (await page.locator('.pd-next-deal').count()) break;
        const { text, cards } = await askHint(page);
        if (step === 0) {
          await screenshot(page, `hint-panda-passing-${where}`);
          await fits(page, `panda passing with a hint (${where})`);
        }
        if (text.startsWith('Call Panda')) {
          await page.getByRole('button', { name: 'Call Panda' }).click();
        } else if (text.startsWith('Give ') && (await phaseOf(page)) === 'Passing') {
          const m = /^Give (.+) left, (.+) to your partner and (.+) right:/.exec(text);
          assert.ok(m, text);
          assert.equal(cards.length, 3, `${text}: ${cards}`);
          for (const [i, name] of [m[1], m[2], m[3]].entries()) {
            const bare = name.replace(/^the /, '');
            await page.locator(`.hand-dock [data-motion][aria-label="${bare}"], .hand-dock [data-motion][aria-label^="${bare} (key "]`).first().click(STRIP);
            // The last card goes straight to the last open slot.
            const slot = page.locator('.action-bar .pd-target').nth(i);
            if (!(await slot.getAttribute('class')).includes('set')) await slot.click();
          }
          await page.locator('.action-bar .pd-give').click();
        } else if (text.startsWith('Pass')) {
          await page.locator('.action-bar .pd-pass').click();
        } else if (text.startsWith('No Ambush')) {
          await page.locator('.action-bar .pd-no-ambush').click();
        } else if (/^(Lead|Play)/.test(text)) {
          assert.ok(cards.length >= 1, `${text}: the cards to play are outlined`);
          if (played === 0) {
            await screenshot(page, `hint-panda-${where}`);
            await fits(page, `panda play with a hint (${where})`);
          }
          await clickCards(page, cards, STRIP);
          await page.locator('.action-bar .pd-play').click();
          played++;
        } else {
          break; // Giving the Panda's trick away: not this test's.
        }
        await accepted(page, `panda: ${text}`);
      }
      assert.ok(played >= 1, 'at least one play by the hint');
      assertClean(seen);
      await close();
    }
  });

  test('Pocket Samurai: a whole match played by the hints, counted on the end screen (phone 360x740)', async () => {
    const { page, seen, close } = await openApp(server.url, PHONE);
    await newGame(page, 'pocket');
    let asked = 0;
    const shot = new Set();
    for (let step = 0; step < 300; step++) {
      const now = await turn(page);
      if (now === 'over') break;
      const phase = await phaseOf(page);
      const { text, cards } = await askHint(page);
      asked++;
      if (!shot.has(phase) && ['Dojo', 'Commit'].includes(phase)) {
        shot.add(phase);
        await screenshot(page, `hint-pocket-${phase.toLowerCase()}-360x740`);
        await fits(page, `pocket ${phase} with a hint`);
      }
      const confirm = page.locator('.action-bar button.confirm');
      if (/^(Take|Lay|Call) /.test(text) && !text.startsWith('Call nothing')) {
        assert.equal(cards.length, 1, `${text}: ${cards}`);
        await clickCards(page, cards);
        await confirm.click();
      } else if (text.startsWith('Call nothing')) {
        await page.getByRole('button', { name: 'Call nothing' }).click();
      } else if (text.startsWith('Choose ')) {
        const sym = /^Choose (\w+)/.exec(text)[1];
        await page.locator('.choose-symbol', { hasText: sym }).click();
      } else if (text.startsWith('Exhaust ')) {
        const name = /^Exhaust (.+?):/.exec(text)[1];
        await page.locator('.exhaust-card', { hasText: `Exhaust ${name}` }).click();
      } else if (text.startsWith('Done exhausting')) {
        await page.getByRole('button', { name: 'Done exhausting' }).click();
      } else {
        assert.match(text, /next round/, `${phase}: ${text}`);
        await page.locator('button.next-round').click();
      }
      await accepted(page, `pocket ${phase}: ${text}`);
    }
    await page.locator('.end-screen').waitFor();
    assert.equal(await hintsUsed(page), asked);
    assertClean(seen);
    await close();
  });

  test('Honor: the exchange and the charges by the hint (phone 360x740)', async () => {
    const { page, seen, close } = await openApp(server.url, PHONE);
    let swapped = 0;
    // A deal whose hand is not worth swapping is hinted Done at once: then another deal.
    for (let game = 0; game < 6 && swapped === 0; game++) {
      await newGame(page, 'honor');
      for (let step = 0; step < 30; step++) {
        const now = await turn(page);
        if (now !== 'act') break;
        const phase = await phaseOf(page);
        const { text, cards } = await askHint(page);
        const bar = page.locator('.action-bar');
        if (text.startsWith('Swap your ')) {
          assert.equal(cards.length, 1, `${text}: ${cards}`);
          if (swapped === 0) {
            await screenshot(page, 'hint-honor-360x740');
            await fits(page, 'honor exchange with a hint');
          }
          await clickCards(page, cards);
          // Any slot you have not seen is as good as another: the first face-down one.
          await page.locator('.hand-dock .hand[aria-label="Your army"] .card.face-down').first().click();
          await bar.locator('.button.confirm').click();
          swapped++;
        } else if (text.startsWith('Done')) {
          await bar.locator('.button.done').click();
        } else if (text.startsWith('Charge with')) {
          await clickCards(page, cards);
          await bar.locator('.button.confirm').click();
        } else if (text.startsWith('No charge')) {
          await bar.locator('.button.no-charge').click();
        } else if (/^(Go on|Start the next)/.test(text)) {
          await bar.locator('button.next-hand').click();
        } else {
          break; // Appeals and declarations: other tests play them.
        }
        await accepted(page, `honor ${phase}: ${text}`);
        if (swapped >= 2) break;
      }
    }
    assert.ok(swapped >= 1, 'a swap by the hint');
    assertClean(seen);
    await close();
  });

  test('Judge: the learner switch lights the right target at the flip and says why (phone 360x740)', async () => {
    const { page, seen, close } = await openApp(server.url, PHONE);
    await page.goto(`${server.url}#/judge/new`);
    await page.getByLabel('Near side (bottom)').selectOption('human');
    await page.getByLabel('Far side (top)').selectOption('human');
    await page.getByText('Timing', { exact: true }).click(); // folded
    await page.getByLabel(/Countdown/).fill('900');
    await page.getByRole('button', { name: 'Start' }).click();
    const sw = page.locator('.action-bar .hint-switch');
    assert.equal(await sw.getAttribute('aria-pressed'), 'false', 'off by default');
    await sw.click();
    assert.equal(await sw.getAttribute('aria-pressed'), 'true');
    await page.locator('.action-bar .start-round').click();
    const m = await nextFlip(page);
    const right = (seat) => (m[seat] >= m[1 - seat] ? 'hit' : 'defend');
    const lit = await page.locator('.target.hinted').evaluateAll((els) =>
      els.map((e) => [e.closest('.judge-half').classList.contains('near') ? 0 : 1, e.classList.contains('hit') ? 'hit' : 'defend']));
    assert.deepEqual(lit.sort(), [[0, right(0)], [1, right(1)]], `months ${m}`);
    const why = await page.locator('main [data-hint]').textContent();
    const does = (seat) => (right(seat) === 'hit' ? 'hits' : 'defends');
    assert.ok(m[0] === m[1] ? /first hit wins/.test(why) : why.endsWith(`: Aiko ${does(0)}, Ren ${does(1)}.`), why);
    await screenshot(page, 'hint-judge-360x740');
    await fits(page, 'judge with the hint');
    assert.deepEqual(await axe(page, 'judge with the hint'), []);
    // Nobody presses: the race times out; it counts as a hint used, and the save says the
    // game was a learner's.
    await page.locator('main[data-game="judge"]:not([data-phase="Race"])').waitFor({ timeout: 10_000 });
    const save = JSON.parse(await page.evaluate(() => localStorage.getItem('samurai-tables/save/judge')));
    assert.equal(save.table.hint, true);
    assert.equal(save.table.learner, true);
    assert.equal(save.table.hints, 1);
    assertClean(seen);
    await close();
  });

  test('Judge against the computer: your target lights up and the hinted press is taken (desktop)', async () => {
    const { page, seen, close } = await openApp(server.url, DESKTOP);
    await page.goto(`${server.url}#/judge/new`);
    await page.getByLabel('Near side (bottom)').selectOption('human');
    await page.getByLabel('Far side (top)').selectOption('easy');
    await page.getByText('Timing', { exact: true }).click(); // folded
    await page.getByLabel(/Countdown/).fill('900');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.action-bar .hint-switch').click();
    await page.locator('.action-bar .start-round').click();
    const m = await nextFlip(page);
    const right = m[0] >= m[1] ? 'hit' : 'defend';
    // The computer may answer first; while the race is on, your right target is lit.
    const lit = await page.evaluate((right) => {
      const main = document.querySelector('main[data-game="judge"]');
      if (main.dataset.phase !== 'Race') return null;
      return [...document.querySelectorAll('.target.hinted')].map((e) => e.classList.contains(right) && !!e.closest('.near'));
    }, right);
    if (lit) {
      assert.deepEqual(lit, [true], 'only your right target');
      const why = await page.locator('main [data-hint]').textContent();
      // Equal months: "Both are September: the first hit wins." (one flip in twelve).
      assert.ok((m[0] === m[1] ? /first hit wins\.$/.test(why) : why.endsWith(`${right}.`)) && !why.includes(':  '), why);
      await screenshot(page, 'hint-judge-desktop');
      await page.keyboard.down(right === 'hit' ? 's' : 'a');
      // Taken: your hand is on the head, or the race was already decided by the computer.
      const taken = await page.evaluate(() => !!document.querySelector('.near .target.down')
        || document.querySelector('main[data-game="judge"]').dataset.phase !== 'Race');
      await page.keyboard.up(right === 'hit' ? 's' : 'a');
      assert.ok(taken, 'the hinted press is taken');
    }
    assertClean(seen);
    await close();
  });
});
