// Undo against computers, through the UI: a Pocket pick taken back on a 360x740 phone (and
// still taken back after a reload), refused after the duel's reveal with its reason; refused
// in Satsuma once the clash is shown, and absent with two people; an Honor swap taken back;
// Panda's passing refused once the cards given to you are shown, the reason kept while the
// computers answer; Judge's sheet says a race cannot be taken back. The computers play at the
// test pace (0 ms).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertClean, DESKTOP, fits, openApp, phaseOf, PHONE, PHONES, screenshot, startServer, turn } from './harness.mjs';
import { tapAction } from './pocket-play.mjs';

let server;
before(async () => { server = await startServer(); });
after(async () => { await server.close(); });

const REVEALED = 'A card was revealed since your move';
const NOTHING = 'Nothing to take back yet';

/** The header's Undo: `yes` when it can take a move back, else `no` with the reason as its title. */
async function undoState(page) {
  const b = page.locator('main[data-game] .table-bar button.undo');
  return { can: await b.getAttribute('data-undo'), why: await b.getAttribute('title') };
}

/** Presses Undo while it cannot, and waits for its reason in the notice line. */
async function refused(page, why) {
  assert.deepEqual(await undoState(page), { can: 'no', why });
  assert.equal(await page.locator('.table-bar button.undo').getAttribute('aria-disabled'), 'true');
  // Pressable all the same (aria-disabled, not disabled): it tells why in the notice line.
  await page.locator('.table-bar button.undo').click({ force: true });
  await page.getByRole('alert').filter({ hasText: `${why}.` }).waitFor();
}

const names = (cards) => cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

