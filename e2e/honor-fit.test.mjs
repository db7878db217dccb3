// Honor of the Samurai on the phone-first table (issue 13): a four-player game with
// Charges against computers, at both phone sizes and on the desktop. In each phase the
// table fits the screen (`fits`: no scrolling, your cards and the action on screen,
// nothing over them) and a screenshot of it is taken: Exchange, Charge, the battle with
// the hand's summary, the end screen.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertClean, DESKTOP, fits, openApp, phaseOf, PHONES, screenshot, startServer } from './harness.mjs';
import { playHonor } from './honor-play.mjs';

let server;
before(async () => { server = await startServer(); });
after(async () => { await server.close(); });

async function start(page) {
  await page.goto(`${server.url}#/honor/new`);
  await page.getByLabel('Number of players').selectOption('4');
  await page.locator('#v-charges').check();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator('.table.honor').waitFor();
}

const SIZES = [...PHONES, { ...DESKTOP, name: 'desktop' }];

describe('Honor of the Samurai fits the screen', () => {
  for (const size of SIZES) {
    test(`every phase at ${size.name}`, async () => {
      const { page, close, seen } = await openApp(server.url, size);
      const seen_ = new Set();
      // A game can end before its first battle or charge: then play another.
      for (let game = 0; game < 4 && !(seen_.has('Battle') && seen_.has('Charge')); game++) {
        await start(page);
        // The table opens at its top: the title is on screen.
        const top = await page.locator('.table-bar h1').boundingBox();
        assert.ok(top && top.y >= 0, 'the title is on screen');
        await playHonor(page, {
          onStep: async () => {
            if (!(await page.locator('main[data-act="yes"]').count())) return;
            const phase = await phaseOf(page);
            if (seen_.has(phase)) return;
            seen_.add(phase);
            await fits(page, `honor ${phase} at ${size.name}`);
            if (phase === 'Battle') {
              // The hand's summary: the verdict, every army with its total, the disgraces.
              await page.locator('.hand-summary .verdict').waitFor();
              assert.ok((await page.locator('.hand-summary .clash-side .total').count()) >= 2);
              assert.ok((await page.locator('.hand-summary .summary-lines li, .hand-summary .summary-line').count()) >= 1);
              assert.equal(await page.locator('.action-bar button.next-hand').isVisible(), true);
            }
            await screenshot(page, `honor-${phase.toLowerCase()}-${size.name}`);
          },
        });
        await page.locator('.end-screen').waitFor();
        await fits(page, `honor end at ${size.name}`);
        assert.match(await page.locator('.end-screen .outcome').textContent(), /^(You win|You lose|Draw)$/);
        assert.equal(await page.locator('.end-screen').evaluate((el) => el.scrollTop), 0, 'the end screen opens at its top');
        if (game === 0) await screenshot(page, `honor-over-${size.name}`);
      }
      assert.ok(seen_.has('Exchange'), 'an exchange was seen');
      assert.ok(seen_.has('Battle'), 'a battle was seen');
      console.log(`# honor ${size.name}: phases ${[...seen_].join(', ')}`);
      assertClean(seen);
      await close();
    });
  }
});
