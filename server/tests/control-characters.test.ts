import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../test/test-app';

/**
 * Every text a client may send in a request body is checked for control characters, found from the OpenAPI
 * document rather than listed by hand, so a new field cannot be forgotten: one-line text refuses line breaks and every
 * other control character; the multi-line fields named below keep line breaks and tabs and refuse the rest. The
 * wording per field is held in common/schemas/fields.test.ts.
 */

interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

interface Operation {
  method: string;
  path: string;
  body: JsonSchema;
}

/** Text of several lines, where a line break is part of what the person writes. */
const MULTI_LINE = new Set([
  'POST /api/companies challenge',
  'POST /api/companies/{companyId}/knowledge content',
  'PATCH /api/knowledge/{id} content',
  'POST /api/knowledge/{id}/interactions feedback',
  'POST /api/learning-sessions description',
  'POST /api/learning-sessions/{id}/cancel reason',
  'POST /api/learning-sessions/{id}/ratings comment',
  'POST /api/skill-swaps message',
]);

/**
 * Strings that are not free text although their schema says only "string": a date, refused by its own rule, and a
 * mailed code, of which only the digits are kept (spaces and dashes people paste are dropped).
 */
const NOT_FREE_TEXT = new Set(['scheduledFor', 'POST /api/users/{id}/email-change/confirm code']);

/** Dotted paths (an array's item as index 0) of the free text in a body: strings without a format or fixed values. */
function freeTextPaths(schema: JsonSchema, prefix: string[] = []): string[][] {
  if (schema.anyOf) return schema.anyOf.flatMap((option) => freeTextPaths(option, prefix));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('object') && schema.properties)
    return Object.entries(schema.properties).flatMap(([key, property]) =>
      NOT_FREE_TEXT.has(key) ? [] : freeTextPaths(property, [...prefix, key]),
    );
  if (types.includes('array') && schema.items) return freeTextPaths(schema.items, [...prefix, '0']);
  const fixed = schema.format || schema.pattern || schema.enum || schema.const !== undefined;
  return types.includes('string') && !fixed ? [prefix] : [];
}

/** The free-text fields of one operation's body, each with its name as `METHOD path field.path`. */
function textFields(operation: Operation): { path: string[]; field: string }[] {
  return freeTextPaths(operation.body)
    .map((path) => ({ path, field: `${operation.method} ${operation.path} ${path.join('.')}` }))
    .filter(({ field }) => !NOT_FREE_TEXT.has(field));
}

/** A body holding `value` at `path` and nothing else (other fields may be missing: each field is judged alone). */
function bodyWith(path: string[], value: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const inner = bodyWith(rest, value);
  return head === '0' ? [inner] : { [head]: inner };
}

let t: TestApp;
let cookies: Record<string, string>;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp();
  ({ cookies } = await signUp(t.app));
  const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content: { 'application/json': { schema: JsonSchema } } } }>
    >;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const body = operation.requestBody?.content['application/json']?.schema;
      return body ? [{ method: method.toUpperCase(), path, body }] : [];
    }),
  );
});
afterAll(async () => {
  await t?.close();
});

/** The messages the API gives for the field at `path` when it holds `value`. */
async function messagesFor(operation: Operation, path: string[], value: string): Promise<string[]> {
  const response = await t.app.inject({
    method: operation.method as 'POST',
    url: operation.path.replace(/\{[^}]+\}/g, () => randomUUID()),
    payload: bodyWith(path, value) as Record<string, unknown>,
    cookies,
  });
  if (response.statusCode !== 400) return [];
  const { issues = [] } = response.json() as { issues?: { path: string; message: string }[] };
  return issues.filter((issue) => issue.path === path.join('.')).map((issue) => issue.message);
}

const CONTROL_RULE = /cannot contain (line breaks or control characters|control characters other than)/;

describe('control characters in request bodies', () => {
  it('finds the free-text fields of every write, the multi-line ones among them', () => {
    const found = operations.flatMap((operation) => textFields(operation).map(({ field }) => field));
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/users fullName',
        'PUT /api/users/{userId}/skill-levels skills.0.skill',
        ...MULTI_LINE,
      ]),
    );
  });

  it('refuses a line break in every one-line field and keeps it in every multi-line one', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      for (const { path, field } of textFields(operation)) {
        const multiLine = MULTI_LINE.has(field);
        for (const lineBreak of ['\r\n', '\n', '\u2028']) {
          const refused = (await messagesFor(operation, path, `Ann Smith${lineBreak}Lee Jones`)).some((message) =>
            CONTROL_RULE.test(message),
          );
          if (refused === multiLine) wrong.push(`${field} with ${JSON.stringify(lineBreak)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses every other control character in every text field, one-line or not', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      for (const { path, field } of textFields(operation)) {
        for (const control of ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u009B']) {
          const messages = await messagesFor(operation, path, `Ann Smith${control}Lee Jones`);
          if (!messages.some((message) => CONTROL_RULE.test(message)))
            wrong.push(`${field} with ${JSON.stringify(control)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('holds a passkey name, which Better Auth stores, to the same rule', async () => {
    for (const url of ['/api/auth/passkey/update-passkey', '/api/auth/passkey/verify-registration']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: { id: randomUUID(), name: 'Work\r\nlaptop', response: {} },
        cookies,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'name: Passkey name cannot contain line breaks or control characters',
        code: 'validation_failed',
      });
    }
  });
});