describe('Undo', () => {
  test('Pocket on a 360x740 phone: a pick taken back with the computer\'s after it, kept on reload; refused after a reveal', async () => {
    const { page, close, seen } = await openApp(server.url, PHONES[0]);
    await page.locator('[data-game="pocket"]').getByRole('link', { name: 'New game' }).click();
    await page.getByLabel('Computer level').selectOption('easy');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.draft').waitFor();
    assert.equal(await turn(page), 'act');
    await refused(page, NOTHING);

    const row = page.locator('.draft .pcard');
    const rowBefore = await names(row);
    const handBefore = await names(page.locator('.hand-dock .pcard'));
    await row.first().click();
    await page.locator('.action-bar button.confirm').click();
    assert.equal(await turn(page), 'act');
    assert.equal((await names(row)).length, rowBefore.length - 2, 'you and the computer picked');
    assert.deepEqual(await undoState(page), { can: 'yes', why: 'Take back your last move' });
    await fits(page, 'pocket draft with Undo (360x740)');
    await screenshot(page, 'undo-pocket-360');

    await page.locator('.table-bar button.undo').click();
    await page.waitForFunction((n) => document.querySelectorAll('.draft .pcard').length === n, rowBefore.length);
    assert.equal(await turn(page), 'act');
    assert.deepEqual(await names(row), rowBefore, 'the row as it was, both picks back');
    assert.deepEqual(await names(page.locator('.hand-dock .pcard')), handBefore, 'your hand as it was');
    assert.deepEqual(await undoState(page), { can: 'no', why: NOTHING });
    await screenshot(page, 'undo-pocket-undone-360');

    // The shorter game is what is saved.
    await page.reload();
    await page.locator('.draft').waitFor();
    assert.equal(await turn(page), 'act');
    assert.deepEqual(await names(row), rowBefore, 'a reload shows the game taken back');

    // Through the draft to the first duel; a commit is revealed with the computer's.
    for (let i = 0; (await phaseOf(page)) === 'Dojo'; i++) {
      await tapAction(page, 'Dojo', i);
      assert.equal(await turn(page), 'act');
    }
    assert.equal(await phaseOf(page), 'Commit');
    await tapAction(page, 'Commit', 1);
    assert.equal(await turn(page), 'act');
    await refused(page, REVEALED);
    await screenshot(page, 'undo-pocket-refused-360');
    assertClean(seen);
    await close();
  });

  test('Satsuma on a desktop: refused once the clash is shown; no Undo with two people', async () => {
    const { page, close, seen } = await openApp(server.url, DESKTOP);
    await page.locator('[data-game="satsuma"]').getByRole('link', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.logistics').waitFor();
    assert.equal(await turn(page), 'act');
    await refused(page, NOTHING);
    await page.locator('.hand .card').first().click();
    await page.locator('main[data-phase="Logistics"] button.confirm').click();
    await page.locator('main[data-phase="Clash"][data-act="yes"]').waitFor();
    await refused(page, REVEALED);
    await screenshot(page, 'undo-satsuma-desktop');
    // Next hand is no choice: the discard stays the move, and the reason stays.
    await page.locator('button.next-hand').click();
    await page.locator('main[data-phase="Logistics"][data-act="yes"]').waitFor();
    assert.deepEqual(await undoState(page), { can: 'no', why: REVEALED });

    await page.goto(`${server.url}#/satsuma/new`);
    await page.getByLabel(/Two players/).check();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('dialog').waitFor();
    assert.equal(await page.locator('button.undo').count(), 0, 'not offered to several people');
    assertClean(seen);
    await close();
  });

  test('Honor on a phone: a swap in the exchange taken back', async () => {
    const { page, close, seen } = await openApp(server.url, PHONE);
    await page.goto(`${server.url}#/honor/new`);
    await page.getByLabel('Number of players').selectOption('3');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.table.honor').waitFor();
    // To the first exchange of yours (the opening events play out by themselves).
    for (let i = 0; i < 40 && (await phaseOf(page)) !== 'Exchange'; i++) {
      assert.equal(await turn(page), 'act');
      if ((await phaseOf(page)) === 'Exchange') break;
      await page.locator('.action-bar .button').first().click();
    }
    assert.equal(await turn(page), 'act');
    const hand = page.locator('.hand-dock .my-area .hand[aria-label="Your hand"] .card');
    const army = page.locator('.hand-dock .my-area .hand[aria-label="Your army"] .card');
    const handBefore = await names(hand);
    const armyBefore = await names(army);
    await hand.first().click();
    await army.first().click();
    await page.locator('.action-bar .button.confirm').click();
    assert.equal(await turn(page), 'act');
    assert.notDeepEqual(await names(hand), handBefore, 'the card went into the army');
    assert.deepEqual(await undoState(page), { can: 'yes', why: 'Take back your last move' });
    await screenshot(page, 'undo-honor-phone');
    await page.locator('.table-bar button.undo').click();
    await page.waitForFunction((h) => JSON.stringify([...document.querySelectorAll('.hand-dock .my-area .hand[aria-label="Your hand"] .card')]
      .map((e) => e.getAttribute('aria-label'))) === h, JSON.stringify(handBefore));
    assert.deepEqual(await names(army), armyBefore, 'the army as it was');
    assert.equal(await phaseOf(page), 'Exchange');
    assert.equal(await turn(page), 'act');
    assertClean(seen);
    await close();
  });

  test('Panda on a phone: the passing refused once the cards given to you are shown', async () => {
    const { page, close, seen } = await openApp(server.url, PHONE);
    await page.goto(`${server.url}#/panda/new`);
    await page.getByLabel('Play to').selectOption('200');
    // A deal where, after this passing, the table waits for your Ambush (you hold a bomb)
    // while the computers answer theirs.
    await page.locator('#deal-code').fill('0000-0011');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.table.panda').waitFor();
    assert.equal(await turn(page), 'act');
    assert.equal(await phaseOf(page), 'Passing');
    await refused(page, NOTHING);
    // A card, then the first player still without one, three times; then give them.
    while (!(await page.locator('.pd-give.primary').count())) {
      if (await page.locator('.pd-hand .card[aria-pressed="true"]').count()) await page.locator('.pd-target:not(.set)').first().click();
      else await page.locator('.pd-hand .card').first().click({ position: { x: 10, y: 24 } });
    }
    await page.locator('.pd-give.primary').click();
    assert.equal(await turn(page), 'act');
    assert.equal(await phaseOf(page), 'AmbushWindow');
    await refused(page, REVEALED);
    // The reason stays while the computers answer (it went with the first of them once).
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('samurai-tables/save/panda')).log.length >= 8);
    assert.equal(await phaseOf(page), 'AmbushWindow');
    await page.getByRole('alert').filter({ hasText: `${REVEALED}.` }).waitFor({ timeout: 1000 });
    await screenshot(page, 'undo-panda-phone');
    assertClean(seen);
    await close();
  });

  test('Judge offers no undo, and its sheet says why', async () => {
    const { page, close, seen } = await openApp(server.url, DESKTOP);
    await page.goto(`${server.url}#/judge/new`);
    await page.getByLabel('Near side (bottom)').selectOption('human');
    await page.getByLabel('Far side (top)').selectOption('easy');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('main[data-game="judge"]').waitFor();
    await page.locator('.sheet').getByText('A race cannot be taken back.').waitFor();
    assert.equal(await page.locator('button.undo').count(), 0);
    assertClean(seen);
    await close();
  });
});
