import { includedMessagesLine } from '../../shared/packs';
import { PACK_FEATURE_COUNT, PACK_FEATURES, type PackType } from '../../shared/pricing';

/** The six pack features, ticked up to the pack's count (basic 2, premium 4, luxury 6), and its WhatsApp messages. */
export function PackFeatures({ pack }: { pack: PackType }) {
  const included = PACK_FEATURE_COUNT[pack];
  return (
    <>
      <ul className="pack-features" aria-label="Included features">
        {PACK_FEATURES.map((feature, index) => {
          const has = index < included;
          return (
            <li key={feature} className={has ? 'pack-features__yes' : 'pack-features__no'}>
              <span aria-hidden="true">{has ? '✓' : '–'}</span>
              {feature}
              {!has && <span className="visually-hidden"> (not included)</span>}
            </li>
          );
        })}
      </ul>
      <p className="field-hint">{includedMessagesLine(pack)}</p>
    </>
  );
}
