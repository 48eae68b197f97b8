import { z } from 'zod';

/**
 * Field builders shared by every write schema, so that each rule and each message is written once.
 * Messages are sentences a person understands; the server prefixes them with the field name.
 */

const textTypeError = (missingMessage: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? missingMessage : 'Must be text',
});

/**
 * Control characters: C0 and C1 (U+0000-U+001F, U+007F-U+009F, Unicode's Cc) and the line and paragraph separators
 * U+2028 and U+2029. No one types them into a name or a title; pasted in, a line break splits a log line, a mail
 * or a calendar line into lines the writer chose, and the others are invisible or commands to a terminal.
 */
const LINE_BREAKS_AND_CONTROLS = /[\p{Cc}\u2028\u2029]/u;

/** In text of several lines, line breaks (LF, CR) and tabs are part of the text; the other controls are not. */
const CONTROLS_BUT_LINE_BREAKS_AND_TABS = /(?![\t\n\r])\p{Cc}/u;

export const hasLineBreaksOrControls = (text: string) => LINE_BREAKS_AND_CONTROLS.test(text);
export const hasControlsBesideLineBreaks = (text: string) => CONTROLS_BUT_LINE_BREAKS_AND_TABS.test(text);

/**
 * Which characters a text field refuses, and how its sentence names it ("Role cannot contain line breaks or control
 * characters"). One line: names, titles, labels; several: descriptions, messages, article content.
 */
export interface TextLines {
  subject: string;
  multiLine: boolean;
}
export const oneLine = (subject: string): TextLines => ({ subject, multiLine: false });
export const multiLine = (subject: string): TextLines => ({ subject, multiLine: true });

/** Adds the control-character rule of `lines` to a text field. */
export function withLineRule(text: z.ZodString, lines: TextLines) {
  return lines.multiLine
    ? text.refine(
        (value) => !hasControlsBesideLineBreaks(value),
        `${lines.subject} cannot contain control characters other than line breaks and tabs`,
      )
    : text.refine(
        (value) => !hasLineBreaksOrControls(value),
        `${lines.subject} cannot contain line breaks or control characters`,
      );
}

/** A required, trimmed string, before any rule on its characters. */
function trimmedRequired(max: number, missingMessage: string) {
  return (
    z
      .string(textTypeError(missingMessage))
      .trim()
      // abort: an empty value is only missing; the rules below need something to look at.
      .min(1, { error: missingMessage, abort: true })
      .max(max, `Must be at most ${max} characters`)
  );
}

/** A required, trimmed string: on one line unless `lines` says otherwise. */
export function requiredText(max: number, missingMessage = 'Required', lines: TextLines = oneLine('Text')) {
  return withLineRule(trimmedRequired(max, missingMessage), lines);
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
 * Adds the display rules to a text field: it must show a reader something, it must display as it is
 * written, and it stays on one line. For names and titles, and for text that becomes a title (a
 * generation prompt).
 */
export function shownAsWritten(
  text: z.ZodString,
  subject: string,
  invisibleMessage = `${subject} must contain a letter or digit`,
) {
  return withLineRule(
    text
      .refine(hasVisibleLetterOrDigit, invisibleMessage)
      .refine((value) => !hasBidiControls(value), `${subject} must not contain text-direction control characters`),
    oneLine(subject),
  );
}

/** A person's or company's name: something a reader can see, which displays as it is. */
export function nameText(max: number) {
  return shownAsWritten(trimmedRequired(max, 'Required'), 'Name', 'Name must contain a letter');
}

/** A title or topic (articles, sessions): same rule as a name, worded for the field. */
export function titleText(max: number, subject: string) {
  return shownAsWritten(trimmedRequired(max, `${subject} is required`), subject);
}

/** An optional free-text field, on one line unless `lines` says otherwise; an empty string is stored as null. */
export function optionalText(
  max: number,
  tooLongMessage = `Must be at most ${max} characters`,
  lines: TextLines = oneLine('Text'),
) {
  return withLineRule(z.string({ error: 'Must be text' }).trim().max(max, tooLongMessage), lines)
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * An optional free-text field in an edit: left out, it stays undefined so the stored value is kept;
 * null or an empty string clears it (stored as null).
 */
export function clearableText(max: number, tooLongMessage?: string, lines?: TextLines) {
  return optionalText(max, tooLongMessage, lines).optional();
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

/**
 * How far into a list a page may start. Past any real list, and well inside the int the queries hand it to
 * PostgreSQL as: OFFSET 2147483648 reached the database and answered 500. A bound the client passes is a 400 that
 * says which one.
 */
export const PAGE_OFFSET_MAX = 1_000_000;

/** `offset` of a list's query string: a whole number from 0 to `max`, 0 when left out. */
export function pageOffset(max = PAGE_OFFSET_MAX) {
  return z.coerce
    .number({ error: 'offset must be a whole number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(max, `offset must be at most ${max}`)
    .default(0);
}

/** `limit` of a list's query string: how many items one answer may carry, bounded so no answer grows huge. */
export function pageLimit(max: number, defaultLimit: number) {
  return z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(defaultLimit);
}

/**
 * A list of short labels (skills, tags): trimmed, empties dropped, duplicates removed ignoring case; each on one
 * line.
 */
export function labelList(itemMax: number, listMax: number, itemName: string) {
  return z
    .array(
      withLineRule(
        z
          .string({ error: `Each ${itemName} must be text` })
          .trim()
          .max(itemMax, `Each ${itemName} must be at most ${itemMax} characters`),
        oneLine(`A ${itemName}`),
      ),
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
