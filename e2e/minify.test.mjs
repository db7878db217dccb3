// tools/minify.mjs, which every module of the build goes through (tools/post-build.mjs): the
// browser tests load what it wrote; these check its refusals and its renaming on a module
// small enough to read.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { minifyJs, shortenImports, stripCustomSections } from '../tools/minify.mjs';

const bytes = (...parts) => Uint8Array.from(parts.flat());
const name = (s) => [s.length, ...Buffer.from(s)];
const section = (id, body) => [id, body.length, ...body];

/** A module of one function type, `imports` (module, field) functions and a custom section. */
function wasm(imports) {
  const type = section(1, [1, 0x60, 0, 0]);
  const entries = imports.flatMap(([m, f]) => [...name(m), ...name(f), 0, 0]);
  const custom = section(0, [...name('producers'), 1, 2, 3]);
  return bytes([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0], type, section(2, [imports.length, ...entries]), custom);
}

/** The import section's (module, field) pairs. */
function importsOf(w) {
  let at = 8;
  while (w[at] !== 2) at += 2 + w[at + 1];
  let p = at + 3;
  const out = [];
  for (let i = 0; i < w[at + 2]; i++) {
    const m = Buffer.from(w.subarray(p + 1, p + 1 + w[p])).toString();
    p += 1 + w[p];
    const f = Buffer.from(w.subarray(p + 1, p + 1 + w[p])).toString();
    p += 1 + w[p] + 2;
    out.push([m, f]);
  }
  return out;
}

const GLUE = `const import0 = { __wbg_log_0123456789abcdef: (x) => console.log(x), __wbg_now_fedcba9876543210: () => Date.now() };
export const imports = { "./app_bg.js": import0 };`;

test('imports are renamed alike in the wasm and its glue', () => {
  const w = wasm([['./app_bg.js', '__wbg_log_0123456789abcdef'], ['./app_bg.js', '__wbg_now_fedcba9876543210']]);
  const out = shortenImports(w, GLUE);
  assert.deepEqual(importsOf(out.wasm), [['w', 'a'], ['w', 'b']]);
  assert.ok(out.js.includes('a: (x) => console.log(x)') && out.js.includes('b: () => Date.now()'), out.js);
  assert.ok(out.js.includes('{ "w": import0 }'), out.js);
  assert.ok(!out.js.includes('__wbg_'), 'a long name left in the glue');
});

test('a glue that does not name each import once stops the build', () => {
  const w = wasm([['./app_bg.js', '__wbg_log_0123456789abcdef']]);
  assert.throws(() => shortenImports(w, GLUE.replace('__wbg_log_0123456789abcdef', '__wbg_log_0000000000000000')), /0 times in the glue/);
  assert.throws(() => shortenImports(w, `${GLUE}\nimport0.__wbg_log_0123456789abcdef();`), /2 times in the glue/);
  assert.throws(() => shortenImports(wasm([['./app_bg.js', 'a'], ['./other.js', 'b']]), GLUE), /two modules/);
  assert.throws(() => shortenImports(bytes([1, 2, 3, 4]), GLUE), /not a wasm module/);
});

test('custom sections are dropped and nothing else', () => {
  const w = wasm([['./app_bg.js', 'f']]);
  const out = stripCustomSections(w);
  assert.equal(out.length, w.length - (2 + 1 + 'producers'.length + 3));
  assert.deepEqual(importsOf(out), [['./app_bg.js', 'f']]);
});

test('minified code runs as the original', async () => {
  const code = await minifyJs('(() => { const greeting = "hello"; globalThis.said = greeting + " world"; })();');
  assert.ok(!code.includes('greeting'), code);
  new Function(code)();
  assert.equal(globalThis.said, 'hello world');
});
