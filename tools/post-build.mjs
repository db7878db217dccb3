// Trunk post_build hook (terser, through tools/minify.mjs). Runs in the staging dir, after
// index.html is written and before Trunk moves the staging dir to dist/:
//  1. gives the modules Trunk builds as "worker" links (unhashed names) content-hashed
//     names: one per game, the whole app's and the QR scanner's;
//  2. replaces Trunk's loader (its inline script and the preloads of the page's module)
//     with the page's own loader, inline and allowed by its hash in the CSP: it opens the
//     module the address needs (src/app/entry.rs): the home page's for the home page, the
//     settings and the join form; a game's, with its style sheets, for that game's pages
//     and join links; the whole app's for the statistics and the bench. A module calls
//     `window.samuraiLoad(name)` to hand a page it does not draw to the module that does;
//  3. puts the home page in the page, as the home page's module draws it
//     (static/home.html, written by e2e/home-snapshot.mjs and checked by the browser
//     tests): it shows before any module has loaded, and the module then draws over it;
//     and the tiles' pictures with it (their sprite, in the page);
//  4. makes the JavaScript small: each module's glue with its wasm's imports renamed, the
//     loader minified with static/pwa.js in it (tools/minify.mjs); puts the tab's icon
//     (icons/icon.svg) in the page;
//  5. fills sw.js's placeholders with the list of every file of the build and a
//     build id hashed from all their contents.
// Usage: TRUNK_STAGING_DIR=dir node tools/post-build.mjs   (or: node tools/post-build.mjs dir)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { phoneGames } from './games.mjs';
import { minifyJs, shortenImports, stripCustomSections } from './minify.mjs';

const source = process.env.TRUNK_SOURCE_DIR || process.cwd();
/** The home page's copies, one per language (e2e/home-snapshot.mjs writes them). */
const HOME_COPIES = { en: join(source, 'static', 'home.html'), ja: join(source, 'static', 'home.ja.html') };

const dir = process.env.TRUNK_STAGING_DIR || process.argv[2];
if (!dir) {
  console.error('post-build: set TRUNK_STAGING_DIR or pass the staging dir');
  process.exit(2);
}
const publicUrl = process.env.TRUNK_PUBLIC_URL || './';
const INDEX = 'index.html';
const SW = 'sw.js';
const PWA = 'pwa.js';
const ICON = 'icons/icon.svg';
/** The whole app's module (Cargo bin), and the style sheets the home page does not load (a
 * game's module takes table, tapping, coach and its own, named after it; the whole app's
 * takes table). */
const APP = 'samurai-tables';
const APP_CSS = ['table', 'judge', 'pocket', 'panda', 'honor', 'tapping', 'coach'];
/** The games, each with a module (Cargo bin) of its name (tools/games.mjs). */
const GAMES = phoneGames(source);

const digest = (alg, data, enc = 'hex') => createHash(alg).update(data).digest(enc);

/** The QR scanner's module (Cargo bin), fetched only when a scanner opens (issue 23). */
const SCAN = 'scan';

/** A module's glue and wasm made small in place (tools/minify.mjs): their imports' names
 * shortened, the glue minified. */
async function shrinkModule(js) {
  const wasm = js.replace(/\.js$/, '_bg.wasm');
  const short = shortenImports(readFileSync(join(dir, wasm)), readFileSync(join(dir, js), 'utf8'));
  writeFileSync(join(dir, wasm), stripCustomSections(short.wasm));
  writeFileSync(join(dir, js), await minifyJs(short.js, { module: true }));
}

async function hashModule(name) {
  const [js, wasm] = [`${name}.js`, `${name}_bg.wasm`];
  await shrinkModule(js);
  const h = createHash('sha256').update(readFileSync(join(dir, js))).update(readFileSync(join(dir, wasm))).digest('hex').slice(0, 16);
  const names = { js: `${name}-${h}.js`, wasm: `${name}-${h}_bg.wasm` };
  renameSync(join(dir, js), join(dir, names.js));
  renameSync(join(dir, wasm), join(dir, names.wasm));
  return names;
}

/**
 * The page's loader, a classic script at the top of the head: it runs while the head is read,
 * so the module's downloads start with the style sheets' (a module or deferred script would
 * wait for them). `home` is the home page's module's files, `modules` every other module's
 * by its name in src/app/entry.rs ("app", a game's id) with the sheets it needs.
 */
