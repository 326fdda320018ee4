/**
 * STOMP 1.2 framing: the incremental `Parser` and the serializer (`FrameImpl.marshall`) of @stomp/stompjs, with
 * the limits and the strictness a server needs around them. Sessions, authentication and delivery live elsewhere
 * (stomp-session.ts); this module knows only the wire format.
 * https://stomp.github.io/stomp-specification-1.2.html
 *
 * The parser looks at each byte once (a socket's cost is linear in what it sends, however it is split). It is
 * fed one line at a time (up to each LF or NUL), so this wrapper knows where a frame or heart-beat ended and can
 * count the bytes of the frame in progress: one that would pass `maxFrameBytes` is refused before it is buffered.
 * Header values are unescaped here (FrameImpl.fromRawFrame trims values and undoes `\\n` as a line break).
 * What the library cannot see before a frame ends (a header line without a colon, a content-length that is not
 * a number) is refused when the frame ends or, if it never does, when it reaches `maxFrameBytes`.
 */
import { FrameImpl, Parser, type IRawFrameType } from '@stomp/stompjs';

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
const NUL = 0x00;

/** CONNECT and CONNECTED keep their headers raw (so 1.0 clients' colons survive); every other frame escapes. */
const UNESCAPED_COMMANDS = new Set(['CONNECT', 'CONNECTED']);

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' };
const UNESCAPES: Record<string, string> = { '\\\\': '\\', '\\r': '\r', '\\n': '\n', '\\c': ':' };

/** For header names; FrameImpl.marshall escapes the values. */
export function escapeHeader(value: string): string {
  return value.replace(/[\\\r\n:]/g, (c) => ESCAPES[c]);
}

/** One pass from left to right, so `\\n` stays a backslash and an n. */
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

/** A frame from the library's raw form: header escapes, first-wins repeats and the checks it leaves to us. */
function toFrame(raw: IRawFrameType, limits: ParserLimits): StompFrame {
  const command = raw.command ?? '';
  if (!/^[A-Z]+$/.test(command)) throw new StompSyntaxError('Frame has no command');
  if (raw.headers.length > limits.maxHeaders) throw new StompSyntaxError('Too many headers');
  const escaped = !UNESCAPED_COMMANDS.has(command);
  const headers: Record<string, string> = {};
  for (const [rawName, rawValue] of raw.headers) {
    // The library reads a name up to the next colon, line ends included: such a name had no colon on its line.
    if (rawName === '' || /[\r\n]/.test(rawName))
      throw new StompSyntaxError(`Header line without a name and colon: ${JSON.stringify(rawName.split('\n')[0])}`);
    const name = escaped ? unescapeHeader(rawName) : rawName;
    const value = escaped ? unescapeHeader(rawValue) : rawValue;
    if (!(name in headers)) headers[name] = value;
  }
  const declared = raw.headers.find(([name]) => name === 'content-length')?.[1];
  if (declared !== undefined && !/^\d{1,9}$/.test(declared))
    throw new StompSyntaxError('content-length must be a number of octets');
  return { command, headers, body: decode(raw.binaryBody ?? new Uint8Array()) };
}

/**
 * Feed it whatever the socket delivers; it returns the complete frames and heart-beats so far and keeps
 * the rest for the next chunk. After a StompSyntaxError the stream is unusable (the session closes it).
 */
export class StompParser {
  private readonly parser: Parser;
  private events: StompEvent[] = [];
  /** Bytes of the frame in progress: everything since the parser last stood between frames. */
  private frameBytes = 0;
  /** Set by the parser's callbacks while a piece is fed: a frame ended / the parser is between frames. */
  private frameEnded = false;
  private betweenFrames = false;
  private failure: StompSyntaxError | null = null;
  /** Every byte handed to the parser, counted once: the measure of a socket's parsing work. */
  bytesParsed = 0;

