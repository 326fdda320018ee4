import { GST_RATE, gstOn } from '../../shared/pricing';

/**
 * The GST inside an amount a buyer paid. Orders store only the total (discounted price plus gstOn of it, see
 * billFor), so the price is recovered by dividing by 1.18: rounding the GST moves the total by at most half a
 * rupee, less than 1.18 times half a rupee, so the division rounds back to the exact price.
 */
export function gstInside(total: number): number {
  const price = Math.round(total / (1 + GST_RATE));
  return price + gstOn(price) === total ? gstOn(price) : total - price;
}
