// Prints bot decision times measured in the browser (release build in ../dist).
// Run: cd e2e && node bench.mjs   (scripts/bench.sh runs it after the native benchmark)
import { DESKTOP, launch, startServer } from './harness.mjs';

const server = await startServer();
const { page, close } = await launch(DESKTOP);
try {
  await page.goto(`${server.url}#/bench`);
  await page.locator('#bench-run').click();
  await page.waitForFunction(() => document.querySelector('#bench-result')?.textContent.length > 0, null, { timeout: 600_000 });
  const rows = JSON.parse(await page.locator('#bench-result').textContent());
  console.log('\nBot decision time in headless Chromium (bot-only games per level, see #/bench)');
  console.log('game      level    decisions   p50 ms   p95 ms   max ms');
  for (const r of rows) {
    console.log(`${r.game.padEnd(9)} ${r.level.padEnd(8)} ${String(r.decisions).padStart(9)} ${(r.p50_us / 1000).toFixed(3).padStart(8)} ${(r.p95_us / 1000).toFixed(3).padStart(8)} ${(r.max_us / 1000).toFixed(3).padStart(8)}`);
  }
} finally {
  await close();
  await server.close();
}
