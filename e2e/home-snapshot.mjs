// The home page's copy in the page (static/home.html, put there by tools/post-build.mjs):
// what the home page's module draws in #app on a fresh device. Shown before any module has
// loaded (issue 15: the first visit shows the home page at once).
//   node home-snapshot.mjs           writes static/home.html from the build in ../dist
//                                    (then build again: the page carries the new copy)
// The browser tests check that the build's copy is what the module draws (pwa.test.mjs).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, PHONE, startServer } from './harness.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

/** #app as the home page's module draws it on a fresh device, and as the page holds it. */
export async function homeCopies(url) {
  const drawn = await launch(PHONE);
  const still = await launch({ ...PHONE, javaScriptEnabled: false });
  try {
    await drawn.page.goto(url);
    await drawn.page.waitForFunction(() => window.wasmBindings !== undefined);
    await drawn.page.locator('h1', { hasText: 'Samurai Tables' }).waitFor();
    await still.page.goto(url);
    const html = (p) => p.evaluate(() => document.getElementById('app').innerHTML);
    return { drawn: await html(drawn.page), copy: await html(still.page) };
  } finally {
    await drawn.close();
    await still.close();
  }
}

if (process.argv[1] && process.argv[1].endsWith('home-snapshot.mjs')) {
  const server = await startServer();
  try {
    const { drawn } = await homeCopies(server.url);
    const file = join(HERE, '..', 'static', 'home.html');
    writeFileSync(file, `<!-- Written by e2e/home-snapshot.mjs from the home page's module: do not edit. -->\n${drawn}\n`);
    console.log(`home-snapshot: ${file} (${drawn.length} characters); build again to put it in the page`);
  } finally {
    await server.close();
  }
}
