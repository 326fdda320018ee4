/**
 * The server's log: JSON lines for log collectors, or readable lines (pino-pretty) when a person watches
 * `npm start` at a terminal.
 */
import type { FastifyServerOptions } from 'fastify';

/** Where JSON log lines may be written instead of standard output (tests read the lines a request logs). */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(
  level: string,
  toTerminal = Boolean(process.stdout.isTTY),
  stream?: LogStream,
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  if (stream) return { level, stream };
  if (!toTerminal) return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
