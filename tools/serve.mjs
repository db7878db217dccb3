// Static file server for the built app (no dependencies), bound to 127.0.0.1.
//   node tools/serve.mjs [dir=dist] [port=$PORT or 8080] [--base /sub/path/]
// As a module: const { url, port, close } = await start({ dir, port, base });
// port 0 picks a free port; base mounts the app under a sub-path.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

function fileFor(root, base, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (!path.startsWith(base) || path.includes('\0')) return null;
  let file = resolve(root, '.' + '/' + path.slice(base.length));
  if (file !== root && !file.startsWith(root + sep)) return null; // no escaping the root
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

export function start({ dir = 'dist', port = 8080, host = '127.0.0.1', base = '/', quiet = true, headers = {} } = {}) {
  const root = resolve(dir);
  if (!base.startsWith('/')) base = '/' + base;
  if (!base.endsWith('/')) base += '/';
  const server = createServer((req, res) => {
    const urlPath = new URL(req.url, 'http://x').pathname;
    const send = (status, body, headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'Method Not Allowed\n', { Allow: 'GET, HEAD' });
    if (urlPath + '/' === base) return send(301, '', { Location: base }); // /sub -> /sub/
    const file = fileFor(root, base, urlPath);
    if (!quiet) console.log(`${req.method} ${req.url} ${file ? 200 : 404}`);
    if (!file) return send(404, 'Not Found\n');
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file).toLowerCase()] || 'application/octet-stream',
      'Content-Length': statSync(file).size,
      // Revalidate every time; the service worker does the offline caching.
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = server.address().port;
      resolvePromise({
        url: `http://${host}:${actual}${base}`,
        port: actual,
        server,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections(); // keep-alive sockets would hold the port
          }),
      });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  let base = '/';
  const at = args.indexOf('--base');
  if (at >= 0) base = args.splice(at, 2)[1] || '/';
  const [dir = 'dist', port = process.env.PORT || '8080'] = args;
  const { url, close } = await start({ dir, port: Number(port), base, quiet: false });
  console.log(`Serving ${resolve(dir)} at ${url}  (Ctrl-C to stop)`);
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => close().then(() => process.exit(0)));
}
