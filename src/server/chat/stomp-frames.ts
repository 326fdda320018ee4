/**
 * STOMP 1.2 framing, pure: a streaming parser (bytes in, frames and heart-beats out, across any split or join
 * of WebSocket messages) and a serializer. Sessions, authentication and delivery live elsewhere
 * (stomp-session.ts); this module knows only the wire format.
 * https://stomp.github.io/stomp-specification-1.2.html
 */

export interface StompFrame {
  command: string;
  /** Header names and values as sent, unescaped. A repeated header keeps its first value (spec: first wins). */
  headers: Record<string, string>;
  body: string;
}

export type StompEvent = { kind: 'frame'; frame: StompFrame } | { kind: 'heart-beat' };

/** A frame that breaks the format; the session answers it with an ERROR frame and closes. */
export class StompSyntaxError extends Error {}

export interface ParserLimits {
  /** Largest frame (command, headers and body) accepted, in bytes. */
  maxFrameBytes: number;
  maxHeaders: number;
}

export const DEFAULT_LIMITS: ParserLimits = { maxFrameBytes: 64 * 1024, maxHeaders: 32 };

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;

/** CONNECT and CONNECTED keep their headers raw (so 1.0 clients' colons survive); every other frame escapes. */
const UNESCAPED_COMMANDS = new Set(['CONNECT', 'CONNECTED']);

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' };
const UNESCAPES: Record<string, string> = { '\\\\': '\\', '\\r': '\r', '\\n': '\n', '\\c': ':' };

export function escapeHeader(value: string): string {
  return value.replace(/[\\\r\n:]/g, (c) => ESCAPES[c]);
}

export function unescapeHeader(value: string): string {
  return value.replace(/\\(.?)/gs, (sequence) => {
    const plain = UNESCAPES[sequence];
    // The spec: an undefined escape sequence such as \t is a fatal protocol error.
    if (plain === undefined) throw new StompSyntaxError(`Undefined escape sequence ${JSON.stringify(sequence)}`);
    return plain;
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decode(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new StompSyntaxError('Frame is not valid UTF-8');
  }
}

/**
 * Feed it whatever the socket delivers; it returns the complete frames and heart-beats so far and keeps
 * the rest for the next chunk. After a StompSyntaxError the stream is unusable (the session closes it).
 */
export class StompParser {
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly limits: ParserLimits = DEFAULT_LIMITS) {}

  push(chunk: Buffer | string): StompEvent[] {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    this.pending = this.pending.length ? Buffer.concat([this.pending, bytes]) : bytes;
    const events: StompEvent[] = [];
    for (;;) {
      const event = this.next();
      if (!event) break;
      events.push(event);
    }
    return events;
  }

  /** One event from the front of the buffer, or null when more bytes are needed. */
  private next(): StompEvent | null {
    const buffer = this.pending;
    if (buffer.length === 0) return null;
    // Between frames a bare EOL (LF or CRLF) is a heart-beat.
    if (buffer[0] === LF) return this.consume(1, { kind: 'heart-beat' });
    if (buffer[0] === CR) {
      if (buffer.length < 2) return null;
      if (buffer[1] !== LF) throw new StompSyntaxError('Carriage return not followed by a line feed');
      return this.consume(2, { kind: 'heart-beat' });
    }

    const headerEnd = findHeaderEnd(buffer);
    if (headerEnd === null) {
      if (buffer.length > this.limits.maxFrameBytes) throw new StompSyntaxError('Frame too large');
      return null;
    }
    const { command, headers } = this.parseHead(buffer.subarray(0, headerEnd.linesEnd));
    const bodyStart = headerEnd.bodyStart;

    let bodyEnd: number;
    const declared = headers['content-length'];
    if (declared !== undefined) {
      if (!/^\d{1,9}$/.test(declared)) throw new StompSyntaxError('content-length must be a number of octets');
      const length = Number(declared);
      if (bodyStart + length + 1 > this.limits.maxFrameBytes) throw new StompSyntaxError('Frame too large');
      if (buffer.length < bodyStart + length + 1) return null;
      bodyEnd = bodyStart + length;
      if (buffer[bodyEnd] !== NUL) throw new StompSyntaxError('Frame body is longer than its content-length');
    } else {
      const nul = buffer.indexOf(NUL, bodyStart);
      if (nul === -1) {
        if (buffer.length > this.limits.maxFrameBytes) throw new StompSyntaxError('Frame too large');
        return null;
      }
      bodyEnd = nul;
    }
    if (bodyEnd + 1 > this.limits.maxFrameBytes) throw new StompSyntaxError('Frame too large');
    const body = decode(buffer.subarray(bodyStart, bodyEnd));
    return this.consume(bodyEnd + 1, { kind: 'frame', frame: { command, headers, body } });
  }

  private parseHead(head: Buffer): { command: string; headers: Record<string, string> } {
    const lines = decode(head)
      .split('\n')
      .map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
    const command = lines[0];
    if (!/^[A-Z]+$/.test(command)) throw new StompSyntaxError('Frame has no command');
    if (lines.length - 1 > this.limits.maxHeaders) throw new StompSyntaxError('Too many headers');
    const raw = UNESCAPED_COMMANDS.has(command);
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new StompSyntaxError(`Header line without a name and colon: ${JSON.stringify(line)}`);
      const name = raw ? line.slice(0, colon) : unescapeHeader(line.slice(0, colon));
      const value = raw ? line.slice(colon + 1) : unescapeHeader(line.slice(colon + 1));
      if (!(name in headers)) headers[name] = value;
    }
    return { command, headers };
  }

  private consume(bytes: number, event: StompEvent): StompEvent {
    this.pending = this.pending.subarray(bytes);
    return event;
  }
}

