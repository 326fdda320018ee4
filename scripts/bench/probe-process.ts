/**
 * The measuring side of a bench, run as a child process of its own (see probes.ts) so that the attack traffic
 * the bench itself generates cannot delay the measurements: steady requests to a few paths of the server and
 * the server process's resident memory.
 *
 * Requests go out on a fixed schedule whatever the server does (open loop), and each one's latency counts from
 * when it was due, so a server that stalls for a second is charged a second for every request due in it, not
 * once. Requests are spread over several loopback source addresses so the per-client API limit never answers
 * them. Memory: VmRSS sampled every 50 ms and the kernel's own high-water mark (VmHWM, reset at start).
 *
 * The probes run for WARM_UP_MS before they say they are ready, and what they read meanwhile is not counted: a
 * process just started is still compiling its own code (tsx, V8's compilers on other threads), and on a machine
 * of two cores that took most of a core at the very moment the attack began. The server was charged for it:
 * probes of 200-400 ms while its event loop was never held for more than 40 ms (bench:abuse d, 50 guesses).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { failureKind, request } from './http';
import type { ProbeRequest, ProbeResult, ProbeTarget, TargetFigures } from './probes';
import { percentile, tally } from './stats';

const PROBE_TIMEOUT_MS = 15_000;
const RSS_SAMPLE_MS = 50;
/** No bench measures one attack for longer than this; a probe process still running then is forgotten. */
const MAX_LIFETIME_MS = 15 * 60_000;
const SOURCE_ADDRESSES = ['127.0.1.1', '127.0.1.2', '127.0.1.3', '127.0.1.4'];
const WARM_UP_MS = 1500;

/** Resident and peak resident memory of a process in MB, or null once it is gone. */
function memoryOf(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Resets the kernel's peak-RSS counter of the process (Linux: "5" to clear_refs); false when not allowed. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

function probeTarget(
  baseUrl: string,
  target: ProbeTarget,
  intervalMs: number,
  stopped: () => boolean,
  countFrom: number,
) {
  const agents = SOURCE_ADDRESSES.map(
    (localAddress) => new http.Agent({ keepAlive: true, maxSockets: 16, localAddress }),
  );
  const latencies: number[] = [];
  const failures: string[] = [];
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  const start = performance.now();

  const fire = (due: number) => {
    const agent = agents[sent++ % agents.length]!;
    const done = request(baseUrl + target.path, { headers: target.headers, agent, timeoutMs: PROBE_TIMEOUT_MS })
      .then(
        (answer) => {
          if (due < countFrom) return;
          latencies.push(performance.now() - due);
          if (answer.status !== 200) failures.push(String(answer.status));
        },
        (error: Error) => {
          if (due < countFrom) return;
          latencies.push(performance.now() - due);
          failures.push(failureKind(error));
        },
      )
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };

  const finished = (async () => {
    while (!stopped()) {
      const due = start + sent * intervalMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      else fire(due);
    }
    await Promise.all([...inFlight]);
    for (const agent of agents) agent.destroy();
    const figures: TargetFigures = {
      count: latencies.length,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: Math.max(0, ...latencies),
      failures: failures.length,
      failureKinds: tally(failures),
    };
    return figures;
  })();
  return finished;
}

function run(job: ProbeRequest): void {
  let stopping = false;
  const peakReset = resetPeak(job.pid);
  const initial = memoryOf(job.pid);
  let peakSampled = initial?.rss ?? 0;
  let lastHwm = initial?.hwm ?? 0;
  let ceilingHit = false;
  const sampler = setInterval(() => {
    const memory = memoryOf(job.pid);
    if (!memory) return;
    peakSampled = Math.max(peakSampled, memory.rss);
    lastHwm = memory.hwm;
    // A server out of control is stopped before it takes the machine down with it.
    if (memory.rss > job.rssCeilingMb && !ceilingHit) {
      ceilingHit = true;
      try {
        process.kill(job.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }, RSS_SAMPLE_MS);
  const countFrom = performance.now() + WARM_UP_MS;
  const targets = job.targets.map((target) =>
    probeTarget(job.baseUrl, target, job.intervalMs, () => stopping, countFrom),
  );

  process.on('message', (message: { type: string }) => {
    if (message.type !== 'stop' || stopping) return;
    stopping = true;
    void Promise.all(targets).then((figures) => {
      clearInterval(sampler);
      const final = memoryOf(job.pid);
      const result: ProbeResult = {
        targets: Object.fromEntries(job.targets.map((target, index) => [target.name, figures[index]!])),
        startRssMb: initial?.rss ?? 0,
        endRssMb: final?.rss ?? 0,
        // VmHWM is exact but counts from the reset; without one, the samples are all there is.
        peakRssMb: peakReset ? Math.max(peakSampled, lastHwm) : peakSampled,
        rssCeilingHit: ceilingHit,
      };
      process.send!({ type: 'result', result }, () => process.exit(0));
    });
  });
  setTimeout(() => process.send!({ type: 'ready' }), WARM_UP_MS);
}

process.once('message', (message: { type: string; job: ProbeRequest }) => {
  if (message.type === 'start') run(message.job);
});
// Orphaned (the bench died), or never told to stop: nothing left to measure for.
process.on('disconnect', () => process.exit(0));
setTimeout(() => process.exit(1), MAX_LIFETIME_MS).unref();