function loader(home, modules, scan) {
  const url = (f) => JSON.stringify(publicUrl + f);
  return `
(() => {
  // The reader's language, before anything is drawn: the one chosen in the settings, else
  // the browser's first that the app has (src/core/lang.rs's Lang::of_reader). <html lang>
  // picks the home page's copy in that language (main.css) and the glyphs of its kanji.
  const lang = (() => {
    let chosen;
    try { chosen = JSON.parse(localStorage.getItem('samurai-tables/settings')).language; } catch (e) { chosen = null; }
    const tags = { En: 'en', Ja: 'ja', Pseudo: 'en-XA' };
    if (tags[chosen]) return tags[chosen];
    for (const l of navigator.languages || [navigator.language || '']) {
      const primary = String(l).toLowerCase().split(/[-_]/)[0];
      if (primary === 'ja' || primary === 'en') return primary;
    }
    return 'en';
  })();
  document.documentElement.lang = lang;
  // The installed app's description in the reader's language (settings.rs's show_lang
  // swaps it too); this script runs before the page's <link>s are read: once they are.
  if (lang === 'ja') document.addEventListener('DOMContentLoaded', () => document.querySelector('link[rel="manifest"]')?.setAttribute('href', 'manifest.ja.webmanifest'));
  const started = (m, wasm) => { window.wasmBindings = m; dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm } })); };
  const open = (files) => { const wasm = fetch(files.wasm); return import(files.js).then((m) => m.default({ module_or_path: wasm }).then((w) => (started(m, w), m))); };
  // A module's style sheets, after the page's own (which this script runs before), and
  // loaded before the module draws: a table drawn unstyled would move under a tap.
  const modules = ${JSON.stringify(modules)};
  const sheets = {};
  const sheet = (href) => sheets[href] || (sheets[href] = new Promise((ok) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.onload = link.onerror = ok;
    document.head.append(link);
  }));
  const read = new Promise((ok) => document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', ok) : ok());
  const styled = (css) => read.then(() => Promise.all(css.map(sheet)));
  const loaded = {};
  window.samuraiLoad = (name) => loaded[name] || (loaded[name] = Promise.all([open(modules[name]), styled(modules[name].css)])
    .then(([m]) => m)
    .catch((e) => { loaded[name] = null; throw e; }));
  // The QR decoder, for a scanner on a browser without BarcodeDetector: its exports.
  let scanner = null;
  window.samuraiLoadScanner = () => scanner || (scanner = import(${url(scan.js)})
    .then((m) => m.default({ module_or_path: fetch(${url(scan.wasm)}) }).then(() => m))
    .catch((e) => { scanner = null; throw e; }));
  const games = ${JSON.stringify(GAMES)};
  // The address's page, and the module that draws it, as src/app/entry.rs's owner() decides
  // it (a module hands on a page it does not draw, so a guess here costs time, not the page).
  const address = () => {
    const page = location.hash.replace(/^#\\/?/, '').replace(/\\/+$/, '');
    const [first, code] = page.split('/');
    // A join link's game: its code's first bytes are the version and kind (0x10, an
    // offer), then the table id, whose low 3 bits are the game's place (src/app/net/code.rs).
    const joining = () => {
      try {
        const b = atob((code || '').slice(0, 8).replace(/-/g, '+').replace(/_/g, '/'));
        return b.charCodeAt(0) === 0x10 ? games[b.charCodeAt(4) & 7] : undefined;
      } catch (e) { return undefined; }
    };
    return { page, name: games.includes(first) ? first : first === 'stats' || first === 'bench' ? 'app' : first === 'join' ? joining() : undefined };
  };
  // Opening… in the copy's place, with the game's name from the copy (a friend's phone sees
  // at once which game it joins), unless a module has drawn (src/app/shell.rs's root()
  // takes data-copy away).
  const opening = (name) => {
    const root = document.getElementById('app');
    if (!root.hasAttribute('data-copy')) return;
    const title = root.querySelector('[data-copy-lang="' + (lang === 'ja' ? 'ja' : 'en') + '"] [data-game="' + name + '"] h2');
    const main = Object.assign(document.createElement('main'), { className: 'page narrow opening', id: 'main' });
    if (title) main.append(Object.assign(document.createElement('p'), { className: 'opening-game', textContent: title.textContent }));
    main.append(Object.assign(document.createElement('p'), { className: 'loading', textContent: lang === 'ja' ? '読み込んでいます…' : 'Opening…' }));
    main.lastChild.setAttribute('role', 'status');
    root.replaceChildren(main);
  };
  const { page, name } = address();
  if (page !== '') {
    // Not the home page: its copy is hidden (main.css) until it says Opening….
    document.documentElement.setAttribute('data-away', '');
    document.addEventListener('DOMContentLoaded', () => {
      opening(name);
      document.documentElement.removeAttribute('data-away');
    });
  }
  // A link of the copy tapped before the module has drawn: the tap is answered at once (the
  // module, when it comes, draws the page of the address). Not the skip link's #main.
  addEventListener('hashchange', () => {
    const now = address();
    if (location.hash.startsWith('#/') && now.page !== '') opening(now.name);
  });
  if (name) window.samuraiLoad(name).then((m) => m.run());
  else open({ js: ${url(home.js)}, wasm: ${url(home.wasm)} });
})();
`.trim() + '\n';
}

