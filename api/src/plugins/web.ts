// Serves the built frontends so one process is the whole product: the shell at /, each remote at /remotes/<dir>/,
// /remotes.json for the shell's run-time remote registry, and index.html for every other non-API, non-file path.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG_NOT_FOUND } from '@modelsmith/contract';

export const REMOTE_DIRS = ['mf-auth', 'mf-projects', 'mf-templates', 'mf-billing', 'mf-admin'] as const;

const NO_CACHE = 'no-cache';
const LONG_CACHE = 'public, max-age=31536000, immutable';
/** Files whose name carries a content hash (e.g. main.3f9a2b1c.js) never change under the same URL. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** Entry files every deployment rewrites under the same name. */
const REMOTE_ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json']);

export interface WebPluginOptions {
  webRoot: string;
  /** REMOTES from the environment; null = list the remotes built under webRoot. */
  remotes: Record<string, string> | null;
}

const isDirectory = (dir: string) => fs.existsSync(dir) && fs.statSync(dir).isDirectory();

/** name → remoteEntry URL of every remote whose dist exists (mf-auth → mf_auth). */
export function builtRemotes(webRoot: string): Record<string, string> {
  const remotes: Record<string, string> = {};
  for (const dir of REMOTE_DIRS) {
    if (isDirectory(path.join(webRoot, dir, 'dist')))
      remotes[dir.replaceAll('-', '_')] = `/remotes/${dir}/remoteEntry.js`;
  }
  return remotes;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
/** A path whose last segment has an extension asks for a file, not a page. */
const isFilePath = (url: string) => path.extname(url.split('?')[0]) !== '';

/** What @fastify/static hands to setHeaders: the raw response. */
interface HeaderTarget {
  setHeader(name: string, value: string): unknown;
}

function shellHeaders(res: HeaderTarget, filePath: string) {
  const name = path.basename(filePath);
  res.setHeader('Cache-Control', name !== 'index.html' && HASHED_FILE.test(name) ? LONG_CACHE : NO_CACHE);
}

function remoteHeaders(res: HeaderTarget, filePath: string) {
  const name = path.basename(filePath);
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cache-Control', REMOTE_ENTRY_FILES.has(name) ? NO_CACHE : LONG_CACHE);
}

async function webPlugin(app: FastifyInstance, options: WebPluginOptions) {
  const shellDir = path.join(options.webRoot, 'shell', 'dist');
  const indexFile = path.join(shellDir, 'index.html');
  const hasShell = fs.existsSync(indexFile);

  if (hasShell) {
    await app.register(fastifyStatic, {
      root: shellDir,
      prefix: '/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: shellHeaders,
    });
  }
  for (const dir of REMOTE_DIRS) {
    const root = path.join(options.webRoot, dir, 'dist');
    if (!isDirectory(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${dir}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders: remoteHeaders,
    });
  }

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE).header('Access-Control-Allow-Origin', '*');
    return options.remotes ?? builtRemotes(options.webRoot);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasShell && wantsPage && !isApiPath(url) && !url.startsWith('/remotes/') && !isFilePath(url)) {
      // Read per request: a rebuilt shell is served without restarting the API.
      const html = await fs.promises.readFile(indexFile);
      return reply.status(200).header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(html);
    }
    return reply.status(404).send({ code: 404, message: MSG_NOT_FOUND, data: null });
  });
}

export default fp(webPlugin, { name: 'web' });
