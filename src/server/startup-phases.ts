/**
 * Where a start's time goes, for the log line the server writes once it listens (and `npm run bench:start` reads):
 * each phase's milliseconds, the first counted from the process's own start (performance.now() counts from it),
 * so `modules` is the time Node took to load and evaluate the compiled server before main() ran.
 */
export class StartupPhases {
  private readonly took: Record<string, number> = {};
  private last: number;

  constructor(firstPhase = 'modules') {
    this.last = performance.now();
    this.took[firstPhase] = Math.round(this.last);
  }

  /** Ends the phase now running, named `phase`; the next one starts now. */
  done(phase: string): void {
    const now = performance.now();
    this.took[phase] = Math.round(now - this.last);
    this.last = now;
  }

  /** Each phase's milliseconds, in the order they ended, and the total since the process started. */
  summary(): { phasesMs: Record<string, number>; totalMs: number } {
    return { phasesMs: { ...this.took }, totalMs: Math.round(this.last) };
  }
}
