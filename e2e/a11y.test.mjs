// Accessibility checks on the release build in ../dist:
//  - axe-core on every page, on Satsuma's table in each of its phases, on Honor's hand-over
//    and exchange and on Judge's table in each phase: no serious or critical violations
//    (minor and moderate ones are printed);
//  - Lighthouse 12 on the home page: accessibility and best practices at 1.0.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { appStarted, axe, DESKTOP, FAST, openApp, phaseOf, PHONE, SETTINGS_KEY, startServer, turn } from './harness.mjs';
import { lighthouseRun } from './perf.mjs';

const MAX_STEPS = 80;

let server;
before(async () => { server = await startServer(); });
after(async () => { await server.close(); });

const open = (preset) => openApp(server.url, preset);

async function newGame(page, mode) {
  await page.goto(`${server.url}#/satsuma/new`);
  await page.locator('form.new-game').waitFor();
  await page.getByLabel(mode).check();
  await page.getByRole('button', { name: 'Start' }).click();
}

describe('accessibility (axe-core)', () => {
  for (const [preset, tag] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
    test(`pages and every phase of Satsuma's table (${tag})`, async () => {
      const { page, close } = await open(preset);
      const found = [];
      try {
        found.push(...(await axe(page, `home (${tag})`)));

        await page.goto(`${server.url}#/satsuma/new`);
        await page.locator('form.new-game').waitFor();
        found.push(...(await axe(page, `new game (${tag})`)));

        await page.goto(`${server.url}#/satsuma/rules`);
        await page.getByRole('heading', { name: /rules/ }).first().waitFor();
        found.push(...(await axe(page, `rules (${tag})`)));

        await page.goto(`${server.url}#/settings`);
        await page.getByRole('heading', { name: 'Settings' }).waitFor();
        found.push(...(await axe(page, `settings (${tag})`)));

        // Against the computer: Logistics with cards marked (one more than allowed, so the
        // disabled cards and the refusal notice are on screen too), Clash, the end screen.
        await newGame(page, /Play the Samurai/);
        await page.locator('main[data-phase="Logistics"] button.confirm').waitFor();
        const cards = page.locator('.hand .card');
        for (const k of [0, 2, 4]) await cards.nth(k).click();
        await cards.nth(1).click({ force: true }); // aria-disabled: Playwright would wait
        await page.getByRole('alert').waitFor();
        found.push(...(await axe(page, `table: Logistics, 3 cards marked (${tag})`)));
        await page.locator('main[data-phase="Logistics"] button.confirm').click();
        await page.locator('button.next-hand').waitFor();
        found.push(...(await axe(page, `table: Clash (${tag})`)));
        for (let i = 0; ; i++) {
          assert.ok(i < MAX_STEPS, 'no end screen');
          if ((await turn(page)) === 'over') break;
          const logistics = (await phaseOf(page)) === 'Logistics';
          await page.locator(logistics ? 'main[data-phase="Logistics"] button.confirm' : 'button.next-hand').click();
        }
        found.push(...(await axe(page, `table: end screen (${tag})`)));

        // Two players on one device: the hand-over screen, then the hand behind it.
        await newGame(page, /Two players/);
        await page.getByRole('dialog').waitFor();
        found.push(...(await axe(page, `table: hand-over, two players (${tag})`)));
        await page.getByRole('dialog').getByRole('button').click();
        await page.locator('main[data-phase="Logistics"] button.confirm').waitFor();
        found.push(...(await axe(page, `table: Logistics after the hand-over (${tag})`)));

        // Watching the computer: no hand of one's own, the clash without a Next hand button.
        // The slow pace keeps the clash up (4.2 s) while axe looks at it.
        await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SETTINGS_KEY, JSON.stringify({ ...FAST, bot_pace: 'Slow' })]);
        await page.reload();
        await appStarted(page);
        await newGame(page, /Watch the computer/);
        await page.locator('.clash').waitFor({ timeout: 15_000 });
        found.push(...(await axe(page, `table: watching the computer (${tag})`)));
      } finally {
        await close();
      }
      assert.deepEqual(found, [], 'serious or critical accessibility violations');
    });
  }
});

