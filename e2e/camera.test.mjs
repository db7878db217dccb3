// One pairing through the camera (issue 23): the guest's answer QR, screenshotted, becomes the
// host's camera (camera.mjs), and the host's lobby scans it with the app's scanner. Chromium
// reads the fake camera's file when capture starts (checked: a file written after launch
// plays), so the host's browser is launched with the path before the answer exists.
// Headless Chromium on Linux has no BarcodeDetector: the wasm decoder reads the frames.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { chromium } from 'playwright-core';
import { cameraBrowser, phoneArgs, pngToY4m } from './camera.mjs';
import { FAST, PHONE, SETTINGS_KEY, appStarted, assertClean, startServer, watch } from './harness.mjs';

const server = await startServer();
const dir = mkdtempSync(join(tmpdir(), 'samurai-camera-'));
const y4m = join(dir, 'answer.y4m');
// One browser: the guest phone is a second context in it and never opens its camera.
const browser = await cameraBrowser(y4m);
after(async () => {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A host's lobby for Honor, its second seat a phone: that seat's pairing block. */
async function lobby(page) {
  await page.getByLabel(/^Seat 2/).selectOption('phone');
  await page.getByRole('button', { name: 'Start' }).click();
  const seat = page.locator('[data-phone-seat="1"]');
  await seat.locator('code[data-offer]').waitFor({ timeout: 20_000 });
  return seat;
}

/** Keeps every camera the page opens (window.streams), to check they are stopped. */
function recordCameras(page) {
  return page.evaluate(() => {
    const get = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    window.streams = [];
    navigator.mediaDevices.getUserMedia = async (c) => {
      const s = await get(c);
      window.streams.push(s);
      return s;
    };
  });
}

/** The states of the cameras' tracks the page opened ('live' or 'ended'). */
function cameras(page) {
  return page.evaluate(() => window.streams.flatMap((s) => s.getTracks()).map((t) => t.readyState));
}

/** A phone on the app at `hash`, with the quick settings; `seen` its errors. */
async function phone(hash, on = browser, options = {}) {
  const context = await on.newContext({ ...PHONE, ...options });
  const seen = watch(context, new URL(server.url).origin);
  const page = await context.newPage();
  await page.goto(server.url);
  await appStarted(page);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SETTINGS_KEY, JSON.stringify(FAST)]);
  await page.goto(server.url + hash);
  return { page, seen };
}

describe('Pairing through the camera', () => {
  test("the host scans the guest's answer QR and both phones reach the table", async () => {
    const host = await phone('#/honor/new');
    await recordCameras(host.page);
    const decoder = [];
    host.page.on('request', (r) => /\/scan-[0-9a-f]+(_bg\.wasm|\.js)$/.test(r.url()) && decoder.push(r.url()));
    const seat = await lobby(host.page);
    const offer = await seat.locator('code[data-offer]').textContent();

    const guest = await phone(`#/join/${offer}`);
    const answer = await guest.page.locator('[data-answer]').textContent({ timeout: 20_000 });
    pngToY4m(await guest.page.locator('svg.qr').screenshot(), y4m);

    assert.deepEqual(decoder, [], 'the decoder is not fetched before a scanner opens');
    await seat.getByRole('button', { name: 'Scan' }).click();
    await host.page.locator('.scanner video').waitFor();
    // The answer reaches the host only through the camera, so pairing proves it was read
    // right: the guest's hello claims its seat and the host's lobby gives way to the game.
    await seat.waitFor({ state: 'detached', timeout: 30_000 });
    await host.page.locator('main[data-game="honor"][data-seat="0"]').waitFor();
    assert.equal(await host.page.locator('.scanner').count(), 0, 'the scanner closes on a code');
    assert.ok(decoder.some((u) => u.endsWith('_bg.wasm')), 'the wasm decoder was fetched');
    const tracks = await cameras(host.page);
    assert.ok(tracks.length > 0, 'the scanner opened a camera');
    assert.deepEqual(tracks.filter((t) => t !== 'ended'), [], 'the camera is stopped once the code is read');
    // And the guest plays its seat.
    await guest.page.locator('main[data-game="honor"][data-seat="1"]').waitFor({ timeout: 20_000 });
    assertClean(host.seen);
    assertClean(guest.seen);
  });

  test('a refused camera is told with what to do, and Close closes the scanner', async () => {
    // Chromium's fake permission prompt answering no.
    const args = phoneArgs().map((a) => (a === '--use-fake-ui-for-media-stream' ? `${a}=deny` : a));
    const denying = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args });
    try {
      const host = await phone('#/honor/new', denying);
      const seat = await lobby(host.page);
      await seat.getByRole('button', { name: 'Scan' }).click();
      await host.page.locator('.scanner [role="alert"]', { hasText: "allow the camera in the browser's site settings" }).waitFor();
      await host.page.locator('.scanner').getByRole('button', { name: 'Close' }).click();
      assert.equal(await host.page.locator('.scanner').count(), 0, 'Close closes the scanner');
      await seat.getByLabel('Answer code').waitFor();
      assertClean(host.seen);
    } finally {
      await denying.close();
    }
  });

  test('a decoder that cannot be fetched (offline before it was kept) is told, and the camera stops', async () => {
    // Run alone, the first test has not given the camera a picture: any will do.
    if (!existsSync(y4m)) pngToY4m(await (await browser.newPage()).screenshot(), y4m);
    // No service worker: it would serve the module from its cache, past the route below.
    const host = await phone('#/honor/new', browser, { serviceWorkers: 'block' });
    await host.page.route(/\/scan-[0-9a-f]+(_bg\.wasm|\.js)$/, (route) => route.abort());
    await recordCameras(host.page);
    const seat = await lobby(host.page);
    await seat.getByRole('button', { name: 'Scan' }).click();
    await host.page.locator('.scanner [role="alert"]', { hasText: 'The code reader could not be loaded' }).waitFor();
    const tracks = await cameras(host.page);
    assert.ok(tracks.length > 0, 'the scanner opened a camera');
    assert.deepEqual(tracks.filter((t) => t !== 'ended'), [], 'the camera is stopped when nothing can read it');
  });
});
