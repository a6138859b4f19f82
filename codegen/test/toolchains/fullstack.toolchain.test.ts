// The generated frontends against a generated backend, as a user runs them: the FastAPI + SQLAlchemy backend serves
// the kitchen sink on a real database loaded with the generated DDL; the React + antd app (this product's envelope,
// PostgreSQL) and the Vue 3 + Element Plus app (RuoYi's envelope, MariaDB) install their own dependencies from the
// registry, are built by their own `npm run build` (type check and Vite) and served by `vite preview`, which
// forwards /api to the backend as `npm run dev` does; a person adds a row through the form (a reference and an enum
// chosen by their labels), finds it in the list, edits it and deletes it in Debian chromium.
// SCREENSHOT_DIR=<folder> keeps a screenshot of each list with its new row.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Browser } from 'playwright-core';

import type { Model } from '../../src/model/types';
import { generateToDir } from '../support/generate-to-dir';
import { testModel } from '../support/models';
import { launchChromium, runBrowserCrud } from './contract/browser-crud';
import { createDatabaseFor, type Dialect } from './contract/databases';
import { freePort, startServer, type RunningServer } from './contract/server';
import { venvFor } from './python-venv';
import { npmInstall, npmRun } from './npm-project';

jest.setTimeout(600_000);

interface Stack {
  frontend: 'react-antd-crud' | 'vue3-element-plus-crud';
  model: string;
  dialect: Dialect;
  apiStyle: 'MODELSMITH' | 'RUOYI';
  /** Entities a person adds, edits and deletes: references and enums by label, a tree, plain text. */
  entities: string[];
}

const STACKS: Stack[] = [
  {
    frontend: 'react-antd-crud',
    model: 'kitchen-sink-postgresql',
    dialect: 'postgresql',
    apiStyle: 'MODELSMITH',
    entities: ['Product', 'Category', 'Order'],
  },
  {
    frontend: 'vue3-element-plus-crud',
    model: 'kitchen-sink',
    dialect: 'mysql',
    apiStyle: 'RUOYI',
    entities: ['Product', 'Category', 'Order'],
  },
];

function modelOf(stack: Stack): Model {
  const model = testModel(stack.model);
  model.project.apiStyle = stack.apiStyle;
  return model;
}

async function startBackend(model: Model, dir: string, databaseUrl: string, label: string) {
  const cwd = generateToDir(model, 'fastapi-sqlalchemy', dir);
  const venv = venvFor(path.join(cwd, 'requirements.txt'), 'fastapi');
  const port = await freePort();
  return startServer({
    label: `FastAPI（${label}）`,
    command: venv.python,
    args: ['-m', 'uvicorn', 'app.main:app', '--host', '127.0.0.1', '--port', String(port)],
    cwd,
    env: { DATABASE_URL: databaseUrl },
    port,
    timeoutMs: 60_000,
  });
}

/**
 * Sets the frontend up as its README says — npm install from the registry, npm run build (type check and Vite) —
 * and serves dist/ with its own Vite, /api forwarded to the backend.
 */
async function startFrontend(model: Model, stack: Stack, dir: string, backend: RunningServer) {
  // The backend is chosen when the app is served, so a folder built once serves again as it is.
  const built = existsSync(path.join(dir, 'dist', 'index.html'));
  const cwd = built ? dir : generateToDir(model, stack.frontend, dir);
  if (!built) {
    const install = npmInstall(cwd, stack.frontend);
    const build = npmRun(cwd, 'build', stack.frontend, { NODE_ENV: 'production' });
    console.log(`${stack.frontend}：npm install ${install} 秒，npm run build ${build} 秒`);
  }
  const port = await freePort();
  return startServer({
    label: `vite preview（${stack.frontend}）`,
    command: process.execPath,
    args: [
      path.join(cwd, 'node_modules', 'vite', 'bin', 'vite.js'),
      'preview',
      '--port',
      String(port),
      '--strictPort',
    ],
    cwd,
    env: { VITE_API_TARGET: backend.baseUrl, NODE_ENV: 'production' },
    port,
  });
}

describe('generated frontends on a generated backend, in the browser', () => {
  let browser: Browser;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'modelsmith-fullstack-'));
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it.each(STACKS)(
    '$frontend ($apiStyle) adds, finds, edits and deletes $entities on FastAPI and $dialect',
    async (stack) => {
      const model = modelOf(stack);
      const label = `${stack.frontend}-${stack.dialect}`;
      const database = await createDatabaseFor(model, stack.dialect);
      const servers: RunningServer[] = [];
      try {
        const backend = await startBackend(model, path.join(root, `${label}-api`), database.url, label);
        servers.push(backend);
        const frontend = await startFrontend(model, stack, path.join(root, `${label}-web`), backend);
        servers.push(frontend);
        for (const entity of stack.entities) {
          const screenshotDir = process.env.SCREENSHOT_DIR;
          try {
            await runBrowserCrud({
              browser,
              appUrl: frontend.baseUrl,
              apiUrl: backend.baseUrl,
              model,
              entity,
              screenshot: screenshotDir ? path.join(screenshotDir, `${label}-${entity}.png`) : undefined,
            });
          } catch (error) {
            throw new Error(
              `${stack.frontend} 的 ${entity}：${(error as Error).message}\n后端输出：\n${backend.logs().slice(-4000)}`,
            );
          }
        }
      } finally {
        for (const server of servers.reverse()) await server.stop();
        await database.drop();
      }
    },
  );

  it('fails when the frontend cannot reach its backend', async () => {
    const stack = STACKS[0];
    const model = modelOf(stack);
    const nowhere = { baseUrl: `http://127.0.0.1:${await freePort()}` } as RunningServer;
    const dir = path.join(root, `${stack.frontend}-${stack.dialect}-web`);
    const frontend = await startFrontend(model, stack, dir, nowhere);
    try {
      await expect(
        runBrowserCrud({
          browser,
          appUrl: frontend.baseUrl,
          apiUrl: nowhere.baseUrl,
          model,
          entity: 'Category',
        }),
      ).rejects.toThrow();
    } finally {
      await frontend.stop();
    }
  });
});
