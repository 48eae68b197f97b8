import { z } from 'zod';

/**
 * Field builders shared by every write schema, so that each rule and each message is written once.
 * Messages are sentences a person understands; the server prefixes them with the field name.
 */

const textTypeError = (missingMessage: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? missingMessage : 'Must be text'),
});

/** A required, trimmed string. */
export function requiredText(max: number, missingMessage = 'Required') {
  return z
    .string(textTypeError(missingMessage))
    .trim()
    .min(1, missingMessage)
    .max(max, `Must be at most ${max} characters`);
}

/** An optional free-text field; an empty string is stored as null. */
export function optionalText(max: number) {
  return z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * An optional free-text field in an edit: left out, it stays undefined so the stored value is kept;
 * null or an empty string clears it (stored as null).
 */
export function clearableText(max: number) {
  return optionalText(max).optional();
}

/** A required email address, trimmed and lower-cased so uniqueness ignores case. */
export function emailField() {
  return z
    .string(textTypeError('Required'))
    .trim()
    .toLowerCase()
    // abort: an empty field is only "Required", not also "Enter a valid email address".
    .min(1, { error: 'Required', abort: true })
    .max(254, 'Must be at most 254 characters')
    .email('Enter a valid email address');
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
    .array(z.string({ error: `Each ${itemName} must be text` }).trim().max(itemMax, `Each ${itemName} must be at most ${itemMax} characters`), {
      error: `Must be a list of ${itemName}s`,
    })
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
