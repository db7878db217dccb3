// Satsuma Rebellion through the UI, as a player would: clicks, keyboard only, reload,
// corrupt save, two people on one device, phone and desktop sizes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertClean, DESKTOP, facesInView, noHorizontalScroll, openApp, phaseOf, PHONE, screenshot, startServer, turn } from './harness.mjs';

const SAVE_KEY = 'samurai-tables/save/satsuma';
// Instant bots and no sound keep the runs short; the names are what the table shows.
const MAX_STEPS = 80; // A game cannot last this long: each hand adds a casualty to someone.

let server;
before(async () => { server = await startServer(); });
after(async () => { await server.close(); });

/** A fresh browser on the home page with fast settings. */
const open = (preset = PHONE) => openApp(server.url, preset);

async function smallTargets(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, a.button, select, input[type=text]')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.height < 44 || r.width < 44)
      .map(({ el, r }) => `${el.tagName} "${(el.getAttribute('aria-label') || el.textContent).trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`));
}

async function handNo(page) {
  return Number((await page.locator('.hand-no').textContent()).replace(/\D/g, ''));
}

/**
 * Plays hands until the end screen, waiting on the table contract: `act` does one
 * Logistics turn, `next` goes on from the clash. Returns the turns played.
 */
async function playToEnd(page, act, next) {
  for (let i = 0; i < MAX_STEPS; i++) {
    if ((await turn(page)) === 'over') return i;
    if ((await phaseOf(page)) === 'Logistics') await act(i);
    else await next();
  }
  throw new Error(`no end screen after ${MAX_STEPS} steps`);
}

