// Shared by the Honor browser tests: plays whatever the table asks until the end screen.
// `press` decides how a control is used (click by default; the keyboard test Tabs to it).
// `stopWhen` ends the loop early (returns -1).
export async function playHonor(page, { maxSteps = 4000, press = (loc) => loc.click(), onStep, stopWhen } = {}) {
  for (let step = 0; step < maxSteps; step++) {
    if (await page.locator('.end-screen').count()) return step;
    if (stopWhen && (await stopWhen())) return -1;
    if (onStep) await onStep(step);
    const dialog = page.getByRole('dialog');
    if (await dialog.count()) { await press(dialog.getByRole('button')); continue; }
    const buttons = {
      suit: page.locator('.phase-panel .button', { hasText: /Clubs|Diamonds|Hearts|Spades/ }).first(),
      appeal: page.locator('.phase-panel .button', { hasText: /Appeal|Respond|Do not appeal/ }).first(),
      done: page.locator('.phase-panel .button.done'),
      noCharge: page.locator('.phase-panel .button.no-charge'),
      next: page.locator('button.next-hand'),
    };
    if (await buttons.suit.count()) { await press(buttons.suit); continue; }
    if (await buttons.appeal.count()) { await press(buttons.appeal); continue; }
    if (await buttons.done.count()) {
      // Swap the first hand card into the first army slot once a hand, then finish.
      const hand = page.locator('.my-area .hand[aria-label="Your hand"] .card');
      const slots = page.locator('.my-area .hand[aria-label="Your army"] .card');
      if ((await hand.count()) > 0 && step % 2 === 0) {
        await press(hand.first());
        await press(slots.nth(step % 3));
        await press(page.locator('.phase-panel .button.confirm'));
      } else {
        await press(buttons.done);
      }
      continue;
    }
    if (await buttons.noCharge.count()) {
      const hand = page.locator('.my-area .hand[aria-label="Your hand"] .card');
      if ((await hand.count()) > 0 && step % 3 === 0) {
        await press(hand.first());
        await press(page.locator('.phase-panel .button.confirm'));
      } else {
        await press(buttons.noCharge);
      }
      continue;
    }
    if (await buttons.next.count()) { await press(buttons.next); continue; }
    await page.waitForTimeout(100);
  }
  throw new Error(`no end screen after ${maxSteps} steps`);
}
