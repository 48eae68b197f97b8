import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A calendar invitation (an .ics text) sent as the mail's calendar part, which mail programs offer to add. */
  calendar?: { filename: string; method: 'REQUEST' | 'CANCEL'; content: string };
}

export type SendMail = (mail: Mail) => Promise<void>;

/** A logger as pino has it: structured fields first, then a message. */
export interface MailLog {
  warn(fields: { mail: Pick<Mail, 'to' | 'subject' | 'text'> }, message: string): void;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port (or smtps://); unset: mail is written to the log instead. */
  smtpUrl?: string;
  /** The sender, e.g. "Skillweave <no-reply@skillweave.example>". */
  from: string;
  /** Where a mail goes when there is no SMTP server: one log record a self-hoster can read the code from. */
  log: MailLog;
}

/** The message of every mail written to the log; the mail itself is in the record's `mail` field. */
export const MAIL_LOGGED_MESSAGE = 'Mail logged instead of sent (no SMTP_URL set)';

/**
 * The mail log of a pino logger: its records are written whatever LOG_LEVEL says (a child at `warn`), since without
 * SMTP the log is the only way a sign-in code reaches anyone.
 */
export function mailLogOf(logger: { child(bindings: object, options: { level: string }): MailLog }): MailLog {
  return logger.child({}, { level: 'warn' });
}

/**
 * How the server sends mail: over SMTP when SMTP_URL is set, otherwise as one log record, so a self-hosted
 * server without mail still lets people sign in (the operator reads them their code). The address, subject and text
 * go into the record as JSON fields, never into its message: they hold people's names and titles, and a line break
 * there must not start a log line of its own.
 */
export function createMailer({ smtpUrl, from, log }: MailerOptions): SendMail {
  if (!smtpUrl) {
    return async ({ to, subject, text }) => {
      log.warn({ mail: { to, subject, text } }, MAIL_LOGGED_MESSAGE);
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return async ({ to, subject, text, calendar }) => {
    await transport.sendMail({ from, to, subject, text, ...(calendar ? { icalEvent: calendar } : {}) });
  };
}
