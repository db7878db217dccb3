// Shared by the Honor browser tests: plays whatever the table asks until the end screen,
// waiting on the table contract (data-act, data-phase) between moves.
// `press` decides how a control is used (click by default; the keyboard test Tabs to it).
// `stopWhen` ends the loop early (returns -1).
import { phaseOf, turn } from './harness.mjs';

export async function playHonor(page, { maxSteps = 4000, press = (loc) => loc.click(), onStep, stopWhen } = {}) {
  for (let step = 0; step < maxSteps; step++) {
    const now = await turn(page);
    if (now === 'over') return step;
    if (stopWhen && (await stopWhen())) return -1;
    if (onStep) await onStep(step);
    if (now === 'hand-over') { await press(page.getByRole('dialog').getByRole('button')); continue; }
    // The phase's buttons are in the bottom bar of the docked table.
    const panel = page.locator('.action-bar');
    switch (await phaseOf(page)) {
      case 'DeclareSuit':
        await press(panel.locator('.button', { hasText: /Clubs|Diamonds|Hearts|Spades/ }).first());
        break;
      case 'JokerAppeal':
      case 'ArmyAppeal':
        await press(panel.locator('.button', { hasText: /Appeal|Respond|Do not appeal/ }).first());
        break;
      case 'Exchange': {
        // Swap the first hand card into an army slot once a hand, then finish.
        const hand = page.locator('.hand-dock .my-area .hand[aria-label="Your hand"] .card');
        const slots = page.locator('.hand-dock .my-area .hand[aria-label="Your army"] .card');
        if ((await hand.count()) > 0 && step % 2 === 0) {
          await press(hand.first());
          await press(slots.nth(step % 3));
          await press(panel.locator('.button.confirm'));
        } else {
          await press(panel.locator('.button.done'));
        }
        break;
      }
      case 'Charge': {
        const hand = page.locator('.hand-dock .my-area .hand[aria-label="Your hand"] .card');
        if ((await hand.count()) > 0 && step % 3 === 0) {
          await press(hand.first());
          await press(panel.locator('.button.confirm'));
        } else {
          await press(panel.locator('.button.no-charge'));
        }
        break;
      }
      case 'Battle':
      case 'GameOver':
        await press(panel.locator('button.next-hand'));
        break;
      default:
        throw new Error(`unexpected phase ${await phaseOf(page)}`);
    }
  }
  throw new Error(`no end screen after ${maxSteps} steps`);
}
