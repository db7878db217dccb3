// Issue 24: every game's pages that are not its table (the new-game form, the Rules page
// with its rulings, the deck page), the statistics and the join page, in Japanese and in
// the Pseudo language, on the small phone upright and on its side: no English left
// (`untranslated()`: in Pseudo it finds text written outside t!), axe finds nothing
// serious, and nothing is wider than the screen. The tables themselves are played in each
// language by the games' fit tests.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertClean, axe, JAPANESE, noHorizontalScroll, openApp, PHONES, PSEUDO, screenshot, startServer, untranslated } from './harness.mjs';

const GAMES = ['satsuma', 'honor', 'judge', 'pocket', 'panda'];
const PAGES = [
  ...GAMES.flatMap((g) => [[`${g}/new`, 'form.new-game'], [`${g}/rules`, '.rules h1'], [`${g}/cards`, 'main h1']]),
  ['stats', 'main h1'],
  ['join', 'main h1'],
  ['settings', 'main h1'],
  ['', 'main.home h1'],
];
const [SMALL, , SIDE] = PHONES;

let server;
before(async () => { server = await startServer(); });
after(async () => { await server.close(); });

describe('pages in each language (issue 24)', () => {
  for (const [tag, lang, settings] of [['ja', 'ja', JAPANESE], ['xa', 'en-XA', PSEUDO]]) {
    test(`${tag}: every game's form, rules and deck, statistics, join, settings and home`, async () => {
      const { page, close, seen } = await openApp(server.url, SMALL, settings);
      try {
        const found = [];
        for (const [path, ready] of PAGES) {
          await page.goto(`${server.url}#/${path}`);
          await page.locator(ready).first().waitFor();
          assert.equal(await page.evaluate(() => document.documentElement.lang), lang, `${path}: <html lang>`);
          const where = `${tag} #/${path}`;
          found.push(...(await untranslated(page, where)));
          for (const size of [SMALL, SIDE]) {
            await page.setViewportSize(size.viewport);
            await noHorizontalScroll(page, `${where} ${size.name}`);
            // axe once per page and language: its rules do not depend on the width.
            if (size === SMALL) found.push(...(await axe(page, where)));
            if (tag === 'ja' && /rules|new|^$/.test(path)) await screenshot(page, `lang-${path.replace('/', '-') || 'home'}-${tag}-${size.name}`);
          }
          await page.setViewportSize(SMALL.viewport);
        }
        assert.deepEqual(found, [], 'English left, or axe violations');
        assertClean(seen);
      } finally {
        await close();
      }
    });
  }
});
