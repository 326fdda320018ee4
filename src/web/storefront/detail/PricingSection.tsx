import type { Template } from '../../../shared/catalogue';
import {
  discountedPrice,
  formatRupees,
  GST_RATE,
  listPrice,
  PACK_FEATURE_COUNT,
  PACK_FEATURES,
  PACK_LABELS,
  PACK_TYPES,
  type PackType,
} from '../../../shared/pricing';
import { chatLink, useBusinessContact } from '../common/business';
import { Icon } from '../../ui/icons';
import { CONTACT_SECTION_ID } from '../common/site';
import { includedMessagesLine } from '../../../shared/packs';

export const PRICING_ERROR = 'Unable to load pricing information. Please try again.';

const PACK_NOTES: Record<PackType, string> = {
  basic: 'Everything to invite and inform your guests.',
  premium: 'Add photos and music to tell your story.',
  luxury: 'The complete experience, in every language.',
};

export function buyMessage(pack: PackType, template: Template): string {
  return `Hi! I would like to buy the ${PACK_LABELS[pack]} pack of the ${template.name} template (${template.id}).`;
}

/** 'Choose your Pricing plan': Basic, Premium, Luxury with list and discounted prices and the ticked features. */
export function PricingSection({ template }: { template: Template | undefined }) {
  const contact = useBusinessContact();
  return (
    <section className="section pricing" aria-labelledby="pricing-title">
      <div className="container">
        <div className="section__head">
          <p className="eyebrow">Pricing</p>
          <h2 className="section__title" id="pricing-title">
            Choose your Pricing plan
          </h2>
          <p className="section__lead">
            One-time price per invitation website, plus {Math.round(GST_RATE * 100)}% GST. No subscriptions.
          </p>
        </div>
        {!template ? (
          <p className="pricing__error" role="alert">
            {PRICING_ERROR}
          </p>
        ) : (
          <ul className="pricing__cards">
            {PACK_TYPES.map((pack) => {
              const list = listPrice(template, pack);
              const price = discountedPrice(template, pack);
              const included = PACK_FEATURE_COUNT[pack];
              return (
                <li key={pack} className={`price-card price-card--${pack}`}>
                  {pack === 'premium' ? <span className="price-card__badge">Most popular</span> : null}
                  <h3 className="price-card__name">{PACK_LABELS[pack]}</h3>
                  <p className="price-card__note">{PACK_NOTES[pack]}</p>
                  <p className="price-card__list">
                    <s>
                      <span className="visually-hidden">List price </span>
                      {formatRupees(list)}
                    </s>
                    <span className="price-card__save">Save {formatRupees(list - price)}</span>
                  </p>
                  <p className="price-card__price">
                    {formatRupees(price)}
                    <span> + taxes</span>
                  </p>
                  <ul className="price-card__features">
                    {PACK_FEATURES.map((feature, index) => {
                      const yes = index < included;
                      return (
                        <li key={feature} className={yes ? 'is-included' : 'is-excluded'}>
                          <Icon name={yes ? 'check' : 'cross'} size={18} />
                          <span>
                            {feature}
                            {yes ? null : <span className="visually-hidden"> (not included)</span>}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                  <p className="price-card__note">{includedMessagesLine(pack)}</p>
                  <a
                    className={`btn btn--block price-card__buy${pack === 'premium' ? '' : ' btn--ghost'}`}
                    href={
                      contact ? chatLink(contact.whatsappNumber, buyMessage(pack, template)) : `#${CONTACT_SECTION_ID}`
                    }
                    target={contact ? '_blank' : undefined}
                    rel="noopener noreferrer"
                    aria-label={`Buy Now: ${PACK_LABELS[pack]} pack`}
                  >
                    Buy Now
                  </a>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
