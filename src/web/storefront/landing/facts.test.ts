import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../../shared/catalogue';
import { discountedPrice, PACK_TYPES } from '../../../shared/pricing';
import { STARTING_PRICE_RUPEES, STARTING_PRICES, TEMPLATE_COUNT_CLAIM } from './facts';

describe('landing page facts', () => {
  it('states the lowest price of each pack in the catalogue', () => {
    for (const pack of PACK_TYPES)
      expect(STARTING_PRICE_RUPEES[pack]).toBe(Math.min(...TEMPLATES.map((t) => discountedPrice(t, pack))));
    expect(STARTING_PRICES.map((p) => p.price)).toEqual(['₹2,999', '₹4,999', '₹5,999']);
  });

  it('claims no more templates than the catalogue has', () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(Number.parseInt(TEMPLATE_COUNT_CLAIM, 10));
  });
});
