import { describe, expect, it } from 'vitest';
import { loopbackAddress } from './http';
import { percentile, tally } from './stats';

describe('percentile', () => {
  it('is the nearest-rank value, whatever the order of the samples', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(samples, 0.5)).toBe(50);
    expect(percentile(samples, 0.99)).toBe(99);
    expect(percentile(samples, 1)).toBe(100);
  });

  it('counts one slow answer among a hundred in the p99 only when it is more than 1 %', () => {
    const fast = Array.from({ length: 99 }, () => 5);
    expect(percentile([...fast, 1400], 0.99)).toBe(5);
    expect(percentile([...fast, 1400, 1400], 0.99)).toBe(1400);
  });

  it('is NaN without samples', () => {
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe('tally', () => {
  it('counts each value, most frequent first, and says how many kinds it left out', () => {
    expect(tally([429, 403, 429, 429, 403, 200])).toBe('429×3 403×2 200×1');
    expect(tally(['a', 'b', 'b', 'c'], 1)).toBe('b×2 (+2 more kinds)');
  });
});

describe('loopbackAddress', () => {
  it('counts from .1 in a block and moves to the next block after 250', () => {
    expect(loopbackAddress(0, 1)).toBe('127.0.0.2');
    expect(loopbackAddress(0, 50)).toBe('127.0.0.51');
    expect(loopbackAddress(10, 0)).toBe('127.0.10.1');
    expect(loopbackAddress(10, 299)).toBe('127.0.11.50');
  });

  it('never leaves 127.0.0.0/8', () => {
    expect(() => loopbackAddress(255, 250)).toThrow();
  });
});
