// What the app's wasm is made of, per crate and per game (issue 15's evidence for the split).
// Input: a release wasm that kept its name section (wasm-opt -Oz -g, as
// scripts/wasm-contributors.sh makes it: the same code as dist/'s wasm, plus names) and its
// text from binaryen's wasm-dis (for the calls and the data addresses each function uses).
//   node tools/wasm-contributors.mjs named.wasm named.wat
// How items are grouped:
// - a function whose name holds a path of this crate (samurai_tables::games::<game>,
//   ::app::<game>, ::app::kit, ::core, ...) goes to that module, unless the name starts in
//   serde_json (serde_json's code instantiated for the app's types stays serde_json's);
//   derived serde impls (`as serde_core::...`) of the app's types are a group of their own;
// - Yew inlines each function component's body into a generic
//   `CompStateInner<COMP>::view` (and similar `<COMP>` items) whose name does not say which
//   component: such an item goes to the module most of its calls go to (its closures and
//   helpers are named), repeated until nothing moves;
// - the kit's and core's generic code instantiated for one game's types (its name names
//   that game's module) is that game's;
// - any other function goes to its crate (the first path segment of its name; <char as ..>,
//   <T as ..>, libm and intrinsics are the standard library's; zmij, serde_json's float
//   formatting, is serde_json's);
// - then any function outside the five games (but serde_json's) that only one game's
//   functions call moves to that game, until nothing moves: legacy symbol names hide the
//   type parameters of generic code (Vec<T>::push), so std's and yew's instances for one
//   game's types are found this way; code two games share stays where it was;
// - data (strings, tables): each data segment is split at the addresses that functions load
//   as i32.const; the bytes from one such address to the next go to the group of the
//   function that uses it (the first one, if several do); bytes nobody points at stay
//   "data (unattributed)".
// Sizes: raw bytes of function bodies and data; "gzip alone" = gzip -9 of the group's bytes
// concatenated; "gzip saved" = gzip -9 of every function body and data byte minus the same
// without the group (what dropping the group would save, compression context included).
// Both are approximations of the group's share of the shipped wasm's gzip size.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const [wasmPath, watPath] = process.argv.slice(2);
if (!wasmPath || !watPath) {
  console.error('usage: node tools/wasm-contributors.mjs named.wasm named.wat');
  process.exit(2);
}
const bin = readFileSync(wasmPath);

