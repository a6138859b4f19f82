// The app on this file's database, an SMTP sink and a movable clock; data and mails are emptied between tests.
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../src/app';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/client';
import { type TemplateSetRow, templateSets } from '../../src/db/schema';
import { seedOfficialSets } from '../../src/domain/official-sets';
import { openTestDatabase, type TestDatabase } from './database';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

export const START_TIME = new Date('2026-03-02T08:00:00.000Z');

export class TestClock {
  private current = START_TIME.getTime();
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current += ms;
  }
  reset() {
    this.current = START_TIME.getTime();
  }
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  sink: SmtpSink;
  clock: TestClock;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(os.tmpdir(), 'modelsmith-api-test'),
    databaseUrl: null,
    smtpUrl: null,
    mailFrom: '模型工匠 <no-reply@modelsmith.local>',
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    verificationSecret: 'test-verification-secret-0123456789-abcdef',
    adminUsername: 'admin',
    adminPassword: 'Admin12345',
    // A folder with no built frontends: API-only mode unless a test gives its own.
    webRoot: path.join(os.tmpdir(), 'modelsmith-api-test-no-web'),
    remotes: null,
    logLevel: 'silent',
    trustProxy: false,
    // Far above what a test sends, so only the rate-limit tests meet the flood guard.
    rateLimit: { userPerMinute: 10_000, ipPerMinute: 10_000, expensivePerMinute: 10_000 },
    ...overrides,
  };
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Routes only this test file needs, added before the app is ready. */
  routes?: (app: FastifyInstance) => void;
}

/** Registers the jest hooks of one test file and returns the context they fill in. */
export function setupTestApp(options: TestAppOptions = {}): TestContext {
  const context = { clock: new TestClock() } as TestContext;
  let testDb: TestDatabase;
  /** The official sets as the first seed wrote them: put back as they were, faster than seeding again. */
  let officialSets: Omit<TemplateSetRow, 'id'>[] | undefined;

  beforeAll(async () => {
    testDb = await openTestDatabase();
    context.sink = await startSmtpSink();
    context.db = testDb.database.db;
    const app = await createApp({
      config: testConfig({ smtpUrl: context.sink.url, ...options.config }),
      database: testDb.database,
      now: context.clock.now,
    });
    options.routes?.(app);
    await app.ready();
    context.app = app;
    // Opening PGlite (or creating a PostgreSQL database) and migrating takes a few seconds.
  }, 60_000);

  beforeEach(async () => {
    await testDb.reset();
    context.sink.mails.length = 0;
    context.clock.reset();
    // The official template sets are part of every started app: put them back after emptying the tables
    // (same order, so the same ids).
    if (officialSets) {
      await context.db.insert(templateSets).values(officialSets);
    } else {
      await seedOfficialSets(context.db, context.clock.now());
      const rows = await context.db.select().from(templateSets).orderBy(templateSets.id);
      officialSets = rows.map(({ id: _id, ...row }) => row);
    }
  });

  afterAll(async () => {
    await context.app?.close();
    await context.sink?.close();
    await testDb?.close();
  }, 30_000);

  return context;
}
