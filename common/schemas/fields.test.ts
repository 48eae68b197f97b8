import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createCompanySchema } from './companies';
import { createKnowledgeSchema, generateKnowledgeSchema, knowledgeFormSchema } from './knowledge';
import { createSessionSchema, sessionFormSchema } from './sessions';
import { createUserSchema, updateUserSchema } from './users';

/**
 * Names and titles must show a reader something and display as they are. Each field that names a
 * person or a company, and each title, is checked here through the very schema the API and the
 * forms use, so both give these messages.
 */

/** Text that renders as nothing: zero-width and joiner characters, Hangul fillers, braille blanks. */
const INVISIBLE = [
  '\u200B',
  '\u200B\u200C\u200D',
  '\u3164',
  '\u3164\u3164\u3164',
  '\u115F',
  '\u115F\u1160',
  '\uFFA0',
  '\u2800\u2800',
  '\u2060\uFEFF\u00AD',
  '\u034F\u180E',
  '\u0301', // a combining accent with nothing to sit on
];

/** Every text-direction override and isolate, each inside an otherwise good value. */
const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'].map(
  (control) => `Ann${control}Lee`,
);

const GOOD_NAMES = ['Zoë Ångström', '李小龙', 'محمد علي', 'דוד לוי', "O'Brien-Smith", 'R2-D2', '3M', 'Ａｌｅｘ'];

type Field = { label: string; schema: z.ZodType; key: string; noun: 'Name' | 'Title' | 'Skill topic' };

const FIELDS: Field[] = [
  { label: "signup's fullName", schema: createUserSchema, key: 'fullName', noun: 'Name' },
  { label: "profile edit's fullName", schema: updateUserSchema, key: 'fullName', noun: 'Name' },
  { label: "waitlist's company name", schema: createCompanySchema, key: 'name', noun: 'Name' },
  { label: "waitlist's contactName", schema: createCompanySchema, key: 'contactName', noun: 'Name' },
  { label: "article's title", schema: createKnowledgeSchema, key: 'title', noun: 'Title' },
  { label: "article form's title", schema: knowledgeFormSchema, key: 'title', noun: 'Title' },
  { label: "session's title", schema: createSessionSchema, key: 'title', noun: 'Title' },
  { label: "session form's title", schema: sessionFormSchema, key: 'title', noun: 'Title' },
  { label: "session's skillTopic", schema: createSessionSchema, key: 'skillTopic', noun: 'Skill topic' },
];

/** The messages a schema gives for one field (other fields are left out and may fail; they are ignored). */
function messagesFor(field: Field, value: string): string[] {
  const result = field.schema.safeParse({ [field.key]: value });
  return (result.error?.issues ?? []).filter((issue) => issue.path[0] === field.key).map((issue) => issue.message);
}

const invisibleMessage = (noun: Field['noun']) =>
  noun === 'Name' ? 'Name must contain a letter' : `${noun} must contain a letter or digit`;

describe.each(FIELDS)('$label', (field) => {
  it.each(INVISIBLE.map((text) => [JSON.stringify(text), text]))('refuses %s, which shows nothing', (_shown, text) => {
    expect(messagesFor(field, text)).toEqual([invisibleMessage(field.noun)]);
    expect(messagesFor(field, ` ${text} `)).toEqual([invisibleMessage(field.noun)]);
  });

  it.each(BIDI.map((text) => [JSON.stringify(text), text]))(
    'refuses %s, which holds a direction control',
    (_shown, text) => {
      expect(messagesFor(field, text)).toEqual([`${field.noun} must not contain text-direction control characters`]);
    },
  );

  it('accepts names and titles in any script, with digits and punctuation', () => {
    for (const text of GOOD_NAMES) expect(messagesFor(field, text), text).toEqual([]);
  });

  it('answers an empty value only as missing', () => {
    expect(messagesFor(field, '   ')).toEqual([field.noun === 'Name' ? 'Required' : `${field.noun} is required`]);
  });
});

describe("generation's prompt, which becomes the generated article's title", () => {
  const promptMessages = (prompt: string) =>
    (generateKnowledgeSchema.safeParse({ prompt, category: 'General' }).error?.issues ?? []).map(
      (issue) => issue.message,
    );

  it.each(INVISIBLE.map((text) => [JSON.stringify(text), text.repeat(10)]))(
    'refuses %s repeated, which shows nothing',
    (_shown, text) => {
      expect(promptMessages(text)).toEqual(['Prompt must contain a letter or digit']);
    },
  );

  it.each(BIDI.map((text) => [JSON.stringify(text), `Write about ${text}`]))(
    'refuses %s, which holds a direction control',
    (_shown, text) => {
      expect(promptMessages(text)).toEqual(['Prompt must not contain text-direction control characters']);
    },
  );

  it('accepts prompts in any script and answers a short one only as too short', () => {
    for (const text of GOOD_NAMES) expect(promptMessages(`How we onboard ${text}`), text).toEqual([]);
    expect(promptMessages('\u200B')).toEqual(['Prompt must be at least 10 characters']);
  });
});
