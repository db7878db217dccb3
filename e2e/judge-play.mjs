// What the Judge browser tests share: waiting for a flip and reading the pickets' months.

/**
 * Waits for the flip (the contract's phase Race) and returns the months of the near
 * (seat 0) and far (seat 1) pickets, read from their `data-month` in the same look; null at
 * the end of the game.
 */
export async function nextFlip(page) {
  const found = await page.waitForFunction(() => {
    if (document.querySelector('.end-screen')) return 'over';
    if (document.querySelector('main[data-game="judge"]')?.dataset.phase !== 'Race') return null;
    const month = (side) => Number(document.querySelector(`.judge-half.${side} .picket .hana`).dataset.month);
    return [month('near'), month('far')];
  }, null, { timeout: 20_000 });
  const m = await found.jsonValue();
  return m === 'over' ? null : m;
}
