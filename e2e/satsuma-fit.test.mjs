// Satsuma on the phone-first table (issue 13): at 360x740 and 412x915, in every phase
// (Logistics, the clash, the end), the page never scrolls and nothing covers the hand or
// the action; screenshots of each phase at both phone sizes and on a desktop. Also the
// motion: with animations off nothing animates, with them on the cards do.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertClean, DESKTOP, fits, openApp, PHONES, screenshot, startServer, turn } from './harness.mjs';

let server;
before(async () => { server = await startServer(); });
after(async () => { await server.close(); });

/** Plays a game against the computer to its end, checking each phase once. */
async function playThrough(page, tag, check) {
  await page.goto(`${server.url}#/satsuma/new`);
  await page.getByRole('button', { name: 'Start' }).click();
  const seen = new Set();
  for (let step = 0; step < 200; step++) {
    const kind = await turn(page, 30_000, 'button.next-hand');
    const phase = await page.locator('main[data-game]').getAttribute('data-phase');
    const name = kind === 'over' ? 'end' : phase.toLowerCase();
    if (!seen.has(name)) {
      seen.add(name);
      await check(name);
      await screenshot(page, `satsuma-${name}-${tag}`);
    }
    if (kind === 'over') return seen;
    if (phase === 'Logistics') {
      // Mark one card now and then, then discard and draw (or keep).
      if (step % 3 === 0) await page.locator('.hand-dock .card').first().click();
      await page.locator('main[data-phase="Logistics"] button.confirm').click();
    } else {
      await page.locator('button.next-hand').click();
    }
  }
  throw new Error('the game did not end');
}

describe('Satsuma fits a phone', () => {
  for (const preset of PHONES) {
    test(`every phase at ${preset.name}, without scrolling`, async () => {
      const { page, close, seen } = await openApp(server.url, preset);
      const phases = await playThrough(page, preset.name, (name) => fits(page, `${name} at ${preset.name}`));
      assert.deepEqual([...phases].sort(), ['clash', 'end', 'logistics']);
      assertClean(seen);
      await close();
    });
  }

  test('every phase on a desktop screen', async () => {
    const { page, close, seen } = await openApp(server.url, DESKTOP);
    await playThrough(page, 'desktop', async () => {
      const wide = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      assert.ok(wide, 'no sideways scrolling');
    });
    assertClean(seen);
    await close();
  });
});

describe('motion', () => {
  test('with animations off nothing animates; with them on the dealt cards do', async () => {
    const off = await openApp(server.url, PHONES[1]);
    await off.page.goto(`${server.url}#/satsuma/new`);
    await off.page.getByRole('button', { name: 'Start' }).click();
    await off.page.locator('.hand-dock .card').first().waitFor();
    await off.page.locator('.hand-dock .card').first().click();
    assert.equal(await off.page.evaluate(() => document.getAnimations().length), 0, 'animations with motion off');
    await off.close();

    const on = await openApp(server.url, PHONES[1], { motion: 'Full' });
    await on.page.goto(`${server.url}#/satsuma/new`);
    await on.page.getByRole('button', { name: 'Start' }).click();
    await on.page.locator('.hand-dock .card').first().waitFor();
    const running = await on.page.evaluate(() => document.getAnimations().filter((a) => a.effect?.target?.matches?.('[data-motion]')).length);
    assert.ok(running >= 7, `the seven dealt cards move in (${running} animations)`);
    await on.close();
  });
});

describe('touch and sound', () => {
  test('key hints hide on a touch screen until a key is pressed; Mute in the header switches sound', async () => {
    const { page, close, seen } = await openApp(server.url, PHONES[1], { sound: true });
    await page.goto(`${server.url}#/satsuma/new`);
    await page.getByRole('button', { name: 'Start' }).click();
    const confirm = page.locator('main[data-phase="Logistics"] button.confirm');
    await confirm.waitFor();
    assert.equal(await confirm.locator('kbd').isVisible(), false, 'no key badge on a touch screen');
    await page.keyboard.press('Shift');
    assert.equal(await confirm.locator('kbd').isVisible(), true, 'key badges once a key is pressed');
    const mute = page.getByRole('button', { name: 'Mute' });
    assert.equal(await mute.getAttribute('aria-pressed'), 'false');
    await mute.click();
    assert.equal(await mute.getAttribute('aria-pressed'), 'true');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('samurai-tables/settings')).sound);
    assert.equal(stored, false, 'the setting is off, as on the settings page');
    assertClean(seen);
    await close();
  });
});
