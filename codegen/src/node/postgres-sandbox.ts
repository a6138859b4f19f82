// An embedded PostgreSQL (PGlite, in a worker thread) that runs a user's DDL script and reads back the catalog:
// PostgreSQL itself decides what the script means. Each script runs in one transaction that is rolled back, so one
// warm instance serves every import; a script that runs too long (a DO block that loops) gets its worker
// terminated, and the next job starts a fresh one.
import { Worker } from 'node:worker_threads';

import type { SandboxStatement } from '../ddl/catalog/statements';
import { CATALOG_QUERIES, type CatalogSnapshot } from '../ddl/catalog/queries';

/** Contrib extensions PGlite ships that real schemas create; loaded by `CREATE EXTENSION`, not before. */
const EXTENSIONS = [
  'btree_gin',
  'btree_gist',
  'citext',
  'cube',
  'earthdistance',
  'fuzzystrmatch',
  'hstore',
  'intarray',
  'isn',
  'lo',
  'ltree',
  'moddatetime',
  'pg_trgm',
  'pgcrypto',
  'seg',
  'tablefunc',
  'unaccent',
  'uuid_ossp',
];

export type SandboxOutcome =
  | {
      ok: true;
      catalog: CatalogSnapshot;
      /** Per statement, in order: null when PostgreSQL ran it, else its error message. */
      errors: (string | null)[];
    }
  | { ok: false; reason: 'timeout' | 'unavailable' };

export interface PostgresSandboxOptions {
  /** Wall-clock limit of one script, from the moment the worker takes it (default 20 s). */
  timeoutMs?: number;
  /** Limit for a new worker's PostgreSQL to start (default 60 s). */
  startTimeoutMs?: number;
  /** A worker idle this long stops, giving back its memory (~450 MB); the next script starts a new one. Default 10 min. */
  idleMs?: number;
}

const WORKER_SOURCE = `
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(workerData.pglite);
const extensions = {};
for (const [name, file] of Object.entries(workerData.extensions)) extensions[name] = require(file)[name];
// The script runs in one transaction, which holds a lock on every table, index and sequence it creates until the
// end: PostgreSQL's default lock table (64 per connection) ran out at ~1 600 tables with their indexes. 1 024 holds
// some 15 000 tables and costs no memory until used.
const pg = new PGlite({
  extensions,
  startParams: [...PGlite.defaultStartParams, '-c', 'max_locks_per_transaction=1024'],
});

// Statements run CHUNK at a time in one SAVEPOINT; a chunk with a failing statement is rolled back and run again a
// statement per SAVEPOINT, so a failing one is undone alone. A savepoint per statement from the start made a
// 3 600-statement script 1.7 × slower: every subtransaction that writes takes an XID of its own.
const CHUNK = 50;

async function runEach(statements, errors) {
  for (const text of statements) {
    await pg.query('SAVEPOINT statement');
    try {
      await pg.query(text);
      await pg.query('RELEASE SAVEPOINT statement');
      errors.push(null);
    } catch (error) {
      await pg.query('ROLLBACK TO SAVEPOINT statement');
      errors.push(String((error && error.message) || error));
    }
  }
}

async function run(job) {
  const errors = [];
  await pg.query('BEGIN');
  try {
    for (let start = 0; start < job.statements.length; start += CHUNK) {
      const chunk = job.statements.slice(start, start + CHUNK);
      await pg.query('SAVEPOINT chunk');
      try {
        for (const text of chunk) await pg.query(text);
        await pg.query('RELEASE SAVEPOINT chunk');
        for (const _ of chunk) errors.push(null);
      } catch {
        await pg.query('ROLLBACK TO SAVEPOINT chunk');
        await pg.query('RELEASE SAVEPOINT chunk');
        await runEach(chunk, errors);
      }
    }
    // Every name qualified the same way whatever search_path the script set.
    await pg.query('SET LOCAL search_path = pg_catalog');
    const catalog = {};
    for (const [key, sql] of Object.entries(job.queries)) catalog[key] = (await pg.query(sql)).rows;
    return { catalog, errors };
  } finally {
    await pg.query('ROLLBACK');
  }
}

pg.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: String(error) }),
);
parentPort.on('message', (job) => {
  run(job).then(
    (result) => parentPort.postMessage({ ok: true, ...result }),
    (error) => parentPort.postMessage({ ok: false, error: String((error && error.message) || error) }),
  );
});
`;