describe('accessibility of the other tables (axe-core)', () => {
  for (const [preset, tag] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
    test(`Honor of the Samurai and Judge pages and tables (${tag})`, async () => {
      const { page, close } = await open(preset);
      const found = [];
      try {
        for (const game of ['honor', 'judge']) {
          await page.goto(`${server.url}#/${game}/new`);
          await page.locator('form.new-game').waitFor();
          found.push(...(await axe(page, `${game} new game (${tag})`)));
          await page.goto(`${server.url}#/${game}/rules`);
          await page.getByRole('heading', { name: /rules/ }).first().waitFor();
          found.push(...(await axe(page, `${game} rules (${tag})`)));
        }

        // Honor: three people on one device (deal 0000-0013 keeps everybody in until the
        // first exchange): the hand-over, then the exchange with a card picked.
        await page.goto(`${server.url}#/honor/new`);
        await page.getByLabel('Number of players').selectOption('3');
        for (const s of [1, 2]) await page.getByLabel(new RegExp(`^Seat ${s + 1}`)).selectOption('human');
        await page.locator('#v-charges').check();
        await page.getByLabel(/Deal code/).fill('0000-0013');
        await page.getByRole('button', { name: 'Start' }).click();
        await page.getByRole('dialog').waitFor();
        found.push(...(await axe(page, `honor table: hand-over (${tag})`)));
        await page.getByRole('dialog').getByRole('button').click();
        await page.locator('.action-bar .button.done').waitFor();
        await page.locator('.hand-dock .hand[aria-label="Your hand"] .card').first().click();
        found.push(...(await axe(page, `honor table: exchange, a card picked (${tag})`)));

        // Judge: two people (nobody moves, so each phase holds still): ready, countdown,
        // the race, a too-early warning, then a verdict after a reload (it waits). The slow
        // pace keeps the verdict up (3.9 s) until the reload; the countdown, 3 s, lasts
        // while axe looks at it.
        await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SETTINGS_KEY, JSON.stringify({ ...FAST, bot_pace: 'Slow' })]);
        await page.reload();
        await appStarted(page);
        await page.goto(`${server.url}#/judge/new`);
        await page.getByLabel('Far side (top)').selectOption('human');
        await page.getByText('Timing', { exact: true }).click(); // folded
        await page.getByLabel(/Countdown/).fill('3000');
        await page.getByRole('button', { name: 'Start' }).click();
        await page.locator('.countdown.phase-ready').waitFor();
        found.push(...(await axe(page, `judge table: ready (${tag})`)));
        await page.locator('.start-round').click();
        await page.keyboard.press('s');
        await page.getByRole('alert').waitFor();
        found.push(...(await axe(page, `judge table: countdown, too early (${tag})`)));
        await page.locator('main[data-phase="Race"]').waitFor({ timeout: 10_000 });
        await page.keyboard.down('a');
        found.push(...(await axe(page, `judge table: race, a hand down (${tag})`)));
        await page.locator('main[data-phase="Verdict"]').waitFor();
        await page.keyboard.up('a');
        await page.reload();
        await page.locator('.start-round').waitFor();
        found.push(...(await axe(page, `judge table: verdict and replay (${tag})`)));
      } finally {
        await close();
      }
      assert.deepEqual(found, [], 'serious or critical accessibility violations');
    });
  }
});

describe('Lighthouse 12 on the home page', () => {
  test('accessibility and best practices score 1.0', async () => {
    const { scores, failed } = await lighthouseRun(server.url, { categories: ['accessibility', 'best-practices'] });
    console.log(`# Lighthouse home: accessibility ${scores.accessibility}, best practices ${scores['best-practices']}`);
    for (const f of failed) console.log(`# Lighthouse failed audit: ${f.category} ${f.id} (${f.score}) ${f.title}`);
    assert.deepEqual(failed.map((f) => `${f.category}: ${f.id} ${f.title}`), []);
    assert.equal(scores.accessibility, 1);
    assert.equal(scores['best-practices'], 1);
  });
});
