// The first-game coach (issue 14): offered on each game's first New game, a guided game
// from a set deal whose panel (`data-coach` on the table's root: the step, then "done")
// says what each step is for while the hint says what to do. For every game it plays
// through by following the coach until "done", fitting the phone at several steps; Skip
// ends it and the offer does not come back; the rules page's link offers it again.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertClean, DESKTOP, fits, openApp, PHONES, screenshot, startServer } from './harness.mjs';
import { STRIP } from './panda-play.mjs';

const PHONE = PHONES[0];
const GAMES = ['satsuma', 'honor', 'panda', 'pocket', 'judge'];
let server;
before(async () => { server = await startServer(); });
after(async () => { await server.close(); });

const offer = (page) => page.locator('[data-coach-offer]');

/** The new-game page of `game` offers the guided game; Learn starts it. */
async function learn(page, game) {
  await offer(page).waitFor();
  await page.getByRole('button', { name: 'Learn with a guided game' }).click();
  await page.locator(`main[data-game="${game}"][data-coach]`).waitFor();
}

/**
 * Waits until the coach is done, or the person may act with the coach's hint on show (in
 * Judge: the lit target at a flip, or Start). Returns 'done', or the step, the phase and
 * the hint's text.
 */
async function next(page) {
  const found = await page.waitForFunction(() => {
    const main = document.querySelector('main[data-game]');
    if (!main || main.dataset.coach === undefined) return null;
    if (main.dataset.coach === 'done') return { done: true };
    if (main.dataset.act !== 'yes') return null;
    const hint = main.querySelector('[data-hint]');
    const start = main.querySelector('.action-bar .start-round');
    if (!hint && !start) return null;
    return { step: main.dataset.coach, phase: main.dataset.phase, text: hint ? hint.textContent.trim() : '' };
  }, null, { timeout: 30_000 });
  return found.jsonValue();
}

/** The accessible names of the cards the hint outlines. */
const hinted = (page) => page.locator('main [data-motion].hinted').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

async function clickCards(page, labels, at = {}) {
  for (const label of labels) {
    await page.locator(`main :is(.hand-dock, .felt) [data-motion][aria-label="${label}"]`).first().click(at);
  }
}

/** Does what the hint says, as a player would (one move of the game's log). */
const FOLLOW = {
  async satsuma(page, { phase, text }) {
    if (phase === 'Clash') return page.locator('.action-bar button.next-hand').click();
    if (text.startsWith('Discard')) await clickCards(page, await hinted(page));
    await page.locator('.action-bar button.confirm').click();
  },
  async honor(page, { text }) {
    const bar = page.locator('.action-bar');
    if (text.startsWith('Swap your ')) {
      await clickCards(page, await hinted(page));
      await page.locator('.hand-dock .hand[aria-label="Your army"] .card.face-down').first().click();
      return bar.locator('.button.confirm').click();
    }
    if (text.startsWith('Done')) return bar.locator('.button.done').click();
    if (text.startsWith('Charge with')) {
      await clickCards(page, await hinted(page));
      return bar.locator('.button.confirm').click();
    }
    if (text.startsWith('No charge')) return bar.locator('.button.no-charge').click();
    if (/^(Go on|Start the next)/.test(text)) return bar.locator('button.next-hand').click();
    throw new Error(`honor: a hint this test does not follow: ${text}`);
  },
  async panda(page, { phase, text }) {
    if (text.startsWith('Call Panda')) return page.getByRole('button', { name: 'Call Panda' }).click();
    if (phase === 'Passing') {
      const m = /^Give (.+) left, (.+) to your partner and (.+) right:/.exec(text);
      assert.ok(m, text);
      for (const [i, name] of [m[1], m[2], m[3]].entries()) {
        const bare = name.replace(/^the /, '');
        await page.locator(`.hand-dock [data-motion][aria-label="${bare}"], .hand-dock [data-motion][aria-label^="${bare} (key "]`).first().click(STRIP);
        const slot = page.locator('.action-bar .pd-target').nth(i);
        if (!(await slot.getAttribute('class')).includes('set')) await slot.click();
      }
      return page.locator('.action-bar .pd-give').click();
    }
    if (text.startsWith('Pass')) return page.locator('.action-bar .pd-pass').click();
    if (text.startsWith('No Ambush')) return page.locator('.action-bar .pd-no-ambush').click();
    if (text.startsWith('Give the trick to ')) {
      const who = /^Give the trick to (\S+)/.exec(text)[1];
      return page.locator('.pd-give-trick', { hasText: who }).click();
    }
    assert.match(text, /^(Lead|Play)/);
    await clickCards(page, await hinted(page), STRIP);
    await page.locator('.action-bar .pd-play').click();
  },
  async pocket(page, { text }) {
    if (/^(Take|Lay|Call) /.test(text) && !text.startsWith('Call nothing')) {
      await clickCards(page, await hinted(page));
      return page.locator('.action-bar button.confirm').click();
    }
    if (text.startsWith('Call nothing')) return page.getByRole('button', { name: 'Call nothing' }).click();
    if (text.startsWith('Choose ')) return page.locator('.choose-symbol', { hasText: /^Choose (\w+)/.exec(text)[1] }).click();
    if (text.startsWith('Exhaust ')) return page.locator('.exhaust-card', { hasText: `Exhaust ${/^Exhaust (.+?):/.exec(text)[1]}` }).click();
    if (text.startsWith('Done exhausting')) return page.getByRole('button', { name: 'Done exhausting' }).click();
    assert.match(text, /next round/, text);
    await page.locator('button.next-round').click();
  },
  async judge(page, { phase }) {
    if (phase !== 'Race') return page.locator('.action-bar .start-round').click();
    // The lit target on your side: hit (key S) or defend (key A), held a moment.
    const hit = await page.locator('.near .target.hinted.hit').count();
    const key = hit ? 's' : 'a';
    await page.keyboard.down(key);
    await page.locator('main[data-game="judge"]:not([data-phase="Race"])').waitFor();
    await page.keyboard.up(key);
  },
};

