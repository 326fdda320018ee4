import { FrameImpl, Parser } from '@stomp/stompjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  escapeHeader,
  negotiateHeartBeat,
  parseHeartBeat,
  serializeFrame,
  StompParser,
  StompSyntaxError,
  unescapeHeader,
  type StompEvent,
  type StompFrame,
} from './stomp-frames';

const frames = (events: StompEvent[]) => events.flatMap((e) => (e.kind === 'frame' ? [e.frame] : []));
const parseOne = (text: string | Buffer): StompFrame => {
  const found = frames(new StompParser().push(text));
  expect(found).toHaveLength(1);
  return found[0];
};

describe('parsing every frame a client sends', () => {
  it.each([
    ['CONNECT', 'accept-version:1.2\nhost:example.in\nheart-beat:10000,10000\nAuthorization:Bearer abc.def'],
    ['STOMP', 'accept-version:1.2\nhost:example.in'],
    ['SUBSCRIBE', 'id:sub-0\ndestination:/user/queue/messages\nack:auto'],
    ['UNSUBSCRIBE', 'id:sub-0'],
    ['ACK', 'id:12'],
    ['NACK', 'id:12'],
    ['BEGIN', 'transaction:tx1'],
    ['COMMIT', 'transaction:tx1'],
    ['ABORT', 'transaction:tx1'],
    ['DISCONNECT', 'receipt:77'],
  ])('%s', (command, headerText) => {
    const frame = parseOne(`${command}\n${headerText}\n\n\0`);
    expect(frame.command).toBe(command);
    for (const line of headerText.split('\n')) {
      const [name, ...value] = line.split(':');
      expect(frame.headers[name]).toBe(value.join(':'));
    }
    expect(frame.body).toBe('');
  });

  it('SEND with a body, with and without content-length', () => {
    const body = JSON.stringify({ to: 'admin@x.in', message: 'नमस्ते 🙏' });
    expect(parseOne(`SEND\ndestination:/app/chat\n\n${body}\0`).body).toBe(body);
    const withLength = `SEND\ndestination:/app/chat\ncontent-length:${Buffer.byteLength(body)}\n\n${body}\0`;
    expect(parseOne(withLength).body).toBe(body);
  });

  it('a content-length body may hold NUL octets', () => {
    const frame = parseOne('SEND\ndestination:/app/chat\ncontent-length:5\n\na\0b\0c\0');
    expect(frame.body).toBe('a\0b\0c');
  });

  it('accepts CRLF line ends', () => {
    const frame = parseOne('SUBSCRIBE\r\nid:1\r\ndestination:/topic/admin\r\n\r\n\0');
    expect(frame.headers).toEqual({ id: '1', destination: '/topic/admin' });
  });

  it('keeps the first of repeated headers', () => {
    expect(parseOne('SEND\nfoo:first\nfoo:second\n\n\0').headers.foo).toBe('first');
  });

  it('keeps the colons of a header value after the first', () => {
    expect(parseOne('SEND\ndestination:/app/chat\nx-time:10:30:00\n\n\0').headers['x-time']).toBe('10:30:00');
  });
});

describe('header escaping', () => {
  it('round-trips \\n, \\c, \\\\ and \\r', () => {
    const value = 'line one\nline:two\\three\rend';
    expect(escapeHeader(value)).toBe('line one\\nline\\ctwo\\\\three\\rend');
    expect(unescapeHeader(escapeHeader(value))).toBe(value);
  });

  it('unescapes names and values of ordinary frames', () => {
    const frame = parseOne('SEND\nmy\\cname:a\\nb\\\\c\\cd\n\n\0');
    expect(frame.headers['my:name']).toBe('a\nb\\c:d');
  });

  it('leaves CONNECT and CONNECTED headers raw', () => {
    expect(parseOne('CONNECT\nlogin:a\\nb\n\n\0').headers.login).toBe('a\\nb');
    expect(serializeFrame({ command: 'CONNECTED', headers: { server: 'a:b' }, body: '' })).toBe(
      'CONNECTED\nserver:a:b\n\n\0',
    );
  });

  it("reads \\\\n as a backslash and an n, and keeps spaces (the library's own reader does neither)", () => {
    const wire = 'SEND\nx: a\\\\nb \n\n\0';
    expect(parseOne(wire).headers.x).toBe(' a\\nb ');
    const raw = { command: 'SEND', headers: [['x', ' a\\\\nb ']] as [string, string][], binaryBody: new Uint8Array() };
    expect(FrameImpl.fromRawFrame(raw, true).headers.x).not.toBe(' a\\nb ');
  });

  it('refuses an undefined escape sequence', () => {
    expect(() => new StompParser().push('SEND\nx:a\\tb\n\n\0')).toThrow(StompSyntaxError);
    expect(() => new StompParser().push('SEND\nx:ends with \\\n\n\0')).toThrow(StompSyntaxError);
  });

  it('escapes what the server sends', () => {
    const text = serializeFrame({ command: 'ERROR', headers: { message: 'bad: line\nbreak' }, body: '' });
    expect(text).toBe('ERROR\nmessage:bad\\c line\\nbreak\n\n\0');
    expect(parseOne(text).headers.message).toBe('bad: line\nbreak');
  });
});

