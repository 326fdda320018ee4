import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PackFeatures } from './PackFeatures';
import { PricingSection } from '../storefront/detail/PricingSection';
import { findTemplate } from '../../shared/catalogue';

describe("the packs' WhatsApp messages", () => {
  it('are said in the storefront’s comparison and the cart: basic none, premium 300, luxury 1,000', () => {
    const pricing = renderToStaticMarkup(<PricingSection template={findTemplate('wed001')} />);
    const lines = [...pricing.matchAll(/<p class="price-card__note">([^<]*WhatsApp[^<]*)<\/p>/g)].map((m) => m[1]);
    expect(lines).toEqual([
      'No WhatsApp messages sent by Utsav',
      '300 WhatsApp messages sent by Utsav',
      '1,000 WhatsApp messages sent by Utsav',
    ]);
    expect(renderToStaticMarkup(<PackFeatures pack="luxury" />)).toContain('1,000 WhatsApp messages sent by Utsav');
    expect(renderToStaticMarkup(<PackFeatures pack="basic" />)).toContain('No WhatsApp messages sent by Utsav');
  });
});
