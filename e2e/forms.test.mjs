// The new-game forms on a small phone (issue 21, point 7), in one browser: for each of the
// five games at 360x740 with touch, Start is on the screen without scrolling (on a fresh
// device, with the guided-game offer above the form) and starts a game with the defaults;
// a field at the foot of a long form is used with Start still on the screen. And what the
// home page and every page say about data they cannot read: a save the home page cannot
// read is offered as New game with the reason, and unreadable settings are said once.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertClean, axe, openApp, PHONES, screenshot, SETTINGS_KEY, startServer } from './harness.mjs';

const GAMES = ['satsuma', 'honor', 'judge', 'pocket', 'panda'];

let server;
/** One browser for every test of the file. */
let b;
before(async () => {
  server = await startServer();
  b = await openApp(server.url, PHONES[0]);
});
after(async () => {
  assertClean(b.seen);
  await b.close();
  await server.close();
});

/** Where an element is, and whether all of it is on the screen. */
const onScreen = (locator) => locator.evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { top: Math.round(r.top), bottom: Math.round(r.bottom), height: window.innerHeight, scrolled: window.scrollY,
    ok: r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0 };
});

describe('new-game forms on a 360x740 phone', () => {
  test('Start is on the screen at once for every game, and starts a game with the defaults', async () => {
    const { page } = b;
    for (const game of GAMES) {
      await page.goto(`${server.url}#/${game}/new`);
      const start = page.getByRole('button', { name: 'Start' });
      await start.waitFor();
      // A fresh device: the guided game is offered above the form.
      await page.locator('[data-coach-offer]').waitFor();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const box = await onScreen(start);
      assert.ok(box.ok && box.scrolled === 0, `${game}: Start spans ${box.top}-${box.bottom} px of a ${box.height} px screen (page ${height} px tall, scrolled ${box.scrolled})`);
      // Start is the page's one primary button; the offer's Learn is quieter (issue 33, item 17).
      const primary = await page.locator('main .button.primary').allTextContents();
      assert.deepEqual(primary.map((t) => t.trim()), ['Start'], `${game}: the primary buttons`);
      await screenshot(page, `form-${game}-360`);
      assert.deepEqual(await axe(page, `${game} new game (360)`), []);
      // Pressed as it is: a game with the defaults.
      await start.click();
      await page.locator(`main[data-game="${game}"]`).waitFor();
    }
  });

  test('a field at the foot of a long form: Start beside it, a bad deal code refused in view', async () => {
    const { page } = b;
    await page.goto(`${server.url}#/honor/new`);
    const code = page.getByLabel(/Deal code/);
    await code.fill('not a code');
    const start = page.getByRole('button', { name: 'Start' });
    assert.ok((await onScreen(start)).ok, 'Start on the screen beside the deal code');
    await start.click();
    const refused = page.getByRole('alert').filter({ hasText: 'is not a deal code' });
    await refused.waitFor();
    const box = await onScreen(refused);
    assert.ok(box.ok, `the refusal spans ${box.top}-${box.bottom} px of ${box.height}`);
    await screenshot(page, 'form-honor-refused-360');
    await code.fill('0000-0013');
    await start.click();
    await page.locator('main[data-game="honor"]').waitFor();
    assert.match(await page.locator('.sheet .deal-code').textContent(), /0000-0013/);
  });

  test('a save the home page cannot read: New game, and why', async () => {
    const { page } = b;
    await page.goto(`${server.url}#/satsuma/new`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('main[data-game="satsuma"]').waitFor();
    await page.goto(`${server.url}#/`);
    await page.evaluate(() => localStorage.setItem('samurai-tables/save/pocket', '{"schema":1,"game":"pocket"'));
    await page.reload();
    const tile = page.locator('.game-tile[data-game="pocket"]');
    await tile.locator('.save-unreadable', { hasText: 'could not be read' }).waitFor({ timeout: 5000 });
    assert.equal(await tile.getByRole('link', { name: 'Resume' }).count(), 0, 'no Resume for an unreadable save');
    assert.match(await tile.getByRole('link', { name: 'New game' }).getAttribute('class'), /primary/);
    // A readable save is still offered.
    assert.equal(await page.locator('.game-tile[data-game="satsuma"]').getByRole('link', { name: 'Resume' }).count(), 1);
    await screenshot(page, 'home-unreadable-save-360');
    assert.deepEqual(await axe(page, 'home with an unreadable save'), []);
    // Its New game replaces no game in progress, and says none (issue 33, item 20); a
    // readable save's does (the guided game offered again, to see its line too).
    await page.evaluate(() => localStorage.removeItem('samurai-tables/coach'));
    await tile.getByRole('link', { name: 'New game' }).click();
    await page.locator('[data-coach-offer]').waitFor();
    assert.doesNotMatch(await page.locator('main').textContent(), /replaces the game in progress/);
    await page.goto(`${server.url}#/satsuma/new`);
    await page.locator('[data-coach-offer]').waitFor();
    const replaces = await page.locator('main').getByText(/replaces the game in progress/).allTextContents();
    assert.deepEqual(replaces, ['It replaces the game in progress.', 'Starting replaces the game in progress.']);
  });

  test('settings that cannot be read are said once, on the first page shown, then not again', async () => {
    const { page } = b;
    // Home (the home page's module), a page of the whole app, and a table (one screen high).
    for (const first of ['#/', '#/pocket/rules', '#/satsuma/play']) {
      await page.evaluate(([k]) => localStorage.setItem(k, '{"version":1,"sound":'), [SETTINGS_KEY]);
      // A page load of its own: a change of the address alone would let the page open now
      // (a module already here) say it, store the defaults, and leave nothing to say.
      await page.goto('about:blank');
      await page.goto(`${server.url}${first}`);
      const notice = page.getByRole('alert').filter({ hasText: 'Your settings could not be read' });
      await notice.waitFor({ timeout: 5000 });
      assert.ok((await onScreen(notice)).ok, `${first}: the notice on the screen`);
      assert.deepEqual(await axe(page, `${first} with the settings notice`), []);
      await screenshot(page, `settings-unreadable-${first.replace(/\W+/g, '') || 'home'}-360`);
      if (first === '#/satsuma/play') {
        // Over a table, which still does not scroll; OK puts it away.
        assert.ok(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1), 'the table does not scroll');
        await page.getByRole('button', { name: 'OK' }).click();
        assert.equal(await notice.count(), 0, 'put away by OK');
      }
      await page.goto(`${server.url}#/stats`);
      await page.locator('h1', { hasText: 'Statistics' }).waitFor();
      assert.equal(await notice.count(), 0, `${first}: not said on the next page`);
      await page.reload();
      await page.locator('h1', { hasText: 'Statistics' }).waitFor();
      assert.equal(await notice.count(), 0, `${first}: nor after a reload`);
      assert.ok(JSON.parse(await page.evaluate(([k]) => localStorage.getItem(k), [SETTINGS_KEY])).version, 'readable settings stored');
    }
  });
});