describe('serializing', () => {
  it('gives a body its content-length in octets', () => {
    const body = JSON.stringify({ message: 'ಕನ್ನಡ' });
    const text = serializeFrame({ command: 'MESSAGE', headers: { subscription: '0', 'message-id': '1' }, body });
    expect(text).toContain(`content-length:${Buffer.byteLength(body)}\n`);
    expect(parseOne(text)).toEqual({
      command: 'MESSAGE',
      headers: { subscription: '0', 'message-id': '1', 'content-length': String(Buffer.byteLength(body)) },
      body,
    });
  });

  it('sends no content-length for an empty body', () => {
    expect(serializeFrame({ command: 'RECEIPT', headers: { 'receipt-id': '7' }, body: '' })).toBe(
      'RECEIPT\nreceipt-id:7\n\n\0',
    );
  });
});

describe('streams: split, joined and heart-beats', () => {
  const one = 'SEND\ndestination:/app/chat\ncontent-length:13\n\n{"message":1}\0';
  const two = 'SUBSCRIBE\nid:1\ndestination:/topic/admin\n\n\0';

  it('reads several frames from one WebSocket message', () => {
    const found = frames(new StompParser().push(one + two + '\n' + one));
    expect(found.map((f) => f.command)).toEqual(['SEND', 'SUBSCRIBE', 'SEND']);
  });

  it('reads one frame split over many messages, at every byte boundary', () => {
    const bytes = Buffer.from(one + two, 'utf8');
    for (let cut = 1; cut < bytes.length; cut++) {
      const parser = new StompParser();
      const found = [...frames(parser.push(bytes.subarray(0, cut))), ...frames(parser.push(bytes.subarray(cut)))];
      expect(
        found.map((f) => f.command),
        `cut at ${cut}`,
      ).toEqual(['SEND', 'SUBSCRIBE']);
      expect(found[0].body).toBe('{"message":1}');
    }
  });

  it('reads a frame fed one byte at a time, multi-byte characters included', () => {
    const parser = new StompParser();
    const events: StompEvent[] = [];
    for (const byte of Buffer.from('SEND\ndestination:/app/chat\n\nनमस्ते\0', 'utf8'))
      events.push(...parser.push(Buffer.from([byte])));
    expect(frames(events)[0].body).toBe('नमस्ते');
  });

  it('reports bare EOLs between frames as heart-beats', () => {
    const events = new StompParser().push('\n\r\n' + two + '\n');
    expect(events.map((e) => e.kind)).toEqual(['heart-beat', 'heart-beat', 'frame', 'heart-beat']);
  });

  it('waits for the LF after a CR', () => {
    const parser = new StompParser();
    expect(parser.push('\r')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ kind: 'heart-beat' }]);
  });
});

describe('bad frames', () => {
  it.each([
    ['a lower-case command', 'send\nx:y\n\n\0'],
    ['a body longer than its content-length', 'SEND\ncontent-length:2\n\nabc\0'],
    ['a body longer than its content-length by one byte before a line end', 'SEND\ncontent-length:2\n\nab\n\0'],
    ['a content-length that is not a whole number', 'SEND\ncontent-length:3x\n\nabc\0'],
    ['invalid UTF-8', Buffer.concat([Buffer.from('SEND\n\n'), Buffer.from([0xff, 0xfe]), Buffer.from([0])])],
    ['an empty header name', 'SEND\n:value\n\n\0'],
    ['a header line without a colon, once a later line has one', 'SEND\nnocolon\nid:1\n\n\0'],
  ])('refuses %s', (_, text) => {
    expect(() => new StompParser().push(text)).toThrow(StompSyntaxError);
  });

  it('refuses what never ends (no colon, content-length not a number) once it reaches the frame limit', () => {
    const limits = { maxFrameBytes: 100, maxHeaders: 32 };
    for (const start of ['SEND\nnocolon\n\n\0', 'SEND\ncontent-length:ten\n\nabc\0']) {
      const parser = new StompParser(limits);
      expect(parser.push(start)).toEqual([]);
      expect(() => parser.push('y'.repeat(100))).toThrow('Frame too large');
    }
  });

  it('refuses a frame larger than the limit before buffering it, and accepts one exactly at the limit', () => {
    const limits = { maxFrameBytes: 100, maxHeaders: 32 };
    const parser = new StompParser(limits);
    expect(() => parser.push(`SEND\n\n${'x'.repeat(200)}`)).toThrow('Frame too large');
    expect(parser.bytesParsed).toBeLessThanOrEqual(100);
    // A declared content-length is not believed: the bytes are counted as they come.
    const declared = new StompParser(limits);
    expect(declared.push('SEND\ncontent-length:500\n\n')).toEqual([]);
    expect(() => declared.push('y'.repeat(100))).toThrow('Frame too large');

    const exact = `SEND\n\n${'x'.repeat(100 - 7)}\0`;
    expect(Buffer.byteLength(exact)).toBe(100);
    expect(frames(new StompParser(limits).push(exact + exact))).toHaveLength(2);
    expect(() => new StompParser(limits).push(`SEND\n\n${'x'.repeat(100 - 6)}\0`)).toThrow('Frame too large');
  });

  it('counts each frame on its own, and heart-beats not at all', () => {
    const parser = new StompParser({ maxFrameBytes: 100, maxHeaders: 32 });
    const frame = `SEND\n\n${'x'.repeat(80)}\0`;
    const events = parser.push(`${frame}\n${frame}${'\n'.repeat(300)}${frame}`);
    expect(events.filter((e) => e.kind === 'frame')).toHaveLength(3);
    expect(events.filter((e) => e.kind === 'heart-beat')).toHaveLength(301);
  });

  it('stays unusable after a refusal', () => {
    const parser = new StompParser();
    expect(() => parser.push('send\n\n\0')).toThrow(StompSyntaxError);
    expect(() => parser.push('SEND\n\n\0')).toThrow(StompSyntaxError);
  });

  it('ignores a lone CR between frames (the library does; it carries nothing)', () => {
    expect(frames(new StompParser().push('\rSEND\n\n\0')).map((f) => f.command)).toEqual(['SEND']);
  });

  it('refuses too many headers', () => {
    const headers = Array.from({ length: 40 }, (_, i) => `h${i}:v`).join('\n');
    expect(() => new StompParser().push(`SEND\n${headers}\n\n\0`)).toThrow('Too many headers');
  });
});

