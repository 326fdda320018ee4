import type { ShagunMethod } from '../../../shared/api/shagun';

/** How a gift came, in the host's words. */
export const METHOD_LABELS: Record<ShagunMethod, string> = {
  cash: 'Cash',
  upi: 'UPI',
  cheque: 'Cheque',
  gift: 'Gift item',
};

/** Rupees as Indians write them: ₹1,00,000. */
export const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
