// The build's JavaScript made small (issue 35: the home page's whole visit), used by
// tools/post-build.mjs:
// - shortenImports: a module's wasm imports renamed, in the wasm and in its wasm-bindgen
//   glue alike. wasm-bindgen names each import `__wbg_<name>_<16 hex digits>` under the
//   module "./<bin>_bg.js"; the hex digits do not compress, and each name is written twice
//   (the wasm's import section and the glue's import object): about 3 KB of gzip per module.
// - stripCustomSections: what built the wasm, which no browser reads.
// - minifyJs: terser (compress and mangle, names kept where the page or a test reads them
//   from outside: only locals are mangled, never properties).
import { minify } from 'terser';

/** Reads an unsigned LEB128 at `at`: [value, next offset]. */
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (!(b & 0x80)) return [value, at];
  }
}

function toLeb(value) {
  const out = [];
  do {
    let b = value % 128;
    value = Math.floor(value / 128);
    if (value) b |= 0x80;
    out.push(b);
  } while (value);
  return out;
}

const utf8 = new TextEncoder();
const name = (s) => [...toLeb(utf8.encode(s).length), ...utf8.encode(s)];

/** Short names, in order: a, b, ..., z, A, ..., Z, $, _, then two letters. */
function shortName(i) {
  const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ$_';
  let s = '';
  do {
    s = chars[i % chars.length] + s;
    i = Math.floor(i / chars.length) - 1;
  } while (i >= 0);
  return s;
}

/** Each section of `wasm`: its id, where it starts, where its body starts and its end. */
function sections(wasm) {
  if (wasm[0] !== 0 || wasm[1] !== 0x61 || wasm[2] !== 0x73 || wasm[3] !== 0x6d) throw new Error('not a wasm module');
  const out = [];
  let at = 8;
  while (at < wasm.length) {
    const [size, body] = leb(wasm, at + 1);
    out.push({ id: wasm[at], at, body, end: body + size });
    at = body + size;
  }
  if (at !== wasm.length) throw new Error('wasm sections not read to the end');
  return out;
}

/**
 * `wasm` (a Uint8Array) and its glue `js` with every import of one module renamed: returns
 * { wasm, js }. Throws (the build stops) unless each import's name is in the glue exactly
 * once as a whole word and the module's name exactly once as a quoted key: what the glue
 * of wasm-bindgen's `--target web` holds; anything else means a new glue to look at.
 */
export function shortenImports(wasm, js) {
  const imports = sections(wasm).find((s) => s.id === 2);
  if (!imports) throw new Error('no import section');
  const { at, body, end } = imports;
  const utf8Text = new TextDecoder();
  let [count, p] = leb(wasm, body);
  const out = [...toLeb(count)];
  const renamed = new Map();
  let module = null;
  for (let i = 0; i < count; i++) {
    let len;
    [len, p] = leb(wasm, p);
    const mod = utf8Text.decode(wasm.subarray(p, p + len));
    p += len;
    [len, p] = leb(wasm, p);
    const field = utf8Text.decode(wasm.subarray(p, p + len));
    p += len;
    if (module !== null && mod !== module) throw new Error(`imports from two modules: ${module}, ${mod}`);
    module = mod;
    // The import's kind and type, copied as they are: a function's is one LEB index.
    const kindAt = p;
    if (wasm[p] !== 0) throw new Error(`import ${field} is not a function`);
    [, p] = leb(wasm, p + 1);
    if (renamed.has(field)) throw new Error(`import ${field} twice`);
    renamed.set(field, shortName(renamed.size));
    out.push(...name('w'), ...name(renamed.get(field)), ...wasm.subarray(kindAt, p));
  }
  if (p !== end) throw new Error('import section not read to its end');
  for (const [field, short] of renamed) {
    const re = new RegExp(`\\b${field.replace(/\$/g, '\\$')}\\b`, 'g');
    const found = js.match(re)?.length ?? 0;
    if (found !== 1) throw new Error(`import ${field} is ${found} times in the glue, not once`);
    js = js.replace(re, short);
  }
  const key = JSON.stringify(module);
  if (js.split(key).length !== 2) throw new Error(`the glue names ${key} other than once`);
  js = js.replace(key, '"w"');
  const section = [2, ...toLeb(out.length), ...out];
  const next = new Uint8Array(at + section.length + (wasm.length - end));
  next.set(wasm.subarray(0, at));
  next.set(section, at);
  next.set(wasm.subarray(end), at + section.length);
  return { wasm: next, js };
}

/**
 * `wasm` without its custom sections ("producers", "target_features": what built it, for a
 * linker), which no browser reads.
 */
export function stripCustomSections(wasm) {
  const kept = sections(wasm).filter((s) => s.id !== 0).map((s) => wasm.subarray(s.at, s.end));
  return Buffer.concat([wasm.subarray(0, 8), ...kept]);
}

/** `code` minified; `module` for an ES module (the glue), else a classic script. */
export async function minifyJs(code, { module = false } = {}) {
  const out = await minify(code, {
    module,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  return out.code;
}
