import { describe, expect, it } from 'vitest';
import { featureLockedMessage, lowestPackWith, packFeatures, packIncludes } from './packs';

describe('pack gating', () => {
  it('gives basic the first two features, premium four and luxury all six', () => {
    expect(packFeatures('basic')).toEqual(['colors', 'rsvp']);
    expect(packFeatures('premium')).toEqual(['colors', 'rsvp', 'gallery', 'music']);
    expect(packFeatures('luxury')).toEqual(['colors', 'rsvp', 'gallery', 'music', 'fonts', 'languages']);
  });

  it('names the cheapest pack that has a feature', () => {
    expect(lowestPackWith('rsvp')).toBe('basic');
    expect(lowestPackWith('gallery')).toBe('premium');
    expect(lowestPackWith('languages')).toBe('luxury');
    expect(packIncludes('basic', 'gallery')).toBe(false);
    expect(featureLockedMessage('gallery')).toBe('Photo Gallery comes with the Premium pack.');
  });
});
