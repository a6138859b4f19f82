// Renders a user's template set off the event loop: each job runs in a pooled worker thread with a heap cap, the
// engine's own limits and a hard wall-clock limit, so a hostile template never stalls the server (issue 9).
import os from 'node:os';
import { Worker } from 'node:worker_threads';

import {
  DEFAULT_LIMITS,
  type Model,
  officialSets,
  type RenderLimits,
  SAMPLE_MODEL,
} from '@modelsmith/codegen';

import { type RenderError, renderErrorsOf, type WorkerError, wholeRenderFailed } from './render-errors';
import { RENDER_WORKER_SOURCE, type RenderWorkerData } from './render-worker-source';
import { filesOfSet, type TemplateFile, toTemplateSet } from './template-files';
import { loadableEntry } from './worker-entry';

export type { RenderError } from './render-errors';

export interface RenderJob {
  model: Model;
  files: TemplateFile[];
  setId?: string;
  setName?: string;
  language?: string;
  /** Only these entities (class names) get per-entity files; omitted: every entity. */
  entities?: string[];
}

export interface RenderedFile {
  path: string;
  content: string;
  language: string;
}

export type RenderOutcome =
  { ok: true; files: RenderedFile[]; elapsedMs: number } | { ok: false; errors: RenderError[] };

export interface RenderJobOptions {
  /** Hard wall-clock limit of the render, from the moment a worker takes the job (default 1000 ms). */
  timeoutMs?: number;
}

export interface RenderPoolOptions {
  /** Most workers alive at once; jobs beyond them wait in a queue. */
  size?: number;
  /** Heap cap of each worker (old generation), in MB. */
  heapMb?: number;
  /** Entry of @modelsmith/codegen to load in the workers; default: what `require.resolve` finds here. */
  codegenEntry?: string;
}

export const DEFAULT_TIMEOUT_MS = 1000;
const DEFAULT_HEAP_MB = 256;

type WorkerReply = { ok: true; files: RenderedFile[]; elapsedMs: number } | { ok: false; error: WorkerError };

type JobEnd =
  { kind: 'reply'; reply: WorkerReply } | { kind: 'timeout' } | { kind: 'crash'; error: Error | null };

/** The engine's limits stay under the wall clock, so it usually stops first with an error naming file and line. */
function limitsWithin(timeoutMs: number): Partial<RenderLimits> {
  const totalMs = Math.max(10, Math.floor(timeoutMs * 0.9));
  return { totalMs, renderMs: Math.min(DEFAULT_LIMITS.renderMs, totalMs) };
}

function timeoutMessage(timeoutMs: number): string {
  const limit = timeoutMs % 1000 === 0 ? `${timeoutMs / 1000} 秒` : `${timeoutMs} 毫秒`;
  return `模板渲染超时（超过 ${limit}），请检查是否有死循环、过大的循环或递归`;
}

function crashMessage(error: Error | null): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY')
    return '模板渲染占用内存过多，已被终止，请检查是否有过大的循环、字符串拼接或数组';
  if (error instanceof RangeError) return 'include/render 嵌套过深，渲染已被终止（可能是模板递归引用了自己）';
  return '模板渲染进程意外退出，请检查模板是否有过深的递归或过大的输出';
}

export class RenderPool {
  private readonly size: number;
  private readonly heapMb: number;
  private readonly codegenEntry: string | undefined;
  private workerData: RenderWorkerData | null = null;
  private readonly idle: Worker[] = [];
  private readonly busy = new Set<Worker>();
  private readonly waiting: { resolve: (worker: Worker) => void; reject: (error: Error) => void }[] = [];
  private starting = 0;
  private closed = false;

