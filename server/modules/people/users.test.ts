import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../../common/constants';
import type { User } from '../../../common/schemas/users';
import { rowsOf, type Database } from '../../infra/db/client';
import { users } from '../../infra/db/schema';
import { createTestApp, signUp, uniqueEmail, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { SESSION_COOKIE } from '../accounts/auth';
import { EMAIL_CHANGE_NEEDS_CODE } from './email-rules';
import { ALREADY_SIGNED_IN_MESSAGE } from './user-routes';
import { EMAIL_TAKEN_MESSAGE } from './users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-0000000000ff';

/**
 * Returns once `count` requests wait behind the transaction `tx` holds. PostgreSQL shows them as
 * sessions of this database waiting for a lock. PGlite runs every query on its one connection after
 * the open transaction, where nothing can be observed, so there it gives the requests a number of
 * event-loop turns to reach their first query (each needs a few to be parsed and routed).
 */
async function untilEditsWait(tx: Pick<Database, 'execute'>, count: number): Promise<void> {
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
  if (t.database.engine === 'pglite') {
    for (let turn = 0; turn < 100; turn += 1) await nextTurn();
    return;
  }
  for (let attempt = 0; attempt < 100_000; attempt += 1) {
    const result = await tx.execute(sql`
      SELECT pg_stat_clear_snapshot(), (SELECT count(*)::int FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock') AS waiting`);
    if ((rowsOf<{ waiting: number }>(result)[0]?.waiting ?? 0) >= count) return;
    await nextTurn();
  }
  throw new Error(`Fewer than ${count} requests ever waited for the locked row`);
}
const USER_FIELDS = [
  'companyId',
  'createdAt',
  'email',
  'fullName',
  'id',
  'industry',
  'mainGoal',
  'role',
  'skills',
  'targetRole',
].sort();

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  fullName: 'Dana Reyes',
  role: 'Data Analyst',
  industry: 'finance',
  mainGoal: 'career-transition',
  skills: ['SQL', 'Excel'],
  ...overrides,
});

const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/users', payload: payload as object });

