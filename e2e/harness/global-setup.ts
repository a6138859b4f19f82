// Starts the whole site for the specs: SMTP sink, one static origin per remote, the real API, a control server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApi, stopApi } from './api-process';
import { ensureBuilds, repoRoot } from './builds';
import { startControlServer } from './control-server';
import { freePort } from './ports';
import { startSmtpSink } from './smtp-sink';
import { startStaticOrigin, type StaticOrigin } from './static-origin';
import { publishTopology, REMOTES, type RemoteName } from './topology';

export const E2E_ADMIN = { username: 'e2eadmin', password: 'E2eAdmin2026pass' };

export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureBuilds();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'modelsmith-e2e-'));
  const smtpPort = await freePort();
  const sink = await startSmtpSink(smtpPort);

  const origins = {} as Record<RemoteName, StaticOrigin>;
  for (const [name, dir] of Object.entries(REMOTES) as [RemoteName, string][]) {
    origins[name] = await startStaticOrigin(path.join(repoRoot, dir, 'dist'), await freePort());
  }
  const remoteEntries = Object.fromEntries(
    Object.entries(origins).map(([name, origin]) => [name, `${origin.origin}/remoteEntry.js`]),
  );
  const apiPort = await freePort();
  const api = await startApi({
    port: apiPort,
    dataDir,
    smtpPort,
    remotes: remoteEntries,
    admin: E2E_ADMIN,
    logFile: path.join(__dirname, '..', 'test-results', 'api.log'),
  });
  const controlPort = await freePort();
  const control = await startControlServer(controlPort, sink, origins);

  publishTopology({
    baseURL: `http://127.0.0.1:${apiPort}`,
    remoteOrigins: Object.fromEntries(Object.entries(origins).map(([n, o]) => [n, o.origin])) as Record<
      RemoteName,
      string
    >,
    controlURL: `http://127.0.0.1:${controlPort}`,
    admin: E2E_ADMIN,
  });

  return async () => {
    await stopApi(api);
    await new Promise<void>((resolve) => control.close(() => resolve()));
    await Promise.all(Object.values(origins).map((origin) => origin.close()));
    await sink.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