describe('Satsuma Rebellion', () => {
  test('a whole game against the computer by clicks, ending on the end screen', async () => {
    const { page, close, seen } = await open(PHONE);
    await page.locator('[data-game="satsuma"]').getByRole('link', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.logistics').waitFor();
    await noHorizontalScroll(page, 'table (phone)');
    assert.deepEqual(await smallTargets(page), [], 'touch targets under 44px');
    await screenshot(page, 'satsuma-table-phone');

    let clashes = 0;
    const steps = await playToEnd(
      page,
      async (i) => {
        // Mark a varying number of cards (0-3) by clicking, and check the counter follows.
        const cards = page.locator('.hand .card');
        assert.equal(await cards.count(), 7, 'a hand of 7 is shown');
        // The leak check (issue 22): drawn from the person's view, every face marked.
        assert.ok((await facesInView(page, `hand ${i}, Logistics`, 0)).length >= 7, 'the hand is marked');
        for (let k = 0; k < i % 4; k++) await cards.nth(k * 2).click();
        assert.equal(await page.locator('.hand .card.selected').count(), i % 4);
        if (i % 4 === 3) {
          // A fourth card cannot be marked, and says why.
          const fourth = cards.nth(1);
          assert.equal(await fourth.getAttribute('aria-disabled'), 'true');
          assert.match(await fourth.getAttribute('title'), /already marked/);
          // Tapping it anyway explains the refusal (no hover on a phone) and marks nothing.
          await fourth.click();
          await page.getByRole('alert').filter({ hasText: 'At most 3 cards' }).waitFor();
          assert.equal(await page.locator('.hand .card.selected').count(), 3);
        }
        await page.locator('main[data-phase="Logistics"] button.confirm').click();
      },
      async () => {
        clashes++;
        // Both hands are shown with what counted and why others did not.
        assert.equal(await page.locator('.clash-side').count(), 2);
        assert.ok((await page.locator('.clash .card.counts').count()) > 0, 'counting cards highlighted');
        const totals = await page.locator('.clash-side .total').allTextContents();
        assert.equal(totals.length, 2);
        assert.equal((await facesInView(page, `clash ${clashes}`, 0)).length, 14, 'both hands of the clash are marked');
        if (clashes === 2) await screenshot(page, 'satsuma-clash-phone');
        await page.locator('button.next-hand').click();
      },
    );
    assert.ok(steps > 0);
    const end = page.locator('.end-screen');
    const title = await end.locator('h2').textContent();
    assert.match(title, /Greater Imperial Victory|Historically Equivalent|Greater Samurai Moral Victory/);
    // The named level matches the Imperial casualty count shown.
    const casualties = (await end.locator('.end-result').textContent()).match(/Casualties: Samurai (\d+), Imperials (\d+)/);
    assert.equal(casualties[1], '9', 'the Samurai end at 9 casualties');
    const imperial = Number(casualties[2]);
    const expected = imperial <= 7 ? 'Greater Imperial Victory' : imperial === 8 ? 'Historically Equivalent' : 'Greater Samurai Moral Victory';
    assert.equal(title, expected);
    assert.match(await page.locator('.seat.samurai .markers').getAttribute('aria-label'), /Casualties: 9/);
    assert.ok((await facesInView(page, 'end screen', 0)).length >= 14, 'the deciding clash is marked');
    await screenshot(page, 'satsuma-end-phone');
    // Rematch starts a fresh game.
    await page.getByRole('button', { name: 'Rematch' }).click();
    await page.locator('.logistics').waitFor();
    assert.equal(await handNo(page), 1);
    assertClean(seen);
    await close();
  });

  test('a whole game with the keyboard only', async () => {
    const { page, close, seen } = await open(DESKTOP);
    // Tab to a control by its accessible name and press Enter, as a keyboard user does.
    const tabTo = async (name, max = 40) => {
      for (let i = 0; i < max; i++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement;
          return el ? (el.getAttribute('aria-label') || el.textContent || '').trim() : '';
        });
        if (focused.startsWith(name)) {
          // Focus is visible: the focused control has an outline.
          const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
          assert.notEqual(outline, 'none', `focus on "${name}" is not visible`);
          return;
        }
      }
      throw new Error(`could not Tab to "${name}"`);
    };
    await tabTo('New game');
    await page.keyboard.press('Enter');
    await page.locator('form.new-game').waitFor();
    await tabTo('Start');
    await page.keyboard.press('Enter');
    await page.locator('.logistics').waitFor();

    await playToEnd(
      page,
      async (i) => {
        // Digits mark cards; D discards and draws. Every other hand, Tab to the button instead.
        await page.keyboard.press(String((i % 7) + 1));
        await page.keyboard.press(String(((i + 3) % 7) + 1));
        assert.equal(await page.locator('.hand .card.selected').count(), 2);
        if (i % 2) {
          await tabTo('Discard 2 and draw');
          await page.keyboard.press('Enter');
        } else {
          await page.keyboard.press('d');
        }
      },
      async () => page.keyboard.press('n'),
    );
    await page.locator('.end-screen h2').waitFor();
    // The end screen focuses Rematch so Enter starts again.
    assert.equal(await page.evaluate(() => document.activeElement.textContent.trim()), 'Rematch');
    await screenshot(page, 'satsuma-end-desktop');
    assertClean(seen);
    await close();
  });

  test('a reload in the middle of a game resumes exactly there', async () => {
    const { page, close, seen } = await open(PHONE);
    await page.goto(`${server.url}#/satsuma/new`);
    await page.getByRole('button', { name: 'Start' }).click();
    for (let i = 0; i < 3; i++) {
      await page.locator('main[data-phase="Logistics"] button.confirm').waitFor();
      await page.locator('.hand .card').first().click();
      await page.locator('main[data-phase="Logistics"] button.confirm').click();
      await page.locator('button.next-hand').click();
    }
    await page.locator('main[data-phase="Logistics"] button.confirm').waitFor();
    const before = {
      hand: await handNo(page),
      cards: await page.locator('.hand .card').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
      history: await page.locator('.history li').allTextContents(),
      code: await page.locator('.deal-code').textContent(),
    };
    assert.equal(before.hand, 4);
    await page.reload();
    await page.locator('main[data-phase="Logistics"] button.confirm').waitFor();
    const after = {
      hand: await handNo(page),
      cards: await page.locator('.hand .card').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
      history: await page.locator('.history li').allTextContents(),
      code: await page.locator('.deal-code').textContent(),
    };
    assert.deepEqual(after, before);
    // Home now offers Resume, which returns to the same game.
    await page.goto(server.url);
    await page.locator('[data-game="satsuma"]').getByRole('link', { name: 'Resume' }).click();
    await page.locator('.logistics').waitFor();
    assert.equal(await handNo(page), 4);
    assertClean(seen);
    await close();
  });

  test('the same deal code deals the same cards', async () => {
    const { page, close, seen } = await open(DESKTOP);
    const deal = async () => {
      await page.goto(`${server.url}#/satsuma/new`);
      await page.getByLabel(/Deal code/).fill('1a2b-3c4d');
      await page.getByRole('button', { name: 'Start' }).click();
      await page.locator('.logistics').waitFor();
      assert.match(await page.locator('.deal-code').textContent(), /1A2B-3C4D/);
      return page.locator('.hand .card').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    };
    assert.deepEqual(await deal(), await deal());
    // A bad code is refused with a reason, and nothing starts.
    await page.goto(`${server.url}#/satsuma/new`);
    await page.getByLabel(/Deal code/).fill('not a code');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('alert').filter({ hasText: 'is not a deal code' }).waitFor();
    assertClean(seen);
    await close();
  });

  test('a corrupt save gives a clear message and a fresh start', async () => {
    const { page, close, seen } = await open(PHONE);
    for (const bad of ['{"schema":1,"game":"satsuma","seed":5,"log":[[0,{"Discard":[99]}]]', 'not json at all',
      JSON.stringify({ schema: 1, game: 'satsuma', seed: 5, config: {}, table: { players: [{ name: 'A', kind: 'Human' }, { name: 'B', kind: { Bot: 'Easy' } }] }, log: [[0, { Discard: [250] }]] }),
      JSON.stringify({ schema: 999, game: 'satsuma' })]) {
      await page.goto(`${server.url}#/`);
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SAVE_KEY, bad]);
      await page.goto(`${server.url}#/satsuma/play`);
      const alert = page.getByRole('alert').filter({ hasText: 'could not be resumed' });
      await alert.waitFor();
      // In a player's words: no parser's or engine's text (issue 21).
      assert.doesNotMatch(await alert.textContent(), /line \d|column|expected|EOF|format \d|\(/, bad);
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY), null, 'broken save removed');
    }
    // Also on a full page load straight into the table.
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SAVE_KEY, '{"schema":1']);
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'could not be resumed' }).waitFor();
    await screenshot(page, 'satsuma-corrupt-save-phone');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.logistics').waitFor();
    assert.equal(await handNo(page), 1);
    assertClean(seen);
    await close();
  });

  test('two people on one device see only their own cards, after a hand-over', async () => {
    const { page, close, seen } = await open(PHONE);
    await page.goto(`${server.url}#/satsuma/new`);
    await page.getByLabel(/Two players/).check();
    await page.getByRole('button', { name: 'Start' }).click();
    // Two hands, each checked against the view it is drawn from (issue 22): a spectator's
    // behind every hand-over screen, the seat's own once the device is taken.
    for (const hand of [1, 2]) {
      for (const [seat, name] of ['Aiko', 'Ren'].entries()) {
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('heading', { name: `Pass the device to ${name}` }).waitFor();
        assert.equal(await page.locator('.hand .card').count(), 0, 'no cards behind the hand-over screen');
        const behind = await facesInView(page, `hand ${hand}, before ${name} takes the device`, 'none');
        if (hand === 2) assert.equal(behind.length, 0, 'the last clash is gone behind the hand-over');
        await dialog.getByRole('button').click();
        await page.locator('main[data-phase="Logistics"] button.confirm').waitFor();
        assert.equal((await facesInView(page, `hand ${hand}, ${name}'s turn`, seat)).length, 7, `${name}'s hand is marked`);
        await page.locator('main[data-phase="Logistics"] button.confirm').click();
      }
      await page.locator('.clash').waitFor();
      assert.equal(await page.locator('.clash-side').count(), 2);
      assert.equal((await facesInView(page, `clash ${hand}`, 'none')).length, 14, 'both hands of the clash are marked');
      await page.locator('button.next-hand').click();
    }
    await page.getByRole('dialog').getByRole('heading', { name: 'Pass the device to Aiko' }).waitFor();
    assertClean(seen);
    await close();
  });

  test('settings are kept across reloads and the names reach the table', async () => {
    const { page, close, seen } = await open(PHONE);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Computer opponents\' pace').selectOption('slow');
    await page.getByLabel('Sound').selectOption('off');
    await page.getByLabel('Player 1').fill('Tomoe');
    await page.getByLabel('Player 1').press('Tab');
    await noHorizontalScroll(page, 'settings (phone)');
    await page.reload();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    assert.equal(await page.getByLabel('Computer opponents\' pace').inputValue(), 'slow');
    assert.equal(await page.getByLabel('Sound').inputValue(), 'off');
    assert.equal(await page.getByLabel('Player 1').inputValue(), 'Tomoe');
    // An empty name falls back to the default instead of leaving a blank seat.
    await page.getByLabel('Player 2').fill('   ');
    await page.getByLabel('Player 2').press('Tab');
    assert.equal(await page.getByLabel('Player 2').inputValue(), 'Ren');
    // One person at the device is "you"; the names show when two people share it.
    await page.goto(`${server.url}#/satsuma/new`);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.seat.samurai .seat-name', { hasText: 'You' }).waitFor();
    await page.goto(`${server.url}#/satsuma/new`);
    await page.getByLabel(/Two players/).check();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.hand-over', { hasText: 'Tomoe' }).waitFor();
    assertClean(seen);
    await close();
  });

  test('home, rules and table fit a phone and a desktop', async () => {
    for (const [preset, tag] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
      const { page, close, seen } = await open(preset);
      await noHorizontalScroll(page, `home (${tag})`);
      assert.deepEqual(await smallTargets(page), [], `small targets on home (${tag})`);
      await screenshot(page, `home-${tag}`);
      await page.goto(`${server.url}#/satsuma/rules`);
      await page.getByRole('heading', { name: /rules/ }).waitFor();
      await noHorizontalScroll(page, `rules (${tag})`);
      await page.goto(`${server.url}#/satsuma/new`);
      await page.getByRole('button', { name: 'Start' }).click();
      await page.locator('.logistics').waitFor();
      await noHorizontalScroll(page, `table (${tag})`);
      await screenshot(page, `table-${tag}`);
      // Back returns to the previous page (hash routing keeps history).
      await page.goBack();
      await page.locator('form.new-game').waitFor();
      assertClean(seen);
      await close();
    }
  });
});
