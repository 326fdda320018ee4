import type { ImportKind } from './guests-api';

/** What a file or pasted text is, for the import's Content-Type: a vCard, a CSV with a header row, or plain lines. */
export function importKindOf(text: string, fileName = ''): ImportKind {
  if (/^\s*BEGIN:VCARD/im.test(text) || /\.vcf$/i.test(fileName)) return 'text/vcard';
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  if (/\.csv$/i.test(fileName) || (/[,;\t]/.test(firstLine) && /name|naam|phone|mobile/i.test(firstLine)))
    return 'text/csv';
  return 'text/plain';
}

/**
 * A file's text. Excel on Windows saves CSV in the system's code page rather than UTF-8: when the bytes are not
 * valid UTF-8 they are read as Windows-1252, so "Müller" or "₹" is not turned into replacement marks.
 */
export async function readFileText(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
