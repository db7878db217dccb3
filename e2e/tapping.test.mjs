// Less tapping (issue 14): Panda's auto-pass (a setting, off by default) and its quick game
// to 500, Pocket's forced Strike! laid for you, and a double tap that plays a card in
// Panda and Pocket. Screenshots at 360x740 and on a desktop of the dialog's choice, the
// settings line and the status while the table moves for you.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertClean, DESKTOP, openApp, openFixture, phaseOf, PHONES, screenshot, startServer, turn } from './harness.mjs';
import { playPanda, STRIP } from './panda-play.mjs';

const PHONE = PHONES[0];
const STRIKE = 27;

let server;
before(async () => { server = await startServer(); });
after(async () => { await server.close(); });

/** The game's save as stored now (seed, config, log). */
const save = (page, game) => page.evaluate((k) => JSON.parse(localStorage.getItem(k)), `samurai-tables/save/${game}`);
/** The person's (seat 0) passes in the Panda save. */
const passes = async (page) => (await save(page, 'panda')).log.filter(([s, a]) => s === 0 && a === 'Pass').length;
const logLength = async (page, game) => (await save(page, game)).log.length;

describe('Less tapping', () => {
  test('Panda: the quick game to 500 is a choice of the dialog, kept in the save, shown on the table', async () => {
    for (const [preset, where] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
      const { page, close, seen } = await openApp(server.url, preset);
      await page.goto(`${server.url}#/panda/new`);
      const length = page.getByLabel('Play to');
      assert.equal(await length.inputValue(), '1000');
      const options = await length.locator('option').allTextContents();
      assert.deepEqual(options, ['Full game: 1000 points (about 17 min)', 'Quick game: 500 points (about 8 min)', 'Short game: 200 points (about 3 min)', 'First game: 100 points (about 2 min)']);
      await length.selectOption('500');
      await length.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(page, `tapping-quick-dialog-${where}`);
      await page.getByRole('button', { name: 'Start' }).click();
      await page.locator('.table.panda').waitFor();
      assert.equal((await save(page, 'panda')).config.target_score, 500, 'saved with the game');
      assert.equal(await page.locator('.table-bar h1').textContent(), 'Panda to 500');
      await screenshot(page, `tapping-quick-table-${where}`);
      await page.reload();
      await page.locator('.table.panda').waitFor();
      assert.equal(await page.locator('.table-bar h1').textContent(), 'Panda to 500', 'a resumed game keeps it');
      assertClean(seen);
      await close();
    }
  });

  test('Panda: a quick game ends at 500 (phone)', async () => {
    const { page, close, seen } = await openApp(server.url, PHONE);
    // A game to 500 at its last deal's last tricks (e2e_fixtures.rs).
    await openFixture(page, server.url, 'panda', 'panda-quick-game');
    assert.equal(await page.locator('.table-bar h1').textContent(), 'Panda to 500');
    await playPanda(page, { maxSteps: 3000 });
    const end = page.locator('.end-screen');
    await end.waitFor();
    const sc = (await end.textContent()).match(/Final score: (-?\d+) to (-?\d+), in a quick game to 500\./);
    assert.ok(sc, 'the end screen names the quick game');
    assert.ok(Math.max(Number(sc[1]), Number(sc[2])) >= 500, sc[0]);
    assert.ok(Math.max(Number(sc[1]), Number(sc[2])) < 1000, `ended at 500, not 1000: ${sc[0]}`);
    await screenshot(page, 'tapping-quick-end-phone');
    assertClean(seen);
    await close();
  });

  test('Settings: auto-pass is off by default, and a line of its own', async () => {
    for (const [preset, where] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
      const { page, close, seen } = await openApp(server.url, preset);
      await page.goto(`${server.url}#/settings`);
      const line = page.getByLabel('Pass for me when nothing beats the table (Panda)');
      // The tests' stored settings predate the field: it loads off.
      assert.equal(await line.inputValue(), 'off');
      await line.selectOption('on');
      await line.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(page, `tapping-settings-${where}`);
      await page.reload();
      assert.equal(await page.getByLabel('Pass for me when nothing beats the table (Panda)').inputValue(), 'on', 'kept');
      assertClean(seen);
      await close();
    }
  });

  test('Panda: with auto-pass on the table passes for you, and a tap on a card stops it (phone)', async () => {
    // The computers' fast pace (0.3 s): the auto-pass still waits 1.5 s, time to read and tap.
    const { page, close, seen } = await openApp(server.url, PHONE, { auto_pass: true, bot_pace: 'Fast' });
    await openFixture(page, server.url, 'panda', 'panda-last-deal');
    const before = await passes(page);
    let pressed = 0;
    let autos = 0;
    let stopped = false;
    await playPanda(page, {
      press: async (loc) => {
        if (await loc.evaluate((e) => e.classList.contains('pd-pass'))) pressed++;
        await loc.click();
      },
      stopWhen: async () => autos >= 2,
      onStep: async () => {
        if (!(await page.locator('main[data-auto="pass"]').count())) return;
        autos++;
        // Never on a lead or with a play: the engine left only the pass.
        assert.equal(await phaseOf(page), 'Play');
        assert.match(await page.locator('.action-bar .status').textContent(), /^Nothing beats .*: passing for you… \(tap a card to stop\)$/);
        if (!stopped) {
          stopped = true;
          await screenshot(page, 'tapping-autopass-phone');
          // A tap on a card: the table waits for you (and you pass yourself).
          const log = await logLength(page, 'panda');
          await page.locator('.pd-hand .card').first().click(STRIP);
          await page.locator('main[data-act="yes"]:not([data-auto])').waitFor();
          assert.equal(await logLength(page, 'panda'), log, 'nothing was passed for you');
          assert.doesNotMatch(await page.locator('.action-bar .status').textContent(), /passing for you/);
          await page.locator('.pd-clear').click();
          assert.equal(await page.locator('main[data-auto]').count(), 0, 'stopped for this turn');
          return;
        }
        await page.waitForFunction(() => !document.querySelector('main[data-auto]'));
      },
    });
    assert.ok(autos >= 2, `the table passed for you (${autos})`);
    assert.ok((await passes(page)) - before >= pressed + autos - 1, 'the passes you did not press were made for you');
    assertClean(seen);
    await close();
  });

  test('Panda: with auto-pass off (the default) the table waits for your pass', async () => {
    const { page, close, seen } = await openApp(server.url, PHONE);
    await openFixture(page, server.url, 'panda', 'panda-last-deal');
    let waited = 0;
    await playPanda(page, {
      stopWhen: async () => waited >= 2,
      onStep: async () => {
        const hint = page.locator('main[data-act="yes"] .pd-actions .hint', { hasText: 'Nothing in your hand beats the table: pass.' });
        if (!(await hint.count())) return;
        waited++;
        assert.equal(await page.locator('main[data-auto]').count(), 0, 'no pass is made for you');
        const log = await logLength(page, 'panda');
        // The table still waits on a later look (after the next frame).
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        assert.equal(await page.locator('main[data-act="yes"]').count(), 1);
        assert.equal(await logLength(page, 'panda'), log);
      },
    });
    assert.ok(waited >= 2, 'a turn with nothing to beat the table came');
    assertClean(seen);
    await close();
  });

  test('Pocket: a forced Strike! is laid for you after the pause', async () => {
    for (const [preset, where] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
      // The slow pace, so that the status can be seen (and photographed) while it waits.
      const { page, close, seen } = await openApp(server.url, preset, { bot_pace: 'Slow' });
      // Aiko holds only Strike! at a turn's start (src/app/pocket/model.rs writes it).
      await openFixture(page, server.url, 'pocket', 'pocket-forced-strike');
      const log = await logLength(page, 'pocket');
      const table = page.locator('main[data-game="pocket"][data-auto="strike"]');
      await table.waitFor();
      assert.equal(await table.getAttribute('data-act'), 'no', 'nothing is asked of you');
      assert.equal(await table.getAttribute('data-phase'), 'Commit');
      assert.match(await page.locator('.action-bar .status').textContent(), /^Only your Strike! is left: it is laid for you\.$/);
      await screenshot(page, `tapping-strike-${where}`);
      await page.waitForFunction(() => !document.querySelector('main[data-auto]'));
      const laid = (await save(page, 'pocket')).log.slice(log).find(([s]) => s === 0);
      assert.deepEqual(laid, [0, { Commit: STRIKE }], 'your Strike! was laid for you');
      assertClean(seen);
      await close();
    }
  });

  test('Double tap: Pocket takes and lays a card, Panda plays one (phone)', async () => {
    const { page, close, seen } = await openApp(server.url, PHONE);
    await page.goto(`${server.url}#/pocket/new`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.draft').waitFor();
    await page.locator('main[data-act="yes"]').waitFor();
    const card = page.locator('.draft .pcard').nth(2);
    const name = await card.getAttribute('data-name');
    await card.dblclick();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('samurai-tables/save/pocket')).log.length >= 1);
    const [first] = (await save(page, 'pocket')).log;
    assert.equal(first[0], 0);
    assert.ok('Pick' in first[1], `a pick: ${JSON.stringify(first)}`);
    // Play on to the duel, then lay a card with a double tap.
    for (let i = 0; i < 40 && (await phaseOf(page)) === 'Dojo'; i++) {
      if ((await turn(page)) !== 'act') continue;
      if ((await phaseOf(page)) !== 'Dojo') break;
      await page.locator('.draft .pcard').first().click();
      await page.locator('.action-bar button.confirm').click();
    }
    await page.locator('main[data-act="yes"][data-phase="Commit"]').waitFor();
    const log = await logLength(page, 'pocket');
    await page.locator('.act.commit .pcard').first().dblclick();
    await page.waitForFunction((n) => JSON.parse(localStorage.getItem('samurai-tables/save/pocket')).log.length > n, log);
    const mine = (await save(page, 'pocket')).log.slice(log).find(([s]) => s === 0);
    assert.ok(mine && 'Commit' in mine[1], `laid by a double tap: ${JSON.stringify(mine)}`);
    assert.ok(name, 'the first card had a name');

    // Panda: on your turn, a double tap on a card that may be played alone plays it.
    await openFixture(page, server.url, 'panda', 'panda-last-deal');
    await playPanda(page, { stopWhen: async () => (await phaseOf(page)) === 'Play' && (await page.locator('main[data-act="yes"]').count()) === 1 && (await page.locator('.pd-pass').count()) === 0 });
    const before = await logLength(page, 'panda');
    const n = await page.locator('.pd-hand .card').count();
    let played = false;
    for (let i = 0; i < n && !played; i++) {
      await page.locator('.pd-hand .card').nth(i).dblclick(STRIP);
      played = (await logLength(page, 'panda')) > before;
      // Not playable alone: the double tap only selected it.
      if (!played) {
        assert.equal(await page.locator('.pd-hand .card').nth(i).getAttribute('aria-pressed'), 'true', 'selected');
        await page.locator('.pd-clear').click();
      }
    }
    assert.ok(played, 'a card was played by a double tap');
    const [seat, action] = (await save(page, 'panda')).log[before];
    assert.ok(seat === 0 && 'Play' in action, JSON.stringify([seat, action]));
    // Exactly that card left the hand (the save's card set is past JSON's exact integers).
    assert.equal(await page.locator('.pd-hand .card').count(), n - 1, 'one card played');
    assertClean(seen);
    await close();
  });
});
