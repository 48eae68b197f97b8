import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../common/constants';
import { companies, institutionalKnowledge, learningSessions, users } from '../infra/db/schema';
import { createTestApp, uniqueEmail, type TestApp } from '../test/test-app';
import { testEngine } from '../test/test-database';

/**
 * The server refuses invisible names and direction controls on every route that stores a name or
 * a title (a generation prompt becomes one), and stores nothing (the schemas themselves are covered
 * in common/schemas/fields.test.ts).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HANGUL_FILLERS = '\u3164\u3164';
const RIGHT_TO_LEFT_OVERRIDE = 'Ann\u202Egnp.exe';
const inThreeDays = () => new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();

/** A request that stores a name or title, with that field set to `value`. */
const writes: Record<string, { field: string; noun: string; request: (value: string) => InjectOptions }> = {
  'signup fullName': {
    field: 'fullName',
    noun: 'Name',
    request: (value) => ({ method: 'POST', url: '/api/users', payload: { email: uniqueEmail(), fullName: value } }),
  },
  'profile fullName': {
    field: 'fullName',
    noun: 'Name',
    request: (value) => ({ method: 'PATCH', url: `/api/users/${DEMO_WORKSPACE.userId}`, payload: { fullName: value } }),
  },
  'waitlist company name': {
    field: 'name',
    noun: 'Name',
    request: (value) => ({
      method: 'POST',
      url: '/api/companies',
      payload: { name: value, contactName: 'Lee', contactEmail: uniqueEmail(), size: '1-10' },
    }),
  },
  'waitlist contactName': {
    field: 'contactName',
    noun: 'Name',
    request: (value) => ({
      method: 'POST',
      url: '/api/companies',
      payload: { name: 'Acme', contactName: value, contactEmail: uniqueEmail(), size: '1-10' },
    }),
  },
  'article title': {
    field: 'title',
    noun: 'Title',
    request: (value) => ({
      method: 'POST',
      url: `/api/companies/${DEMO_WORKSPACE.companyId}/knowledge`,
      payload: { title: value, content: 'Body', category: 'General' },
    }),
  },
  'generation prompt': {
    // The prompt becomes the generated article's title; repeated, so it is long enough to be a prompt.
    field: 'prompt',
    noun: 'Prompt',
    request: (value) => ({
      method: 'POST',
      url: `/api/companies/${DEMO_WORKSPACE.companyId}/knowledge/generate`,
      payload: { prompt: value.repeat(5), category: 'General' },
    }),
  },
  'session title': {
    field: 'title',
    noun: 'Title',
    request: (value) => ({ method: 'POST', url: '/api/learning-sessions', payload: sessionBody({ title: value }) }),
  },
  'session skillTopic': {
    field: 'skillTopic',
    noun: 'Skill topic',
    request: (value) => ({
      method: 'POST',
      url: '/api/learning-sessions',
      payload: sessionBody({ skillTopic: value }),
    }),
  },
};

function sessionBody(overrides: Record<string, string>) {
  return {
    title: 'SQL',
    skillTopic: 'SQL',
    sessionType: 'workshop',
    companyId: DEMO_WORKSPACE.companyId,
    scheduledFor: inThreeDays(),
    duration: 60,
    maxLearners: 5,
    ...overrides,
  };
}

async function storedRows() {
  const db = t.database.db;
  const tables = [users, companies, institutionalKnowledge, learningSessions];
  return Promise.all(tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n));
}

describe(`names and titles (${testEngine})`, () => {
  it.each(Object.keys(writes))(
    '%s: refuses one made of Hangul fillers and one holding a direction override',
    async (name) => {
      const { field, noun, request } = writes[name]!;
      const before = await storedRows();
      const fullNameBefore = (await t.app.inject({ url: `/api/users/${DEMO_WORKSPACE.userId}` })).json()
        .fullName as string;

      const invisible = await t.app.inject(request(HANGUL_FILLERS));
      expect(invisible.statusCode).toBe(400);
      const invisibleMessage =
        noun === 'Name' ? 'Name must contain a letter' : `${noun} must contain a letter or digit`;
      expect(invisible.json()).toEqual({
        message: `${field}: ${invisibleMessage}`,
        code: 'validation_failed',
        issues: [{ path: field, message: invisibleMessage }],
      });

      const override = await t.app.inject(request(RIGHT_TO_LEFT_OVERRIDE));
      expect(override.statusCode).toBe(400);
      expect(override.json().message).toBe(`${field}: ${noun} must not contain text-direction control characters`);

      expect(await storedRows()).toEqual(before);
      expect((await t.app.inject({ url: `/api/users/${DEMO_WORKSPACE.userId}` })).json().fullName).toBe(fullNameBefore);
    },
  );

  it.each(Object.keys(writes))(
    '%s: refuses one holding a line break or another control character, and stores nothing',
    async (name) => {
      const { field, noun, request } = writes[name]!;
      const before = await storedRows();
      for (const value of ['Ann\r\nLee', 'Ann\nINFO forged line', 'Ann\u001b[2JLee', 'Ann\u0085Lee', 'Ann\u2028Lee']) {
        const response = await t.app.inject(request(value));
        expect(response.statusCode, JSON.stringify(value)).toBe(400);
        const message = `${noun} cannot contain line breaks or control characters`;
        expect(response.json()).toEqual({
          message: `${field}: ${message}`,
          code: 'validation_failed',
          issues: [{ path: field, message }],
        });
      }
      expect(await storedRows()).toEqual(before);
    },
  );

  it.each(Object.keys(writes))('%s: still accepts a name in another script', async (name) => {
    const response = await t.app.inject(writes[name]!.request('محمد 李 Zoë'));
    expect(response.statusCode, response.body).toBeLessThan(300);
  });
});
