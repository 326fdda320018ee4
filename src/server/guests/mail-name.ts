/**
 * A person's name as the guest list's mails write it (the buyer's name in a co-host's invitation). The name is
 * whatever its owner typed into their account, and the mail goes to an address they chose: left as typed it
 * would let anyone send a mail of their own words and links from our address. So it becomes one line, bounded,
 * and nothing in it is what a mail client turns into a link (an address, a bare domain such as evil.example,
 * an e-mail address). Letters of every script are kept as they are, joiners (ZWJ, ZWNJ) included.
 */

/** Line breaks and controls of any kind, and the line and paragraph separators. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;
/** Bidirectional overrides and marks, which can make the name read as something else. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/**
 * A dot (ASCII, ideographic, full-width, half-width: linkifiers read each as a domain's dot), an @ or a colon
 * joined to what follows is what makes a domain, an e-mail address or a scheme; a space after it unmakes it
 * ("evil. example", "a@ evil. example", "https: //"), as a person would write it.
 */
const JOINED = /([.\u3002\uff0e\uff61@:])(?=\S)/gu;

export const MAIL_NAME_MAX = 100;

export function mailName(typed: string): string {
  const line = typed.replace(BREAKS, ' ').replace(BIDI, '').replace(JOINED, '$1 ').replace(/\s+/gu, ' ').trim();
  const chars = Array.from(line);
  return chars.length > MAIL_NAME_MAX ? `${chars.slice(0, MAIL_NAME_MAX).join('').trimEnd()}…` : line;
}
