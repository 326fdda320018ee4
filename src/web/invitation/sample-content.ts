import type { ContentData } from '../../shared/content';

/** Sample content of each schema (schemas/samples/<name>.json), one small chunk each, loaded on demand. */
const SAMPLES = import.meta.glob<ContentData>('../../../schemas/samples/*.json', { import: 'default' });

export async function loadSampleContent(schemaName: string): Promise<ContentData | undefined> {
  const load = SAMPLES[`../../../schemas/samples/${schemaName}.json`];
  return load ? load() : undefined;
}
