import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearningSession } from '../../../common/schemas/sessions';
import { users } from '../../infra/db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addPerson, createWorkspace, type Person } from '../../test/workspace-fixtures';
import { MAX_LINE_OCTETS } from './calendar-text';

/**
 * The .ics a host and their learners download, read back by a real parser (ical.js): whatever the people's names and
 * the session's texts hold, it is one event whose values come back as they were written, in lines of at most 75
 * octets.
 */

let t: TestApp;
let host: Person;
let learner: Person;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp();
  const { workspace, owner } = await createWorkspace(t.app);
  host = owner;
  companyId = workspace.id;
  learner = await addPerson(t.app, companyId, 'member', 'Lena Learner');
});
afterAll(async () => {
  await t?.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

async function hostSession(title: string, description: string): Promise<LearningSession> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/learning-sessions',
    cookies: host.cookies,
    payload: {
      title,
      description,
      skillTopic: 'PostgreSQL',
      sessionType: 'workshop',
      companyId,
      scheduledFor: inDays(3),
      duration: 60,
      maxLearners: 5,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const session = created.json<LearningSession>();
  const joined = await t.app.inject({
    method: 'POST',
    url: `/api/learning-sessions/${session.id}/join`,
    cookies: learner.cookies,
  });
  expect(joined.statusCode, joined.body).toBe(200);
  return session;
}

async function downloaded(session: LearningSession): Promise<string> {
  const response = await t.app.inject({
    url: `/api/learning-sessions/${session.id}/invitation.ics`,
    cookies: learner.cookies,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** A name as it may sit in the database from before names were checked: it closes the event and writes its own. */
const FORGED_EVENT_NAME = [
  'Eve Host":MAILTO:eve@attacker.example',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:forged@attacker.example',
  'DTSTAMP:20300101T000000Z',
  'DTSTART:20300101T090000Z',
  'SUMMARY:Urgent: confirm your payroll details at https://attacker.example',
  'ORGANIZER;CN="Payroll',
].join('\r\n');

describe('GET /api/learning-sessions/{id}/invitation.ics', () => {
  it('stays one event when the host’s stored name holds line breaks, and the name reads back on one line', async () => {
    await t.app.db.update(users).set({ fullName: FORGED_EVENT_NAME }).where(eq(users.id, host.user.id));
    try {
      const session = await hostSession('Locks in practice', 'Row locks');
      const calendar = new ICAL.Component(ICAL.parse(await downloaded(session)));
      const events = calendar.getAllSubcomponents('vevent');
      expect(events).toHaveLength(1);
      const event = events[0]!;
      expect(event.getFirstPropertyValue('uid')).toBe(`${session.id}@skillweave`);
      expect(event.getFirstPropertyValue('summary')).toBe('Locks in practice');
      const organizer = event.getFirstProperty('organizer')!;
      // Each line break became a space and the double quote a single one: the same words, inert.
      expect(organizer.getParameter('cn')).toBe(FORGED_EVENT_NAME.replaceAll('\r\n', ' ').replaceAll('"', "'"));
      expect(String(organizer.getFirstValue())).toMatch(/@hidden\.skillweave\.invalid$/);
    } finally {
      await t.app.db.update(users).set({ fullName: 'Olive Owner' }).where(eq(users.id, host.user.id));
    }
  });

  it('reads back names with quotes, carets and every control, and the learner’s own name beside them', async () => {
    const name = 'Zoë "Z" O\'Brien ^n ^\'\u0007\u0085\u2028end';
    await t.app.db.update(users).set({ fullName: name }).where(eq(users.id, learner.user.id));
    try {
      const session = await hostSession('Quotes and carets', 'Names as people type them');
      const event = new ICAL.Component(ICAL.parse(await downloaded(session))).getFirstSubcomponent('vevent')!;
      const attendees = event.getAllProperties('attendee').map((property) => property.getParameter('cn'));
      expect(attendees).toEqual(["Zoë 'Z' O'Brien ^n ^' end"]);
      expect(event.getFirstProperty('organizer')!.getParameter('cn')).toBe('Olive Owner');
    } finally {
      await t.app.db.update(users).set({ fullName: 'Lena Learner' }).where(eq(users.id, learner.user.id));
    }
  });

  it('escapes titles and descriptions so backslashes, semicolons, commas and line breaks read back as written', async () => {
    const title = 'SQL; joins, \\escapes\\ and "quotes"';
    const description = 'First line\r\nSecond; with, commas\nThird \\n literally';
    const session = await hostSession(title, description);
    const event = new ICAL.Component(ICAL.parse(await downloaded(session))).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe(title);
    expect(event.getFirstPropertyValue('description')).toBe(
      'First line\nSecond; with, commas\nThird \\n literally\n\nSkill: PostgreSQL',
    );
  });

  it('folds lines at 75 octets without splitting a character, and the parser joins them back', async () => {
    const title =
      'データベースのロックを実践で学ぶ：行ロックと更新の順序、そしてデッドロックを避ける方法についての実践的な講座';
    const description = '絵文字も👩‍💻🧑🏽‍🔬含めて、'.repeat(40);
    expect(Buffer.byteLength(`SUMMARY:${title}`)).toBeGreaterThan(2 * MAX_LINE_OCTETS);
    const session = await hostSession(title, description);
    const text = await downloaded(session);

    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) {
      expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(MAX_LINE_OCTETS);
      // A split character would decode as U+FFFD: every line is whole UTF-8 by itself.
      expect(line).not.toContain('\uFFFD');
    }
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);

    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe(title);
    expect(event.getFirstPropertyValue('description')).toBe(`${description}\n\nSkill: PostgreSQL`);
  });
});
