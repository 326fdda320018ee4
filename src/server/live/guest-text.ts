/**
 * Text guests type: stored as given (the page renders it as text, never as HTML) but trimmed, not empty, and
 * free of control characters, which no keyboard types and which would garble the moderation screens.
 */
import { hasControlCharacters } from '../http/control-characters';
import { HttpError } from '../http/errors';

const LINE_BREAK = /[\r\n\t\u2028\u2029]/;

/**
 * The trimmed text, or a 400 naming the field (`body.name`). One-line fields refuse line breaks and tabs
 * too; longer text keeps them.
 */
export function guestText(value: string, field: string, options: { multiline: boolean; maxLength: number }): string {
  const text = value.trim();
  if (text === '') throw new HttpError(400, `${field} must not be empty`);
  if (text.length > options.maxLength)
    throw new HttpError(400, `${field} must be at most ${options.maxLength} characters`);
  if (hasControlCharacters(text, { keepLineBreaks: true }) || (!options.multiline && LINE_BREAK.test(text)))
    throw new HttpError(400, `${field} must not contain control characters`);
  return text;
}
