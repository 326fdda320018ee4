/**
 * The server names a refused field as its address in the body ("body.upiId is not a UPI ID ..."): the host reads
 * the field's own name instead.
 */
const FIELD_NAMES: [RegExp, string][] = [
  [/^body\.upiId\b/, 'The UPI ID'],
  [/^body\.payeeName\b/, 'The name'],
  [/^body\.name\b/, 'The name'],
  [/^body\.amount\b/, 'The amount'],
  [/^body\.streams\.[a-z0-9-]+\b/, 'The stream address'],
  [/^body\.thankYouAfterDays\b/, 'The number of days'],
  [/^body\.[A-Za-z.]+\b/, 'This field'],
];

export function fieldWords(message: string): string {
  for (const [pattern, words] of FIELD_NAMES) if (pattern.test(message)) return message.replace(pattern, words);
  return message;
}