/** After a move: the coach has moved on (a new step), or is done. */
async function movedOn(page, step) {
  await page.waitForFunction((step) => {
    const c = document.querySelector('main[data-game]')?.dataset.coach;
    return c !== step;
  }, step, { timeout: 30_000 });
}

describe('The first-game coach', () => {
  for (const game of GAMES) {
    test(`${game}: offered on the first New game, played through by following the coach (phone 360x740)`, async () => {
      const { page, seen, close } = await openApp(server.url, PHONE);
      await page.goto(`${server.url}#/${game}/new`);
      await learn(page, game);
      let steps = 0;
      for (; steps < 120; steps++) {
        const now = await next(page);
        if (now.done) break;
        const note = (await page.locator('.coach-panel .coach-note').textContent()).trim();
        assert.ok(note.length > 20, `a note at ${now.step}: "${note}"`);
        if (steps === 0) await screenshot(page, `coach-${game}-360x740`);
        if ([0, 1, 3, 6].includes(steps)) await fits(page, `${game} coached, ${now.step}`);
        await FOLLOW[game](page, now);
        if (game !== 'judge') await movedOn(page, now.step);
        const refused = await page.locator('main .notice').allTextContents();
        assert.deepEqual(refused.filter((t) => t.startsWith('Not allowed')), [], `${game} ${now.step}: ${now.text}`);
      }
      assert.ok(steps >= 2, `${game}: the coach guided ${steps} steps`);
      // Done: the note says what comes next; Play on closes it and the game goes on.
      await page.locator('main[data-coach="done"] .coach-panel.coach-done').waitFor();
      const doneAt = Date.now();
      await screenshot(page, `coach-${game}-done-360x740`);
      if (!(await page.locator('.end-screen').count())) await fits(page, `${game} coach done`);
      if (game === 'satsuma') {
        // Or it leaves by itself at your next move, once up 5 s (issue 33, item 19: it
        // stayed for the whole game): computers' moves do not take it away.
        await page.waitForTimeout(Math.max(0, 5300 - (Date.now() - doneAt)));
        assert.equal(await page.locator('.coach-panel.coach-done').count(), 1, 'still there until you move');
        await page.locator('main[data-act="yes"] .action-bar button.confirm').click();
        await page.locator(`main[data-game="${game}"]:not([data-coach])`).waitFor({ timeout: 5000 });
      } else {
        await page.locator('.coach-panel .coach-end', { hasText: 'Play on' }).click();
        await page.locator(`main[data-game="${game}"]:not([data-coach])`).waitFor();
      }
      // Judge writes its save in a task of its own, after the frame (use_autosave_later):
      // waited for, as the page would be read a moment later.
      await page.waitForFunction((g) => JSON.parse(localStorage.getItem(`samurai-tables/save/${g}`))?.table?.coach === false, game, { timeout: 5000 }).catch(() => {});
      const save = JSON.parse(await page.evaluate((g) => localStorage.getItem(`samurai-tables/save/${g}`), game));
      assert.equal(save.table.coach, false, 'the save remembers a guided game, its coach ended');
      // The offer was answered: the next New game goes straight to the form.
      await page.goto(`${server.url}#/${game}/new`);
      await page.getByRole('button', { name: 'Start' }).waitFor();
      assert.equal(await offer(page).count(), 0, 'not offered again');
      assertClean(seen);
      await close();
    });
  }

  test('on a phone on its side (740x360) the coached table fits, its first steps followed', async () => {
    for (const game of GAMES) {
      const { page, seen, close } = await openApp(server.url, PHONES[2]);
      await page.goto(`${server.url}#/${game}/new`);
      // The offer leaves the form in view above Start (issue 33, item 17: it filled the screen).
      await offer(page).waitFor();
      const at = await page.evaluate(() => {
        const first = document.querySelector('form.new-game :is(input, select)').getBoundingClientRect();
        return { bar: document.querySelector('.new-game .start-bar').getBoundingClientRect().top, first: (first.top + first.bottom) / 2 };
      });
      assert.ok(at.first < at.bar, `${game}: the form's first choice is at ${at.first} px, under Start's bar at ${at.bar} px`);
      await screenshot(page, `form-${game}-740x360`);
      await learn(page, game);
      for (let steps = 0; steps < 3; steps++) {
        const now = await next(page);
        if (now.done) break;
        await fits(page, `${game} coached on its side, ${now.step}`);
        if (steps === 0) await screenshot(page, `coach-${game}-740x360`);
        await FOLLOW[game](page, now);
        if (game !== 'judge') await movedOn(page, now.step);
      }
      assertClean(seen);
      await close();
    }
  });

  test('Skip ends the coach at once, the offer does not come back, the rules page offers it again (desktop, phone)', async () => {
    for (const preset of [DESKTOP, PHONE]) {
      const where = preset === PHONE ? '360x740' : 'desktop';
      const { page, seen, close } = await openApp(server.url, preset);
      for (const game of GAMES) {
        // No thanks, on the first New game: the form is there, the offer gone for good.
        await page.goto(`${server.url}#/${game}/new`);
        await offer(page).waitFor();
        await page.getByRole('button', { name: 'No thanks' }).click();
        assert.equal(await offer(page).count(), 0);
        await page.reload();
        await page.getByRole('button', { name: 'Start' }).waitFor();
        assert.equal(await offer(page).count(), 0, `${game}: no thanks is remembered`);
        // Asked for from the rules page: offered again, and Learn starts it.
        await page.goto(`${server.url}#/${game}/rules`);
        await page.getByRole('link', { name: 'Play the guided game' }).click();
        await learn(page, game);
        await next(page);
        if (preset === DESKTOP) await screenshot(page, `coach-${game}-desktop`);
        else await fits(page, `${game} coached from the rules page`);
        // Skip: the panel goes, the game goes on as a normal one, with the Hint button
        // (Judge: its switch) back.
        await page.locator('.coach-panel .coach-end', { hasText: 'Skip' }).click();
        await page.locator(`main[data-game="${game}"]:not([data-coach])`).waitFor();
        assert.equal(await page.locator('.coach-panel').count(), 0);
        // Saved a moment after the table changed (Judge saves after the frame, so as not to
        // hold up the next one): the reload waits for it, as a person's would.
        await page.waitForFunction((g) => !/"coach":true/.test(localStorage.getItem(`samurai-tables/save/${g}`) ?? ''), game);
        await page.reload();
        await page.locator(`main[data-game="${game}"]`).waitFor();
        assert.equal(await page.locator('main[data-coach]').count(), 0, `${game}: skipped stays skipped`);
        await page.goto(`${server.url}#/${game}/new`);
        await page.getByRole('button', { name: 'Start' }).waitFor();
        assert.equal(await offer(page).count(), 0, `${game}: not offered again after Skip (${where})`);
      }
      // A guided game is not counted in the statistics.
      const stats = await page.evaluate(() => localStorage.getItem('samurai-tables/stats'));
      assert.ok(!stats || !/"abandoned":[1-9]/.test(stats), `nothing counted: ${stats}`);
      assertClean(seen);
      await close();
    }
  });

  test('a damaged record of the offers breaks nothing: the coach is offered', async () => {
    const { page, seen, close } = await openApp(server.url, PHONE);
    await page.evaluate(() => localStorage.setItem('samurai-tables/coach', '{not json'));
    await page.goto(`${server.url}#/satsuma/new`);
    await learn(page, 'satsuma');
    assertClean(seen);
    await close();
  });
});
