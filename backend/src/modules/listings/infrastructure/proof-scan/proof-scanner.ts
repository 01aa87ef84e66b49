import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ScanLimits, ScanOutcome, ScanRequest } from './proof-scan.worker.js';

export type { ScanLimits, ScanOutcome } from './proof-scan.worker.js';

export interface ProofScannerOptions extends ScanLimits {
  /** Key of the codes' HMAC. */
  secret: string;
  /** Files read at once (one worker thread each). */
  jobs: number;
  /** Time one file may take before its worker is ended. */
  timeoutMs: number;
  /** The JavaScript heap a worker may use (its native buffers are bounded by maxPixels). */
  heapMb: number;
  /** Files a worker reads before it is ended and a fresh one started for the next (default RECYCLE_AFTER). */
  recycleAfter?: number;
  /** Time a worker waits idle before it is ended, started again for the next file (default IDLE_MS). */
  idleMs?: number;
}

/**
 * A worker's native memory (zxing's WebAssembly memory grows to the largest picture and never shrinks;
 * libvips' and Skia's buffers in glibc's arenas) is given back only when the thread ends (ADR 62,
 * "Memory"): a worker is ended after this many files, and after this long with nothing to read.
 */
const RECYCLE_AFTER = 50;
const IDLE_MS = 30_000;

/** The compiled worker beside this file, or its TypeScript source where tests run from src/. */
function workerFile(): string {
  const compiled = fileURLToPath(new URL('./proof-scan.worker.js', import.meta.url));
  return existsSync(compiled) ? compiled : compiled.replace(/\.js$/, '.ts');
}

interface Task {
  request: ScanRequest;
  resolve: (outcome: ScanOutcome) => void;
  reject: (error: Error) => void;
}

const CLOSED = 'The proof scanner is closed';

/**
 * Reads proof files in at most `jobs` worker threads, one file at a time each, each worker kept for the
 * next file. A worker that runs out of time or memory is ended and replaced; its file gets a reason
 * staff can read, never an exception. Closing (the app stopping) fails the files being read instead:
 * they were not read, and are read again after the restart.
 */
export class ProofScanner {
  private readonly idle: Worker[] = [];
  private readonly queue: Task[] = [];
  private readonly busy = new Set<Worker>();
  /** Files each live worker has been given. */
  private readonly served = new Map<Worker, number>();
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();
  private closed = false;

  private readonly options: ProofScannerOptions;

  constructor(options: ProofScannerOptions) {
    this.options = options;
  }

  scan(request: ScanRequest): Promise<ScanOutcome> {
    if (this.closed) return Promise.reject(new Error(CLOSED));
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.next();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error(CLOSED));
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    await Promise.all([...this.idle, ...this.busy].map((w) => w.terminate()));
    this.idle.length = 0;
    this.served.clear();
  }

  private next(): void {
    if (this.queue.length === 0 || this.busy.size >= this.options.jobs) return;
    const task = this.queue.shift()!;
    const worker = this.idle.pop() ?? this.spawn();
    clearTimeout(this.idleTimers.get(worker));
    this.idleTimers.delete(worker);
    this.served.set(worker, (this.served.get(worker) ?? 0) + 1);
    this.busy.add(worker);
    this.run(worker, task);
  }

  private spawn(): Worker {
    const { secret, maxPages, maxPixels, heapMb } = this.options;
    const worker = new Worker(workerFile(), {
      workerData: { secret, limits: { maxPages, maxPixels } },
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: Math.min(32, heapMb / 4) },
      stdout: false,
      stderr: false,
    });
    worker.unref();
    return worker;
  }

  /** Back in the pool, ended if nothing comes for it in time. */
  private rest(worker: Worker): void {
    this.idle.push(worker);
    const timer = setTimeout(() => {
      this.idleTimers.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      this.end(worker);
    }, this.options.idleMs ?? IDLE_MS);
    timer.unref();
    this.idleTimers.set(worker, timer);
  }

  private end(worker: Worker): void {
    this.served.delete(worker);
    void worker.terminate();
  }

  private run(worker: Worker, task: Task): void {
    const onMessage = (outcome: ScanOutcome) => finish(outcome, true);
    const onError = (error: Error & { code?: string }) =>
      fail(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? 'Reading it needed more memory than allowed and was stopped'
          : 'The file could not be read',
      );
    const onExit = () => fail('The file could not be read');
    const timer = setTimeout(
      () => fail(`Reading it took longer than ${Math.round(this.options.timeoutMs / 1000)} s and was stopped`),
      this.options.timeoutMs,
    );
    const finish = (outcome: ScanOutcome, keep: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      this.busy.delete(worker);
      if (this.closed) {
        this.end(worker);
        task.reject(new Error(CLOSED));
        return;
      }
      if (keep && this.served.get(worker)! < (this.options.recycleAfter ?? RECYCLE_AFTER)) this.rest(worker);
      else this.end(worker);
      task.resolve(outcome);
      this.next();
    };
    const fail = (problem: string) => finish({ codes: [], pictures: [], problem }, false);
    worker.once('message', onMessage).once('error', onError).once('exit', onExit);
    worker.postMessage(task.request);
  }
}
