// One process serves the frontends: shell with SPA fallback, remotes with CORS and cache rules, /remotes.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setupTestApp } from '../helpers/test-app';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'modelsmith-web-'));
const write = (relative: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(webRoot, relative)), { recursive: true });
  fs.writeFileSync(path.join(webRoot, relative), content);
};
write('shell/dist/index.html', '<!doctype html><title>模型工匠</title>');
write('shell/dist/main.3f9a2b1c4d.js', 'console.log("shell")');
write('mf-auth/dist/remoteEntry.js', 'var mf_auth;');
write('mf-auth/dist/mf-manifest.json', '{}');
write('mf-auth/dist/src_login.1a2b3c4d5e.js', 'login()');
write('mf-admin/dist/remoteEntry.js', 'var mf_admin;');

const ctx = setupTestApp({ config: { webRoot } });
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

describe('web plugin', () => {
  it('lists only the built remotes in /remotes.json, uncached', async () => {
    const response = await get('/remotes.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      mf_auth: '/remotes/mf-auth/remoteEntry.js',
      mf_admin: '/remotes/mf-admin/remoteEntry.js',
    });
  });

  it('serves index.html for app paths with no-cache, and hashed shell assets long-cached', async () => {
    for (const url of ['/', '/dashboard', '/projects/12/entities/3/edit']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>模型工匠</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await get('/main.3f9a2b1c4d.js');
    expect(asset.body).toBe('console.log("shell")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves remotes with CORS, entry files uncached and chunks long-cached', async () => {
    const entry = await get('/remotes/mf-auth/remoteEntry.js');
    expect(entry.body).toBe('var mf_auth;');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/mf-auth/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/mf-auth/src_login.1a2b3c4d5e.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers the 404 envelope, not index.html, for unknown API paths, missing files and missing remotes', async () => {
    for (const url of ['/api/v1/unknown', '/missing.js', '/remotes/mf-billing/remoteEntry.js']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: '请求的资源不存在', data: null });
    }
  });
});
