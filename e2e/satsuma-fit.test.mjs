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

const SUITS = ['Force', 'Reserves', 'Leader', 'Attack', 'Defense', 'Morale', 'Weapons', 'Escape'];

/**
 * What the clash's cards add (issue 21, point 8) leaves each card's index and name in
 * sight: it lies between the index (top 47% of a two-value card) and the name (from 82%
 * down), inside the card's width. Returns each card's visible badge text.
 */
async function badgesClear(page, scope, where) {
  const r = await page.evaluate((scope) => [...document.querySelectorAll(`${scope} .clash-card`)].map((li) => {
    const c = li.querySelector('.card').getBoundingClientRect();
    const use = li.querySelector('.use');
    const b = use.getBoundingClientRect();
    const shown = [...use.children].find((e) => getComputedStyle(e).display !== 'none');
    const off = [];
    if (b.top < c.top + 0.47 * c.height - 1 || b.bottom > c.top + 0.82 * c.height + 1) off.push(`over the index or the name (${Math.round(b.top - c.top)}..${Math.round(b.bottom - c.top)} of ${Math.round(c.height)})`);
    if (b.left < c.left - 1 || b.right > c.right + 1) off.push(`wider than the card (${Math.round(b.width)} of ${Math.round(c.width)})`);
    if (shown && (shown.scrollWidth > shown.offsetWidth + 1 || use.scrollWidth > use.clientWidth + 1)) off.push('its text is cut');
    return { text: shown ? shown.textContent : '', off: off.join(', '), name: li.querySelector('.card').getAttribute('aria-label') };
  }), scope);
  assert.equal(r.length, 14, `${where}: both hands of seven`);
  assert.deepEqual(r.filter((x) => x.off).map((x) => `${x.text}: ${x.off}`), [], `${where}: badges`);
  return r;
}

/** The clash's Key, beside its badges, explains each short form shown, inside the screen. */
async function keyExplains(page, texts, where) {
  const key = page.locator('.clash .key-button');
  await key.click();
  const panel = page.locator('.clash .key-panel');
  await panel.waitFor();
  const said = await panel.textContent();
  for (const t of new Set(texts)) {
    if (t === 'barred' || t === '2nd') assert.ok(said.includes(t), `${where}: the key explains "${t}"`);
    else {
      const suit = SUITS.find((s) => s[0] === t[0]);
      assert.ok(suit && said.includes(`${t[0]}${suit}`), `${where}: the key names the suit of "${t}"`);
    }
  }
  const b = await panel.boundingBox();
  const vp = page.viewportSize();
  assert.ok(b.y >= 0 && b.y + b.height <= vp.height + 1 && b.x >= 0 && b.x + b.width <= vp.width + 1, `${where}: the key is on screen`);
  await key.click();
  await panel.waitFor({ state: 'detached' });
}

/**
 * The end screen shows the deciding clash (issue 21, point 2): the last clash in the
 * history, both hands of seven cards, each card whole on the screen once scrolled to.
 */
async function decidingClashShown(page, where) {
  const clash = page.locator('.end-screen .clash');
  assert.equal(await clash.count(), 1, `${where}: the deciding clash on the end screen`);
  const last = await page.locator('.history li').evaluateAll((els) => els.map((e) => e.textContent).find((t) => t.startsWith('Clash of hand')));
  const [, hand, verdict] = last.match(/^Clash of hand (\d+): (.*?)( The Samurai escaped.*)?$/);
  assert.equal(await clash.locator('.clash-caption').textContent(), `The deciding clash, hand ${hand}`);
  assert.equal(await clash.locator('.verdict').textContent(), verdict, `${where}: the history's last clash`);
  assert.match(verdict, /the Samurai take a casualty|both sides take a casualty/);
  await clash.scrollIntoViewIfNeeded();
  const outside = await clash.locator('.card').evaluateAll((els) => els.map((e) => e.getBoundingClientRect())
    .filter((b) => b.top < 0 || b.bottom > window.innerHeight || b.left < 0 || b.right > window.innerWidth).length);
  assert.equal(outside, 0, `${where}: the deciding clash's cards whole on the screen`);
  await badgesClear(page, '.end-screen', where);
  await page.locator('.end-screen').evaluate((el) => el.scrollTo(0, 0));
}

describe('Satsuma fits a phone', () => {
  for (const preset of PHONES) {
    test(`every phase at ${preset.name}, without scrolling`, async () => {
      const { page, close, seen } = await openApp(server.url, preset);
      const phases = await playThrough(page, preset.name, async (name) => {
        const where = `${name} at ${preset.name}`;
        await fits(page, where);
        if (name === 'clash') {
          const badges = await badgesClear(page, '.felt', where);
          assert.ok(badges.every((b) => /^([A-Z]\d+|barred|2nd)$/.test(b.text)), `${where}: short badges on a phone`);
          await keyExplains(page, badges.map((b) => b.text), where);
        }
        if (name === 'end') await decidingClashShown(page, where);
      });
      assert.deepEqual([...phases].sort(), ['clash', 'end', 'logistics']);
      assertClean(seen);
      await close();
    });
  }

  test('every phase on a desktop screen', async () => {
    const { page, close, seen } = await openApp(server.url, DESKTOP);
    await playThrough(page, 'desktop', async (name) => {
      const wide = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      assert.ok(wide, 'no sideways scrolling');
      if (name === 'clash') {
        // Room enough: what each card adds, in words ("Weapons 3", "not allowed", "second Morale").
        const badges = await badgesClear(page, '.felt', 'clash on a desktop');
        const words = new RegExp(`^((${SUITS.join('|')}) \\d+|not allowed|second (${SUITS.join('|')}))$`);
        assert.deepEqual(badges.filter((b) => !words.test(b.text)).map((b) => b.text), [], 'badges in words on a desktop');
      }
      if (name === 'end') await decidingClashShown(page, 'end on a desktop');
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