/** The worker's next message, or null when it exits or `ms` pass first. */
function nextMessage<T>(worker: Worker, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(null), ms);
    const onMessage = (message: T) => finish(message);
    const onExit = () => finish(null);
    function finish(message: T | null) {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      resolve(message);
    }
    worker.on('message', onMessage);
    worker.on('exit', onExit);
  });
}

interface Job {
  statements: SandboxStatement[];
  resolve: (outcome: SandboxOutcome) => void;
}

export class PostgresSandbox {
  private readonly timeoutMs: number;
  private readonly startTimeoutMs: number;
  private readonly idleMs: number;
  private idleTimer: NodeJS.Timeout | null = null;
  /** The thread from the moment it is created, so close() can end it while its PostgreSQL is still starting. */
  private worker: Worker | null = null;
  /** The current thread once its PostgreSQL is ready; null when it failed to start or was ended first. */
  private ready: Promise<Worker | null> | null = null;
  private readonly queue: Job[] = [];
  private running = false;
  private closed = false;

  constructor(options: PostgresSandboxOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.startTimeoutMs = options.startTimeoutMs ?? 60_000;
    this.idleMs = options.idleMs ?? 600_000;
  }

  /** Starts PostgreSQL now, so the first import does not wait for it. */
  warm(): void {
    void this.acquire();
  }

  /** Runs the statements in a transaction that is rolled back, and reads the catalog before the rollback. */
  run(statements: SandboxStatement[]): Promise<SandboxOutcome> {
    if (this.closed) return Promise.resolve({ ok: false, reason: 'unavailable' });
    return new Promise((resolve) => {
      this.queue.push({ statements, resolve });
      void this.drain();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    for (const job of this.queue.splice(0)) job.resolve({ ok: false, reason: 'unavailable' });
    // Ends the thread even while it starts (seconds on a loaded machine): a stopping server must not wait for it.
    await this.discard();
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    try {
      for (let job = this.queue.shift(); job; job = this.queue.shift()) job.resolve(await this.runJob(job));
    } finally {
      this.running = false;
      if (!this.closed) {
        this.idleTimer = setTimeout(() => {
          if (!this.running) void this.discard();
        }, this.idleMs);
        this.idleTimer.unref();
      }
    }
  }

  private async runJob(job: Job): Promise<SandboxOutcome> {
    const worker = await this.acquire();
    if (!worker || this.closed) return { ok: false, reason: 'unavailable' };
    worker.ref();
    const reply = nextMessage<Record<string, unknown>>(worker, this.timeoutMs);
    worker.postMessage({ statements: job.statements.map((s) => s.text), queries: CATALOG_QUERIES });
    const answer = await reply;
    worker.unref();
    if (!answer || answer.ok !== true) {
      // close() ended the thread under the script: the service went away, the script did not run too long.
      if (this.closed) return { ok: false, reason: 'unavailable' };
      // A script that outran its time (or broke the instance) takes its worker with it.
      if (this.worker === worker) await this.discard();
      return { ok: false, reason: answer ? 'unavailable' : 'timeout' };
    }
    return {
      ok: true,
      catalog: answer.catalog as CatalogSnapshot,
      errors: answer.errors as (string | null)[],
    };
  }

  private acquire(): Promise<Worker | null> {
    if (this.closed) return Promise.resolve(null);
    this.ready ??= this.start();
    return this.ready;
  }

  /** Ends the current thread, ready or still starting; whoever awaits its start gets null. */
  private async discard(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    await worker?.terminate();
  }

  private async start(): Promise<Worker | null> {
    const pglite = require.resolve('@electric-sql/pglite');
    const contrib = (name: string) => require.resolve(`@electric-sql/pglite/contrib/${name}`);
    const extensions = Object.fromEntries(EXTENSIONS.map((name) => [name, contrib(name)]));
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { pglite, extensions } });
    this.worker = worker;
    worker.unref();
    worker.on('error', () => undefined);
    const ready = await nextMessage<{ ready?: boolean }>(worker, this.startTimeoutMs);
    // Ended meanwhile (close, idle stop): its exit is the null message, and the next job starts a new thread.
    if (this.worker !== worker) return null;
    if (ready?.ready === true) return worker;
    await this.discard();
    return null;
  }
}
