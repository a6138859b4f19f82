// Serves the built frontends so one process is the whole product: the shell at /, each remote at /remotes/<dir>/,
// /remotes.json for the shell's run-time remote registry, and index.html for every other non-API, non-file path.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { manifest, MSG_NOT_FOUND, sameOriginRemoteEntries, type RemoteManifest } from '@modelsmith/contract';

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

/** The remotes of the platform manifest whose dist exists under webRoot. */
const builtRemoteManifests = (webRoot: string): RemoteManifest[] =>
  manifest.remotes.filter((remote) => isDirectory(path.join(webRoot, remote.dir, 'dist')));

/** Federation name → remoteEntry URL of every built remote (mf_auth → /remotes/mf-auth/remoteEntry.js). */
export function builtRemotes(webRoot: string): Record<string, string> {
  const entries = sameOriginRemoteEntries();
  return Object.fromEntries(
    builtRemoteManifests(webRoot).map((remote) => [remote.name, entries[remote.name]]),
  );
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
  for (const remote of builtRemoteManifests(options.webRoot)) {
    await app.register(fastifyStatic, {
      root: path.join(options.webRoot, remote.dir, 'dist'),
      prefix: `/remotes/${remote.dir}/`,
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