/** Where the header block ends (the empty line) and the body starts; null when the empty line has not arrived. */
function findHeaderEnd(buffer: Buffer): { linesEnd: number; bodyStart: number } | null {
  let lineStart = 0;
  for (;;) {
    const lf = buffer.indexOf(LF, lineStart);
    if (lf === -1) return null;
    const lineLength = lf - lineStart - (lf > lineStart && buffer[lf - 1] === CR ? 1 : 0);
    if (lineLength === 0 && lineStart > 0) {
      // The header block is everything before this empty line, less the previous line's EOL.
      const previousEnd = buffer[lineStart - 2] === CR ? lineStart - 2 : lineStart - 1;
      return { linesEnd: previousEnd, bodyStart: lf + 1 };
    }
    if (lineLength === 0) throw new StompSyntaxError('Frame has no command');
    lineStart = lf + 1;
  }
}

/**
 * One frame as text. Header values are escaped (except on CONNECT/CONNECTED, as the spec says) and a body
 * gets its content-length in octets, so a body may hold any character, NUL included.
 */
export function serializeFrame(frame: StompFrame): string {
  const raw = UNESCAPED_COMMANDS.has(frame.command);
  const headers = { ...frame.headers };
  if (frame.body.length > 0 && headers['content-length'] === undefined)
    headers['content-length'] = String(Buffer.byteLength(frame.body, 'utf8'));
  const lines = Object.entries(headers).map(([name, value]) =>
    raw ? `${name}:${value}` : `${escapeHeader(name)}:${escapeHeader(value)}`,
  );
  return `${[frame.command, ...lines].join('\n')}\n\n${frame.body}\0`;
}

/** The heart-beat a peer sends: what it is willing to send and what it wants to receive, in ms. */
export function parseHeartBeat(value: string | undefined): [number, number] | null {
  if (value === undefined) return [0, 0];
  const match = /^(\d{1,9}),(\d{1,9})$/.exec(value.trim());
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * The spec's negotiation: each direction beats every max(offered, wanted) ms, or not at all when either
 * side says 0. `serverSends` is how often the server must send; `clientSends` how often it must hear back.
 */
export function negotiateHeartBeat(
  client: [number, number],
  server: [number, number],
): { serverSends: number; clientSends: number } {
  const [clientCanSend, clientWants] = client;
  const [serverCanSend, serverWants] = server;
  return {
    serverSends: serverCanSend === 0 || clientWants === 0 ? 0 : Math.max(serverCanSend, clientWants),
    clientSends: clientCanSend === 0 || serverWants === 0 ? 0 : Math.max(clientCanSend, serverWants),
  };
}
