// Trunk post_build hook (no dependencies). Runs in the staging dir, after
// index.html is written and before Trunk moves the staging dir to dist/:
//  1. moves every inline <script> of index.html into a content-hashed file, so
//     the page's CSP can forbid inline scripts;
//  2. fills sw.js's placeholders with the list of every file of the build and a
//     build id hashed from all their contents.
// Usage: TRUNK_STAGING_DIR=dir node tools/post-build.mjs   (or: node tools/post-build.mjs dir)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR || process.argv[2];
if (!dir) {
  console.error('post-build: set TRUNK_STAGING_DIR or pass the staging dir');
  process.exit(2);
}
const publicUrl = process.env.TRUNK_PUBLIC_URL || './';
const INDEX = 'index.html';
const SW = 'sw.js';

const digest = (alg, data, enc = 'hex') => createHash(alg).update(data).digest(enc);

function extractInlineScripts() {
  const path = join(dir, INDEX);
  const html = readFileSync(path, 'utf8');
  const sri = /\sintegrity=/.test(html); // Trunk's SRI is on: hash ours too.
  let count = 0;
  const out = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi, (tag, attrs, body) => {
    if (/\ssrc\s*=/i.test(attrs) || body.trim() === '') return tag;
    const code = body.trim() + '\n';
    const name = `loader-${digest('sha256', code).slice(0, 16)}.js`;
    writeFileSync(join(dir, name), code);
    count += 1;
    // Keep the type (module or classic); drop any nonce, it is useless now.
    const type = /\stype\s*=\s*["']?module\b/i.test(attrs) ? ' type="module"' : '';
    const integrity = sri ? ` integrity="sha384-${digest('sha384', code, 'base64')}"` : '';
    return `<script${type} src="${publicUrl}${name}"${integrity}></script>`;
  });
  if (/<[^>]+\son[a-z]+\s*=/i.test(out)) throw new Error('inline event handler attribute in index.html');
  writeFileSync(path, out);
  return count;
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
  const scripts = extractInlineScripts();
  const { buildId, count } = writeServiceWorker();
  console.log(`post-build: ${scripts} inline script(s) moved to files; precache ${count} files; build ${buildId}`);
} catch (err) {
  console.error(`post-build: ${err.message}`);
  process.exit(1);
}
