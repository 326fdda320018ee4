import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import entry from '../../../generated/schemas/wedding';
import type { ContentSchemaEntry } from '../../../shared/content';
import { BAD_REQUEST, buildPayload, refusedFields, SUBMIT_FAILED, submitErrorMessage, UNAUTHORIZED } from './submit';

const wedding = entry as unknown as ContentSchemaEntry;

function httpError(status: number, data: unknown = {}) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', String(status), config, null, { status, statusText: '', headers: {}, config, data });
}

describe('submitting content', () => {
  it('sends only non-empty trimmed values under <templateId>-<FieldName>', () => {
    const payload = buildPayload(wedding.layout, 'wed001', 'priya@example.in', {
      cover: { BrideName: '  Meera ', GroomName: '   ', WeddingDate: '2027-03-21' },
      gallery: { GalleryImage: ['a.jpg', '', 'b.jpg'] },
    });
    expect(payload).toMatchObject({ baseTempID: 'wed001', userName: 'priya@example.in', liveID: '' });
    expect(payload.components).toEqual([
      { comp_id: 'wed001-BrideName', comp_type: 'TEXT', comp_value: 'Meera' },
      { comp_id: 'wed001-WeddingDate', comp_type: 'TEXT', comp_value: '2027-03-21' },
      { comp_id: 'wed001-GalleryImage1', comp_type: 'IMAGE', comp_value: 'a.jpg' },
      { comp_id: 'wed001-GalleryImage2', comp_type: 'IMAGE', comp_value: 'b.jpg' },
    ]);
  });

  it('maps answers to the spec messages', () => {
    expect(submitErrorMessage(httpError(400))).toBe(BAD_REQUEST);
    expect(submitErrorMessage(httpError(401))).toBe(UNAUTHORIZED);
    expect(submitErrorMessage(httpError(500))).toBe(SUBMIT_FAILED);
    expect(submitErrorMessage(new Error('network'))).toBe(SUBMIT_FAILED);
  });

  it('places the fields a 400 names in their sections', () => {
    const error = httpError(400, {
      problems: [
        { field: 'ContactNumber', message: 'must be a 10-digit phone number' },
        { field: 'Schedule2Location', message: 'is too long' },
        { field: 'wed001-Nope', message: 'is not a field' },
      ],
    });
    const found = refusedFields(wedding.layout, error);
    expect([...found.keys()]).toEqual(['contact', 'schedule']);
    expect(found.get('contact')![0]).toMatchObject({
      property: '.ContactNumber',
      message: 'must be a 10-digit phone number',
    });
    expect(found.get('schedule')![0]!.property).toBe('.Schedule.1.Location');
    expect(refusedFields(wedding.layout, httpError(500)).size).toBe(0);
  });
});
