import type { Mail, SendMail } from './mailer';

/**
 * Mail that a request asks for but never waits on. A request that mails someone (a sign-in code, a code for a new
 * address) puts the mail here and answers at once: waiting for the SMTP server would make the answer's time tell
 * whether a mail went out, and so whether an account exists (a second and a half against a few milliseconds).
 * Each mail is tried again after a failure, a few times with growing pauses, and a log line says so; one that
 * never goes is logged as given up. Mail lives in this process only: a mail still queued when the server stops
 * is lost after a short wait, and the person asks for a new code.
 */

export interface MailQueue {
  /** Queues a mail and returns at once; delivery and its retries happen after the request has answered. */
  enqueue(mail: Mail): void;
  /** Resolves once every mail queued so far was sent or given up on. */
  settled(): Promise<void>;
  /** Takes no more mail, waits up to `graceMs` for what is queued, then drops the rest with a log line. */
  close(graceMs?: number): Promise<void>;
}

export interface MailQueueOptions {
  send: SendMail;
  /** Where failures are reported; the line names no address, subject or code, only the attempt and the error. */
  log: (level: 'warn' | 'error', message: string) => void;
  /** Pauses before the second, third... attempt; after the last one the mail is given up. */
  retryDelaysMs?: readonly number[];
  /** Mails sent at once: SMTP servers limit connections per client. */
  concurrency?: number;
  /** Mails waiting at most; beyond it a mail is dropped and logged, so an unreachable server cannot fill memory. */
  maxWaiting?: number;
}

export const MAIL_RETRY_DELAYS_MS = [2_000, 10_000, 60_000] as const;

interface Job {
  mail: Mail;
  attempt: number;
}

/** What a failed send is logged as: the SMTP reply code or error class, never its text (it may quote the mail). */
function describeFailure(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { responseCode, code, name } = error as { responseCode?: unknown; code?: unknown; name?: unknown };
    if (typeof responseCode === 'number') return `SMTP ${responseCode}`;
    if (typeof code === 'string' && /^[A-Z_]{2,30}$/.test(code)) return code;
    if (typeof name === 'string') return name;
  }
  return 'unknown error';
}

export function createMailQueue({
  send,
  log,
  retryDelaysMs = MAIL_RETRY_DELAYS_MS,
  concurrency = 4,
  maxWaiting = 10_000,
}: MailQueueOptions): MailQueue {
  const waiting: Job[] = [];
  const retryTimers = new Set<NodeJS.Timeout>();
  let running = 0;
  let closed = false;
  let idleWaiters: (() => void)[] = [];

  const outstanding = () => waiting.length + running + retryTimers.size;

  function notifyIfIdle() {
    if (outstanding() > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function pump() {
    while (running < concurrency && waiting.length > 0) {
      const job = waiting.shift()!;
      running += 1;
      void deliver(job);
    }
    notifyIfIdle();
  }

  async function deliver(job: Job) {
    try {
      await send(job.mail);
    } catch (error) {
      const attempts = retryDelaysMs.length + 1;
      const delay = retryDelaysMs[job.attempt - 1];
      if (delay === undefined || closed) {
        log(
          'error',
          `A mail could not be sent after ${job.attempt} of ${attempts} attempts and was given up (${describeFailure(error)})`,
        );
      } else {
        log(
          'warn',
          `A mail could not be sent (attempt ${job.attempt} of ${attempts}, ${describeFailure(error)}): trying again in ${Math.round(delay / 1000)} s`,
        );
        const timer = setTimeout(() => {
          retryTimers.delete(timer);
          waiting.push({ mail: job.mail, attempt: job.attempt + 1 });
          pump();
        }, delay);
        // A pending retry must not keep a stopping process alive: close() decides how long to wait for it.
        timer.unref();
        retryTimers.add(timer);
      }
    } finally {
      running -= 1;
      pump();
    }
  }

  function settled(): Promise<void> {
    if (outstanding() === 0) return Promise.resolve();
    return new Promise((resolve) => idleWaiters.push(resolve));
  }

  return {
    enqueue(mail) {
      if (closed) {
        log('error', 'A mail was dropped: the server is stopping');
        return;
      }
      if (waiting.length >= maxWaiting) {
        log('error', `A mail was dropped: ${maxWaiting} mails are already waiting to be sent`);
        return;
      }
      waiting.push({ mail, attempt: 1 });
      pump();
    },
    settled,
    async close(graceMs = 5_000) {
      closed = true;
      // Mails waiting for a retry are not worth holding the shutdown for: their server already failed once.
      if (retryTimers.size > 0)
        log('error', `${retryTimers.size} mails waiting to be tried again were given up: the server is stopping`);
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), graceMs);
        timer.unref();
      });
      const outcome = await Promise.race([settled(), graceOver]);
      clearTimeout(timer);
      if (outcome === 'late') log('error', `${outstanding()} mails were not sent before the server stopped`);
      waiting.length = 0;
      notifyIfIdle();
    },
  };
}
