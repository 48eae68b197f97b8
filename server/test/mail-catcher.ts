import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What startMailCatcher returns: the SMTP URL to send to, and the mails caught. */
export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

export interface CaughtMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that keeps every mail it receives, for tests of what the server sends.
 * `delayMs` makes it answer each mail that much later, like a distant or busy mail server; `refuseFirst` refuses
 * that many mails first with a temporary failure (451), as a mail server under load does.
 */
export async function startMailCatcher({
  delayMs = 0,
  refuseFirst = 0,
}: { delayMs?: number; refuseFirst?: number } = {}) {
  const mails: CaughtMail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refused < refuseFirst) {
          refused += 1;
          callback(Object.assign(new Error('Busy: try again later'), { responseCode: 451 }));
          return;
        }
        mails.push({
          to: session.envelope.rcptTo.map((item) => item.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        if (delayMs > 0) setTimeout(() => callback(), delayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** How many mails were refused (see refuseFirst). */
    refused: () => refused,
    /** The mails sent to one address, oldest first. */
    to: (address: string) => mails.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
