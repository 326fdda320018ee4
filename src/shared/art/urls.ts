/** Artwork addresses, light enough for the web app to import without the generator. */

export const ART_KINDS = [
  'thumbnail',
  'cover',
  'screenshot-1',
  'screenshot-2',
  'screenshot-3',
  'screenshot-4',
  'screenshot-5',
  'screenshot-6',
  'screenshot-7',
  'screenshot-8',
] as const;
export type ArtKind = (typeof ART_KINDS)[number];

export function isArtKind(value: string): value is ArtKind {
  return (ART_KINDS as readonly string[]).includes(value);
}

/** Where the server serves a template's artwork. */
export function artUrl(templateId: string, kind: ArtKind): string {
  return `/rest/api/public/art/${templateId}/${kind}.svg`;
}

export function screenshotUrls(templateId: string): string[] {
  return ART_KINDS.filter((kind) => kind.startsWith('screenshot-')).map((kind) => artUrl(templateId, kind));
}
