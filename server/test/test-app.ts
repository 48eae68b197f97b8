import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { DatabaseHandle } from '../infra/db/client';
import { createMailer } from '../infra/mail/mailer';
import { SESSION_COOKIE } from '../modules/accounts/auth';
import { seedDemoWorkspace } from '../modules/demo/seed';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { createTestDatabase } from './test-database';

export type { MailCatcher };

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The whole app on a fresh database (seeded with the demo workspace unless asked not to). */
export async function createTestApp(
  options: { seed?: boolean } & Pick<BuildAppOptions, 'ai' | 'logger' | 'sendMail' | 'clock'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed !== false) await seedDemoWorkspace(database.db);
  const app = await buildApp({
    database,
    ai: options.ai,
    logger: options.logger,
    sendMail: options.sendMail,
    clock: options.clock,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The whole app sending its mail over SMTP to a catcher on loopback, which the test reads. `delayMs`: the catcher
 * answers each mail that much later.
 */
export async function createTestAppWithMail(
  options: { delayMs?: number } = {},
): Promise<TestApp & { catcher: MailCatcher }> {
  const catcher = await startMailCatcher(options);
  const t = await createTestApp({
    sendMail: createMailer({ smtpUrl: catcher.url, from: 'Skillweave <no-reply@localhost>', log: { warn: () => {} } }),
  });
  return {
    ...t,
    catcher,
    async close() {
      await t.close();
      await catcher.close();
    },
  };
}

/**
 * The code in the newest mail to an address ("... code is 123456"), once the app's mail queue has sent what it
 * holds: codes are mailed after the request that asked for them has answered.
 */
export async function mailedCode(t: TestApp & { catcher: MailCatcher }, email: string): Promise<string> {
  await t.app.mailQueue.settled();
  const code = /code is (\d{6})/.exec(t.catcher.to(email).at(-1)?.raw ?? '')?.[1];
  if (!code) throw new Error(`No code was mailed to ${email}`);
  return code;
}

/** The session cookie a signup answered with, ready to pass as `cookies` to inject. */
export function sessionCookieFrom(response: LightMyRequestResponse): Record<string, string> {
  const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
  if (!cookie) throw new Error('The response set no session cookie');
  return { [SESSION_COOKIE]: cookie.value };
}

let emailCounter = 0;
/** A unique address for a test signup. */
export function uniqueEmail(label = 'person'): string {
  emailCounter += 1;
  return `${label}.${Date.now().toString(36)}.${emailCounter}@example.test`;
}

/** Signs up a new user and returns them with their cookie. */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users',
    payload: {
      email: uniqueEmail(),
      fullName: 'Test Person',
      role: 'Engineer',
      industry: 'technology',
      mainGoal: 'expand-technical',
      skills: ['SQL'],
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return { user: response.json() as { id: string; email: string }, cookies: sessionCookieFrom(response) };
}
