// PWA checks on the release build in ../dist (run `trunk build --release` first).
// They rely only on the page's shell: an <h1> with "Samurai Tables", not on game UI.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { homeCopies } from './home-snapshot.mjs';
import { appStarted, assertClean, controlled, DESKTOP, DIST, launch, PHONE, screenshot, startServer, watch } from './harness.mjs';
import { joinCode } from './join-code.mjs';

const TITLE = 'Samurai Tables';
const BUILD_ID_RE = /const BUILD_ID = '([0-9a-f]{16})'/;

function distFiles(dir = DIST) {
  const out = [];
  (function walk(d) {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(relative(dir, full).split(sep).join('/'));
    }
  })(dir);
  return out.sort();
}

async function homeRendered(page) {
  await appStarted(page);
  await page.locator('h1', { hasText: TITLE }).first().waitFor({ state: 'visible', timeout: 15_000 });
}

test('the build has no inline scripts and a filled-in service worker', () => {
  assert.ok(existsSync(join(DIST, 'index.html')), 'dist/index.html missing: run trunk build --release');
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  assert.match(html, /http-equiv="?Content-Security-Policy/i);
  const csp = html.match(/script-src ([^;"]*)/)[1];
  assert.ok(!csp.includes('unsafe-inline'), `script-src allows inline scripts: ${csp}`);
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  assert.ok(scripts.length >= 1, 'expected the loader (with pwa.js in it)');
  assert.match(html, /serviceWorker/, "pwa.js's registration in the page");
  // One inline script, the loader (tools/post-build.mjs), allowed by its hash and no other.
  const inline = scripts.filter(([, attrs]) => !/\ssrc=/.test(attrs));
  assert.equal(inline.length, 1, 'one inline script: the loader');
  const hashes = [...csp.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
  assert.deepEqual(hashes, [createHash('sha256').update(inline[0][2]).digest('base64')], "the CSP allows the loader's hash only");
  for (const [tag, attrs, body] of scripts.filter(([, attrs]) => /\ssrc=/.test(attrs))) {
    assert.equal(body.trim(), '', `script with src has a body: ${tag.slice(0, 120)}`);
  }

  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  assert.ok(!sw.includes('__PRECACHE__') && !sw.includes("'__BUILD_ID__'"), 'placeholders left in sw.js');
  assert.match(sw, BUILD_ID_RE);
  const list = JSON.parse(sw.match(/const PRECACHE = (\[[^\]]*\]);/)[1]);
  const expected = distFiles()
    .filter((f) => f !== 'sw.js')
    .map((f) => (f === 'index.html' ? './' : './' + f));
  assert.deepEqual([...list].sort(), expected.sort(), 'precache list = every file of dist but sw.js');
});

test("the page holds the home page as the home page's module draws it (static/home.html)", async () => {
  const server = await startServer();
  try {
    for (const lang of ['en', 'ja']) {
      const { drawn, copy } = await homeCopies(server.url, lang);
      assert.match(copy, /<h1>Samurai Tables<\/h1>/, `the ${lang} copy has the heading`);
      assert.equal(copy, drawn, `static/home copy (${lang}) is out of date: run \`node e2e/home-snapshot.mjs\`, then build again`);
    }
  } finally {
    await server.close();
  }
});

test("each page loads its own module: a deep link, a join link and a Resume one game's, and a module says so when it cannot load", async () => {
  const server = await startServer();
  // No service worker: it would serve the module from its cache, past the route below.
  const { page, close } = await launch({ ...PHONE, serviceWorkers: 'block' });
  // Which modules the page fetched, by name ("home", a game's id, "samurai-tables").
  const fetched = [];
  page.on('request', (r) => {
    const m = r.url().match(/\/([a-z-]+)-[0-9a-f]{16}_bg\.wasm$/);
    if (m) fetched.push(m[1]);
  });
  const since = (n) => fetched.slice(n);
  try {
    // A deep link: that game's module, and no other.
    await page.goto(`${server.url}#/honor/new`);
    await page.locator('h1', { hasText: 'Honor of the Samurai: new game' }).waitFor();
    assert.deepEqual(since(0), ['honor']);
    // Home, then a game: the home page is drawn by the game's module; the other game's
    // module is loaded for its page.
    await page.goto(`${server.url}#/`);
    await page.locator('h1', { hasText: TITLE }).waitFor();
    const blocked = /\/panda-[0-9a-f]{16}(_bg\.wasm|\.js)$/;
    await page.route(blocked, (route) => route.abort());
    await page.locator('[data-game="panda"]').getByRole('link', { name: 'New game' }).click();
    await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).waitFor();
    await screenshot(page, 'opening-failed-phone');
    await page.unroute(blocked);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.locator('h1', { hasText: 'Panda: new game' }).waitFor();
    // Back home and on to a game whose module the page already has: no fetch, no reload.
    const before = fetched.length;
    await page.goBack();
    await page.locator('h1', { hasText: TITLE }).waitFor();
    await page.locator('[data-game="honor"]').getByRole('link', { name: 'Rules' }).click();
    await page.locator('main.rules h1', { hasText: 'Honor of the Samurai' }).waitFor();
    assert.deepEqual(since(before), [], 'a module the page has is not fetched again');
    // The statistics: the whole app's module.
    await page.evaluate(() => { location.hash = '#/'; });
    await page.getByRole('link', { name: 'Statistics' }).click();
    await page.locator('h1', { hasText: 'Statistics' }).waitFor();
    assert.deepEqual(since(before), ['samurai-tables']);
  } finally {
    await close();
  }
  // A cold join link: its game's module and no other.
  for (const game of ['pocket']) {
    const join = await launch({ ...PHONE, serviceWorkers: 'block' });
    const wasm = [];
    join.page.on('request', (r) => r.url().endsWith('_bg.wasm') && wasm.push(r.url().match(/\/([a-z-]+)-[0-9a-f]{16}_bg/)[1]));
    try {
      const { text, heading } = joinCode(game);
      await join.page.goto(`${server.url}#/join/${text}`);
      await join.page.locator('h1').filter({ hasText: new RegExp(heading) }).waitFor();
      assert.deepEqual(wasm, [game], `a ${game} join link`);
    } finally {
      await join.close();
    }
  }
  // Resume: the game's module only (the home page's draws the tile's Resume).
  const resume = await launch({ ...PHONE, serviceWorkers: 'block' });
  const wasm = [];
  resume.page.on('request', (r) => r.url().endsWith('_bg.wasm') && wasm.push(r.url().match(/\/([a-z-]+)-[0-9a-f]{16}_bg/)[1]));
  try {
    await resume.page.goto(`${server.url}#/satsuma/new`);
    await resume.page.getByRole('button', { name: 'Start' }).click();
    await resume.page.locator('main[data-game="satsuma"]').waitFor();
    await resume.page.goto(server.url);
    await resume.page.reload();
    await resume.page.locator('#app:not([data-copy]) [data-game="satsuma"]').getByRole('link', { name: 'Resume' }).waitFor();
    wasm.length = 0;
    await resume.page.locator('[data-game="satsuma"]').getByRole('link', { name: 'Resume' }).click();
    await resume.page.locator('main[data-game="satsuma"]').waitFor();
    assert.deepEqual(wasm, ['satsuma'], 'Resume');
  } finally {
    await resume.close();
    await server.close();
  }
});

describe('installed app (phone)', () => {
  let server, browser, seen;
  before(async () => {
    server = await startServer();
    // Its own profile: Chromium finds an app installable only outside an incognito-like context.
    browser = await launch(PHONE, { persistent: true });
    seen = watch(browser.context, new URL(server.url).origin);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  test('home page renders', async () => {
    await browser.page.goto(server.url);
    await homeRendered(browser.page);
    assert.equal(await browser.page.title(), TITLE);
    await screenshot(browser.page, 'home-phone');
  });

  test('the service worker controls the page after a reload', async () => {
    const { page } = browser;
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await controlled(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(scope, server.url);
    await homeRendered(page);
  });

  test('the manifest parses and its icons load', async () => {
    const { page } = browser;
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]').href;
      const res = await fetch(href);
      return { type: res.headers.get('content-type'), body: await res.json(), href };
    });
    assert.match(manifest.type, /^application\/manifest\+json/);
    const m = manifest.body;
    assert.equal(m.name, TITLE);
    assert.equal(m.start_url, './');
    assert.equal(m.display, 'standalone');
    const wanted = ['192x192 any', '512x512 any', '512x512 maskable'];
    assert.deepEqual(m.icons.map((i) => `${i.sizes} ${i.purpose}`).sort(), wanted.sort());
    for (const icon of m.icons) {
      const info = await page.evaluate(async (url) => {
        const res = await fetch(url);
        const bytes = new Uint8Array(await res.arrayBuffer());
        const dv = new DataView(bytes.buffer);
        return { status: res.status, type: res.headers.get('content-type'), w: dv.getUint32(16), h: dv.getUint32(20) };
      }, new URL(icon.src, manifest.href).href);
      assert.equal(info.status, 200, icon.src);
      assert.equal(info.type, 'image/png', icon.src);
      assert.equal(`${info.w}x${info.h}`, icon.sizes, icon.src);
    }
    const cdp = await browser.context.newCDPSession(page);
    const { errors } = await cdp.send('Page.getAppManifest');
    assert.deepEqual(errors, [], 'manifest parse errors');
  });

  test('Chromium finds the app installable', async () => {
    const cdp = await browser.context.newCDPSession(browser.page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
  });

  test('with the server stopped and the network off, a reload still renders home and plays', async () => {
    const { page, context } = browser;
    await server.close();
    await context.setOffline(true);
    try {
      await page.reload();
      await homeRendered(page);
      await screenshot(page, 'home-phone-offline');
      // Offline play: start a game and get through a hand to the clash and the next one.
      await page.locator('[data-game="satsuma"]').getByRole('link', { name: 'New game' }).click();
      await page.getByRole('button', { name: 'Start' }).click();
      await page.locator('.hand .card').first().click();
      await page.locator('main[data-phase="Logistics"] button.confirm').click();
      await page.locator('.clash').waitFor({ timeout: 15_000 });
      await page.locator('button.next-hand').click();
      await page.locator('main[data-phase="Logistics"] button.confirm').waitFor();
      assert.match(await page.locator('.hand-no').textContent(), /Hand 2/);
      await page.reload();
      await page.locator('main[data-phase="Logistics"] button.confirm').waitFor();
      assert.match(await page.locator('.hand-no').textContent(), /Hand 2/);
      // Every game's pages, each opened cold (a shared link: the whole app's module comes
      // from the service worker's cache), and the saved game resumed the same way.
      const titles = { satsuma: 'Satsuma Rebellion', honor: 'Honor of the Samurai', judge: 'Judge', pocket: 'Pocket Samurai', panda: 'Panda' };
      for (const [game, title] of Object.entries(titles)) {
        for (const [path, heading] of [['new', `${title}: new game`], ['rules', title], ['cards', `${title}: the cards`]]) {
          await page.goto('about:blank');
          await page.goto(`${server.url}#/${game}/${path}`);
          await page.locator('h1', { hasText: heading }).first().waitFor({ timeout: 15_000 });
        }
      }
      await page.goto('about:blank');
      await page.goto(`${server.url}#/satsuma/play`);
      await page.locator('main[data-game="satsuma"][data-phase="Logistics"]').waitFor();
      assert.match(await page.locator('.hand-no').textContent(), /Hand 2/);
    } finally {
      await context.setOffline(false);
    }
  });

  test('no console errors and no requests to other origins', () => assertClean(seen));
});

test('home page on a desktop screen', async () => {
  const server = await startServer();
  const browser = await launch(DESKTOP);
  try {
    const seen = watch(browser.context, new URL(server.url).origin);
    await browser.page.goto(server.url);
    await homeRendered(browser.page);
    await screenshot(browser.page, 'home-desktop');
    assertClean(seen);
  } finally {
    await browser.close();
    await server.close();
  }
});

test('the app works from a sub-path', async () => {
  const server = await startServer({ base: '/some/sub/path/' });
  const browser = await launch(PHONE);
  try {
    const seen = watch(browser.context, new URL(server.url).origin);
    await browser.page.goto(server.url);
    await homeRendered(browser.page);
    const scope = await browser.page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(scope, server.url);
    await browser.page.reload();
    await controlled(browser.page);
    await homeRendered(browser.page);
    assertClean(seen);
  } finally {
    await browser.close();
    await server.close();
  }
});

// On a Japanese browser (issue 24): the banner is in the language of <html lang>, which the
// page's loader sets before anything draws; English is the same banner's other words.
test('a new build shows "Update available" (in Japanese: 更新があります) and Reload switches to it', async () => {
  // The "new build": a copy of dist whose service worker has another build id.
  const oldId = readFileSync(join(DIST, 'sw.js'), 'utf8').match(BUILD_ID_RE)[1];
  const newId = [...oldId].reverse().join('') === oldId ? 'feedfacefeedface' : [...oldId].reverse().join('');
  const nextDist = mkdtempSync(join(tmpdir(), 'samurai-next-'));
  cpSync(DIST, nextDist, { recursive: true });
  const swPath = join(nextDist, 'sw.js');
  writeFileSync(swPath, readFileSync(swPath, 'utf8').replace(BUILD_ID_RE, `const BUILD_ID = '${newId}'`));

  let server = await startServer();
  const browser = await launch({ ...PHONE, locale: 'ja-JP' });
  const { page } = browser;
  try {
    const seen = watch(browser.context, new URL(server.url).origin);
    await page.goto(server.url);
    await homeRendered(page);
    assert.equal(await page.getAttribute('html', 'lang'), 'ja');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await controlled(page);
    const cacheNames = () => page.evaluate(() => caches.keys());
    assert.ok((await cacheNames()).some((k) => k.endsWith(':' + oldId)), 'old build cached');

    // Deploy: the same origin now serves the new build.
    const port = server.port;
    await server.close();
    server = await startServer({ dir: nextDist, port });
    await page.reload(); // the navigation makes the browser check sw.js for updates
    await homeRendered(page);

    const banner = page.locator('.update-banner');
    await banner.waitFor({ state: 'visible', timeout: 30_000 });
    assert.equal(await banner.getAttribute('role'), 'status');
    assert.match(await banner.innerText(), /^更新があります/);
    const button = banner.getByRole('button', { name: '再読み込み' });
    await button.waitFor({ state: 'visible' });
    const box = await button.boundingBox();
    assert.ok(box.height >= 44 && box.width >= 44, `touch target ${box.width}x${box.height}`);
    await screenshot(page, 'update-banner-phone');

    await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), button.click()]);
    await controlled(page);
    await homeRendered(page);
    const names = await cacheNames();
    assert.ok(names.some((k) => k.endsWith(':' + newId)), `new build cached: ${names}`);
    assert.ok(!names.some((k) => k.endsWith(':' + oldId)), `old cache deleted: ${names}`);
    assert.equal(await page.locator('.update-banner').count(), 0, 'banner gone after reload');
    assertClean(seen);
  } finally {
    await browser.close();
    await server.close();
    rmSync(nextDist, { recursive: true, force: true });
  }
});
