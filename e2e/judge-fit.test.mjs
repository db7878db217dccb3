// Judge on a phone, phase by phase: before Start, the countdown, the race, a verdict and
// the end screen fit one screen at 360x740 and 412x915 (issue 13), against the computer
// and with two people on one phone (the far half turned round). A screenshot of each
// phase at both phone sizes and at desktop size: e2e/screenshots/judge-<phase>-<who>-<size>.png.
// At every phase, and at every third flip of a whole game, every card face in the page is one
// the table's view shows (issue 22): the person's seat against the computer, a spectator's
// with two people at one phone (Judge hands nothing over: both race at once).
// Issue 24: the smallest phone's runs (the whole games) are played in Japanese (against the
// computer) and in Pseudo (two people), each phase also turned to 740x360, with no English
// left and axe clean; the desktop run against the computer is in Japanese too.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertClean, axe, DESKTOP, facesInView, fits, JAPANESE, openApp, PHONES, PSEUDO, screenshot, SETTINGS_KEY, FAST, startServer, untranslated } from './harness.mjs';
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

/** src/core/lang.rs's pseudo letters, without the padding: a part of a pseudo sentence. */
const FROM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const TO = [...'áƀçđéƒĝĥíĵķĺḿñóƥʠŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹḾÑÓƤɊŔŠŢÚṼŴẊÝŽ'];
const accent = (en) => [...en].map((c) => (FROM.includes(c) ? TO[FROM.indexOf(c)] : c)).join('');
const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const part = (en) => new RegExp(esc(accent(en)));

