import { z } from 'zod';

/**
 * Field builders shared by every write schema, so that each rule and each message is written once.
 * Messages are sentences a person understands; the server prefixes them with the field name.
 */

const textTypeError = (missingMessage: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? missingMessage : 'Must be text',
});

/** A required, trimmed string. */
export function requiredText(max: number, missingMessage = 'Required') {
  return (
    z
      .string(textTypeError(missingMessage))
      .trim()
      // abort: an empty value is only missing; the rules below need something to look at.
      .min(1, { error: missingMessage, abort: true })
      .max(max, `Must be at most ${max} characters`)
  );
}

/**
 * Text-direction overrides and isolates (U+202A-U+202E, U+2066-U+2069) reorder how the text after
 * them is shown, so a name or title holding one can display as something else than it is.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;

/**
 * A letter or digit a reader can see. Hangul fillers (U+3164, U+115F, U+1160, U+FFA0) are letters
 * to Unicode but default-ignorable, meaning they render as nothing, like zero-width spaces; the
 * braille blank U+2800 is a symbol. None of them counts.
 */
const VISIBLE_LETTER_OR_DIGIT = /(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{N}]/u;

export const hasVisibleLetterOrDigit = (text: string) => VISIBLE_LETTER_OR_DIGIT.test(text);
export const hasBidiControls = (text: string) => BIDI_CONTROLS.test(text);

/**
 * Adds the two display rules to a text field: it must show a reader something, and it must display
 * as it is written. For names and titles, and for text that becomes a title (a generation prompt).
 */
export function shownAsWritten(
  text: z.ZodString,
  subject: string,
  invisibleMessage = `${subject} must contain a letter or digit`,
) {
  return text
    .refine(hasVisibleLetterOrDigit, invisibleMessage)
    .refine((value) => !hasBidiControls(value), `${subject} must not contain text-direction control characters`);
}

/** A person's or company's name: something a reader can see, which displays as it is. */
export function nameText(max: number) {
  return shownAsWritten(requiredText(max, 'Required'), 'Name', 'Name must contain a letter');
}

/** A title or topic (articles, sessions): same rule as a name, worded for the field. */
export function titleText(max: number, subject: string) {
  return shownAsWritten(requiredText(max, `${subject} is required`), subject);
}

/** An optional free-text field; an empty string is stored as null. */
export function optionalText(max: number, tooLongMessage = `Must be at most ${max} characters`) {
  return z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, tooLongMessage)
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * An optional free-text field in an edit: left out, it stays undefined so the stored value is kept;
 * null or an empty string clears it (stored as null).
 */
export function clearableText(max: number, tooLongMessage?: string) {
  return optionalText(max, tooLongMessage).optional();
}

/** A required email address, trimmed and lower-cased so uniqueness ignores case. */
export function emailField() {
  return (
    z
      .string(textTypeError('Required'))
      .trim()
      .toLowerCase()
      // abort: an empty field is only "Required", not also "Enter a valid email address".
      .min(1, { error: 'Required', abort: true })
      .max(254, 'Must be at most 254 characters')
      .email('Enter a valid email address')
  );
}

/** One of a fixed list of values, with a message that lists them. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, missingMessage = 'Required') {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? missingMessage : `Choose one of: ${values.join(', ')}`),
  });
}

export const uuidField = (message = 'Must be a valid id (uuid)') => z.uuid({ error: message });

/** A list of short labels (skills, tags): trimmed, empties dropped, duplicates removed ignoring case. */
export function labelList(itemMax: number, listMax: number, itemName: string) {
  return z
    .array(
      z
        .string({ error: `Each ${itemName} must be text` })
        .trim()
        .max(itemMax, `Each ${itemName} must be at most ${itemMax} characters`),
      {
        error: `Must be a list of ${itemName}s`,
      },
    )
    .max(listMax, `At most ${listMax} ${itemName}s`)
    .transform((items) => {
      const seen = new Set<string>();
      const kept: string[] = [];
      for (const item of items) {
        const key = item.toLowerCase();
        if (item && !seen.has(key)) {
          seen.add(key);
          kept.push(item);
        }
      }
      return kept;
    });
}
