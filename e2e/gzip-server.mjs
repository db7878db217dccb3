// A static host as e2e/first-load.mjs and e2e/lighthouse.mjs measure against: every file of
// a build compressed once with gzip -9 (zlib level 9, as scripts/sizes.sh), images as they
// are, Cache-Control: no-cache.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TYPES } from '../tools/serve.mjs';

// What a static host compresses: text, SVG and wasm; not PNG (already compressed).
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.webmanifest', '.json', '.svg', '.txt']);

export function files(dir) {
  const out = [];
  (function walk(d) {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(full.slice(dir.length + 1).split(sep).join('/'));
    }
  })(dir);
  return out.sort();
}

/** Every file of `dir`, as the server sends it: { raw, gz (or null), type }. */
export function catalog(dir) {
  const root = resolve(dir);
  const map = new Map();
  for (const f of files(root)) {
    const raw = readFileSync(join(root, f));
    const ext = extname(f).toLowerCase();
    map.set('/' + f, { raw, gz: COMPRESSED.has(ext) ? gzipSync(raw, { level: 9 }) : null, type: TYPES[ext] || 'application/octet-stream' });
  }
  return map;
}

export const sentSize = (entry) => (entry.gz ? entry.gz.length : entry.raw.length);

export function serve(dir) {
  const map = catalog(dir);
  const server = createServer((req, res) => {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      path = '';
    }
    if (path.endsWith('/')) path += 'index.html';
    const entry = map.get(path);
    if (!entry) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('Not Found\n');
    }
    const gzip = entry.gz && /\bgzip\b/.test(req.headers['accept-encoding'] || '');
    const body = gzip ? entry.gz : entry.raw;
    const headers = { 'Content-Type': entry.type, 'Content-Length': body.length, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' };
    if (entry.gz) headers.Vary = 'Accept-Encoding';
    if (gzip) headers['Content-Encoding'] = 'gzip';
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => {
      done({
        map,
        url: `http://127.0.0.1:${server.address().port}/`,
        close: () => new Promise((closed) => { server.close(() => closed()); server.closeAllConnections(); }),
      });
    });
  });
}

