/**
 * The server's log: JSON lines for log collectors, or readable lines (pino-pretty) when a person watches
 * `npm start` at a terminal.
 */
import type { FastifyServerOptions } from 'fastify';

export function loggerOptions(
  level: string,
  toTerminal = Boolean(process.stdout.isTTY),
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  if (!toTerminal) return { level };
  return {
    level,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
