import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { allowanceRefusal } from './allowance-refusal';
import { doneShare, listPollInterval, pollInterval, SCHEDULED_POLL_MS, SENDING_POLL_MS } from './batch-state';
import { draftOf, rulesOf } from './reminder-draft';
import { isoFromLocal } from './when';

describe('polling', () => {
  it('reads a sending batch every 2 s, a scheduled one every 15 s, and a finished, paused or cancelled one never', () => {
    expect(pollInterval({ state: 'sending' })).toBe(SENDING_POLL_MS);
    expect(pollInterval({ state: 'scheduled' })).toBe(SCHEDULED_POLL_MS);
    for (const state of ['paused', 'cancelled', 'done'] as const) expect(pollInterval({ state })).toBe(false);
    expect(listPollInterval([{ state: 'done' }, { state: 'scheduled' }, { state: 'sending' }])).toBe(SENDING_POLL_MS);
    expect(listPollInterval([{ state: 'done' }])).toBe(false);
    expect(listPollInterval([])).toBe(false);
  });

  it('counts sent and failed households as done, an empty batch as all done', () => {
    expect(doneShare({ total: 50, sent: 20, failed: 5 })).toBe(0.5);
    expect(doneShare({ total: 0, sent: 0, failed: 0 })).toBe(1);
  });
});

describe('reminder rules', () => {
  it('edits one entry per function and saves only those with days, latest reminder last', () => {
    const draft = draftOf({ rules: [{ eventKey: 'schedule-1', daysBefore: [1, 7], channel: 'email' }] }, [
      'schedule-1',
      'schedule-2',
    ]);
    expect(draft).toEqual({
      'schedule-1': { days: [1, 7], channel: 'email' },
      'schedule-2': { days: [], channel: 'whatsapp' },
    });
    expect(rulesOf({ ...draft, 'schedule-2': { days: [0, 3], channel: 'whatsapp' } })).toEqual({
      rules: [
        { eventKey: 'schedule-1', daysBefore: [7, 1], channel: 'email' },
        { eventKey: 'schedule-2', daysBefore: [3, 0], channel: 'whatsapp' },
      ],
    });
  });
});

describe('the start time and the 402', () => {
  it('reads a datetime-local value in the phone’s own time, and nothing else', () => {
    expect(isoFromLocal('2030-01-15T09:30')).toBe(new Date(2030, 0, 15, 9, 30).toISOString());
    expect(isoFromLocal('')).toBeNull();
    expect(isoFromLocal('soon')).toBeNull();
  });

  it('knows the allowance refusal from any other error', () => {
    const error = (status: number, data: unknown) =>
      new AxiosError('refused', 'ERR_BAD_REQUEST', {} as InternalAxiosRequestConfig, {}, {
        status,
        data,
      } as AxiosResponse);
    expect(allowanceRefusal(error(402, { error: 'ALLOWANCE', needed: 50, left: 3 }))).toEqual({
      error: 'ALLOWANCE',
      needed: 50,
      left: 3,
    });
    expect(allowanceRefusal(error(402, { message: 'Payment required' }))).toBeNull();
    expect(allowanceRefusal(error(400, { error: 'ALLOWANCE', needed: 1, left: 0 }))).toBeNull();
    expect(allowanceRefusal(new Error('offline'))).toBeNull();
  });
});