  constructor(private limits: ParserLimits = DEFAULT_LIMITS) {
    this.parser = new Parser(
      (raw) => this.frameDone(raw),
      () => {
        this.betweenFrames = true;
        this.events.push({ kind: 'heart-beat' });
      },
    );
  }

  /** New limits from the next byte on (a session allows larger frames once signed in). */
  setLimits(limits: ParserLimits): void {
    this.limits = limits;
  }

  push(chunk: Buffer | string): StompEvent[] {
    if (this.failure) throw this.failure;
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    try {
      // Pieces end after each LF or NUL: the only bytes on which a heart-beat or a frame may end.
      let nextLf = -1;
      let nextNul = -1;
      for (let start = 0; start < bytes.length;) {
        if (nextLf < start) nextLf = indexOrEnd(bytes, LF, start);
        if (nextNul < start) nextNul = indexOrEnd(bytes, NUL, start);
        const end = Math.min(nextLf, nextNul, bytes.length - 1) + 1;
        this.feed(bytes, start, end);
        start = end;
      }
    } catch (error) {
      this.failure = error instanceof StompSyntaxError ? error : new StompSyntaxError('Malformed frame');
      this.events = [];
      throw this.failure;
    }
    const events = this.events;
    this.events = [];
    return events;
  }

  /** One piece: no LF or NUL before its last byte. */
  private feed(bytes: Buffer, start: number, end: number): void {
    const length = end - start;
    if (this.frameBytes + length > this.limits.maxFrameBytes) throw new StompSyntaxError('Frame too large');
    this.frameEnded = false;
    this.betweenFrames = false;
    this.bytesParsed += length;
    const endsOnNul = bytes[end - 1] === NUL;
    // A frame may end only on its NUL. A piece ending on one is fed in two parts, so a frame ending before it
    // (the byte after a content-length body was not NUL) is told apart; any other piece in one part.
    if (endsOnNul && length > 1) {
      this.parser.parseChunk(arrayBufferOf(bytes, start, end - 1));
      if (this.frameEnded) throw new StompSyntaxError('Frame body is longer than its content-length');
      this.parser.parseChunk(arrayBufferOf(bytes, end - 1, end));
    } else {
      this.parser.parseChunk(arrayBufferOf(bytes, start, end));
    }
    if (this.failure) throw this.failure;
    if (this.frameEnded && !endsOnNul) throw new StompSyntaxError('Frame body is longer than its content-length');
    this.frameBytes = this.betweenFrames ? 0 : this.frameBytes + length;
  }

  private frameDone(raw: IRawFrameType): void {
    this.frameEnded = true;
    this.betweenFrames = true;
    if (this.failure) return;
    // The library swallows what its callback throws; the failure is kept and thrown by feed().
    try {
      this.events.push({ kind: 'frame', frame: toFrame(raw, this.limits) });
    } catch (error) {
      this.failure = error instanceof StompSyntaxError ? error : new StompSyntaxError('Malformed frame');
    }
  }
}

function indexOrEnd(bytes: Buffer, byte: number, from: number): number {
  const found = bytes.indexOf(byte, from);
  return found === -1 ? bytes.length : found;
}

function arrayBufferOf(bytes: Buffer, start: number, end: number): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset + start, bytes.byteOffset + end) as ArrayBuffer;
}

/**
 * One frame as text, by FrameImpl.marshall: header values escaped (except on CONNECT/CONNECTED, as the spec
 * says; names are escaped here) and a body gets its content-length in octets, so it may hold any character.
 */
export function serializeFrame(frame: StompFrame): string {
  const escaped = !UNESCAPED_COMMANDS.has(frame.command);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(frame.headers)) {
    // The serializer computes content-length itself; a second one would contradict it.
    if (name !== 'content-length') headers[escaped ? escapeHeader(name) : name] = value;
  }
  const text = FrameImpl.marshall({ command: frame.command, headers, body: frame.body, escapeHeaderValues: true });
  if (typeof text !== 'string') throw new Error('A text body is marshalled as text');
  return text;
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
