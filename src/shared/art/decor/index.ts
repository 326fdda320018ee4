/**
 * Each motif decorates a canvas in the same few places (see types.ts); one file per motif.
 */
import type { Motif } from '../../catalogue';
import { mandalaDecor } from './mandala';
import { marigoldDecor } from './marigold';
import { paisleyDecor } from './paisley';
import { lotusDecor } from './lotus';
import { rangoliDecor } from './rangoli';
import { kalashDecor } from './kalash';
import { peacockDecor } from './peacock';
import { diyaDecor } from './diya';
import { toranDecor } from './toran';
import { balloonsDecor } from './balloons';
import { starsDecor } from './stars';
import { confettiDecor } from './confetti';
import { templeDecor } from './temple';
import { leavesDecor } from './leaves';
import type { Decoration } from './types';

export { divider } from './lines';
export { kalashAt, rangoliAt, templeAt } from './place';
export type { DecorContext, Decoration } from './types';

export const DECORATIONS: Record<Motif, Decoration> = {
  mandala: mandalaDecor,
  marigold: marigoldDecor,
  paisley: paisleyDecor,
  lotus: lotusDecor,
  rangoli: rangoliDecor,
  kalash: kalashDecor,
  peacock: peacockDecor,
  diya: diyaDecor,
  toran: toranDecor,
  balloons: balloonsDecor,
  stars: starsDecor,
  confetti: confettiDecor,
  temple: templeDecor,
  leaves: leavesDecor,
};
