// The home page's copy in the page (static/home.html, put there by tools/post-build.mjs):
// what the home page's module draws in #app on a fresh device. Shown before any module has
// loaded (issue 15: the first visit shows the home page at once).
//   node home-snapshot.mjs           writes static/home.html and home.ja.html from ../dist
//                                    (then build again: the page carries the new copy)
// The browser tests check that the build's copy is what the module draws (pwa.test.mjs).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, PHONE, startServer } from './harness.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

/** The languages of the home page's copies: each reader's browser, and its copy's file. */
export const COPIES = { en: { locale: 'en-US', file: 'home.html' }, ja: { locale: 'ja-JP', file: 'home.ja.html' } };

/**
 * #app as the home page's module draws it on a fresh device whose browser reads `lang`, and
 * the page's copy in that language.
 */
export async function homeCopies(url, lang = 'en') {
  const { locale } = COPIES[lang];
  const drawn = await launch({ ...PHONE, locale });
  const still = await launch({ ...PHONE, locale, javaScriptEnabled: false });
  try {
    await drawn.page.goto(url);
    await drawn.page.waitForFunction(() => window.wasmBindings !== undefined);
    await drawn.page.locator(`html[lang="${lang}"] h1:visible`, { hasText: 'Samurai Tables' }).waitFor();
    await drawn.page.locator('#app:not([data-copy])').waitFor({ state: 'attached' });
    await still.page.goto(url);
    return {
      drawn: await drawn.page.evaluate(() => document.getElementById('app').innerHTML),
      copy: await still.page.evaluate((lang) => document.querySelector(`#app > [data-copy-lang="${lang}"]`).innerHTML, lang),
    };
  } finally {
    await drawn.close();
    await still.close();
  }
}

if (process.argv[1] && process.argv[1].endsWith('home-snapshot.mjs')) {
  const server = await startServer();
  try {
    for (const [lang, { file: name }] of Object.entries(COPIES)) {
      const { drawn } = await homeCopies(server.url, lang);
      const file = join(HERE, '..', 'static', name);
      writeFileSync(file, `<!-- Written by e2e/home-snapshot.mjs from the home page's module: do not edit. -->\n${drawn}\n`);
      console.log(`home-snapshot: ${file} (${drawn.length} characters); build again to put it in the page`);
    }
  } finally {
    await server.close();
  }
}
