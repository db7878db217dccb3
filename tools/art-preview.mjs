// Renders every symbol of one art sprite to a PNG, to look at while drawing:
//   cargo run --example art -- --only judge /tmp/judge.svg
//   node tools/art-preview.mjs /tmp/judge.svg /tmp/judge.png [width-in-px]
// Each symbol is shown at the given width (default 100 px) with its id under it, on a
// table-green background; a second row of the first cards at 56 px shows what a phone's
// crowded hand looks like.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium } = require('playwright-core');

const [src, out, width = '100'] = process.argv.slice(2);
if (!src || !out) {
  console.error('usage: node tools/art-preview.mjs sprite.svg out.png [width]');
  process.exit(2);
}
const sprite = readFileSync(src, 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 (\d+) (\d+)"/g)].map((m) => ({
  id: m[1], w: +m[2], h: +m[3],
}));
const cell = (s, w) => `<figure><svg width="${w}" height="${(w * s.h) / s.w}" viewBox="0 0 ${s.w} ${s.h}"><use href="#${s.id}"/></svg><figcaption>${s.id}</figcaption></figure>`;
const html = `<!doctype html><meta charset="utf-8"><style>
body{margin:8px;background:#2f5d3a;font:11px sans-serif;color:#eee}
figure{display:inline-block;margin:4px;text-align:center;vertical-align:top}
svg{display:block;filter:drop-shadow(0 1px 2px #0008)} h2{font-size:13px;margin:8px 0 2px}
</style>${sprite}<h2>all, ${width} px</h2>${symbols.map((s) => cell(s, +width)).join('')}
<h2>first 14 at 56 px (a phone hand)</h2>${symbols.slice(0, 14).map((s) => cell(s, 56)).join('')}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1300, height: 800 } });
await page.setContent(html);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`${symbols.length} symbols -> ${out}`);
