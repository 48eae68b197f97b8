import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A calendar invitation (an .ics text) sent as the mail's calendar part, which mail programs offer to add. */
  calendar?: { filename: string; method: 'REQUEST' | 'CANCEL'; content: string };
}

export type SendMail = (mail: Mail) => Promise<void>;

export interface MailerOptions {
  /** smtp://user:pass@host:port (or smtps://); unset: mail is written to the log instead. */
  smtpUrl?: string;
  /** The sender, e.g. "Skillweave <no-reply@skillweave.example>". */
  from: string;
  /** Where a mail goes when there is no SMTP server: one line a self-hoster can read the code from. */
  logLine: (line: string) => void;
}

/**
 * How the server sends mail: over SMTP when SMTP_URL is set, otherwise as one log line, so a self-hosted
 * server without mail still lets people sign in (the operator reads them their code).
 */
export function createMailer({ smtpUrl, from, logLine }: MailerOptions): SendMail {
  if (!smtpUrl) {
    return async ({ to, subject, text }) => {
      logLine(
        `Mail to ${to} (no SMTP_URL set: mail is logged instead) | ${subject} | ${text.replace(/\s+/g, ' ').trim()}`,
      );
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return async ({ to, subject, text, calendar }) => {
    await transport.sendMail({ from, to, subject, text, ...(calendar ? { icalEvent: calendar } : {}) });
  };
}
