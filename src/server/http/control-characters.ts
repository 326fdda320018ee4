/**
 * Control characters (Unicode category Cc: C0, DEL and C1) in text people type. No keyboard types them, and
 * stored they would garble the screens that show the text, so fields refuse them.
 */

/** Any control character, tab and line breaks included: for one-word values such as codes. */
const ANY_CONTROL = /\p{Cc}/u;
/** Control characters other than tab, line feed and carriage return, which multi-line text keeps. */
const CONTROL_BESIDES_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;

export function hasControlCharacters(text: string, options: { keepLineBreaks: boolean }): boolean {
  return (options.keepLineBreaks ? CONTROL_BESIDES_LINE_BREAKS : ANY_CONTROL).test(text);
}
