// Statistics, moving to a new phone, sharing and the screen kept on (issue 14), through the
// UI: two whole games against the computer fill #/stats, which survives a reload, an export,
// a reset and the import; a broken file changes nothing; a game left for a new one counts
// as abandoned; the deal code and the result are copied; the wake lock is held while
// playing and let go on the end screen and when leaving the table. Headless Chromium has no
// share sheet and its clipboard and wake lock need a real user: all three are stubbed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { assertClean, axe, DESKTOP, JAPANESE, noHorizontalScroll, openApp, phaseOf, PHONES, screenshot, SETTINGS_KEY, startServer, turn, untranslated } from './harness.mjs';
import { tapAction } from './pocket-play.mjs';

const MAX_STEPS = 400;

let server;
/** The file exported by the first test, imported on a "new device" by the second. */
let exported = null;

before(async () => { server = await startServer(); });
after(async () => { await server.close(); });

/** Stands in for what headless Chromium lacks: no share sheet, a clipboard and a wake lock that record. */
function stubs() {
  window.__copied = [];
  window.__wake = { requests: 0, releases: 0, held: 0 };
  const define = (name, value) => Object.defineProperty(navigator, name, { value, configurable: true });
  define('share', undefined);
  define('clipboard', { writeText: async (text) => { window.__copied.push(text); } });
  define('wakeLock', {
    request: async (type) => {
      if (type !== 'screen') throw new TypeError(`wake lock type ${type}`);
      window.__wake.requests += 1;
      window.__wake.held += 1;
      const sentinel = {
        released: false,
        release: async () => {
          if (sentinel.released) return;
          sentinel.released = true;
          window.__wake.releases += 1;
          window.__wake.held -= 1;
        },
      };
      return sentinel;
    },
  });
}

/** The app with the stubs in every page it loads. */
async function open(preset, settings = {}) {
  const b = await openApp(server.url, preset, settings);
  await b.context.addInitScript(stubs);
  await b.page.reload();
  await b.page.locator('h1:visible', { hasText: 'Samurai Tables' }).waitFor();
  return b;
}

const wake = (page) => page.evaluate(() => ({ ...window.__wake }));
const copied = (page) => page.evaluate(() => window.__copied.at(-1));

/** Plays until the end screen, `act` doing each move of the person; returns the end's outcome line. */
async function playToEnd(page, act) {
  for (let i = 0; i < MAX_STEPS; i++) {
    if ((await turn(page)) === 'over') return page.locator('.end-screen .outcome').textContent();
    await act(await phaseOf(page), i);
  }
  throw new Error(`no end screen after ${MAX_STEPS} moves`);
}

async function newGame(page, game, level = null) {
  await page.goto(`${server.url}#/`);
  await page.locator(`[data-game="${game}"]`).getByRole('link', { name: 'New game' }).click();
  if (level) await page.getByLabel('Computer level').selectOption(level);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator(`main[data-game="${game}"]`).waitFor();
}

/** A Satsuma move: keep the hand, or go on from the clash. */
async function satsumaMove(page, phase) {
  if (phase === 'Logistics') await page.locator('main[data-phase="Logistics"] button.confirm').click();
  else await page.locator('button.next-hand').click();
}

/** The statistics of a game at a level, as the page shows them (null: no row). */
async function statsRow(page, game, level) {
  const row = page.locator(`.stats-game[data-game="${game}"] tr[data-level="${level}"]:not(.stats-figure)`);
  if (!(await row.count())) return null;
  const cells = await row.locator('td[data-stat]').evaluateAll((tds) => Object.fromEntries(tds.map((td) => [td.dataset.stat, td.textContent])));
  const figure = page.locator(`.stats-game[data-game="${game}"] tr.stats-figure[data-level="${level}"]`);
  return { ...cells, figure: (await figure.count()) ? await figure.textContent() : '' };
}

/** What the end screen's outcome means for the statistics. */
function counted(outcome) {
  if (/win/i.test(outcome) && !/lose/i.test(outcome)) return { won: '1', lost: '0', drawn: '0' };
  if (/lose|lost/i.test(outcome)) return { won: '0', lost: '1', drawn: '0' };
  return { won: '0', lost: '0', drawn: '1' };
}

async function openStats(page) {
  await page.goto(`${server.url}#/stats`);
  await page.locator('h1', { hasText: 'Statistics' }).waitFor();
}

