// Frame times while the cards move (issue 13): a Panda deal played by four computers in
// headless Chromium with 4x CPU throttling and the animations on. Prints the frames'
// median, p95 and worst time and the long tasks (over 50 ms). Goal: p95 within 16.7 ms and
// no long task. Run by scripts/bench.sh; alone: `node e2e/frames.mjs` after a release build.
import { DESKTOP, FAST, openApp, PHONE, startServer } from './harness.mjs';

const THROTTLE = Number(process.env.THROTTLE || 4);
const server = await startServer();
const results = [];
for (const [preset, tag] of [[PHONE, 'phone 412x915'], [DESKTOP, 'desktop 1280x800']]) {
  // Animations on, a visible pace: what a player watching sees.
  const { page, close } = await openApp(server.url, preset, { ...FAST, motion: 'Full', bot_pace: 'Fast' });
  // Four computers from the first card: a save with no actions yet.
  const save = {
    schema: 1, game: 'panda', seed: 20261122, config: { target_score: 1000 },
    table: { players: ['Kaito', 'Mei', 'Haruto', 'Yui'].map((n) => ({ kind: { Bot: 'Medium' }, name: `${n} (medium)` })) },
    log: [],
  };
  await page.evaluate((s) => localStorage.setItem('samurai-tables/save/panda', JSON.stringify(s)), save);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  // Where the main thread's time goes (Chromium's own counters, in seconds).
  await cdp.send('Performance.enable');
  const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await metrics();
  await page.evaluate(() => {
    window.__frames = [];
    window.__long = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration); }).observe({ type: 'longtask', buffered: false });
    let last = performance.now();
    const tick = (t) => { window.__frames.push(t - last); last = t; requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  await page.goto(`${server.url}#/panda/play`);
  // One deal: until the score sheet has its first row or 60 s have passed.
  await page.waitForFunction(() => document.querySelector('main[data-game="panda"]') && /^Deal 2/.test(document.querySelector('.stage')?.textContent || ''), null, { timeout: 120_000 }).catch(() => {});
  const { frames, long } = await page.evaluate(() => ({ frames: window.__frames.slice(5), long: window.__long }));
  const after = await metrics();
  const spent = Object.fromEntries(['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration']
    .map((k) => [k, (after[k] ?? 0) - (before[k] ?? 0)]));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await close();
  frames.sort((a, b) => a - b);
  const q = (p) => frames[Math.min(frames.length - 1, Math.floor(p * frames.length))] || 0;
  results.push({ tag, n: frames.length, median: q(0.5), p95: q(0.95), worst: frames[frames.length - 1] || 0, long, spent });
}
await server.close();
console.log(`\n== Frames during a bot-only Panda deal, animations on, CPU throttled ${THROTTLE}x`);
console.log('screen                 frames   median    p95   worst   long tasks (>50 ms)');
for (const r of results) {
  console.log(`${r.tag.padEnd(22)} ${String(r.n).padStart(6)} ${r.median.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(6)} ${r.worst.toFixed(1).padStart(7)}   ${r.long.length}${r.long.length ? ` (worst ${Math.max(...r.long).toFixed(0)} ms)` : ''}`);
}
console.log('goal: p95 <= 16.7 ms, no long task');
console.log('\nmain thread busy (s, throttled): all tasks / script (wasm and JS) / layout / style');
for (const r of results) {
  const t = r.spent;
  console.log(`${r.tag.padEnd(22)} ${t.TaskDuration.toFixed(2)} / ${t.ScriptDuration.toFixed(2)} / ${t.LayoutDuration.toFixed(2)} / ${t.RecalcStyleDuration.toFixed(2)}`);
}
