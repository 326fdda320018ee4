import { describe, expect, it } from 'vitest';
import { ASPECTS, COMPRESSION_LIMITS, DEFAULT_ASPECT, ZOOM } from './aspects';
import { compressionLibUrl } from './compress';
import { scaledSize } from './crop';
import { isStoredName, mediaKindOf, storedNameFromPublicUpload, storedNameFromUpload } from './upload-answers';

describe('cropper settings', () => {
  it('offers the spec ratios with 4:3 first chosen, zoom 1 to 3', () => {
    expect(ASPECTS.map((a) => a.label)).toEqual(['1:1', '5:4', '4:3', '3:2', '5:3', '16:9', '3:1']);
    expect(DEFAULT_ASPECT.label).toBe('4:3');
    expect([ZOOM.min, ZOOM.max]).toEqual([1, 3]);
    expect(COMPRESSION_LIMITS).toEqual({ maxSizeMB: 1, maxWidthOrHeight: 1024, maxIteration: 10 });
  });

  it('never draws a crop larger than the limit, keeping its shape', () => {
    expect(scaledSize(4000, 3000, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(scaledSize(800, 450, 2048)).toEqual({ width: 800, height: 450 });
    expect(scaledSize(3000, 1, 1024)).toEqual({ width: 1024, height: 1 });
  });
});

describe('compression worker', () => {
  it('loads its library from our own origin, never a CDN', () => {
    const url = new URL(compressionLibUrl('https://utsav.example'));
    expect(url.origin).toBe('https://utsav.example');
    expect(url.pathname).toMatch(/browser-image-compression.*\.js$/);
  });
});

describe('upload answers', () => {
  it('reads the stored name from upload (plain text or JSON data)', () => {
    expect(storedNameFromUpload('3f2a9c.jpg\n')).toBe('3f2a9c.jpg');
    expect(storedNameFromUpload({ data: 'ab12.png' })).toBe('ab12.png');
    expect(storedNameFromUpload('{"data":"cd34.webp"}')).toBe('cd34.webp');
    expect(storedNameFromUpload('../etc/passwd')).toBeNull();
    expect(storedNameFromUpload(42)).toBeNull();
  });

  it('reads the name after " : " from upload-public', () => {
    expect(storedNameFromPublicUpload('File uploaded successfully : 9f8e.mp4')).toBe('9f8e.mp4');
    expect(storedNameFromPublicUpload('File uploaded successfully : <script>')).toBeNull();
    expect(isStoredName('a'.repeat(201))).toBe(false);
  });

  it('sorts files into images, videos and refused', () => {
    expect(mediaKindOf({ type: 'image/jpeg', name: 'a.jpg' })).toBe('image');
    expect(mediaKindOf({ type: 'video/mp4', name: 'a.mp4' })).toBe('video');
    expect(mediaKindOf({ type: '', name: 'clip.MOV' })).toBe('video');
    expect(mediaKindOf({ type: 'application/pdf', name: 'a.pdf' })).toBeNull();
    expect(mediaKindOf({ type: 'text/plain', name: 'notes.jpg' })).toBeNull();
  });
});
