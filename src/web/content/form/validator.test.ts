import { describe, expect, it } from 'vitest';
import wedding from '../../../generated/schemas/wedding';
import type { ContentSchemaEntry } from '../../../shared/content';
import { sectionValidator, validateContent } from './validator';

const entry = wedding as unknown as ContentSchemaEntry;

describe('RJSF validation with the precompiled content validator', () => {
  it('validates one section in place, with errors keyed to the section form', () => {
    const validator = sectionValidator(entry, 'contact');
    const { errors, errorSchema } = validator.validateFormData(
      { ContactNumber: '12345', RsvpByDate: '2027-02-30' },
      {} as never,
    );
    expect(errors.map((e) => e.property).sort()).toEqual(['.ContactNumber', '.RsvpByDate']);
    expect(errors.find((e) => e.property === '.ContactNumber')!.message).toBe('must be a 10-digit phone number');
    expect(errors.find((e) => e.property === '.RsvpByDate')!.stack).toBe('Reply By must be a date (YYYY-MM-DD)');
    expect((errorSchema as Record<string, { __errors?: string[] }>).ContactNumber!.__errors).toEqual([
      'must be a 10-digit phone number',
    ]);
  });

  it('accepts valid and empty sections', () => {
    const validator = sectionValidator(entry, 'cover');
    expect(validator.validateFormData({ BrideName: 'Meera', WeddingTime: '10:30' }, {} as never).errors).toEqual([]);
    expect(validator.validateFormData(undefined, {} as never).errors).toEqual([]);
  });

  it('finds errors inside repeated groups and unknown fields', () => {
    const { errors } = sectionValidator(entry, 'schedule').validateFormData(
      { Schedule: [{ EventName: 'Haldi' }, { MapLink: 'javascript:alert(1)' }], Extra: 'x' },
      {} as never,
    );
    expect(errors.map((e) => e.property).sort()).toEqual(['.Extra', '.Schedule.1.MapLink']);
    expect(errors.find((e) => e.property === '.Schedule.1.MapLink')!.message).toBe(
      'must be a web address starting with https://',
    );
  });

  it('is one object per schema and section (RJSF rebuilds its utilities when the validator changes)', () => {
    expect(sectionValidator(entry, 'cover')).toBe(sectionValidator(entry, 'cover'));
    expect(sectionValidator(entry, 'cover')).not.toBe(sectionValidator(entry, 'venue'));
  });

  it('checks the whole content on submit, grouped by section', () => {
    const errors = validateContent(entry, {
      cover: { WeddingDate: 'soon' },
      contact: { ContactNumber: '98450' },
      venue: { VenueName: 'Hall' },
    });
    expect([...errors.keys()]).toEqual(['cover', 'contact']);
    expect(validateContent(entry, { cover: { BrideName: 'Meera' } }).size).toBe(0);
  });
});