const appEntries = (page) => page.evaluate(() => Object.fromEntries(
  Object.keys(localStorage).filter((k) => k.startsWith('samurai-tables/')).sort().map((k) => [k, localStorage.getItem(k)])));

async function importFile(page, name, text) {
  await page.goto(`${server.url}#/stats`);
  await page.locator('.move-data').waitFor();
  await page.locator('#import-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.locator('.move-said p').waitFor();
  // Said where the player is looking: the whole message on the screen (issue 21, point 6).
  const inView = () => page.locator('.move-said p').evaluate((p) => {
    const r = p.getBoundingClientRect();
    return { top: Math.round(r.top), bottom: Math.round(r.bottom), height: window.innerHeight, ok: r.top >= 0 && r.bottom <= window.innerHeight };
  });
  await page.waitForFunction(() => {
    const r = document.querySelector('.move-said p').getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  }, null, { timeout: 3000 }).catch(() => {});
  const box = await inView();
  assert.ok(box.ok, `${name}: the message spans ${box.top}-${box.bottom} px of a ${box.height} px screen`);
  return page.locator('.move-said p').textContent();
}

describe('Statistics, moving, sharing, the screen kept on', () => {
  test('two games fill the statistics, which survive a reload, an export, a reset and the import', async () => {
    const { page, close, seen } = await open(PHONES[0]);

    // Satsuma against the computer (medium): the screen stays on while playing.
    await newGame(page, 'satsuma');
    await turn(page);
    await page.waitForFunction(() => window.__wake.held === 1);
    // The deal code is copied from the sheet.
    await page.locator('button.sheet-toggle').click();
    const code = (await page.locator('.sheet .deal-code').textContent()).match(/[0-9A-F]{4}-[0-9A-F]{4}/)[0];
    await page.getByRole('button', { name: 'Copy the deal code' }).click();
    await page.locator('.sheet .share-said', { hasText: 'Copied' }).waitFor();
    assert.match(await copied(page), new RegExp(`^Satsuma Rebellion, deal ${code} `));
    await screenshot(page, 'stats-deal-copied-360');
    await page.locator('button.sheet-close').click();
    const satsumaOutcome = await playToEnd(page, (phase) => satsumaMove(page, phase));
    await page.waitForFunction(() => window.__wake.held === 0);
    assert.ok((await wake(page)).releases >= 1, 'the wake lock is released on the end screen');
    // The result in one line.
    assert.deepEqual(await axe(page, 'Satsuma end screen'), []);
    await page.getByRole('button', { name: 'Copy result' }).click();
    await page.locator('.end-screen .share-said', { hasText: 'Copied' }).waitFor();
    assert.match(await copied(page), new RegExp(`^Satsuma Rebellion ${code}: (Greater Imperial Victory|Historically Equivalent|Greater Samurai Moral Victory), \\d+ Imperial casualties$`));
    await screenshot(page, 'stats-satsuma-end-phone');

    // Pocket Samurai against the easy computer.
    await newGame(page, 'pocket', 'easy');
    const pocketOutcome = await playToEnd(page, (phase, i) => tapAction(page, phase, i));
    await page.getByRole('button', { name: 'Copy result' }).click();
    await page.locator('.end-screen .share-said', { hasText: 'Copied' }).waitFor();
    assert.match(await copied(page), /^Pocket Samurai [0-9A-F]{4}-[0-9A-F]{4}: (won|lost|drew) \d rounds? to \d$/);

    // The statistics page: one game each, the outcome the end screen told.
    await openStats(page);
    const expected = {
      satsuma: { level: 'medium', ...counted(satsumaOutcome), figure: /Greater Imperial Victory 1|Historically Equivalent 1|Greater Samurai Moral Victory 1/ },
      pocket: { level: 'easy', ...counted(pocketOutcome), figure: /^[0-2] rounds won of [2-9]/ },
    };
    const check = async (when) => {
      for (const [game, e] of Object.entries(expected)) {
        const row = await statsRow(page, game, e.level);
        assert.ok(row, `${when}: a ${e.level} row for ${game}`);
        assert.deepEqual([row.played, row.won, row.lost, row.drawn, row.left], ['1', e.won, e.lost, e.drawn, '0'], `${when}: ${game}`);
        assert.match(row.streak, e.won === '1' ? /^1 \/ 1$/ : /^0 \/ 0$/);
        assert.match(row.figure, e.figure, `${when}: ${game}'s figure`);
      }
      assert.equal(await page.locator('.stats-game[data-game="honor"] table').count(), 0, 'no Honor game yet');
    };
    await check('after the games');
    await noHorizontalScroll(page, 'statistics (360)');
    assert.deepEqual(await axe(page, 'statistics (360)'), []);
    await screenshot(page, 'stats-page-360');
    // Reloading the end screen of a finished game does not count it again.
    await page.goto(`${server.url}#/pocket/play`);
    await page.locator('.end-screen').waitFor();
    await page.reload();
    await page.locator('.end-screen').waitFor();
    await openStats(page);
    await page.reload();
    await page.locator('h1', { hasText: 'Statistics' }).waitFor();
    await check('after reloads');

    // Export everything to a file (from the statistics page).
    await page.goto(`${server.url}#/stats`);
    await page.locator('.move-data').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to a file' }).click()]);
    assert.match(download.suggestedFilename(), /^samurai-tables-\d{4}-\d\d-\d\d\.json$/);
    exported = readFileSync(await download.path(), 'utf8');
    const file = JSON.parse(exported);
    assert.equal(file.format, 'samurai-tables-export');
    assert.equal(file.version, 1);
    assert.ok(file.exported_at);
    assert.deepEqual(Object.keys(file.entries).sort(), Object.keys(await appEntries(page)).sort());
    for (const key of ['samurai-tables/stats', 'samurai-tables/settings', 'samurai-tables/save/satsuma', 'samurai-tables/save/pocket']) {
      assert.ok(file.entries[key], `the file holds ${key}`);
    }
    await page.locator('.move-data').scrollIntoViewIfNeeded();
    await screenshot(page, 'stats-settings-export-360');

    // Reset, asked in the page first.
    await openStats(page);
    await page.getByRole('button', { name: 'Reset statistics' }).click();
    await page.getByRole('button', { name: 'Keep them' }).click();
    await check('after keeping them');
    await page.getByRole('button', { name: 'Reset statistics' }).click();
    await page.locator('.confirm-box', { hasText: 'Reset all statistics?' }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Keep them', 'the focus is on the safe answer');
    assert.deepEqual(await axe(page, 'statistics, reset asked'), []);
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await page.locator('.stats-reset [role="status"]', { hasText: 'reset' }).waitFor();
    assert.equal(await page.locator('.stats-table').count(), 0, 'no statistics after the reset');
    await page.reload();
    await page.locator('h1', { hasText: 'Statistics' }).waitFor();
    assert.equal(await page.locator('.stats-table').count(), 0, 'still none after a reload');

    // Import brings them back, and says what it imported.
    const said = await importFile(page, 'export.json', exported);
    assert.equal(said, 'Imported 2 saved games (Pocket Samurai, Satsuma Rebellion), the settings and the statistics.');
    await openStats(page);
    await check('after the import');

    // Broken files: a clear message, and nothing changes.
    const before = await appEntries(page);
    const tampered = JSON.parse(exported);
    tampered.entries['samurai-tables/save/satsuma'] = tampered.entries['samurai-tables/save/satsuma'].replace('"log":[', '"log":[[0,"Nonsense"],');
    const bad = [
      ['notes.txt', 'hello', /^This file is not a Samurai Tables export/],
      ['tampered.json', JSON.stringify(tampered), /^The saved game of satsuma cannot be resumed: .*Nothing was imported\.$/],
      ['future.json', JSON.stringify({ ...JSON.parse(exported), version: 2 }), /another version of the app \(format 2, this version reads 1\)/],
    ];
    for (const [name, text, message] of bad) {
      assert.match(await importFile(page, name, text), message, name);
      assert.equal(await page.locator('.move-said p.error').count(), 1, `${name}: said as an error`);
      assert.deepEqual(await appEntries(page), before, `${name}: nothing changed`);
    }
    await page.locator('.move-data').scrollIntoViewIfNeeded();
    await screenshot(page, 'stats-import-refused-360');
    assert.deepEqual(await axe(page, 'settings, import refused'), []);

    // A game left for a new one, after a move of yours, counts as abandoned; the screen is
    // kept on again while playing, asked again when the page shows, and let go on leaving.
    await newGame(page, 'satsuma');
    await turn(page);
    await page.waitForFunction(() => window.__wake.held === 1);
    const w0 = await wake(page);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForFunction((n) => window.__wake.requests > n, w0.requests);
    assert.equal((await wake(page)).held, 1, 'asked again when the page shows, one lock at a time');
    await page.locator('main[data-phase="Logistics"] button.confirm').click();
    await page.getByRole('link', { name: 'Back to the games' }).click();
    await page.locator('h1:visible', { hasText: 'Samurai Tables' }).waitFor();
    await page.waitForFunction(() => window.__wake.held === 0);
    await newGame(page, 'satsuma');
    await openStats(page);
    const row = await statsRow(page, 'satsuma', 'medium');
    assert.deepEqual([row.played, row.left, row.streak], ['2', '1', '0 / ' + expected.satsuma.won]);

    assertClean(seen);
    await close();
  });

  // The new device reads Japanese (issue 24) until the file brings the old one's settings.
  test('a new device: the exported file brings the games and statistics over; the page in Japanese', async () => {
    assert.ok(exported, 'the first test exported a file');
    const { page, close, seen } = await open(PHONES[0], JAPANESE);
    assert.equal(await page.locator('a[href$="/play"]').count(), 0, 'nothing saved here yet');
    await page.goto(`${server.url}#/stats`);
    await page.locator('h1', { hasText: '成績' }).waitFor();
    assert.equal(await page.locator('.stats-table').count(), 0);
    assert.equal(await page.getByRole('button', { name: '成績をリセット' }).isDisabled(), true, 'nothing to reset');
    await japanese(page, 'statistics, none yet', 'stats-ja-empty');
    // A file that is not an export: said in Japanese, nothing changes.
    assert.match(await importFile(page, 'notes.txt', 'hello'), /^このファイルはSamurai Tablesの書き出しファイルではありません。/);
    await japanese(page, 'statistics, import refused', 'stats-ja-import-refused', () => page.locator('.move-data').scrollIntoViewIfNeeded());
    // The export: all of it, said in Japanese (then the settings are the old device's: English).
    await page.reload();
    await page.locator('h1', { hasText: '成績' }).waitFor();
    assert.match(await importFile(page, 'from-my-phone.json', exported), /^保存中のゲーム2件（.+、.+）、設定、成績を読み込みました。$/);
    await page.setViewportSize(DESKTOP.viewport);
    await page.locator('.move-data').scrollIntoViewIfNeeded();
    await screenshot(page, 'stats-settings-import-desktop');
    await openStats(page);
    assert.equal(await page.locator('.stats-table').count(), 2);
    assert.equal((await statsRow(page, 'satsuma', 'medium')).played, '1');
    await screenshot(page, 'stats-page-desktop');
    // The saved games came too: Pocket's end screen, Satsuma's as well.
    await page.goto(`${server.url}#/`);
    assert.equal(await page.getByRole('link', { name: 'Resume' }).count(), 2);
    await page.goto(`${server.url}#/pocket/play`);
    await page.locator('.end-screen').waitFor();
    assert.equal((await wake(page)).held, 0, 'no wake lock on an end screen');
    // The statistics in Japanese: levels, headings, words; the keys stay English.
    await page.evaluate((key) => {
      localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key)), language: 'Ja' }));
    }, SETTINGS_KEY);
    await page.goto(`${server.url}#/stats`);
    await page.reload();
    await page.locator('h1', { hasText: '成績' }).waitFor();
    const row = page.locator('.stats-game[data-game="satsuma"] tr[data-level="medium"]:not(.stats-figure)');
    assert.equal(await row.locator('th').textContent(), '中級');
    assert.equal(await row.locator('td[data-stat="played"]').textContent(), '1');
    await japanese(page, 'statistics', 'stats-ja-page');
    assertClean(seen);
    await close();
  });
});

/**
 * Games' titles and figures are the games' texts (their helpers'), English until they
 * land: allowed here, so that this checks the page's own words.
 */
const OTHERS = [/^(Satsuma Rebellion|Honor of the Samurai|Judge|Pocket Samurai|Panda)$/, /Victory|casualt|rounds? won|points?|races?/];

/** The statistics page in Japanese at 360x740 and 740x360: no English left, axe clean. */
async function japanese(page, where, shot, before = null) {
  for (const viewport of [{ width: 360, height: 740 }, { width: 740, height: 360 }]) {
    await page.setViewportSize(viewport);
    if (before) await before();
    const at = `${where} (${viewport.width}x${viewport.height})`;
    assert.deepEqual(await untranslated(page, at, OTHERS, 'main'), [], at);
    assert.deepEqual(await axe(page, at), [], at);
    await noHorizontalScroll(page, at);
    await screenshot(page, `${shot}-${viewport.width}x${viewport.height}`);
  }
  await page.setViewportSize(PHONES[0].viewport);
}
