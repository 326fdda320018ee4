import { FONT_PAIRS, type FontPairKey } from '../../shared/catalogue';
import { loadFamily } from './families';

/** Starts loading both families of a pairing; resolves when their @font-face rules are in the page. */
export function loadFontPair(pair: FontPairKey): Promise<unknown> {
  const { heading, body } = FONT_PAIRS[pair];
  return Promise.all([heading, body].map(loadFamily));
}
