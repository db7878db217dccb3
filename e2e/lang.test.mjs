// Issue 24: the reader's language. A Japanese browser gets the home page's copy in Japanese
// before any module draws, the loader's "Opening…" and the manifest in Japanese; the home page, the
// settings and a rules page's shared frame are in Japanese (no English left, axe clean) on
// a phone held either way; the setting overrides the browser and is kept; the pseudo
// language shows no hard-coded English and still fits a phone. Release build in ../dist.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { assertClean, axe, DESKTOP, launch, noHorizontalScroll, PHONE, screenshot, SETTINGS_KEY, FAST, startServer, untranslated, watch } from './harness.mjs';

const UPRIGHT = { width: 360, height: 740 };
const SIDEWAYS = { width: 740, height: 360 };

let server;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.close();
});

/**
 * A fresh browser reading `locale`, watched for errors. No service worker: the files held
 * back below must come from the network, where page.route sees them.
 */
async function browser(locale, preset = PHONE) {
  const b = await launch({ ...preset, locale, serviceWorkers: 'block' }, { persistent: false });
  return { ...b, seen: watch(b.context, new URL(server.url).origin) };
}

/**
 * Holds back the files whose address matches `re` until the returned function is called:
 * what the page shows before a module has loaded stays on screen to be looked at.
 */
async function holdBack(page, re) {
  let release;
  const held = new Promise((r) => (release = r));
  await page.route(re, async (route) => {
    await held;
    // A request of a page since reloaded is gone: nothing to let through.
    await route.continue().catch(() => {});
  });
  return release;
}

/** Untranslated text, axe and no sideways scroll at 360x740 and 740x360: `where` as it is. */
async function japaneseBothWays(page, where, name) {
  const problems = [];
  for (const [size, tag] of [[UPRIGHT, 'upright'], [SIDEWAYS, 'sideways']]) {
    await page.setViewportSize(size);
    problems.push(...(await untranslated(page, `${where} ${tag}`)));
    problems.push(...(await axe(page, `${where} ${tag}`)));
    await noHorizontalScroll(page, `${where} ${tag}`);
    if (name) await screenshot(page, `lang-${name}-${tag}`);
  }
  return problems;
}

test('a Japanese browser: the copy, Opening…, home, settings and a rules frame in Japanese', async () => {
  const b = await browser('ja-JP');
  const { page } = b;
  try {
    // The home page before its module draws: the page's copy, in Japanese.
    const releaseHome = await holdBack(page, /\/home-[^/]*_bg\.wasm$/);
    await page.setViewportSize(UPRIGHT);
    await page.goto(server.url);
    assert.equal(await page.getAttribute('html', 'lang'), 'ja', '<html lang> before any module');
    assert.equal(await page.locator('#app[data-copy]').count(), 1, 'the copy is still on show');
    assert.ok(await page.locator('#app > [data-copy-lang="ja"]').isVisible(), 'the Japanese copy shows');
    assert.ok(!(await page.locator('#app > [data-copy-lang="en"]').isVisible()), 'the English copy is hidden');
    assert.ok(await page.getByText('西南戦争').first().isVisible());
    assert.deepEqual(await untranslated(page, 'home copy'), []);
    // The manifest an install reads: its description in Japanese.
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]').href;
      return { href, body: await (await fetch(href)).json() };
    });
    assert.match(manifest.href, /manifest\.ja\.webmanifest$/);
    assert.equal(manifest.body.lang, 'ja');
    assert.match(manifest.body.description, /カードゲーム/);
    // A link of the copy tapped before the module has drawn is answered at once: Opening…
    // with the game's name. The skip link (#main) is not a page and changes nothing.
    await page.evaluate(() => { location.hash = '#main'; });
    assert.equal(await page.locator('#app[data-copy] > [data-copy-lang="ja"] .game-tile').count(), 5, 'the copy after the skip link');
    await page.locator('#app > [data-copy-lang="ja"] [data-game="judge"] a', { hasText: 'ルール' }).click();
    assert.equal(await page.locator('.opening .opening-game').textContent(), '花札ジャッジ');
    assert.equal(await page.locator('.opening .loading').textContent(), '読み込んでいます…');
    await page.evaluate(() => { location.hash = '#/'; });
    releaseHome();
    await page.locator('#app:not([data-copy]) .game-tile').first().waitFor();
    assert.equal(await page.getAttribute('html', 'lang'), 'ja');
    const problems = await japaneseBothWays(page, 'home', 'home');
    await page.setViewportSize(DESKTOP.viewport);
    await screenshot(page, 'lang-home-desktop');

    await page.goto(`${server.url}#/settings`);
    await page.locator('h1', { hasText: '設定' }).waitFor();
    problems.push(...(await japaneseBothWays(page, 'settings', 'settings')));
    await page.setViewportSize(DESKTOP.viewport);
    await screenshot(page, 'lang-settings-desktop');

    // A game's page while its module loads: the loader's line, in Japanese.
    const releaseApp = await holdBack(page, /\/satsuma-[^/]*_bg\.wasm$/);
    await page.goto(`${server.url}#/satsuma/rules`);
    await page.reload();
    await page.locator('.opening .loading').waitFor();
    assert.equal(await page.locator('.opening .loading').textContent(), '読み込んでいます…');
    releaseApp();
    await page.locator('main.rules').waitFor();
    // The rules themselves are the game's texts: only the kit's frame around them here.
    await page.evaluate(() => {
      for (const el of document.querySelectorAll('main.rules > *')) {
        const frame = el.matches('nav.crumbs, .rules-start') || el.querySelector('a[href$="/cards"]');
        if (!frame) el.setAttribute('translate', 'no');
      }
    });
    problems.push(...(await japaneseBothWays(page, 'rules frame')));

    // The new-game form's shared parts (the modes' and seats' own words are the game's).
    const shared = async (game, selectors) => {
      await page.goto(`${server.url}#/${game}/new`);
      await page.locator('form.new-game').waitFor();
      const texts = await page.evaluate((selectors) => [...document.querySelectorAll(selectors)]
        .map((el) => [el.textContent, el.getAttribute('placeholder') || ''].join(' ').trim()), selectors);
      assert.ok(texts.length >= 5, `${game}: the shared parts are there (${texts.length})`);
      return texts.filter((t) => /[A-Za-z]{2,}/.test(t)).map((t) => `${game} form: ${t}`);
    };
    problems.push(...(await shared('satsuma', '.crumbs, label[for="deal-code"], #deal-code, .start-bar button, label[for="level"], #level option, label[for="mode-phone"]')));
    problems.push(...(await shared('honor', 'label[for="deal-code"], .start-bar button, label[for="seats"], select[id^="seat-"] option')));
    assert.ok(await page.getByRole('option', { name: 'コンピューター（中級）' }).first().count(), 'a computer seat by its level');
    assert.deepEqual(problems, []);
    assertClean(b.seen);
  } finally {
    await b.close();
  }
});

