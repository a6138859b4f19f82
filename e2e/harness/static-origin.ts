// One remote's dist on its own origin, with CORS as production serves it, and a switch that takes
// the origin down (listener closed, open sockets destroyed) and brings it back on the same port.
import fs from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** Entry files change on every deploy; hashed chunks never do. */
const NO_CACHE = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);

export interface StaticOrigin {
  origin: string;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

function handle(root: string, request: http.IncomingMessage, response: http.ServerResponse): void {
  response.setHeader('Access-Control-Allow-Origin', '*');
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://origin').pathname);
  const file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
    return;
  }
  const name = path.basename(file);
  response.writeHead(200, {
    'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': NO_CACHE.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable',
  });
  fs.createReadStream(file).pipe(response);
}

export async function startStaticOrigin(root: string, port: number): Promise<StaticOrigin> {
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => handle(root, request, response));
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  await listen();
  return {
    origin: `http://127.0.0.1:${port}`,
    down,
    up: async () => {
      if (!server.listening) await listen();
    },
    close: down,
  };
}