/** What the table says, per language: the run's settings and the words the test reads. */
const LANGS = {
  en: {
    settings: {}, head: 'is a head', tap: /^At the flip, tap once: your hand stays on that head until the verdict\./,
    ready: /^Ready\?$/, lifted: /lifted/, defended: /\b[Yy]ou defended\b/, mistake: /by mistake/,
    lesson: /should have (hit|defended)\./, outcome: { two: /^(Aiko wins|Ren wins|Draw)$/, computer: /^(You win|You lose|Draw)$/ },
  },
  ja: {
    settings: JAPANESE, head: '「頭」です', tap: /^札がめくれたら一度タップします。/, ready: /^準備はいいですか？$/,
    lifted: /手を離した/, defended: /あなた(が[^。、]*守(った|り、)|も守った)/, mistake: /まちがえて/, lesson: /(叩く|守る)べきでした。/,
    outcome: { two: /^(アイコの勝ち|レンの勝ち|引き分け)$/, computer: /^(あなたの勝ち|あなたの負け|引き分け)$/ },
  },
  xa: {
    settings: PSEUDO, head: accent('is a head'), tap: new RegExp(`^\\[${esc(accent('At the flip, tap once'))}`),
    ready: new RegExp(`^\\[${esc(accent('Ready?'))}`), lifted: part('lifted'), defended: part('ou defended'),
    mistake: part('by mistake'), lesson: new RegExp(esc(accent('should have ')) + `(${accent('hit')}|${accent('defended')})\\.`),
    outcome: { two: /^\[/, computer: /^\[/ },
  },
};
/** The language of a run: the smallest phone's in Japanese and Pseudo, the desktop's against the computer in Japanese. */
function langOf(mode, size) {
  if (size === PHONES[0]) return mode.name === 'computer' ? 'ja' : 'xa';
  return size.name === 'desktop' && mode.name === 'computer' ? 'ja' : 'en';
}

/**
 * Every list's every choice, in words wider than the list can show (Chromium cuts a
 * select's text with "..."): each option's text is measured in the list's font against the
 * list's width less its padding and its arrow.
 */
async function cutChoices(page) {
  return page.evaluate(() => {
    const out = [];
    const probe = document.createElement('span');
    probe.style.cssText = 'position: absolute; visibility: hidden; white-space: pre';
    document.body.append(probe);
    for (const list of document.querySelectorAll('form.new-game select')) {
      const st = getComputedStyle(list);
      probe.style.font = st.font;
      probe.style.letterSpacing = st.letterSpacing;
      const ARROW = 24;
      const room = list.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight) - ARROW;
      for (const o of list.options) {
        probe.textContent = o.text;
        const w = probe.getBoundingClientRect().width;
        if (w > room) out.push(`#${list.id}: "${o.text}" is ${Math.ceil(w)}px in ${Math.floor(room)}px`);
      }
    }
    probe.remove();
    return out;
  });
}

/**
 * The new-game page on a phone (issue 21): no key fields unless asked for, every choice of
 * the lists in whole words, and Start on the first screen (once the coach's offer, not
 * Judge's, is answered), Judge's own fields taking no more than `FIELDS_MAX` px.
 */
const FIELDS_MAX = 460;
async function phoneForm(page, size, lang) {
  const where = `new game ${size.name}`;
  await page.locator('form.new-game').waitFor();
  assert.deepEqual(await cutChoices(page), [], `${where}: cut choices`);
  const keys = page.locator('.judge-keys');
  assert.equal(await keys.evaluate((d) => d.open), false, `${where}: keys folded`);
  assert.equal(await page.locator('.key-field input:visible').count(), 0, `${where}: no key field visible`);
  assert.equal(await page.locator('#window:visible, #countdown:visible, #timeout:visible').count(), 0, `${where}: timing folded`);
  if (lang !== 'en') {
    assert.deepEqual(await untranslated(page, `${lang} ${where}`), [], `${where}: English left`);
    assert.deepEqual(await axe(page, `${lang} ${where}`), [], `${where}: axe`);
  }
  const no = page.locator('.coach-no');
  if (await no.count()) await no.click();
  if (size.viewport.height < 700) return;
  const span = await page.evaluate(() => {
    const form = document.querySelector('form.new-game');
    const first = form.querySelector('fieldset').getBoundingClientRect().top;
    const last = form.querySelector('.judge-timing').getBoundingClientRect().bottom;
    return last - first;
  });
  // Pseudo's labels are 40% longer and wrap: there only Start on the first screen counts.
  if (lang !== 'xa') assert.ok(span <= FIELDS_MAX, `${where}: Judge's fields take ${span}px`);
  const start = await page.locator('form.new-game button[type="submit"]').boundingBox();
  assert.ok(start.y >= 0 && start.y + start.height <= size.viewport.height, `${where}: Start at ${start.y}-${start.y + start.height}px in ${size.viewport.height}px`);
  await screenshot(page, `judge-new-game-${size.name}${lang === 'en' ? '' : `-${lang}`}`);
  // The keys are there when asked for.
  await page.locator('.judge-keys summary').click();
  await page.locator('#key-0-defend').waitFor();
  await page.locator('.judge-keys summary').click();
}

/** A new game; `countdown` (ms) set in the form's timing, else its default (2400 ms: long
 * enough to look at each phase). The phone's form is looked at the first time only. */
async function newGame(page, seats, size, lang, countdown = null) {
  await page.goto(`${server.url}#/judge/new`);
  if (size.name !== 'desktop' && !countdown) await phoneForm(page, size, lang);
  await page.locator('#seat-0').selectOption(seats[0]);
  await page.locator('#seat-1').selectOption(seats[1]);
  await page.locator('#waiting').selectOption('0');
  if (countdown) {
    const no = page.locator('.coach-no');
    if (await no.count()) await no.click();
    if (!(await page.locator('#countdown').isVisible())) await page.locator('.judge-timing summary').click();
    await page.locator('#countdown').fill(countdown);
  }
  await page.locator('form.new-game button[type="submit"]').click();
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
        const lang = langOf(mode, size);
        const L = LANGS[lang];
        // The Fast pace keeps a verdict up long enough to pause it.
        const { page, close, seen } = await openApp(server.url, size, { bot_pace: 'Fast', ...L.settings });
        try {
          const shot = (phase) => screenshot(page, `judge-${phase}-${lang === 'en' ? mode.name : lang}-${size.name}`);
          /**
           * In Japanese or Pseudo: no English left; unless `quick` (a race the computer may
           * answer any moment) axe clean, and on the smallest phone the same phase turned to
           * 740x360 fits too.
           */
          const words = async (phase, quick = false) => {
            if (lang === 'en') return;
            const where = `${lang} ${size.name} ${phase}`;
            assert.deepEqual(await untranslated(page, where), [], `${where}: English left`);
            if (quick) return;
            assert.deepEqual(await axe(page, where), [], `${where}: axe`);
            if (size !== PHONES[0]) return;
            const side = PHONES[2];
            await page.setViewportSize(side.viewport);
            await fits(page, `${lang} ${side.name} ${phase}`);
            await screenshot(page, `judge-${phase}-${lang}-${side.name}`);
            await page.setViewportSize(size.viewport);
          };
          // The view the table must be drawn from, and no hand-over screen ever.
          const viewer = mode.name === 'two' ? 'none' : '0';
          const inView = async (where) => {
            const faces = await facesInView(page, `${mode.name} ${size.name} ${where}`, viewer);
            assert.equal(await page.locator('.hand-over').count(), 0, `${where}: Judge hands nothing over`);
            return faces;
          };
          const check = async (phase) => {
            if (phone) await fits(page, `${mode.name} ${size.name} ${phase}`);
            // Both heads at least, twice each (a hit and a defend target).
            const faces = await inView(phase);
            assert.ok(faces.length >= 4, `${phase}: faces seen ${faces.join()}`);
            await shot(phase);
          };
          const seats = mode.seats.map((s, i) => (s === 'human' ? i : null)).filter((s) => s !== null);
          if (lang === 'ja' && phone) {
            // The rules (with their rulings) and the cards by their names, in Japanese.
            for (const where of ['rules', 'cards']) {
              await page.goto(`${server.url}#/judge/${where}`);
              await page.locator('main h1').waitFor();
              assert.deepEqual(await untranslated(page, `ja ${where}`), [], `${where}: English left`);
              assert.deepEqual(await axe(page, `ja ${where}`), [], `${where}: axe`);
              await screenshot(page, `judge-${where}-ja-${size.name}`);
            }
          }
          await newGame(page, mode.seats, size, lang);
          const { head, picket } = await look(page);
          assert.ok(head >= 80, `head cards ${head}px wide`);
          assert.ok(picket > head, `pickets (${picket}px) larger than heads`);
          if (mode.name === 'two' && phone) {
            const far = await page.locator('.judge-half.far').evaluate((el) => getComputedStyle(el).transform);
            assert.match(far, /matrix\(-1, .*-1, 0, 0\)/, `far half turned round (${far})`);
          }
          // The first time, the status line says what the heads are; on a touch screen the
          // middle says what a tap does.
          await page.locator('.action-bar .status', { hasText: L.head }).waitFor();
          const middle = await page.locator('.countdown.phase-ready').textContent();
          if (phone) assert.match(middle, L.tap);
          else assert.match(middle, L.ready);
          await check('ready');
          await words('ready');
          await page.locator('.start-round').click();
          await page.locator('.countdown.phase-countdown').waitFor();
          await check('countdown');
          // The countdown runs out: its axe and other size are looked at in a later round's.
          await words('countdown', true);
          const m = await nextFlip(page);
          // (The race's words are read at a later flip: the tap below must come at once.)
          await check('race');
          // The flipped pickets are faces too.
          assert.equal((await inView('race')).length, 6, 'two heads twice and two pickets');
          const hands = await presser(page, phone);
          if (phone && mode.name === 'computer' && m[0] !== m[1]) {
            // A quick tap on DEFEND (90 ms, issue 21) puts the hand on the head until the
            // verdict: the easy computer (about 560 ms) answers after the finger is gone.
            await hands.down([[0, 'defend']]);
            await page.waitForTimeout(90);
            await hands.up();
            await decided(page);
            const said = await page.locator('.countdown').textContent();
            assert.doesNotMatch(said, L.lifted, said);
            assert.match(said, L.defended, said);
          } else if (await page.locator('main[data-phase="Race"]').count()) {
            // A wrong press teaches: the near person defends with the later month or hits
            // with the earlier one.
            const wrong = m[0] === m[1] ? 'hit' : rightHand(m, 0) === 'hit' ? 'defend' : 'hit';
            await hands.down([[0, wrong]]);
            await decided(page);
            await hands.up([[0, wrong]]);
          }
          await page.locator('.pause').click();
          await page.locator('main[data-phase="Verdict"] .start-round').waitFor();
          await check('verdict');
          await words('verdict');
          const said = await page.locator('.countdown').textContent();
          if (m[0] !== m[1] && L.mistake.test(said)) assert.match(said, L.lesson, said);
          // The smallest phone plays on: a second round's race and countdown in words, then
          // a whole game, whose end screen is then turned to the other phone sizes (the same
          // touch screen, another viewport). The desktop's end screen is judge.test.mjs's (a
          // whole game by keyboard).
          if (size !== PHONES[0]) {
            assertClean(seen);
            return;
          }
          const play = async (flip) => {
            const moves = seats.map((s) => [s, rightHand(flip, s)]);
            await hands.down(moves);
            await decided(page);
            await hands.up(moves);
          };
          // The next round at the tests' instant pace: the reload keeps the verdict.
          await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SETTINGS_KEY, JSON.stringify({ ...FAST, ...L.settings })]);
          await page.reload();
          await page.locator('main[data-phase="Verdict"] .start-round').click();
          const flip = await nextFlip(page);
          // The race's words at once, then its axe and other size (with two people the race
          // waits for them; the computer may have answered by then).
          await words('race', true);
          await inView('second flip');
          await words('race');
          await play(flip);
          // The next round's countdown (2.4 s), looked at whole.
          if (await page.locator('.countdown.phase-countdown').count()) await words('countdown');
          // A whole game takes 23 rounds: at the shortest countdown the form offers (0.9 s)
          // about half a minute of real time.
          await newGame(page, mode.seats, size, lang, '900');
          await page.locator('.start-round').click();
          for (let flip, round = 0; (flip = await nextFlip(page)); round++) {
            // Every third flip: one look, the race still on (the person has not pressed).
            if (round % 3 === 0) await inView(`flip ${round}`);
            await play(flip);
          }
          const end = page.locator('.end-screen');
          await end.waitFor();
          const outcome = await end.locator('.outcome').textContent();
          assert.match(outcome, L.outcome[mode.name]);
          // The end screen opens at its top, and nothing scrolls sideways.
          assert.equal(await end.evaluate((el) => el.scrollTop), 0);
          const { table, width } = await end.evaluate((el) => ({ table: el.querySelector('table').getBoundingClientRect().right, width: el.clientWidth }));
          assert.ok(table <= width, `the score table ends at ${table}px in ${width}px`);
          await check('end');
          await words('end');
          if (phone) {
            for (const other of PHONES.slice(1)) {
              await page.setViewportSize(other.viewport);
              await fits(page, `${mode.name} ${other.name} end`);
              await screenshot(page, `judge-end-${lang === 'en' ? mode.name : lang}-${other.name}`);
            }
          }
          assertClean(seen);
        } finally {
          await close();
        }
      });
    }
  }
});