/** Chooses `value` in the settings' language select; the page redraws in that language. */
async function choose(page, value, heading) {
  await page.goto(`${server.url}#/settings`);
  await page.locator('#language').waitFor();
  await page.selectOption('#language', value);
  await page.locator('h1', { hasText: heading }).waitFor();
}

test("the setting overrides the browser's language and is kept across a reload", async () => {
  for (const [locale, value, tag, heading, tile] of [
    ['ja-JP', 'en', 'en', 'Settings', 'Satsuma Rebellion'],
    ['en-US', 'ja', 'ja', '設定', '西南戦争'],
  ]) {
    const b = await browser(locale);
    const { page } = b;
    try {
      await page.goto(server.url);
      await page.locator('#app:not([data-copy]) .game-tile').first().waitFor();
      assert.notEqual(await page.getAttribute('html', 'lang'), tag, `${locale}: the browser's language first`);
      await choose(page, value, heading);
      assert.equal(await page.getAttribute('html', 'lang'), tag, `${locale}: <html lang> follows the setting`);
      const manifest = tag === 'ja' ? 'manifest.ja.webmanifest' : 'manifest.webmanifest';
      assert.equal(await page.getAttribute('link[rel="manifest"]', 'href'), manifest, `${locale}: the manifest follows the setting`);
      assert.equal(await page.locator('#language').inputValue(), value);
      // Kept: after a reload the loader reads it before anything draws (the copy too).
      await page.goto(server.url);
      await page.reload();
      assert.equal(await page.getAttribute('html', 'lang'), tag, `${locale}: kept across a reload`);
      await page.locator('#app:not([data-copy]) .game-tile h2', { hasText: tile }).waitFor();
      assertClean(b.seen);
    } finally {
      await b.close();
    }
  }
});

test('the pseudo language: no hard-coded English on the home and settings pages, and they fit a phone', async () => {
  const b = await browser('en-US');
  const { page } = b;
  try {
    await page.setViewportSize(UPRIGHT);
    // Chosen in Settings, with the developers' switch in the address (issue 33): offered
    // only with it.
    await page.goto(`${server.url}#/settings`);
    await page.locator('#app:not([data-copy]) #language').waitFor();
    assert.equal(await page.locator('#language option[value="pseudo"]').count(), 0, 'no pseudo-language without ?dev');
    await page.goto(`${server.url}?dev#/settings`);
    await page.reload();
    await page.locator('#app:not([data-copy]) #language option[value="pseudo"]').waitFor({ state: 'attached' });
    await page.locator('#language').selectOption('pseudo');
    await page.waitForFunction(() => document.documentElement.lang === 'en-XA');
    const problems = [];
    for (const [hash, ready] of [['#/', '.game-tile'], ['#/settings', '#language']]) {
      await page.goto(`${server.url}${hash}`);
      await page.reload();
      await page.locator(`#app:not([data-copy]) ${ready}`).first().waitFor();
      assert.equal(await page.getAttribute('html', 'lang'), 'en-XA');
      for (const [size, tag] of [[UPRIGHT, 'upright'], [SIDEWAYS, 'sideways']]) {
        await page.setViewportSize(size);
        problems.push(...(await untranslated(page, `pseudo ${hash} ${tag}`)));
        await noHorizontalScroll(page, `pseudo ${hash} ${tag}`);
      }
      await page.setViewportSize(UPRIGHT);
      await screenshot(page, `lang-pseudo-${hash === '#/' ? 'home' : 'settings'}`);
    }
    assert.deepEqual(problems, []);
    assertClean(b.seen);
  } finally {
    await b.close();
  }
});
