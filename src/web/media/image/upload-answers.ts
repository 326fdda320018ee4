/** How the upload calls' answers name the stored file, and which files may be uploaded at all. */
/** The stored name from an `upload` answer: the body itself, or `data` in a JSON answer. */
export function storedNameFromUpload(answer: unknown): string | null {
  if (typeof answer === 'string') {
    const text = answer.trim();
    if (text.startsWith('{')) {
      try {
        return storedNameFromUpload(JSON.parse(text));
      } catch {
        return null;
      }
    }
    return isStoredName(text) ? text : null;
  }
  if (answer && typeof answer === 'object') {
    const value = (answer as Record<string, unknown>).data ?? (answer as Record<string, unknown>).fileName;
    return typeof value === 'string' && isStoredName(value.trim()) ? value.trim() : null;
  }
  return null;
}

/** 'File uploaded successfully : 3f2a.jpg' -> '3f2a.jpg'. */
export function storedNameFromPublicUpload(answer: unknown): string | null {
  if (typeof answer !== 'string') return null;
  const at = answer.lastIndexOf(' : ');
  const name = (at === -1 ? answer : answer.slice(at + 3)).trim();
  return isStoredName(name) ? name : null;
}

/** Stored names are generated ids with an extension: letters, digits, dot, dash, underscore. */
export function isStoredName(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(value);
}

export type MediaKind = 'image' | 'video';

/** Images are compressed, videos pass through, anything else is refused (spec section 5). */
export function mediaKindOf(file: { type: string; name: string }): MediaKind | null {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  if (!file.type) {
    if (/\.(jpe?g|png|gif|webp)$/i.test(file.name)) return 'image';
    if (/\.(mp4|webm|mov)$/i.test(file.name)) return 'video';
  }
  return null;
}
