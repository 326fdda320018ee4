import { describe, expect, it } from 'vitest';
import { StartupPhases } from './startup-phases';

describe('the start-up phases', () => {
  it('count the first phase from the process start, then each from the end of the one before', () => {
    const phases = new StartupPhases();
    const atCreation = performance.now();
    while (performance.now() - atCreation < 5);
    phases.done('database');
    phases.done('listen');
    const { phasesMs, totalMs } = phases.summary();
    expect(Object.keys(phasesMs)).toEqual(['modules', 'database', 'listen']);
    expect(phasesMs.modules).toBeLessThanOrEqual(Math.round(atCreation));
    expect(phasesMs.database).toBeGreaterThanOrEqual(5);
    expect(totalMs).toBeGreaterThanOrEqual(phasesMs.modules! + phasesMs.database! - 1);
  });
});
