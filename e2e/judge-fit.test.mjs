// Judge on a phone, phase by phase: before Start, the countdown, the race, a verdict and
// the end screen fit one screen at 360x740 and 412x915 (issue 13), against the computer
// and with two people on one phone (the far half turned round). A screenshot of each
// phase at both phone sizes and at desktop size: e2e/screenshots/judge-<phase>-<who>-<size>.png.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertClean, DESKTOP, fits, openApp, PHONES, screenshot, SETTINGS_KEY, FAST, startServer } from './harness.mjs';
import { nextFlip } from './judge-play.mjs';

let server;
before(async () => { server = await startServer(); });
after(async () => { await server.close(); });

const SIZES = [...PHONES, { ...DESKTOP, name: 'desktop' }];
const MODES = [
  { name: 'computer', seats: ['human', 'easy'] },
  { name: 'two', seats: ['human', 'human'] },
];
const KEYS = [{ hit: 's', defend: 'a' }, { hit: 'k', defend: 'l' }];

async function newGame(page, seats) {
  await page.goto(`${server.url}#/judge/new`);
  await page.getByLabel('Near side (bottom)').selectOption(seats[0]);
  await page.getByLabel('Far side (top)').selectOption(seats[1]);
  await page.getByLabel(/More people waiting/).selectOption('0');
  // Long enough to look at the countdown; the rest of the game runs at 900.
  await page.getByLabel(/Countdown/).fill('2400');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator('main.judge.docked').waitFor();
}

const rightHand = (m, seat) => (m[seat] >= m[1 - seat] ? 'hit' : 'defend');
const target = (page, seat, hand) => page.locator(`.judge-half.${seat === 0 ? 'near' : 'far'} .target.${hand}`);
const decided = (page) => page.locator('main[data-game="judge"]:not([data-phase="Race"])').waitFor();

/** Presses by real touch points (phones) or keys (desktop), held until the verdict. */
async function presser(page, touch) {
  if (!touch) {
    return {
      async down(moves) { for (const [seat, hand] of moves) await page.keyboard.down(KEYS[seat][hand]); },
      async up(moves) { for (const [seat, hand] of moves) await page.keyboard.up(KEYS[seat][hand]); },
    };
  }
  const cdp = await page.context().newCDPSession(page);
  return {
    async down(moves) {
      const touchPoints = await Promise.all(moves.map(async ([seat, hand], id) => {
        const b = await target(page, seat, hand).boundingBox();
        return { x: b.x + b.width / 2, y: b.y + b.height / 2, id };
      }));
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints });
    },
    async up() { await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }); },
  };
}

/** What the table says in its middle and bar, and how big a head card and a picket are. */
async function look(page) {
  return page.evaluate(() => {
    const w = (sel) => document.querySelector(sel)?.getBoundingClientRect().width ?? 0;
    return { head: w('.judge-half.near .target .hana'), picket: w('.judge-half.near .picket .hana') };
  });
}

describe('Judge fits a phone in every phase', () => {
  for (const mode of MODES) {
    for (const size of SIZES) {
      const phone = size.name !== 'desktop';
      test(`${mode.name === 'two' ? 'two people on one phone' : 'against the computer'} at ${size.name}`, async () => {
        // The Fast pace keeps a verdict up long enough to pause it.
        const { page, close, seen } = await openApp(server.url, size, { bot_pace: 'Fast' });
        try {
          const shot = (phase) => screenshot(page, `judge-${phase}-${mode.name}-${size.name}`);
          const check = async (phase) => {
            if (phone) await fits(page, `${mode.name} ${size.name} ${phase}`);
            await shot(phase);
          };
          const seats = mode.seats.map((s, i) => (s === 'human' ? i : null)).filter((s) => s !== null);
          await newGame(page, mode.seats);
          const { head, picket } = await look(page);
          assert.ok(head >= 80, `head cards ${head}px wide`);
          assert.ok(picket > head, `pickets (${picket}px) larger than heads`);
          if (mode.name === 'two' && phone) {
            const far = await page.locator('.judge-half.far').evaluate((el) => getComputedStyle(el).transform);
            assert.match(far, /matrix\(-1, .*-1, 0, 0\)/, `far half turned round (${far})`);
          }
          // The first time, the status line says what the heads are.
          await page.locator('.action-bar .status', { hasText: 'is a head' }).waitFor();
          await check('ready');
          await page.locator('.start-round').click();
          await page.locator('.countdown.phase-countdown').waitFor();
          await check('countdown');
          const m = await nextFlip(page);
          await check('race');
          // A wrong press teaches: the near person defends with the later month or hits
          // with the earlier one.
          const wrong = rightHand(m, 0) === 'hit' ? 'defend' : 'hit';
          const hands = await presser(page, phone);
          if (await page.locator('main[data-phase="Race"]').count()) {
            await hands.down([[0, m[0] === m[1] ? 'hit' : wrong]]);
            await decided(page);
            await hands.up([[0, m[0] === m[1] ? 'hit' : wrong]]);
          }
          await page.locator('.pause').click();
          await page.locator('.start-round', { hasText: 'Next round' }).waitFor();
          await check('verdict');
          const said = await page.locator('.countdown').textContent();
          if (m[0] !== m[1] && /by mistake/.test(said)) assert.match(said, /should have (hit|defended)\./, said);
          // The rest of the game at the tests' instant pace: the reload keeps the verdict.
          await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SETTINGS_KEY, JSON.stringify(FAST)]);
          await page.reload();
          await page.locator('.start-round', { hasText: 'Next round' }).click();
          for (let flip; (flip = await nextFlip(page)); ) {
            const moves = seats.map((s) => [s, rightHand(flip, s)]);
            await hands.down(moves);
            await decided(page);
            await hands.up(moves);
          }
          const end = page.locator('.end-screen');
          await end.waitFor();
          const outcome = await end.locator('.outcome').textContent();
          if (mode.name === 'two') assert.match(outcome, /^(Aiko wins|Ren wins|Draw)$/);
          else assert.match(outcome, /^(You win|You lose|Draw)$/);
          // The end screen opens at its top, and nothing scrolls sideways.
          assert.equal(await end.evaluate((el) => el.scrollTop), 0);
          const { table, width } = await end.evaluate((el) => ({ table: el.querySelector('table').getBoundingClientRect().right, width: el.clientWidth }));
          assert.ok(table <= width, `the score table ends at ${table}px in ${width}px`);
          await check('end');
          assertClean(seen);
        } finally {
          await close();
        }
      });
    }
  }
});
