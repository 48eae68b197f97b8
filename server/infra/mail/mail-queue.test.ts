import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createMailQueue } from './mail-queue';
import { createMailer } from './mailer';

/** The mail queue against a real SMTP server on loopback: it answers at once, retries, and says when it gives up. */

const catchers: MailCatcher[] = [];
afterEach(async () => {
  for (const catcher of catchers.splice(0)) await catcher.close();
});

const mailerTo = (url: string) =>
  createMailer({ smtpUrl: url, from: 'Skillweave <no-reply@localhost>', log: { warn: () => {} } });

/** A loopback port nothing listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mail queue', () => {
  it('sends after enqueue has returned, and tries again after a temporary refusal, logging each failure', async () => {
    const catcher = await startMailCatcher({ refuseFirst: 2 });
    catchers.push(catcher);
    const lines: { level: string; message: string }[] = [];
    const queue = createMailQueue({
      send: mailerTo(catcher.url),
      log: (level, message) => lines.push({ level, message }),
      retryDelaysMs: [5, 5, 5],
    });
    queue.enqueue({ to: 'someone@example.test', subject: 'Your code: 123456', text: 'Your code is 123456.' });
    // Nothing can have been sent yet: enqueue does not wait for the mail server.
    expect(catcher.mails).toHaveLength(0);
    await queue.settled();
    expect(catcher.refused()).toBe(2);
    expect(catcher.to('someone@example.test')).toHaveLength(1);
    expect(lines.map((line) => line.level)).toEqual(['warn', 'warn']);
    expect(lines[0]!.message).toBe('A mail could not be sent (attempt 1 of 4, SMTP 451): trying again in 0 s');
    // The log names neither the address nor anything from the mail.
    for (const { message } of lines) expect(message).not.toMatch(/someone|123456|code/);
    await queue.close();
  });

  it('gives up after its last retry with an error line, and settles', async () => {
    const port = await closedPort();
    const lines: { level: string; message: string }[] = [];
    const queue = createMailQueue({
      send: mailerTo(`smtp://127.0.0.1:${port}`),
      log: (level, message) => lines.push({ level, message }),
      retryDelaysMs: [5, 5],
    });
    queue.enqueue({ to: 'someone@example.test', subject: 'Hello', text: 'Hello.' });
    await queue.settled();
    expect(lines.map((line) => line.level)).toEqual(['warn', 'warn', 'error']);
    expect(lines.at(-1)!.message).toBe('A mail could not be sent after 3 of 3 attempts and was given up (ESOCKET)');
    await queue.close();
  });

  it('takes no mail once closed, and says so', async () => {
    const catcher = await startMailCatcher();
    catchers.push(catcher);
    const lines: string[] = [];
    const queue = createMailQueue({ send: mailerTo(catcher.url), log: (_level, message) => lines.push(message) });
    queue.enqueue({ to: 'first@example.test', subject: 'First', text: 'First.' });
    await queue.close();
    expect(catcher.to('first@example.test')).toHaveLength(1);
    queue.enqueue({ to: 'late@example.test', subject: 'Late', text: 'Late.' });
    await queue.settled();
    expect(catcher.to('late@example.test')).toHaveLength(0);
    expect(lines).toEqual(['A mail was dropped: the server is stopping']);
  });
});
