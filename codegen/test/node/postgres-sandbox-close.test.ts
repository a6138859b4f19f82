// A stopping server closes the sandbox while its PostgreSQL may still be starting (seconds on a loaded machine):
// close() must end that thread at once, not wait for it to become ready first, and an import already waiting on it
// must still settle, with the text import and a note saying the PostgreSQL service was not available.
import type { Worker as NodeWorker } from 'node:worker_threads';

import { importPostgresqlDdl } from '../../src/node/import-postgresql';
import { PostgresSandbox } from '../../src/node/postgres-sandbox';

/** What the sandbox's threads did, in order, next to what the test saw. */
const events: string[] = [];
const workers: NodeWorker[] = [];

jest.mock('node:worker_threads', () => {
  const actual = jest.requireActual<typeof import('node:worker_threads')>('node:worker_threads');
  // The real Worker, recording when its PostgreSQL reports ready and when the thread exits.
  class RecordingWorker extends actual.Worker {
    constructor(...args: ConstructorParameters<typeof actual.Worker>) {
      super(...args);
      workers.push(this);
      this.on('message', (message: { ready?: boolean }) => {
        if (message?.ready === true) events.push('ready');
      });
      this.on('exit', () => events.push('exit'));
    }
  }
  return { ...actual, Worker: RecordingWorker };
});

jest.setTimeout(120_000);

const script = 'CREATE TABLE account (id bigint PRIMARY KEY, email varchar(200) NOT NULL);';

afterEach(() => {
  events.length = 0;
  workers.length = 0;
});

describe('closing the PostgreSQL sandbox', () => {
  it('ends a thread that is still starting without waiting for it, and the waiting import settles', async () => {
    const sandbox = new PostgresSandbox();
    const imported = importPostgresqlDdl(script, sandbox);
    expect(workers).toHaveLength(1);

    await sandbox.close();
    events.push('closed');
    const result = await imported;

    // The thread exited before close() resolved, and its PostgreSQL never got to report ready.
    expect(events).toEqual(['exit', 'closed']);
    expect(result.model.entities.map((e) => e.tableName)).toEqual(['account']);
    expect(result.approximations.map((a) => a.reason)).toEqual([
      expect.stringContaining('PostgreSQL 解析服务暂不可用'),
    ]);

    // Closed stays closed: nothing starts a new thread afterwards.
    sandbox.warm();
    await expect(sandbox.run([])).resolves.toEqual({ ok: false, reason: 'unavailable' });
    expect(workers).toHaveLength(1);
  });

  it('ends a thread under a running script: the import is told the service went away, not that it ran too long', async () => {
    const sandbox = new PostgresSandbox();
    // Ready first, so the next script is in flight when close() comes.
    await importPostgresqlDdl('CREATE TABLE warm_up (id int);', sandbox);
    const imported = importPostgresqlDdl(`${script}\nDO $$ BEGIN PERFORM pg_sleep(60); END $$;`, sandbox);
    // The thread takes the script as soon as it is posted; give it a moment to be inside pg_sleep.
    await new Promise((resolve) => setTimeout(resolve, 500));

    await sandbox.close();
    events.push('closed');
    const result = await imported;

    expect(events).toEqual(['ready', 'exit', 'closed']);
    expect(result.model.entities.map((e) => e.tableName)).toEqual(['account']);
    expect(result.approximations.map((a) => a.reason)).toEqual([
      expect.stringContaining('PostgreSQL 解析服务暂不可用'),
    ]);
  });
});
