import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { passkeyNameSchema } from './account';
import { createCompanySchema } from './companies';
import {
  createInteractionSchema,
  createKnowledgeSchema,
  generateKnowledgeSchema,
  knowledgeFormSchema,
  updateKnowledgeSchema,
} from './knowledge';
import { recommendationFeedbackSchema, takeBackNotInterestedQuery } from './recommendations';
import { cancelSessionSchema, createSessionSchema, rateSessionSchema, sessionFormSchema } from './sessions';
import { personSkillSchema } from './skill-levels';
import { proposeSwapSchema } from './swaps';
import { createUserSchema, updateUserSchema } from './users';
import { createInvitationSchema, workspaceNameSchema } from './workspaces';

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

/**
 * Line breaks and other control characters: C0 and C1 controls (a sample from each end and the middle, DEL), the
 * Unicode line and paragraph separators. One-line fields refuse them all; multi-line fields keep LF, CR and tab.
 */
const LINE_BREAKS = ['\r\n', '\n', '\r', '\u2028', '\u2029', '\u0085'];
const OTHER_CONTROLS = ['\u0000', '\u0007', '\t', '\u000B', '\u001B', '\u001F', '\u007F', '\u0080', '\u009B', '\u009F'];

type TextField = { label: string; schema: z.ZodType; key: string; subject: string; list?: true };

const ONE_LINE_FIELDS: TextField[] = [
  ...FIELDS.map(({ label, schema, key, noun }) => ({ label, schema, key, subject: noun })),
  { label: "generation's prompt", schema: generateKnowledgeSchema, key: 'prompt', subject: 'Prompt' },
  { label: "article edit's title", schema: updateKnowledgeSchema, key: 'title', subject: 'Title' },
  { label: "workspace's name", schema: workspaceNameSchema, key: 'name', subject: 'Name' },
  { label: "passkey's name", schema: passkeyNameSchema, key: 'name', subject: 'Passkey name' },
  { label: "signup's role", schema: createUserSchema, key: 'role', subject: 'Role' },
  { label: "profile edit's role", schema: updateUserSchema, key: 'role', subject: 'Role' },
  {
    label: "profile edit's targetRole",
    schema: updateUserSchema,
    key: 'targetRole',
    subject: 'The role you are working toward',
  },
  { label: "signup's skills", schema: createUserSchema, key: 'skills', subject: 'A skill', list: true },
  { label: "profile edit's skills", schema: updateUserSchema, key: 'skills', subject: 'A skill', list: true },
  { label: "article's tags", schema: createKnowledgeSchema, key: 'tags', subject: 'A tag', list: true },
  { label: "article edit's tags", schema: updateKnowledgeSchema, key: 'tags', subject: 'A tag', list: true },
  { label: "article form's tags", schema: knowledgeFormSchema, key: 'tags', subject: 'Tags' },
  { label: "skill level's skill", schema: personSkillSchema, key: 'skill', subject: 'A skill name' },
  { label: "swap's teachSkill", schema: proposeSwapSchema, key: 'teachSkill', subject: 'A skill name' },
  { label: "swap's learnSkill", schema: proposeSwapSchema, key: 'learnSkill', subject: 'A skill name' },
  {
    label: "recommendation feedback's skillName",
    schema: recommendationFeedbackSchema,
    key: 'skillName',
    subject: 'A skill name',
  },
  {
    label: 'taking back "not interested"',
    schema: takeBackNotInterestedQuery,
    key: 'skillName',
    subject: 'A skill name',
  },
];

const MULTI_LINE_FIELDS: TextField[] = [
  { label: "article's content", schema: createKnowledgeSchema, key: 'content', subject: 'Content' },
  { label: "article edit's content", schema: updateKnowledgeSchema, key: 'content', subject: 'Content' },
  { label: "session's description", schema: createSessionSchema, key: 'description', subject: 'Description' },
  { label: "session form's description", schema: sessionFormSchema, key: 'description', subject: 'Description' },
  { label: "cancellation's reason", schema: cancelSessionSchema, key: 'reason', subject: 'The reason' },
  { label: "rating's comment", schema: rateSessionSchema, key: 'comment', subject: 'The comment' },
  { label: "waitlist's challenge", schema: createCompanySchema, key: 'challenge', subject: 'The primary challenge' },
  { label: "swap's message", schema: proposeSwapSchema, key: 'message', subject: 'The message' },
  { label: "interaction's feedback", schema: createInteractionSchema, key: 'feedback', subject: 'Feedback' },
];

/** The messages for one field holding `text` (in a list for a list field), other fields left out and ignored. */
function textMessages(field: TextField, text: string): string[] {
  const value = field.list ? [text] : field.key === 'prompt' ? `Write about ${text} and more` : text;
  const result = field.schema.safeParse({ [field.key]: value });
  return (result.error?.issues ?? []).filter((issue) => issue.path[0] === field.key).map((issue) => issue.message);
}

const inside = (control: string) => [JSON.stringify(control), `Ann${control}Lee`];

describe.each(ONE_LINE_FIELDS)('$label, a one-line field', (field) => {
  const refused = `${field.subject} cannot contain line breaks or control characters`;

  it.each([...LINE_BREAKS, ...OTHER_CONTROLS].map(inside))('refuses %s inside it, naming the field', (_shown, text) => {
    expect(textMessages(field, text)).toEqual([refused]);
  });

  it('accepts text in any script with punctuation and spaces', () => {
    for (const text of GOOD_NAMES) expect(textMessages(field, text), text).toEqual([]);
  });
});

describe.each(MULTI_LINE_FIELDS)('$label, a multi-line field', (field) => {
  it.each(['\n', '\r\n', '\r', '\t', '\u2028'].map(inside))('keeps %s', (_shown, text) => {
    expect(textMessages(field, text)).toEqual([]);
  });

  it.each(OTHER_CONTROLS.filter((control) => control !== '\t').map(inside))('refuses %s', (_shown, text) => {
    expect(textMessages(field, text)).toEqual([
      `${field.subject} cannot contain control characters other than line breaks and tabs`,
    ]);
  });
});

describe('an email address, as signup, the waitlist and invitations take it', () => {
  it.each(LINE_BREAKS.map(inside))('refuses %s inside it', (_shown, text) => {
    const email = `${text.replace('Lee', '')}lee@example.test`;
    expect(createInvitationSchema.safeParse({ email }).error?.issues.map((issue) => issue.message)).toEqual([
      'Enter a valid email address',
    ]);
  });
});
