/**
 * Business policy numbers in one place: the cart banner, the terms page and the server all read these.
 * The spec gave two refund windows (12 hours on the cart, 24 hours in the terms); the shorter promise is the
 * one a buyer sees first, so it is the one we keep everywhere.
 */
export const POLICY = {
  refundWindowHours: 12,
  /** Terms: price range per website, in rupees. */
  priceRangeRupees: { min: 3000, max: 10000 },
  deliveryBusinessDays: '2-3',
  /** Selected template and access token live this long in the browser. */
  selectionMinutes: 10,
  otpDigits: 4,
  otpResendSeconds: 30,
  otpValidMinutes: 10,
  resetLinkMinutes: 30,
  paymentPollSeconds: 10,
  toastMs: 3000,
  termsEffectiveDate: '01-01-2024',
  company: 'Utsav Invites Private Limited',
  productName: 'Utsav Invites',
} as const;
