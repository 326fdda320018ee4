/**
 * Guest photos are decoded and re-encoded in worker threads, a fixed number at once, so a large picture never
 * holds the event loop (the HEIC decoder is WebAssembly and runs synchronously for a second or more) and the
 * decoder's memory lives and dies with its thread: WebAssembly memory only grows, so a thread is ended after
 * it decoded a large HEIC, after a number of photos, after a task that overran or failed, and when idle.
 * A full queue is refused at once instead of waiting without bound.
 */
import { Worker } from 'node:worker_threads';

export interface PhotoTask {
  bytes: Uint8Array;
  heic: boolean;
  maxPixels: number;
  maxSide: number;
  variantWidths: number[];
}

export interface PhotoTaskResult {
  jpeg: Uint8Array;
  width: number;
  height: number;
  variants: { width: number; webp: Uint8Array }[];
  /** Pixels the WebAssembly HEIC decoder produced (0 for other formats, which libvips decodes and frees). */
  heicPixels: number;
}

type WorkerAnswer =
  ({ ok: true } & PhotoTaskResult) | { ok: false; reason: 'unreadable' | 'too-large'; detail: string };

/** The queue is full: answer "try again shortly" rather than wait. */
export class PhotoPoolBusy extends Error {}
/** The picture could not be handled within the task's time; its thread was ended. */
export class PhotoTaskTimedOut extends Error {}
/** The worker refused the picture (`reason`) after reading it itself. */
export class PhotoTaskRefused extends Error {
  constructor(
    readonly reason: 'unreadable' | 'too-large',
    detail: string,
  ) {
    super(detail);
  }
}

export interface PhotoPoolOptions {
  /** Threads decoding at once. */
  workers: number;
  /** Photos waiting for a thread beyond those being decoded. */
  maxQueued: number;
  /** A photo that takes longer ends its thread and is refused. */
  taskTimeoutMs: number;
  /** A thread is ended after its HEIC decoder produced more pixels than this in one picture ... */
  recycleAbovePixels: number;
  /** ... or after this many photos. */
  recycleAfterTasks: number;
  /** An idle thread is ended after this long, giving its memory back. */
  idleMs: number;
}

export const DEFAULT_PHOTO_POOL: PhotoPoolOptions = {
  workers: 1,
  maxQueued: 8,
  taskTimeoutMs: 30_000,
  recycleAbovePixels: 4_000_000,
  recycleAfterTasks: 25,
  idleMs: 30_000,
};

const WORKER_FILE = new URL('./photo-worker.mjs', import.meta.url);

interface Slot {
  worker: Worker | null;
  tasksDone: number;
  busy: boolean;
  idleTimer?: NodeJS.Timeout;
}

interface Queued {
  task: PhotoTask;
  resolve: (result: PhotoTaskResult) => void;
  reject: (error: Error) => void;
  /** When it joined the queue (ms). */
  since: number;
}

export class PhotoPool {
  private readonly slots: Slot[];
  private readonly queue: Queued[] = [];
  /** Counters for tests and logs. */
  readonly stats = { tasks: 0, threadsStarted: 0, threadsEnded: 0 };

  constructor(readonly options: PhotoPoolOptions = DEFAULT_PHOTO_POOL) {
    this.slots = Array.from({ length: Math.max(1, options.workers) }, () => ({
      worker: null,
      tasksDone: 0,
      busy: false,
    }));
  }

  /** Photos being decoded or waiting. */
  get pending(): number {
    return this.queue.length + this.slots.filter((slot) => slot.busy).length;
  }

  run(task: PhotoTask): Promise<PhotoTaskResult> {
    if (this.queue.length >= this.options.maxQueued && this.slots.every((slot) => slot.busy))
      return Promise.reject(new PhotoPoolBusy('photo queue full'));
    return new Promise((resolve, reject) => {
      this.queue.push({ task, resolve, reject, since: Date.now() });
      this.next();
    });
  }

