import { describe, expect, it } from 'vitest';
import { formatTimeIn } from '.';
import { fieldLabel } from './labels';
// As the renderer does: every language at once.
import './all-languages';

describe('words of the schemas and the clock in the guest’s language', () => {
  it('translates a field label the tables carry and leaves a buyer’s own label as written', () => {
    expect(fieldLabel('hi', 'Bride')).toBe('वधू');
    expect(fieldLabel('kn', 'With the Blessings Of')).toBe('ಶುಭಾಶೀರ್ವಾದಗಳೊಂದಿಗೆ');
    expect(fieldLabel('en', 'Parking available')).toBe('Parking available');
    expect(fieldLabel('hi', 'Valet parking')).toBe('Valet parking');
  });

  it('writes the time of day in words, not am or pm', () => {
    expect(formatTimeIn('hi', '19:00')).toBe('शाम 7:00');
    expect(formatTimeIn('hi', '08:30')).toBe('सुबह 8:30');
    expect(formatTimeIn('kn', '19:00')).toBe('7:00 ಸಂಜೆ');
    for (const lang of ['hi', 'kn'] as const) expect(formatTimeIn(lang, '21:15')).not.toMatch(/[ap]\.?m/i);
  });
});