// ---------------------------------------------------------------- the binary: bodies and data
function leb(buf, pos) {
  let result = 0;
  let shift = 0;
  let byte;
  do {
    byte = buf[pos++];
    result += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [result, pos];
}
function sleb32(buf, pos) {
  let result = 0;
  let shift = 0;
  let byte;
  do {
    byte = buf[pos++];
    result |= (byte & 0x7f) << shift;
    shift += 7;
  } while (byte & 0x80);
  if (shift < 32 && byte & 0x40) result |= -1 << shift;
  return [result, pos];
}
const bodies = [];
const segments = [];
for (let pos = 8; pos < bin.length; ) {
  const id = bin[pos++];
  let size;
  [size, pos] = leb(bin, pos);
  const end = pos + size;
  if (id === 10) {
    let n;
    let p;
    [n, p] = leb(bin, pos);
    for (let i = 0; i < n; i++) {
      let len;
      [len, p] = leb(bin, p);
      bodies.push(bin.subarray(p, p + len));
      p += len;
    }
  } else if (id === 11) {
    let n;
    let p;
    [n, p] = leb(bin, pos);
    for (let i = 0; i < n; i++) {
      let flags;
      [flags, p] = leb(bin, p);
      let offset = null;
      if (flags === 2) [, p] = leb(bin, p); // memory index
      if (flags !== 1) {
        if (bin[p] !== 0x41) throw new Error('data segment offset is not an i32.const');
        [offset, p] = sleb32(bin, p + 1);
        if (bin[p++] !== 0x0b) throw new Error('data segment offset expression too long');
      }
      let len;
      [len, p] = leb(bin, p);
      segments.push({ offset, bytes: bin.subarray(p, p + len) });
      p += len;
    }
  }
  pos = end;
}

// ---------------------------------------------------------------- the text: names, calls, constants
const wat = readFileSync(watPath, 'utf8');
const NAME = String.raw`\$(?:"((?:[^"\\]|\\.)*)"|(\S+))`;
const funcRe = new RegExp(String.raw`^ \(func ${NAME}`, 'gm');
const starts = [];
for (let m; (m = funcRe.exec(wat)); ) starts.push({ name: m[1] ?? m[2], at: m.index });
if (starts.length !== bodies.length) throw new Error(`${starts.length} functions in the text, ${bodies.length} bodies in the binary`);
const dataAt = wat.search(/^ \(data /m);
const callRe = new RegExp(String.raw`\((?:call|return_call|ref\.func) ${NAME}`, 'g');
const funcs = starts.map((s, i) => {
  const end = i + 1 < starts.length ? starts[i + 1].at : dataAt > s.at ? dataAt : wat.length;
  const text = wat.slice(s.at, end);
  const calls = new Set();
  for (let m; (m = callRe.exec(text)); ) calls.add(m[1] ?? m[2]);
  const consts = [];
  for (const m of text.matchAll(/\(i32\.const (-?\d+)\)/g)) consts.push(Number(m[1]) >>> 0);
  return { name: s.name, size: bodies[i].length, body: bodies[i], calls, consts, group: null };
});
const byName = new Map(funcs.map((f) => [f.name, f]));

// ---------------------------------------------------------------- groups
const GAMES = ['satsuma', 'honor', 'judge', 'pocket', 'panda'];
const CRATES = {
  yew: 'yew (and its macros, gloo, slab...)', yew_macro: 'yew (and its macros, gloo, slab...)', implicit_clone: 'yew (and its macros, gloo, slab...)',
  gloo: 'yew (and its macros, gloo, slab...)', gloo_events: 'yew (and its macros, gloo, slab...)', gloo_timers: 'yew (and its macros, gloo, slab...)',
  gloo_storage: 'gloo storage', gloo_utils: 'yew (and its macros, gloo, slab...)', slab: 'yew (and its macros, gloo, slab...)',
  indexmap: 'yew (and its macros, gloo, slab...)', hashbrown: 'Rust std (core, alloc, hashbrown, dlmalloc)', prokio: 'yew (and its macros, gloo, slab...)',
  serde_json: 'serde_json', serde: 'serde (its own code)', serde_core: 'serde (its own code)',
  core: 'Rust std (core, alloc, hashbrown, dlmalloc)', alloc: 'Rust std (core, alloc, hashbrown, dlmalloc)', std: 'Rust std (core, alloc, hashbrown, dlmalloc)',
  dlmalloc: 'Rust std (core, alloc, hashbrown, dlmalloc)', compiler_builtins: 'Rust std (core, alloc, hashbrown, dlmalloc)',
  wasm_bindgen: 'wasm-bindgen, js-sys, web-sys', js_sys: 'wasm-bindgen, js-sys, web-sys', web_sys: 'wasm-bindgen, js-sys, web-sys', wasm_bindgen_futures: 'wasm-bindgen, js-sys, web-sys',
  rand: 'rand, rand_core, rand_pcg, getrandom', rand_core: 'rand, rand_core, rand_pcg, getrandom', rand_pcg: 'rand, rand_core, rand_pcg, getrandom', getrandom: 'rand, rand_core, rand_pcg, getrandom',
};
function ownGroup(path) {
  const [top, sub] = path.split('::');
  if (top === 'games') return GAMES.includes(sub) ? `engine: ${sub}` : 'engine: shared (games::)';
  if (top === 'app') {
    if (GAMES.includes(sub)) return `app: ${sub} (its pages)`;
    if (sub === 'kit') return 'app: table kit (app::kit)';
    if (sub === 'stats') return 'app: statistics (app::stats)';
    if (sub === 'net') return 'app: phones (app::net)';
    if (sub === 'components') return 'app: shared components (app::components)';
    if (sub === 'settings') return 'app: settings page (app::settings)';
    return 'app: shell (home, settings, routes, storage, ...)';
  }
  if (top === 'core') return 'core (shared engine code)';
  return 'app: shell (home, settings, routes, storage, ...)';
}
function crateOf(name) {
  const m = /^[<&\s]*(?:mut\s+|dyn\s+|\[)*([A-Za-z_][A-Za-z0-9_]*)/.exec(name);
  return m ? m[1] : '?';
}
function direct(name) {
  if (/^\d+$/.test(name)) return 'unnamed functions (wasm-bindgen shims)';
  const crate = crateOf(name);
  if (crate === 'serde_json') return 'serde_json';
  const own = [...name.matchAll(/samurai_tables::([A-Za-z0-9_]+(?:::[A-Za-z0-9_]+)?)/g)].map((m) => m[1]);
  if (own.length) {
    if (/ as serde(_core)?::|serde(_core)?::de::Visitor|::_::<impl serde/.test(name)) return 'serde derives of the app\'s types';
    // The kit's and core's generic code instantiated for one game's types is that game's.
    const games = new Set(own.map((p) => p.split('::')).filter(([t, g]) => (t === 'games' || t === 'app') && GAMES.includes(g)).map(([, g]) => g));
    if (games.size === 1) {
      const [g] = games;
      return own[0].startsWith('games::') || own[0].startsWith('core') ? `engine: ${g}` : `app: ${g} (its pages)`;
    }
    return ownGroup(own[0]);
  }
  if (/<COMP>|<T,F,D>|FunctionProvider/.test(name)) return null; // resolved by its calls below
  if (crate === 'main') return 'app: shell (home, settings, routes, storage, ...)';
  if (crate === 'zmij') return 'serde_json'; // serde_json's float formatting
  if (/^gloo/.test(crate)) return 'yew (and its macros, gloo, slab...)';
  if (crate === 'Closure') return 'wasm-bindgen, js-sys, web-sys';
  // <char as ...>, <T as ...>, libm and compiler intrinsics: the standard library's.
  if (/^([A-Z]|[A-Z]\w{0,3}|char|str|bool|[iuf](8|16|32|64|128|size)|tanh|round|fmax|fmin|memcmp|memcpy|memset|memmove|\d.*|__.*)$/.test(crate)) return 'Rust std (core, alloc, hashbrown, dlmalloc)';
  return CRATES[crate] || `other: ${crate}`;
}
for (const f of funcs) f.group = direct(f.name);
if (process.env.DEBUG) for (const f of funcs) if (f.group === 'other: ?') console.error('unnamed crate:', f.name.slice(0, 120));
const isOwn = (g) => g && (g.startsWith('app:') || g.startsWith('engine:') || g.startsWith('core'));
for (let round = 0; round < 20; round++) {
  let moved = 0;
  for (const f of funcs) {
    if (f.group) continue;
    const votes = new Map();
    for (const c of f.calls) {
      const g = byName.get(c)?.group;
      if (isOwn(g)) votes.set(g, (votes.get(g) || 0) + 1);
    }
    if (!votes.size) continue;
    f.group = [...votes.entries()].sort((a, b) => b[1] - a[1])[0][0];
    moved += 1;
  }
  if (!moved) break;
}
for (const f of funcs) if (!f.group) f.group = 'yew generic, not resolved to a component';
// Generic code of std, yew and the kit whose name hides its type parameters (legacy symbol
// names do): a function that only one game's functions call is that game's (what a split
// would move into the game's module), repeated until nothing moves.
const gameOf = (g) => /^(engine|app): (satsuma|honor|judge|pocket|panda)\b/.exec(g || '')?.[2];
const callers = new Map();
for (const f of funcs) for (const c of f.calls) {
  if (!callers.has(c)) callers.set(c, new Set());
  callers.get(c).add(f);
}
for (let round = 0; round < 50; round++) {
  let moved = 0;
  for (const f of funcs) {
    if (gameOf(f.group) || f.group === 'serde_json') continue;
    const from = [...(callers.get(f.name) || [])];
    const games = new Set(from.map((c) => gameOf(c.group)));
    if (from.length && games.size === 1 && [...games][0]) {
      const [g] = games;
      f.group = from.some((c) => c.group.startsWith('app:')) ? `app: ${g} (its pages)` : `engine: ${g}`;
      moved += 1;
    }
  }
  if (!moved) break;
}

// Data: split each segment at the addresses functions use.
const pointers = new Map(); // address -> group (first user)
for (const f of funcs) for (const a of f.consts) if (!pointers.has(a)) pointers.set(a, f.group);
const dataParts = []; // { group, bytes }
for (const s of segments) {
  if (s.offset === null) {
    dataParts.push({ group: 'data (unattributed)', bytes: s.bytes });
    continue;
  }
  const lo = s.offset >>> 0;
  const hi = lo + s.bytes.length;
  const cuts = [...pointers.keys()].filter((a) => a >= lo && a < hi).sort((a, b) => a - b);
  if (!cuts.length || cuts[0] > lo) dataParts.push({ group: 'data (unattributed)', bytes: s.bytes.subarray(0, (cuts[0] ?? hi) - lo) });
  cuts.forEach((a, i) => {
    const b = i + 1 < cuts.length ? cuts[i + 1] : hi;
    dataParts.push({ group: pointers.get(a), bytes: s.bytes.subarray(a - lo, b - lo) });
  });
}

// ---------------------------------------------------------------- sizes
const groups = new Map();
const add = (g, kind, buf) => {
  if (!groups.has(g)) groups.set(g, { code: [], data: [], codeRaw: 0, dataRaw: 0 });
  const e = groups.get(g);
  e[kind].push(buf);
  e[kind + 'Raw'] += buf.length;
};
for (const f of funcs) add(f.group, 'code', f.body);
for (const d of dataParts) add(d.group, 'data', d.bytes);
const gz = (bufs) => gzipSync(Buffer.concat(bufs), { level: 9 }).length;
// The whole, in a fixed order (code by group, then data by group), and the whole without each.
const names = [...groups.keys()].sort();
const allParts = (skip) => names.filter((n) => n !== skip).flatMap((n) => groups.get(n).code).concat(names.filter((n) => n !== skip).flatMap((n) => groups.get(n).data));
const total = gz(allParts(null));
const rows = names.map((n) => {
  const e = groups.get(n);
  return { name: n, code: e.codeRaw, data: e.dataRaw, alone: gz(e.code.concat(e.data)), saved: total - gz(allParts(n)) };
}).sort((a, b) => b.saved - a.saved);

const k = (n) => (n / 1024).toFixed(1);
const rawAll = rows.reduce((a, r) => a + r.code + r.data, 0);
console.log(`${wasmPath}: ${bin.length} bytes (names and all), ${funcs.length} functions, ${segments.length} data segments;`);
console.log(`code and data: ${rawAll} bytes raw, ${total} gzip -9 (${k(total)} KB)`);
console.log('\n| group | code KB raw | data KB raw | gzip KB alone | gzip KB saved if dropped |');
console.log('|---|---:|---:|---:|---:|');
for (const r of rows) console.log(`| ${r.name} | ${k(r.code)} | ${k(r.data)} | ${k(r.alone)} | ${k(r.saved)} |`);
const game = (g) => rows.filter((r) => r.name === `engine: ${g}` || r.name === `app: ${g} (its pages)`);
console.log('\nPer game (engine + its pages; gzip KB saved if dropped, summed over the two groups):');
for (const g of GAMES) {
  const rs = game(g);
  console.log(`  ${g.padEnd(8)} ${k(rs.reduce((a, r) => a + r.saved, 0)).padStart(6)} KB  (alone ${k(rs.reduce((a, r) => a + r.alone, 0))} KB; raw ${k(rs.reduce((a, r) => a + r.code + r.data, 0))} KB)`);
}
// ITEMS=<part of a group's name>: that group's largest functions (raw bytes), to see where it goes.
if (process.env.ITEMS) {
  const picked = funcs.filter((f) => f.group.includes(process.env.ITEMS)).sort((a, b) => b.size - a.size);
  console.log(`\nThe largest functions of the groups matching "${process.env.ITEMS}":`);
  for (const f of picked.slice(0, 40)) console.log(`  ${String(f.size).padStart(7)}  ${f.name.slice(0, 150)}`);
}
