// Shared by the Panda browser tests: plays whatever the table asks until the end screen
// (or until `stopWhen` says so, returning -1). `press` decides how a control is used
// (click by default); `pick(i)` selects the i-th card of the hand (click by default; the
// keyboard test presses the card's key). With `ambush: false` the player never ambushes
// and answers "No ambush" when the table waits for them.
export async function playPanda(page, {
  maxSteps = 20000,
  ambush = true,
  press = (loc) => loc.click(),
  pick = (i) => page.locator('.pd-hand .card').nth(i).click(),
  playSelected = () => page.locator('.pd-play.primary').click(),
  onStep,
  stopWhen,
} = {}) {
  for (let step = 0; step < maxSteps; step++) {
    if (await page.locator('.end-screen').count()) return step;
    if (stopWhen && (await stopWhen())) return -1;
    if (onStep) await onStep(step);
    const dialog = page.getByRole('dialog');
    if (await dialog.count()) { await press(dialog.getByRole('button')); continue; }
    // The passing: a card, then the first player still without one; then confirm.
    if (await page.locator('.pd-passing').count()) {
      if (await page.locator('.pd-give.primary').count()) { await press(page.locator('.pd-give.primary')); continue; }
      if (await page.locator('.pd-hand .card[aria-pressed="true"]').count()) {
        await press(page.locator('.pd-target:not(.set)').first());
      } else {
        await pick(0);
      }
      continue;
    }
    if (ambush && (await page.locator('.pd-ambush').count())) { await press(page.locator('.pd-ambush')); continue; }
    if (!ambush && (await page.locator('.pd-no-ambush').count())) { await press(page.locator('.pd-no-ambush')); continue; }
    if (await page.locator('.pd-give-trick').count()) { await press(page.locator('.pd-give-trick').first()); continue; }
    const status = await page.locator('.status').textContent();
    if (/your (lead|turn)/.test(status) && (await page.locator('.pd-play').count())) {
      const leading = (await page.locator('.pd-pass').count()) === 0;
      const title = await page.locator('.pd-trick-title').textContent();
      // Lead the first single that may be led; on a single, try to beat it; else pass.
      if (leading || /Single|Stork|Catfish/.test(title)) {
        if (await page.locator('.pd-hand .card[aria-pressed="true"]').count()) await press(page.locator('.pd-clear'));
        const n = await page.locator('.pd-hand .card').count();
        let played = false;
        for (let i = 0; i < n && !played; i++) {
          await pick(i);
          if (await page.locator('.pd-play.primary').count()) { await playSelected(); played = true; } else await pick(i);
        }
        if (played) continue;
      }
      if (await page.locator('.pd-pass').count()) { await press(page.locator('.pd-pass')); continue; }
    }
    await page.waitForTimeout(80);
  }
  throw new Error(`no end screen after ${maxSteps} steps`);
}
