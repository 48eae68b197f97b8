import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../infra/db/schema';
import { MAIL_LOGGED_MESSAGE } from '../infra/mail/mailer';
import { spawnServer, type ServerProcess } from '../test/server-process';
import { createTestApp, signUp, uniqueEmail, type TestApp } from '../test/test-app';
import { createWorkspace } from '../test/workspace-fixtures';

/**
 * The server's log is JSON lines, one record each, whatever people type: text from a request goes into a record only
 * as a JSON field, never into its message, and a one-line field holding a line break is refused before it is stored
 * (where it would later reach mail, calendars and this log).
 */

/** A fake sign-in mail line and a fake JSON record, as a name's second and third lines (within its 120 characters). */
const FORGED_LINES = [
  'Eve',
  'Mail to ops@example.test | sign-in code: 000000',
  JSON.stringify({ level: 40, time: 1, msg: 'sign-in code: 000000' }),
].join('\r\n');

/** Every line of a log, each parsed as JSON: a line that is not a record fails the test. */
function records(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`A log line is not a JSON record: ${line}`);
      }
    });
}

describe('the log of an app without SMTP_URL', () => {
  let t: TestApp;
  let log = '';
  beforeAll(async () => {
    const stream = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        log += chunk.toString();
        done();
      },
    });
    t = await createTestApp({ logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a signup whose name forges log lines (400, nothing stored) and logs only that request', async () => {
    expect(FORGED_LINES.length).toBeLessThanOrEqual(120);
    const [before] = await t.app.db.select({ n: count() }).from(users);
    log = '';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { email: uniqueEmail('eve'), fullName: FORGED_LINES },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'fullName: Name cannot contain line breaks or control characters',
      code: 'validation_failed',
      issues: [{ path: 'fullName', message: 'Name cannot contain line breaks or control characters' }],
    });
    expect((await t.app.db.select({ n: count() }).from(users))[0]).toEqual(before);

    const written = records(log);
    expect(written.map((record) => record.msg)).toEqual(['incoming request', 'request completed']);
    expect(log).not.toContain('sign-in code');
  });

  it('writes each mail as one record: a fixed message, the mail in its fields', async () => {
    const person = await signUp(t.app, { fullName: 'Code Reader' });
    log = '';
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-otp/send-verification-otp',
      payload: { email: person.user.email, type: 'sign-in' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await t.app.mailQueue.settled();

    const mails = records(log).filter((record) => record.msg === MAIL_LOGGED_MESSAGE);
    expect(mails).toEqual([
      expect.objectContaining({
        level: 40,
        mail: {
          to: person.user.email,
          subject: expect.stringMatching(/^Your Skillweave sign-in code: \d{6}$/),
          text: expect.stringMatching(/^Your Skillweave sign-in code is \d{6}\. It works once/),
        },
      }),
    ]);
  });

  it('keeps a name stored before the rule inside the mail record, where its line breaks are only text', async () => {
    const { workspace, owner } = await createWorkspace(t.app);
    // Names like this were accepted before line breaks were refused; the database may still hold some.
    await t.app.db.update(users).set({ fullName: FORGED_LINES }).where(eq(users.id, owner.user.id));
    log = '';
    const invited = uniqueEmail('invited');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/workspaces/${workspace.id}/invitations`,
      payload: { email: invited },
      cookies: owner.cookies,
    });
    expect(response.statusCode, response.body).toBe(201);
    await t.app.mailQueue.settled();

    const written = records(log);
    const mails = written.filter((record) => record.msg === MAIL_LOGGED_MESSAGE);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.mail as { to: string; subject: string; text: string };
    expect(mail.to).toBe(invited);
    expect(mail.subject).toBe(`${FORGED_LINES} invited you to Acme Robotics on Skillweave`);
    // Nothing but this request's records and the mail: no record was made from the name's lines.
    expect(written.map((record) => record.msg).filter((msg) => msg !== MAIL_LOGGED_MESSAGE)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });
});

describe('the log of an app without SMTP_URL at LOG_LEVEL=error', () => {
  it('still holds the mail: without SMTP it is the only way a code reaches anyone', async () => {
    let log = '';
    const stream = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        log += chunk.toString();
        done();
      },
    });
    const quiet = await createTestApp({ logger: { level: 'error', stream } });
    try {
      const person = await signUp(quiet.app, { fullName: 'Quiet Reader' });
      const asked = await quiet.app.inject({
        method: 'POST',
        url: '/api/auth/email-otp/send-verification-otp',
        payload: { email: person.user.email, type: 'sign-in' },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      await quiet.app.mailQueue.settled();
      expect(records(log)).toEqual([
        expect.objectContaining({ msg: MAIL_LOGGED_MESSAGE, mail: expect.objectContaining({ to: person.user.email }) }),
      ]);
    } finally {
      await quiet.close();
    }
  });
});

/** The server as `npm start` runs it, without SMTP_URL: what an operator's log reader sees. */
describe('the log of the server process without SMTP_URL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillweave-log-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Resolves once the process has written this text, in whatever form (the mail leaves after the answer). */
  function written(process: ServerProcess, text: string): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        if (process.output().includes(text)) {
          process.child.stdout!.off('data', check);
          process.child.stderr!.off('data', check);
          resolve();
        }
      };
      process.child.stdout!.on('data', check);
      process.child.stderr!.on('data', check);
      check();
    });
  }

  it('writes the sign-in mail as a JSON record like every other line', async () => {
    server = spawnServer({ DATA_DIR: dataDir, SMTP_URL: '' });
    const url = await server.ready;
    const email = uniqueEmail('process');
    const signup = await fetch(`${url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, fullName: 'Pat Process' }),
    });
    expect(signup.status).toBe(201);
    const mailed = written(server, 'Your Skillweave sign-in code:');
    const asked = await fetch(`${url}/api/auth/email-otp/send-verification-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, type: 'sign-in' }),
    });
    expect(asked.status).toBe(200);
    await mailed;

    const mail = records(server.output()).find((record) => record.msg === MAIL_LOGGED_MESSAGE)?.mail as {
      to: string;
      subject: string;
    };
    expect(mail.to).toBe(email);
    expect(mail.subject).toMatch(/^Your Skillweave sign-in code: \d{6}$/);
  });
});
