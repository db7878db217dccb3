// Pocket Samurai moves by taps, shared by pocket.test.mjs and pocket-fit.test.mjs; found by
// their classes, so that a game in Japanese or Pseudo plays the same.

/** The index of the first Exhaust or Call card among `cards`, or -1 (by the cards' kind, in any language). */
export async function preferred(cards) {
  const kinds = await cards.evaluateAll((els) => els.map((e) => e.classList.contains('k-exhaust') || e.classList.contains('k-call')));
  return kinds.indexOf(true);
}

/** One action by taps (the `i`th of the game varies the choices). */
export async function tapAction(page, phase, i) {
  switch (phase) {
    case 'Dojo': {
      const cards = page.locator('.draft .pcard');
      const n = await cards.count();
      // Prefer Exhaust and Call cards, so the duel reaches those steps.
      const k = await preferred(cards);
      await cards.nth(k >= 0 && i % 2 === 0 ? k : (i * 3) % n).click();
      await page.locator('.action-bar button.confirm').click();
      break;
    }
    case 'Commit': {
      const cards = page.locator('.act.commit .pcard');
      const n = await cards.count();
      // Strike! (always last: the hand is sorted) every third turn, else a varying card.
      const p = await preferred(cards);
      const k = i % 3 === 0 ? n - 1 : p >= 0 ? p : i % n;
      await cards.nth(k).click();
      await page.locator('.act.commit .pcard[aria-pressed="true"]').waitFor();
      await page.locator('.action-bar button.confirm').click();
      break;
    }
    case 'Call': {
      const ok = page.locator('.act.call .pcard[aria-disabled="false"]');
      if (i % 2 && (await ok.count())) {
        await ok.first().click();
        await page.locator('.action-bar button.confirm').click();
      } else {
        await page.locator('.action-bar button.pass').click();
      }
      break;
    }
    case 'Choose':
      await page.locator('.choose-symbol').nth(i % 2).click();
      break;
    case 'Exhaust': {
      const ex = page.locator('.exhaust-card');
      if (await ex.count()) await ex.first().click();
      else await page.locator('.action-bar button.exhaust-pass').click();
      break;
    }
    case 'RoundOver':
      await page.locator('button.next-round').click();
      break;
    default:
      throw new Error(`unexpected phase ${phase}`);
  }
}