describe('linear work', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Bytes the library's parser is handed while `chunks` are pushed one by one. */
  function parserWork(chunks: Buffer[]): { bytes: number; calls: number } {
    const parseChunk = vi.spyOn(Parser.prototype, 'parseChunk');
    const parser = new StompParser({ maxFrameBytes: 1 << 20, maxHeaders: 32 });
    for (const chunk of chunks) parser.push(chunk);
    const bytes = parseChunk.mock.calls.reduce((sum, [segment]) => sum + (segment as ArrayBuffer).byteLength, 0);
    const calls = parseChunk.mock.calls.length;
    parseChunk.mockRestore();
    expect(parser.bytesParsed).toBe(bytes);
    return { bytes, calls };
  }

  const oneByteChunks = (text: string) => [...Buffer.from(text)].map((byte) => Buffer.from([byte]));

  it('hands each byte to the parser once, however many pieces a frame arrives in', () => {
    for (const n of [1_000, 10_000, 100_000]) {
      // A frame that never ends (what a flood sends), one byte per WebSocket message, and two bytes.
      expect(parserWork(oneByteChunks('A'.repeat(n)))).toEqual({ bytes: n, calls: n });
      expect(parserWork(Array.from({ length: n }, () => Buffer.from('A\n')))).toEqual({ bytes: 2 * n, calls: n });
      // Complete frames with headers and bodies, split the same way.
      const text = `SEND\ndestination:/app/chat\n\n${'b'.repeat(n)}\0`;
      const split = parserWork(oneByteChunks(text));
      expect(split.bytes).toBe(Buffer.byteLength(text));
      expect(split.calls).toBe(Buffer.byteLength(text));
    }
  });

  it('feeds a large message in at most two pieces per line', () => {
    const lines = 1_000;
    const text = `SEND\ndestination:/app/chat\n\n${'line\n'.repeat(lines)}\0`;
    const work = parserWork([Buffer.from(text)]);
    expect(work.bytes).toBe(Buffer.byteLength(text));
    expect(work.calls).toBeLessThanOrEqual(2 * (lines + 4));
  });
});

describe('heart-beats', () => {
  it('parses the header', () => {
    expect(parseHeartBeat('10000,5000')).toEqual([10000, 5000]);
    expect(parseHeartBeat(undefined)).toEqual([0, 0]);
    expect(parseHeartBeat('10000')).toBeNull();
    expect(parseHeartBeat('-1,0')).toBeNull();
    expect(parseHeartBeat('a,b')).toBeNull();
  });

  it('negotiates each direction as the larger of offer and wish, or none when either is 0', () => {
    expect(negotiateHeartBeat([4000, 20000], [10000, 10000])).toEqual({ serverSends: 20000, clientSends: 10000 });
    expect(negotiateHeartBeat([0, 0], [10000, 10000])).toEqual({ serverSends: 0, clientSends: 0 });
    expect(negotiateHeartBeat([15000, 0], [10000, 10000])).toEqual({ serverSends: 0, clientSends: 15000 });
    expect(negotiateHeartBeat([1000, 1000], [0, 10000])).toEqual({ serverSends: 0, clientSends: 10000 });
  });
});