describe(`users API (${testEngine})`, () => {
  describe('POST /api/users (signup)', () => {
    it('creates the user, answers 201 with its fields and signs the browser in', async () => {
      const body = signupBody({ email: '  Dana.Reyes@Example.TEST ', skills: [' SQL ', 'sql', '', 'Excel'] });
      const response = await post(body);
      expect(response.statusCode).toBe(201);
      const user = response.json() as User;
      expect(Object.keys(user).sort()).toEqual(USER_FIELDS);
      expect(user).toMatchObject({
        email: 'dana.reyes@example.test',
        fullName: 'Dana Reyes',
        role: 'Data Analyst',
        industry: 'finance',
        skills: ['SQL', 'Excel'],
      });

      const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE)!;
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Lax');
      expect(cookie.path).toBe('/');

      const me = await t.app.inject({ url: '/api/me', cookies: { [SESSION_COOKIE]: cookie.value } });
      expect(me.json()).toMatchObject({ user: { id: user.id }, isDemo: false });
    });

    it('accepts only email and full name, storing the rest as empty', async () => {
      const response = await post({ email: uniqueEmail(), fullName: 'Min Fields' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        role: null,
        targetRole: null,
        industry: null,
        mainGoal: null,
        skills: [],
      });
    });

    it('never stores a client-set id or createdAt', async () => {
      const response = await post(signupBody({ id: UNKNOWN_ID, createdAt: '2001-01-01T00:00:00.000Z' }));
      expect(response.statusCode).toBe(201);
      expect(response.json().id).not.toBe(UNKNOWN_ID);
      expect(response.json().createdAt.startsWith('2001')).toBe(false);
    });

    it.each([
      ['a missing email', { email: undefined }, 'email: Required'],
      ['an invalid email', { email: 'not-an-email' }, 'email: Enter a valid email address'],
      ['a missing full name', { fullName: undefined }, 'fullName: Required'],
      ['a blank full name', { fullName: '   ' }, 'fullName: Required'],
      [
        'an unknown industry',
        { industry: 'mining' },
        'industry: Choose one of: technology, healthcare, finance, education, marketing, other',
      ],
      [
        'an unknown goal',
        { mainGoal: 'get-rich' },
        'mainGoal: Choose one of: expand-technical, develop-leadership, learn-business, improve-communication, career-transition',
      ],
      ['skills that are not a list', { skills: 'SQL' }, 'skills: Must be a list of skills'],
      ['a number as name', { fullName: 42 }, 'fullName: Must be text'],
    ])('answers 400 for %s', async (_name, overrides, message) => {
      const response = await post(signupBody(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });

    it('answers 400 with every field at fault at once', async () => {
      const response = await post({});
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        { path: 'email', message: 'Required' },
        { path: 'fullName', message: 'Required' },
      ]);
    });

    it('answers 400 for malformed JSON and for a body that is not an object', async () => {
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ message: 'The request body is not valid JSON', code: 'invalid_json' });
      const list = await post([signupBody()]);
      expect(list.statusCode).toBe(400);
      expect(list.json().message).toBe('The request body must be a JSON object');
    });

    it('answers 409 for an email already taken, ignoring case, and keeps the first account', async () => {
      const email = uniqueEmail('taken');
      expect((await post(signupBody({ email }))).statusCode).toBe(201);
      const again = await post(signupBody({ email: email.toUpperCase(), fullName: 'Impostor' }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE, code: 'email_taken' });
      const rows = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(rows.map((row) => row.fullName)).toEqual(['Dana Reyes']);
    });

    it('refuses a signup from a signed-in browser with 409, keeping that browser on its account', async () => {
      const first = await signUp(t.app, { fullName: 'First Account' });
      const email = uniqueEmail('second');
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: signupBody({ email }),
        cookies: first.cookies,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: ALREADY_SIGNED_IN_MESSAGE, code: 'already_signed_in' });
      expect(again.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      const me = await t.app.inject({ url: '/api/me', cookies: first.cookies });
      expect(me.json()).toMatchObject({ user: { id: first.user.id }, signedIn: true });
    });

    it('lets a browser whose session ended sign up as a new visitor would', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: signupBody(),
        cookies: { [SESSION_COOKIE]: 'ended-session-token.signature' },
      });
      expect(response.statusCode).toBe(201);
      const cookie = response.cookies.findLast((item) => item.name === SESSION_COOKIE)!;
      const me = await t.app.inject({ url: '/api/me', cookies: { [SESSION_COOKIE]: cookie.value } });
      expect(me.json()).toMatchObject({ user: { id: (response.json() as User).id }, signedIn: true });
    });

    it('lets exactly one of 20 simultaneous signups with one email through; the rest get 409, never 500', async () => {
      const email = uniqueEmail('race');
      const responses = await Promise.all(Array.from({ length: 20 }, () => post(signupBody({ email }))));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    });
  });

  describe('GET /api/users and /api/users/:id', () => {
    it('lists every user with the same fields', async () => {
      const response = await t.app.inject({ url: '/api/users' });
      expect(response.statusCode).toBe(200);
      const list = response.json() as User[];
      expect(list.length).toBeGreaterThanOrEqual(12);
      expect(list.find((user) => user.id === DEMO_WORKSPACE.userId)?.fullName).toBe(DEMO_WORKSPACE.userName);
      for (const user of list) expect(Object.keys(user).sort()).toEqual(USER_FIELDS);
    });

    it('answers one user, 404 for an unknown id and 400 for a malformed one', async () => {
      const found = await t.app.inject({ url: `/api/users/${DEMO_WORKSPACE.userId}` });
      expect(found.statusCode).toBe(200);
      expect(found.json()).toMatchObject({
        id: DEMO_WORKSPACE.userId,
        fullName: DEMO_WORKSPACE.userName,
        companyId: DEMO_WORKSPACE.companyId,
      });
      const missing = await t.app.inject({ url: `/api/users/${UNKNOWN_ID}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'User not found', code: 'user_not_found' });
      const malformed = await t.app.inject({ url: '/api/users/123' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({
        message: 'id: Must be a valid id (uuid)',
        code: 'validation_failed',
        issues: [{ path: 'id', message: 'Must be a valid id (uuid)' }],
      });
    });

    it('answers the demo user as current user while no one is signed in', async () => {
      const response = await t.app.inject({ url: '/api/me' });
      expect(response.json()).toMatchObject({ user: { id: DEMO_WORKSPACE.userId }, isDemo: true });
      const unknownCookie = await t.app.inject({ url: '/api/me', cookies: { [SESSION_COOKIE]: 'forged-token' } });
      expect(unknownCookie.json()).toMatchObject({ user: { id: DEMO_WORKSPACE.userId }, isDemo: true });
    });
  });

  describe('PATCH /api/users/:id', () => {
    const edit = (id: string, payload: object, cookies?: Record<string, string>) =>
      t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, payload, cookies });

    it('lets a signed-in user edit their own profile', async () => {
      const { user, cookies } = await signUp(t.app);
      const response = await edit(user.id, { fullName: 'New Name', role: '', skills: ['Go', 'go', 'Rust'] }, cookies);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, fullName: 'New Name', role: null, skills: ['Go', 'Rust'] });
    });

    it('lets the demo user be edited while no one is signed in', async () => {
      const response = await edit(DEMO_WORKSPACE.userId, { role: 'Staff Software Engineer' });
      expect(response.statusCode).toBe(200);
      expect(response.json().role).toBe('Staff Software Engineer');
    });

    it("refuses another user's profile with 403 and changes nothing", async () => {
      const { user } = await signUp(t.app, { fullName: 'Owner' });
      // An anonymous visitor cannot even see a person outside the demo workspace: 404, like an unknown id.
      const anonymous = await edit(user.id, { fullName: 'Hijacked' });
      expect(anonymous.statusCode).toBe(404);
      expect(anonymous.json()).toEqual({ message: 'User not found', code: 'user_not_found' });
      // Someone who can see the profile (everyone sees the demo workspace's people) still may not edit it.
      const other = await signUp(t.app);
      const signedIn = await edit(DEMO_WORKSPACE.userId, { fullName: 'Hijacked' }, other.cookies);
      expect(signedIn.statusCode).toBe(403);
      expect(signedIn.json()).toEqual({ message: 'You can only edit your own profile', code: 'not_your_profile' });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.fullName).toBe('Owner');
    });

    it('answers 409 for another email, taken or free, and stores nothing: a new email is confirmed by a code', async () => {
      const first = await signUp(t.app);
      const second = await signUp(t.app);
      for (const email of [first.user.email, uniqueEmail('free')]) {
        const response = await edit(second.user.id, { email, fullName: 'Renamed' }, second.cookies);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: EMAIL_CHANGE_NEEDS_CODE, code: 'email_change_needs_code' });
      }
      const [row] = await t.database.db.select().from(users).where(eq(users.id, second.user.id));
      expect(row).toMatchObject({ email: second.user.email, fullName: 'Test Person' });
    });

    it('answers 400 for invalid fields and 404 for an unknown user', async () => {
      const { user, cookies } = await signUp(t.app);
      const invalid = await edit(user.id, { email: 'nope', fullName: '' }, cookies);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe('email: Enter a valid email address; fullName: Required');
      const missing = await edit(UNKNOWN_ID, { fullName: 'Ghost' });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('PATCH /api/users/:id writes only the fields it is sent', () => {
    const edit = (id: string, payload: object, cookies?: Record<string, string>) =>
      t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, payload, cookies });
    const stored = async (id: string) => {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
      const { email, fullName, role, targetRole, industry, mainGoal, skills } = row!;
      return { email, fullName, role, targetRole, industry, mainGoal, skills };
    };
    /**
     * A value for each editable field, different from what signupBody stores; but the email, which an edit may only
     * send back as it is (a new one is confirmed by a code, email-change.test.ts).
     */
    const edited = (email: string) => ({
      email,
      fullName: 'Edited Name',
      role: 'Edited Role',
      targetRole: 'Edited Target Role',
      industry: 'education',
      mainGoal: 'develop-leadership',
      skills: ['Edited Skill'],
    });
    type Field = keyof ReturnType<typeof edited>;
    const FIELDS: Field[] = ['email', 'fullName', 'role', 'targetRole', 'industry', 'mainGoal', 'skills'];

    it.each(FIELDS)('keeps %s when the edit leaves it out', async (field) => {
      const { user, cookies } = await signUp(t.app, signupBody());
      const before = await stored(user.id);
      const { [field]: _left, ...sent } = edited(before.email);
      const response = await edit(user.id, sent, cookies);
      expect(response.statusCode, response.body).toBe(200);
      const after = await stored(user.id);
      expect(after[field]).toEqual(before[field]);
      expect(after).toEqual({ ...sent, [field]: before[field] });
    });

    it.each([
      ['role', null, null],
      ['role', '', null],
      ['role', '   ', null],
      ['targetRole', null, null],
      ['targetRole', '', null],
      ['industry', null, null],
      ['mainGoal', null, null],
      ['skills', [], []],
    ] as const)('clears %s when sent %j, and only it', async (field, value, cleared) => {
      const { user, cookies } = await signUp(t.app, signupBody());
      const before = await stored(user.id);
      const response = await edit(user.id, { [field]: value }, cookies);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()[field]).toEqual(cleared);
      expect(await stored(user.id)).toEqual({ ...before, [field]: cleared });
    });

    it.each([
      ['email', null],
      ['email', ''],
      ['fullName', null],
      ['fullName', ''],
      ['fullName', '   '],
    ] as const)('refuses to clear the required %s with %j (400) and changes nothing', async (field, value) => {
      const { user, cookies } = await signUp(t.app, signupBody());
      const before = await stored(user.id);
      const response = await edit(user.id, { [field]: value, role: 'Should Not Be Saved' }, cookies);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: `${field}: Required`,
        code: 'validation_failed',
        issues: [{ path: field, message: 'Required' }],
      });
      expect(await stored(user.id)).toEqual(before);
    });

    /** Five edits, one field each, different values every round. */
    const fiveEdits = (round: number) => ({
      fullName: `Name ${round}`,
      role: `Role ${round}`,
      industry: round % 2 ? 'healthcare' : 'marketing',
      mainGoal: round % 2 ? 'learn-business' : 'improve-communication',
      skills: [`Skill ${round}`],
    });
    const sendEach = (id: string, wanted: object, cookies: Record<string, string>) =>
      Promise.all(Object.entries(wanted).map(([field, value]) => edit(id, { [field]: value }, cookies)));

    it('keeps every one of five concurrent edits of different fields, round after round', async () => {
      const { user, cookies } = await signUp(t.app, signupBody());
      for (let round = 0; round < 8; round += 1) {
        const wanted = fiveEdits(round);
        const answers = await sendEach(user.id, wanted, cookies);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
        const { email: _email, targetRole: _targetRole, ...after } = await stored(user.id);
        expect(after, `round ${round}`).toEqual(wanted);
      }
    });

    it('keeps all five when every edit has read the row before any writes (no read-modify-write)', async () => {
      // The row is held locked while the edits arrive, so all five are in flight together: on
      // PostgreSQL each waits for the row lock, on PGlite (one connection) for the transaction. An
      // edit that read the whole row and wrote it back would then overwrite the other four.
      const { user, cookies } = await signUp(t.app, signupBody());
      for (let round = 0; round < 4; round += 1) {
        const wanted = fiveEdits(round);
        let answers: ReturnType<typeof sendEach> | undefined;
        await t.database.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT id FROM users WHERE id = ${user.id} FOR UPDATE`);
          answers = sendEach(user.id, wanted, cookies);
          await untilEditsWait(tx, 5);
        });
        expect((await answers!).map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
        const { email: _email, targetRole: _targetRole, ...after } = await stored(user.id);
        expect(after, `round ${round}`).toEqual(wanted);
      }
    });
  });

  describe('PATCH /api/users/:id with the role the person is working toward', () => {
    const edit = (id: string, payload: object, cookies?: Record<string, string>) =>
      t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, payload, cookies });
    const storedTarget = async (id: string) =>
      (await t.database.db.select({ targetRole: users.targetRole }).from(users).where(eq(users.id, id)))[0]!.targetRole;

    it('saves it trimmed, answers it with the profile and clears it with an empty string', async () => {
      const { user, cookies } = await signUp(t.app, signupBody());
      const saved = await edit(user.id, { targetRole: '  Product Manager ' }, cookies);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ id: user.id, targetRole: 'Product Manager', role: 'Data Analyst' });
      const me = await t.app.inject({ url: '/api/me', cookies });
      expect(me.json().user.targetRole).toBe('Product Manager');
      const read = await t.app.inject({ url: `/api/users/${user.id}`, cookies });
      expect(read.json().targetRole).toBe('Product Manager');

      const cleared = await edit(user.id, { targetRole: '' }, cookies);
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json().targetRole).toBeNull();
      expect(await storedTarget(user.id)).toBeNull();
    });

    it('refuses more than 100 characters with 400 and a sentence, keeping what was stored', async () => {
      const { user, cookies } = await signUp(t.app, signupBody());
      expect((await edit(user.id, { targetRole: 'Product Manager' }, cookies)).statusCode).toBe(200);
      const exactly = await edit(user.id, { targetRole: 'x'.repeat(100) }, cookies);
      expect(exactly.statusCode).toBe(200);
      expect((await edit(user.id, { targetRole: 'Product Manager' }, cookies)).statusCode).toBe(200);

      const tooLong = await edit(user.id, { targetRole: 'x'.repeat(101), fullName: 'Not Saved' }, cookies);
      expect(tooLong.statusCode).toBe(400);
      const message = 'The role you are working toward must be at most 100 characters.';
      expect(tooLong.json()).toEqual({
        message: `targetRole: ${message}`,
        code: 'validation_failed',
        issues: [{ path: 'targetRole', message }],
      });
      expect(await storedTarget(user.id)).toBe('Product Manager');
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.fullName).toBe('Dana Reyes');
    });

    it('lets nobody else set mine (403 for someone who sees me, 404 for someone who does not)', async () => {
      const owner = await signUp(t.app, signupBody());
      expect((await edit(owner.user.id, { targetRole: 'Product Manager' }, owner.cookies)).statusCode).toBe(200);
      const stranger = await signUp(t.app);
      const hidden = await edit(owner.user.id, { targetRole: 'Hijacked' }, stranger.cookies);
      expect(hidden.statusCode).toBe(404);
      const other = await signUp(t.app);
      const demo = await edit(DEMO_WORKSPACE.userId, { targetRole: 'Hijacked' }, other.cookies);
      expect(demo.statusCode).toBe(403);
      expect(demo.json()).toEqual({ message: 'You can only edit your own profile', code: 'not_your_profile' });
      expect(await storedTarget(owner.user.id)).toBe('Product Manager');
      expect(await storedTarget(DEMO_WORKSPACE.userId)).not.toBe('Hijacked');
    });
  });
});