  constructor(options: RenderPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? Math.max(1, os.availableParallelism() - 1));
    this.heapMb = options.heapMb ?? DEFAULT_HEAP_MB;
    this.codegenEntry = options.codegenEntry;
  }

  async render(job: RenderJob, options: RenderJobOptions = {}): Promise<RenderOutcome> {
    try {
      return await this.renderOrThrow(job, options);
    } catch {
      // Only our own bugs land here (a model that cannot be cloned to the worker, say): never the user's text.
      return {
        ok: false,
        errors: wholeRenderFailed('模板渲染失败：生成引擎内部错误，请稍后重试', job.files),
      };
    }
  }

  private async renderOrThrow(job: RenderJob, options: RenderJobOptions): Promise<RenderOutcome> {
    const timeoutMs = Math.max(1, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const set = toTemplateSet(
      { id: job.setId ?? 'preview', name: job.setName ?? '模板预览', language: job.language ?? 'text' },
      job.files,
    );
    let worker: Worker;
    try {
      worker = await this.acquire();
    } catch {
      return { ok: false, errors: wholeRenderFailed('模板渲染服务暂不可用，请稍后重试', job.files) };
    }
    const end = await this.runOn(
      worker,
      { model: job.model, set, limits: limitsWithin(timeoutMs), entities: job.entities },
      timeoutMs,
    );
    if (end.kind !== 'reply') {
      this.discard(worker);
      const message = end.kind === 'timeout' ? timeoutMessage(timeoutMs) : crashMessage(end.error);
      return { ok: false, errors: wholeRenderFailed(message, job.files) };
    }
    this.release(worker);
    const { reply } = end;
    return reply.ok
      ? { ok: true, files: reply.files, elapsedMs: reply.elapsedMs }
      : { ok: false, errors: renderErrorsOf(reply.error, set.id, job.files) };
  }

  /** Stops every worker; jobs still running or queued answer an error. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new Error('render pool closed'));
    const workers = [...this.idle.splice(0), ...this.busy];
    this.busy.clear();
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private get live(): number {
    return this.idle.length + this.busy.size + this.starting;
  }

  private async acquire(): Promise<Worker> {
    if (this.closed) throw new Error('render pool closed');
    const worker = this.idle.pop() ?? (this.live < this.size ? await this.start() : await this.wait());
    this.busy.add(worker);
    // A busy worker keeps the process alive until it answers; an idle one never does.
    worker.ref();
    return worker;
  }

  private wait(): Promise<Worker> {
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  /** Resolved on first use, so a missing engine build answers renders with an error instead of throwing. */
  private dataForWorkers(): RenderWorkerData {
    this.workerData ??= {
      codegenEntry: loadableEntry(this.codegenEntry ?? require.resolve('@modelsmith/codegen')),
    };
    return this.workerData;
  }

  private start(): Promise<Worker> {
    let workerData: RenderWorkerData;
    try {
      workerData = this.dataForWorkers();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    this.starting += 1;
    return new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(RENDER_WORKER_SOURCE, {
        eval: true,
        workerData,
        resourceLimits: { maxOldGenerationSizeMb: this.heapMb, maxYoungGenerationSizeMb: 32 },
      });
      const fail = (error: Error): void => {
        worker.off('message', onReady);
        this.starting -= 1;
        void worker.terminate();
        reject(error);
        this.handOver();
      };
      const onReady = (message: { ready?: boolean }): void => {
        if (!message?.ready) return;
        worker.off('message', onReady);
        worker.off('error', fail);
        worker.off('exit', onEarlyExit);
        this.starting -= 1;
        if (this.closed) {
          void worker.terminate();
          reject(new Error('render pool closed'));
          return;
        }
        resolve(worker);
      };
      const onEarlyExit = (code: number): void => fail(new Error(`render worker exited with code ${code}`));
      // Without a listener a late 'error' (after a timeout, or in an idle worker) would crash the server.
      worker.on('error', () => undefined);
      worker.on('exit', () => this.forget(worker));
      worker.on('message', onReady);
      worker.once('error', fail);
      worker.once('exit', onEarlyExit);
    });
  }

  private runOn(worker: Worker, message: object, timeoutMs: number): Promise<JobEnd> {
    return new Promise((resolve) => {
      const finish = (end: JobEnd): void => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve(end);
      };
      const onMessage = (reply: WorkerReply): void => finish({ kind: 'reply', reply });
      const onError = (error: Error): void => finish({ kind: 'crash', error });
      const onExit = (): void => finish({ kind: 'crash', error: null });
      const timer = setTimeout(() => finish({ kind: 'timeout' }), timeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      try {
        worker.postMessage(message);
      } catch (error) {
        // A job that cannot be cloned to the worker never reached it: the worker itself is fine.
        finish({ kind: 'reply', reply: { ok: false, error: { name: 'Error', message: String(error) } } });
      }
    });
  }

  private release(worker: Worker): void {
    this.busy.delete(worker);
    worker.unref();
    if (this.closed) {
      void worker.terminate();
      return;
    }
    const next = this.waiting.shift();
    if (next) next.resolve(worker);
    else this.idle.push(worker);
  }

  /** A worker that exited on its own is no longer part of the pool. */
  private forget(worker: Worker): void {
    const i = this.idle.indexOf(worker);
    if (i >= 0) this.idle.splice(i, 1);
  }

  /** A worker that timed out or crashed is never reused: its state is unknown. */
  private discard(worker: Worker): void {
    this.busy.delete(worker);
    void worker.terminate();
    this.handOver();
  }

  /** A freed slot goes to the first queued job, which starts a fresh worker in it. */
  private handOver(): void {
    if (this.closed || this.waiting.length === 0 || this.live >= this.size) return;
    const next = this.waiting.shift();
    if (next) this.start().then(next.resolve, next.reject);
  }
}

let shared: RenderPool | null = null;

/** Renders `job.files` for `job.model` in the shared pool; never throws: every failure is an outcome. */
export function renderInWorker(job: RenderJob, options?: RenderJobOptions): Promise<RenderOutcome> {
  shared ??= new RenderPool();
  return shared.render(job, options);
}

/** Stops the shared pool's workers (server shutdown, tests); the next render starts a new pool. */
export async function closeRenderPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}

/**
 * Renders the sample model with every official set once, one after another, so the workers' JIT has compiled
 * the engine's hot paths before the first user's preview (a cold 16-entity Spring Boot render takes ~4× a warm
 * one). Runs in the background after start-up; its outcome is ignored.
 */
export async function warmRenderPool(): Promise<void> {
  for (const set of officialSets)
    await renderInWorker({ model: SAMPLE_MODEL, files: filesOfSet(set), setId: set.id, setName: set.name });
}
