/** Canvas sizes and the drawing context each artwork starts from. */
import type { Template } from '../catalogue';
import type { DecorContext } from './decor';
import { Defs, type RepeatedShapes } from './defs';
import { seededRandom } from './random';
import { themeFor } from './theme';

export const THUMBNAIL_SIZE = { width: 600, height: 800 } as const;
export const SCREENSHOT_SIZE = { width: 600, height: 800 } as const;
export const COVER_SIZE = { width: 1200, height: 630 } as const;

export function artContext(template: Template, kind: string, repeated?: RepeatedShapes): DecorContext {
  return {
    theme: themeFor(template.design),
    defs: new Defs(`${template.id}${kind.replace(/\W/g, '')}`, repeated),
    rng: seededRandom(`${template.id}:${kind}`),
  };
}
