// The body of a render worker, as plain CommonJS text run with `new Worker(code, { eval: true })`: nothing here
// depends on where this file was compiled to (ts-jest sources or api/dist), only on the absolute paths the
// parent resolved and passes in workerData.

export interface RenderWorkerData {
  /** Absolute path of the engine's JavaScript entry (see worker-entry.ts). */
  codegenEntry: string;
}

export const RENDER_WORKER_SOURCE = `
'use strict';
const { parentPort, workerData } = require('node:worker_threads');

const codegen = require(workerData.codegenEntry);

// A first render is several times slower than the next (cold code, Liquid's parser): pay that before the first
// job's time limit starts, on a one-entity model through every official set.
const WARM_MODEL = {
  project: { name: 'Warm', basePackage: 'com.example.warm', database: 'MYSQL' },
  entities: [
    {
      className: 'Item',
      tableName: 'item',
      fields: [
        { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
        { name: 'title', column: 'title', type: 'string', label: 'Title' },
      ],
    },
  ],
};
for (const set of codegen.officialSets || []) {
  try {
    codegen.renderSet(WARM_MODEL, set);
  } catch {
    // Warming only: a set that fails here fails again, with its message, in a real job.
  }
}

function plainError(error) {
  const e = error && typeof error === 'object' ? error : { message: String(error) };
  return {
    name: typeof e.name === 'string' ? e.name : 'Error',
    message: typeof e.message === 'string' ? e.message : String(error),
    file: typeof e.file === 'string' ? e.file : undefined,
    line: typeof e.line === 'number' ? e.line : null,
    problems: Array.isArray(e.problems)
      ? e.problems.map((p) => ({ path: String(p.path), message: String(p.message) }))
      : undefined,
  };
}

parentPort.on('message', (job) => {
  const started = performance.now();
  try {
    const files = codegen.renderSet(job.model, job.set, { limits: job.limits, entities: job.entities });
    parentPort.postMessage({
      ok: true,
      files: files.map((f) => ({ path: f.path, content: f.content, language: f.language })),
      elapsedMs: Math.round(performance.now() - started),
    });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: plainError(error) });
  }
});

parentPort.postMessage({ ready: true });
`;
