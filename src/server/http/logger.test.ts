import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';

describe('server log options', () => {
  it('writes readable lines at a terminal and JSON otherwise; nothing when silent', () => {
    expect(loggerOptions('info', true)).toMatchObject({ level: 'info', transport: { target: 'pino-pretty' } });
    expect(loggerOptions('debug', false)).toEqual({ level: 'debug' });
    expect(loggerOptions('silent', true)).toBe(false);
  });
});
