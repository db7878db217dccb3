// Shared by the Honor browser tests: plays whatever the table asks until the end screen,
// waiting on the table contract (data-act, data-phase) between moves.
// `press` decides how a control is used (click by default; the keyboard test Tabs to it).
// Controls are found by their classes, never their words: the same play in any language.
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
        await press(panel.locator('.button.suit').first());
        break;
      case 'JokerAppeal':
      case 'ArmyAppeal':
        await press(panel.locator('.button.appeal, .button.respond, .button.no-appeal').first());
        break;
      case 'Exchange': {
        // Swap the first hand card into an army slot once a hand, then finish.
        const hand = page.locator('.hand-dock .my-area .hand-row .hand .card');
        const slots = page.locator('.hand-dock .my-area .army-row .hand .card');
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
        const hand = page.locator('.hand-dock .my-area .hand-row .hand .card');
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

/**
 * Records, as the table renders, each seat the root marks as thinking (`data-thinking`:
 * the element's name and its thinking dots) and each seat the battle's cards go to
 * (`data-collect`: the element's name and the battle's winning army at that moment).
 * A MutationObserver sees every render, even at the tests' instant pace.
 */
export async function recordHonorSeats(page) {
  await page.evaluate(() => {
    const seen = { thinking: [], collect: [] };
    window.__seats = seen;
    new MutationObserver((list) => {
      for (const m of list) {
        const v = m.target.getAttribute(m.attributeName);
        if (v === null || m.target.tagName !== 'MAIN') continue;
        const el = document.querySelector(`main[data-game] [data-seat="${v}"]`);
        const entry = { seat: v, label: el?.getAttribute('aria-label') ?? null, mine: !!el?.classList.contains('my-area') };
        if (m.attributeName === 'data-thinking') {
          entry.dots = el ? getComputedStyle(el, '::after').content : null;
          seen.thinking.push(entry);
        } else {
          entry.winner = document.querySelector('.hand-summary .clash-side.winner')?.getAttribute('aria-label') ?? null;
          entry.phase = m.target.getAttribute('data-phase');
          seen.collect.push(entry);
        }
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-thinking', 'data-collect'] });
  });
  return () => page.evaluate(() => window.__seats);
}

/** Checks the records of recordHonorSeats: computers think in their seats with the dots;
 * the battle's cards go to its winner's seat. The labels in English or Japanese
 * ("Mei: 1 disgrace", 「メイ（中級）：不名誉1回」; "Mei's army", 「メイ（中級）の軍勢」). */
export function checkHonorSeats({ thinking, collect }, assert) {
  assert.ok(thinking.length > 0, 'a computer was seen thinking');
  for (const t of thinking) {
    assert.ok(t.label && !t.mine && !/^(You\b|あなた)/.test(t.label), `a computer's seat thinks (${t.label})`);
    assert.match(t.dots, /•/, `its seat shows the dots (${t.label})`);
  }
  // A game's last battle ends it: the end screen follows, the battle is not drawn.
  for (const c of collect.filter((c) => c.phase !== 'Over')) {
    assert.ok(c.winner, `a battle with a winner is on the table when its cards are collected (${c.label})`);
    if (c.winner === 'your army' || c.winner === 'あなたの軍勢') assert.ok(c.mine, `your battle: your seat collects (${c.label})`);
    else {
      const name = c.winner.replace(/'s army$/, ':').replace(/の軍勢$/, '：');
      assert.ok(c.label?.startsWith(name), `data-collect=${c.seat} (${c.label}) is the winner (${c.winner})`);
    }
  }
}
