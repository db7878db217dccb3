// Judge latency benchmark (scripts/bench.sh): from a key's input event to the frame that
// paints its effect (the hand shown down on a head), in headless Chromium.
//
// Two people on one keyboard; each race the earlier month defends, then the later month
// defends too (a mistake, so the round waits for it): two measured presses a race.
// In the page: a capture keydown listener notes the event's own timestamp; a
// MutationObserver sees the target turn "down"; the next requestAnimationFrame's time is
// the frame that paints it. Latency = that frame's time - the event's timestamp.
// PRESSES (default 200) sets how many presses are measured.
import { appStarted, DESKTOP, launch, startServer } from './harness.mjs';

const PRESSES = Number(process.env.PRESSES || 200);
const FAST = { version: 1, sound: false, motion: 'Reduced', bot_pace: 'Fast', names: ['Aiko', 'Ren'] };
const KEYS = [{ hit: 's', defend: 'a' }, { hit: 'k', defend: 'l' }];

const server = await startServer();
const { page, close } = await launch(DESKTOP);
try {
  await page.goto(server.url);
  await appStarted(page);
  await page.evaluate((v) => localStorage.setItem('samurai-tables/settings', v), JSON.stringify(FAST));
  await page.goto(`${server.url}#/judge/new`);
  await page.reload();
  await page.getByLabel('Far side (top)').selectOption('human');
  await page.getByText('Timing', { exact: true }).click(); // folded since issue 21
  await page.getByLabel(/Countdown/).fill('900');
  await page.getByLabel(/Response window/).fill('2000');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator('main.judge.docked .judge-half.near').waitFor();
  await page.evaluate(() => {
    window.__latency = [];
    let pending = null;
    document.addEventListener('keydown', (e) => { if (!e.repeat) pending = e.timeStamp; }, true);
    const downs = () => document.querySelectorAll('.target.down').length;
    let seen = 0;
    new MutationObserver(() => {
      const n = downs();
      if (n > seen && pending !== null) {
        const t0 = pending;
        pending = null;
        requestAnimationFrame((frame) => window.__latency.push(Math.max(0, frame - t0)));
      }
      seen = n;
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
  await page.locator('.start-round').click();
  const month = async (side) => Number(await page.locator(`.judge-half.${side} .picket .hana`).getAttribute('data-month'));
  let measured = 0;
  let races = 0;
  while (measured < PRESSES) {
    await page.locator('.countdown.phase-race, .end-screen').first().waitFor({ timeout: 20_000 });
    if (await page.locator('.end-screen').count()) {
      await page.getByRole('button', { name: 'Rematch' }).click();
      await page.locator('.start-round').click();
      continue;
    }
    const m = [await month('near'), await month('far')];
    // Same month: defences do nothing, so nothing to measure; let it time out.
    if (m[0] !== m[1]) {
      const earlier = m[0] < m[1] ? 0 : 1;
      await page.keyboard.down(KEYS[earlier].defend);
      await page.waitForTimeout(60);
      await page.keyboard.down(KEYS[1 - earlier].defend);
      await page.locator('.countdown.phase-verdict, .end-screen').first().waitFor();
      await page.keyboard.up(KEYS[earlier].defend);
      await page.keyboard.up(KEYS[1 - earlier].defend);
    } else {
      await page.locator('.countdown.phase-verdict, .end-screen').first().waitFor({ timeout: 10_000 });
    }
    races++;
    measured = await page.evaluate(() => window.__latency.length);
  }
  const v = (await page.evaluate(() => window.__latency)).sort((a, b) => a - b);
  const pct = (p) => v[Math.min(v.length - 1, Math.floor((v.length - 1) * p))];
  console.log(`Judge: input event to painted frame, ${v.length} presses over ${races} races (headless Chromium)`);
  console.log(`  p50 ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms, max ${v[v.length - 1].toFixed(1)} ms (goal: p95 within one frame, 16.7 ms)`);
} finally {
  await close();
  await server.close();
}
