/** The smallest byte sequences that are recognised as each type, plus builders for multipart bodies. */

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const pad = (head: Buffer, size = 64) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);

export const SAMPLE_FILES = {
  png: ONE_PIXEL_PNG,
  jpeg: pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01])),
  gif: pad(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')),
  webp: pad(Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')])),
  mp4: pad(
    Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2'),
    ]),
  ),
  mov: pad(
    Buffer.concat([
      Buffer.from([0, 0, 0, 0x14]),
      Buffer.from('ftypqt  '),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('qt  '),
    ]),
  ),
  webm: pad(
    Buffer.from([
      0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
      0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
    ]),
  ),
  /** Two MPEG-1 layer III frame headers one frame apart (file-type wants the second to be sure). */
  mp3: Buffer.concat([
    Buffer.from([0xff, 0xfb, 0x90, 0x64]),
    Buffer.alloc(413),
    Buffer.from([0xff, 0xfb, 0x90, 0x64]),
    Buffer.alloc(2000),
  ]),
  /**
   * ADTS AAC, as phones and `ffmpeg -c:a aac -f adts` write it: frames of AAC-LC, 44.1 kHz stereo, each a 7-byte
   * header (sync word, MPEG-4, no CRC, frame length 16) and one silent channel-pair element.
   */
  aac: Buffer.concat(Array.from({ length: 24 }, () => Buffer.from('fff15080021ffc210049900219002380', 'hex'))),
  /** An iPhone's voice memo or iTunes track: an MP4 file whose brand is M4A. */
  m4a: pad(
    Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypM4A '),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('M4A isom'),
    ]),
  ),
  ogg: pad(Buffer.concat([Buffer.from('OggS'), Buffer.alloc(24), Buffer.from('\x01vorbis', 'latin1')])),
  pdf: pad(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj', 'latin1')),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
} as const;

export interface MultipartPart {
  field: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body; parts without a filename are plain fields. */
export function multipartBody(
  parts: MultipartPart[],
  boundary = '----invites-test-boundary',
): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type =
      part.filename === undefined ? '' : `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One file in the field the spec's image upload uses. */
export function croppedImageBody(data: Buffer, contentType = 'image/jpeg') {
  return multipartBody([{ field: 'cropped-image.jpg', filename: 'cropped-image.jpg', contentType, data }]);
}
