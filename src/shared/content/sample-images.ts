/**
 * Image values in schemas/samples are `sample:<subject>`, not uploaded files:
 * the invitation renderer draws an illustrated placeholder for the subject, so
 * previews need no photographs (and no third-party images).
 */
export const SAMPLE_IMAGE_SUBJECTS = [
  'bride',
  'groom',
  'couple',
  'family',
  'venue',
  'child',
  'house',
  'school',
  'logo',
  'guest',
  'food',
  'decoration',
  'temple',
  'chariot',
  'stage',
  'sports',
  'flag',
  'party',
  'cake',
] as const;

export type SampleImageSubject = (typeof SAMPLE_IMAGE_SUBJECTS)[number];

const SAMPLE_PREFIX = 'sample:';

/** The subject of a `sample:<subject>` image value, or undefined for anything else (a real upload). */
export function sampleImageSubject(value: string): SampleImageSubject | undefined {
  if (!value.startsWith(SAMPLE_PREFIX)) return undefined;
  const subject = value.slice(SAMPLE_PREFIX.length);
  return (SAMPLE_IMAGE_SUBJECTS as readonly string[]).includes(subject) ? (subject as SampleImageSubject) : undefined;
}