  /** Ends every thread (tests, shutdown); queued photos are refused as busy. */
  async close(): Promise<void> {
    for (const queued of this.queue.splice(0)) queued.reject(new PhotoPoolBusy('closing'));
    await Promise.all(this.slots.map((slot) => this.endThread(slot)));
  }

  private next(): void {
    const slot = this.slots.find((candidate) => !candidate.busy);
    if (!slot) return;
    // A photo that waited as long as one may take is refused as busy rather than decoded late: a guest is not
    // left waiting minutes behind a line, holding its bytes.
    const stale = Date.now() - this.options.taskTimeoutMs;
    while (this.queue[0] && this.queue[0].since < stale)
      this.queue.shift()!.reject(new PhotoPoolBusy('waited too long'));
    const queued = this.queue.shift();
    if (!queued) return;
    slot.busy = true;
    clearTimeout(slot.idleTimer);
    this.stats.tasks++;
    void this.runOn(slot, queued).finally(() => {
      slot.busy = false;
      if (slot.worker) slot.idleTimer = setTimeout(() => void this.endThread(slot), this.options.idleMs).unref();
      this.next();
    });
  }

  private threadOf(slot: Slot): Worker {
    if (!slot.worker) {
      // The decoder's memory is outside the JavaScript heap; these bound only a runaway script.
      const worker = new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: 128 } });
      // Always listened to: an idle thread's error would otherwise be thrown in the server's own thread.
      const forget = () => {
        if (slot.worker === worker) slot.worker = null;
      };
      worker.on('error', forget).on('exit', forget).unref();
      slot.worker = worker;
      slot.tasksDone = 0;
      this.stats.threadsStarted++;
    }
    return slot.worker;
  }

  private async endThread(slot: Slot): Promise<void> {
    clearTimeout(slot.idleTimer);
    const worker = slot.worker;
    if (!worker) return;
    slot.worker = null;
    this.stats.threadsEnded++;
    await worker.terminate();
  }

  private async runOn(slot: Slot, { task, resolve, reject }: Queued): Promise<void> {
    const worker = this.threadOf(slot);
    let timer: NodeJS.Timeout | undefined;
    const cleanup = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onFailure);
      worker.off('exit', onFailure);
    };
    let onMessage!: (answer: WorkerAnswer) => void;
    let onFailure!: (error?: unknown) => void;
    const answer = await new Promise<WorkerAnswer | Error>((settle) => {
      onMessage = settle;
      // The thread died on this photo (its heap limit, a decoder crash): the photo is what it could not read.
      onFailure = (error) => settle(new PhotoTaskRefused('unreadable', `photo thread ended: ${String(error)}`));
      timer = setTimeout(() => settle(new PhotoTaskTimedOut('photo took too long')), this.options.taskTimeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onFailure);
      worker.on('exit', onFailure);
      // A copy of the bytes of its own, handed over without another copy.
      const bytes = new Uint8Array(task.bytes);
      worker.postMessage({ ...task, bytes }, [bytes.buffer]);
    });
    cleanup();
    slot.tasksDone++;
    if (answer instanceof Error) {
      await this.endThread(slot);
      reject(answer);
      return;
    }
    // A refused picture may have grown the decoder before it failed: its thread is not kept either.
    const large = !answer.ok || answer.heicPixels > this.options.recycleAbovePixels;
    if (large || slot.tasksDone >= this.options.recycleAfterTasks) await this.endThread(slot);
    if (answer.ok) resolve(answer);
    else reject(new PhotoTaskRefused(answer.reason, answer.detail));
  }
}

const shared = new Map<string, PhotoPool>();

/**
 * The process's pool for these settings: the number of decoding threads is per process, whatever the number
 * of apps (a server runs one app; tests run several with their own settings).
 */
export function sharedPhotoPool(options: Partial<PhotoPoolOptions> = {}): PhotoPool {
  const settings = { ...DEFAULT_PHOTO_POOL, ...options };
  const key = JSON.stringify(settings);
  let pool = shared.get(key);
  if (!pool) shared.set(key, (pool = new PhotoPool(settings)));
  return pool;
}
