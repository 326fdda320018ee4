/**
 * Image compression before upload (browser-image-compression). Its web worker loads the library with
 * importScripts(libURL), which by default points at a public CDN; here libURL is the copy Vite emits into our
 * own build, so the page never fetches code from another origin (and the CSP would refuse it anyway).
 */
import libraryUrl from 'browser-image-compression/dist/browser-image-compression.js?url';
import { COMPRESSION_LIMITS } from './aspects';

/** Absolute, because the worker runs from a blob: address where a relative URL would not resolve. */
export function compressionLibUrl(origin = window.location.origin): string {
  return new URL(libraryUrl, origin).href;
}

export async function compressImage(file: File | Blob, onProgress?: (percent: number) => void): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file as File, {
    ...COMPRESSION_LIMITS,
    useWebWorker: true,
    libURL: compressionLibUrl(),
    ...(onProgress ? { onProgress } : {}),
  });
}