async function writeLoader(modules, scan) {
  const path = join(dir, INDEX);
  let html = readFileSync(path, 'utf8');
  const one = (re, what) => {
    const found = [...html.matchAll(re)];
    if (found.length !== 1) throw new Error(`${INDEX}: expected one ${what}, found ${found.length}`);
    return found[0];
  };
  // Trunk's loader and its preloads of the page's module: the loader below fetches it.
  const homeJs = one(/<link\b[^>]*rel=["']?modulepreload["']?[^>]*>/gi, 'modulepreload')[0].match(/href=["']?(?:\.\/)?([^"' >]+\.js)/)[1];
  html = html.replace(/<link\b[^>]*rel=["']?modulepreload["']?[^>]*>/i, '');
  html = html.replace(/<link\b[^>]*rel=["']?preload["']?[^>]*application\/wasm[^>]*>|<link\b[^>]*application\/wasm[^>]*rel=["']?preload["']?[^>]*>/i, '');
  one(/<script\b[^>]*>\s*import init[\s\S]*?<\/script\s*>/gi, "Trunk's inline loader");
  html = html.replace(/<script\b[^>]*>\s*import init[\s\S]*?<\/script\s*>/i, '');
  const home = { js: homeJs, wasm: homeJs.replace(/\.js$/, '_bg.wasm') };
  // Trunk named the home page's files after their content before this shrinks them: the
  // names stay (one build, one content), as the other modules' are given after it.
  await shrinkModule(homeJs);
  // The tables' style sheets leave the page's head: the loader adds them with a module.
  const css = {};
  let inlined = false;
  html = html.replace(/<link\b[^>]*rel=["']?stylesheet["']?[^>]*>/gi, (tag) => {
    const href = tag.match(/href=["']?(?:\.\/)?([^"' >]+\.css)/)[1];
    const name = APP_CSS.find((c) => href.startsWith(`${c}-`));
    if (href.startsWith('main-')) {
      // The page's own sheet, in the page: its first paint waits for no request, and the
      // home page's visit makes one request fewer. The file leaves the build.
      const text = readFileSync(join(dir, href), 'utf8');
      unlinkSync(join(dir, href));
      inlined = true;
      return `<style>${text}</style>`;
    }
    if (!name) return tag;
    css[name] = publicUrl + href;
    return '';
  });
  if (!inlined) throw new Error(`${INDEX}: no main.css to put in the page`);
  if (Object.keys(css).length !== APP_CSS.length) throw new Error(`${INDEX}: found ${Object.keys(css).length} of the tables' ${APP_CSS.length} style sheets`);
  for (const [name, m] of Object.entries(modules)) {
    // The table's sheet first, then the game's own, as the cascade needs.
    // The whole app's pages (statistics, bench) are styled by the table's sheet alone.
    const own = name === 'app' ? ['table'] : ['table', ...(APP_CSS.includes(name) ? [name] : []), 'tapping', 'coach'];
    m.css = own.map((c) => css[c]);
  }
  // pwa.js (the service worker's registration and update banner) runs in the same script:
  // a file of its own cost a request for 0.8 KB.
  const code = await minifyJs(loader(home, modules, scan) + readFileSync(join(source, 'static', PWA), 'utf8'));
  const csp = one(/<meta\b[^>]*Content-Security-Policy[^>]*>/gi, 'CSP');
  const withHash = csp[0].replace("script-src 'self'", `script-src 'self' 'sha256-${digest('sha256', code, 'base64')}'`);
  if (withHash === csp[0]) throw new Error(`${INDEX}: the CSP has no "script-src 'self'"`);
  if (/<script\b(?![^>]*\ssrc=)[^>]*>/i.test(html)) throw new Error(`${INDEX}: an inline script other than the loader`);
  if (/<[^>]+\son[a-z]+\s*=/i.test(html)) throw new Error('inline event handler attribute in index.html');
  // Right after the CSP, before the style sheets: see loader().
  html = html.replace(csp[0], `${withHash}<script>${code}</script>`);
  // The home page's copies (without their first comment line, which says where each comes
  // from), one per language: main.css shows the one of <html lang>, which the loader set.
  const copy = Object.entries(HOME_COPIES)
    .map(([lang, file]) => `<div data-copy-lang="${lang}" lang="${lang}">${readFileSync(file, 'utf8').replace(/^<!--[^\n]*-->\n/, '').trim()}</div>`)
    .join('');
  // The tab's icon, in the page: a request of its own cost more than its bytes.
  const icon = one(/<link\b[^>]*rel=["']?icon["']?[^>]*>/gi, 'icon link');
  const svg = readFileSync(join(dir, ICON), 'utf8').trim();
  html = html.replace(icon[0], icon[0].replace(/href=["']?[^"' >]+["']?/, `href="data:image/svg+xml,${encodeURIComponent(svg).replace(/%20/g, ' ')}"`));
  const mount = one(/<div id=["']?app["']?><\/div>/gi, 'empty <div id="app">');
  html = html.replace(mount[0], `<div id="app" data-copy>${copy}</div>${tilesSprite()}`);
  writeFileSync(path, html);
  return home;
}

/**
 * The home page's tiles' sprite, in the page (after #app, outside what a module draws): its
 * symbols with the ids src/app/components/art.rs's `held` refers to ("tiles-<hash>-<id>"),
 * so the copy and every module draw the tiles with no fetch and no loader. The file leaves
 * the build: nothing fetches it.
 */
function tilesSprite() {
  const files = readdirSync(join(dir, 'art')).filter((f) => /^tiles-[0-9a-f]+\.svg$/.test(f));
  if (files.length !== 1) throw new Error(`art/: expected one tiles sprite, found ${files.length}`);
  const stem = files[0].replace(/\.svg$/, '');
  const text = readFileSync(join(dir, 'art', files[0]), 'utf8');
  const symbols = text.match(/<symbol id="[^"]+"[\s\S]*?<\/symbol>/g) || [];
  if (symbols.length === 0) throw new Error(`art/${files[0]}: no symbols`);
  unlinkSync(join(dir, 'art', files[0]));
  const held = symbols.map((sym) => sym.replace(/^<symbol id="/, `<symbol id="${stem}-`)).join('');
  return `<div hidden aria-hidden=true data-held-sprite="art/${files[0]}"><svg xmlns="http://www.w3.org/2000/svg">${held}</svg></div>`;
}

function listFiles(root) {
  const files = [];
  (function walk(d) {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push(relative(root, full).split(sep).join('/'));
    }
  })(root);
  return files.sort();
}

function writeServiceWorker() {
  const swPath = join(dir, SW);
  const template = readFileSync(swPath, 'utf8');
  const files = listFiles(dir).filter((f) => f !== SW);
  if (!files.includes(INDEX)) throw new Error(`${INDEX} missing from ${dir}`);

  // The worker's own source (template) counts too: a change to it is a new build.
  const hash = createHash('sha256').update(template);
  for (const f of files) hash.update(f).update('\0').update(readFileSync(join(dir, f))).update('\0');
  const buildId = hash.digest('hex').slice(0, 16);

  const urls = files.map((f) => (f === INDEX ? './' : './' + f.split('/').map(encodeURIComponent).join('/')));
  const placeholders = ['self.__PRECACHE__', '__BUILD_ID__'];
  for (const p of placeholders) {
    if (template.split(p).length !== 2) throw new Error(`${SW}: expected exactly one ${p}`);
  }
  const sw = template.replace('self.__PRECACHE__', JSON.stringify(urls)).replace('__BUILD_ID__', buildId);
  writeFileSync(swPath, sw);
  return { buildId, count: urls.length };
}

try {
  const url = (files) => ({ js: publicUrl + files.js, wasm: publicUrl + files.wasm });
  const modules = { app: url(await hashModule(APP)) };
  for (const game of GAMES) modules[game] = url(await hashModule(game));
  const scan = await hashModule(SCAN);
  const home = await writeLoader(modules, scan);
  const { buildId, count } = writeServiceWorker();
  console.log(`post-build: modules ${home.js} (home page), ${Object.values(modules).map((m) => m.js).join(', ')} and ${scan.js} (scanner); precache ${count} files; build ${buildId}`);
} catch (err) {
  console.error(`post-build: ${err.message}`);
  process.exit(1);
}
