import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../../common/constants';
import type { JoinResult, LearningSession, LearningSessionDetail } from '../../../common/schemas/sessions';
import { learningSessions, notifications } from '../../infra/db/schema';
import { createTestApp, createTestAppWithMail, signUp, type MailCatcher, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { createWorkspace, type Person } from '../../test/workspace-fixtures';
import { calendarUid } from './session-calendar';
import { hoursContributed } from './session-feedback';
import { LIFECYCLE_MESSAGES } from './session-messages';

/**
 * The life of a session: join or wait, leave and promotion, cancel, reschedule, the calendar invitation,
 * attendance and ratings. Anonymous requests act as the demo user, who hosts the sessions made here.
 */

let t: TestApp & { catcher: MailCatcher };
beforeAll(async () => {
  t = await createTestAppWithMail();
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

async function hostSession(maxLearners: number | null = 2, title = 'Postgres locking in practice') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/learning-sessions',
    payload: {
      title,
      description: 'Row locks, and why one UPDATE beats read-then-write',
      skillTopic: 'PostgreSQL',
      sessionType: 'workshop',
      companyId: DEMO_WORKSPACE.companyId,
      scheduledFor: inDays(3),
      duration: 60,
      maxLearners,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as LearningSession;
}

/** A session of the demo user's that already started, with these learners. */
async function pastSession(learners: Person[], attendees: Person[] | null = null) {
  const [row] = await t.database.db
    .insert(learningSessions)
    .values({
      companyId: DEMO_WORKSPACE.companyId,
      mentorId: DEMO_WORKSPACE.userId,
      title: 'Yesterday’s retro',
      skillTopic: 'Retrospectives',
      sessionType: 'discussion',
      scheduledFor: new Date(Date.now() - DAY_MS),
      duration: 90,
      maxLearners: 5,
      learnerIds: learners.map((person) => person.user.id),
      attendeeIds: attendees?.map((person) => person.user.id) ?? null,
    })
    .returning();
  return row!;
}

const post = (url: string, person?: Person, payload?: unknown): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url,
    cookies: person?.cookies,
    payload: payload as Record<string, unknown> | undefined,
  });
const join = (session: { id: string }, person?: Person) => post(`/api/learning-sessions/${session.id}/join`, person);
const leave = (session: { id: string }, person?: Person) => post(`/api/learning-sessions/${session.id}/leave`, person);
const reschedule = (session: { id: string }, payload: unknown, person?: Person) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/learning-sessions/${session.id}/schedule`,
    payload: payload as Record<string, unknown>,
    cookies: person?.cookies,
  });
const invitation = (session: { id: string }, person?: Person) =>
  t.app.inject({ url: `/api/learning-sessions/${session.id}/invitation.ics`, cookies: person?.cookies });
const detail = async (session: { id: string }, person?: Person) =>
  (
    await t.app.inject({ url: `/api/learning-sessions/${session.id}`, cookies: person?.cookies })
  ).json<LearningSessionDetail>();
const people = async (count: number) => {
  const list: Person[] = [];
  for (let index = 0; index < count; index += 1) list.push(await signUp(t.app, { fullName: `Learner ${index + 1}` }));
  return list;
};
const ids = (list: Person[]) => list.map((person) => person.user.id);

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    summary: event.getFirstPropertyValue('summary'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    organizer: String(event.getFirstPropertyValue('organizer')),
    attendees: event.getAllProperties('attendee').map((property) => ({
      name: property.getParameter('cn'),
      address: String(property.getFirstValue()),
    })),
  };
}

/** The decoded Subject of a raw mail (nodemailer writes non-ASCII-safe subjects as RFC 2047 words). */
function subjectOf(raw: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = /^Subject: (.*)$/m.exec(head)?.[1] ?? '';
  return line.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_word, text: string) =>
    Buffer.from(
      text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
      'latin1',
    ).toString('utf8'),
  );
}

/** The calendar part of a raw mail, decoded. */
function calendarPartOf(raw: string): string {
  const part = raw.split(/\r?\n--/).find((chunk) => /Content-Type: text\/calendar/i.test(chunk));
  if (!part) throw new Error('The mail has no calendar part');
  const [headers, ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(headers!)) return Buffer.from(content, 'base64').toString('utf8');
  return content
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16)));
}
const subjects = (person: Person) => t.catcher.to(person.user.email).map((mail) => subjectOf(mail.raw));

async function inbox(person: Person, sessionId: string) {
  return t.database.db
    .select({ kind: notifications.kind, text: notifications.text })
    .from(notifications)
    .where(and(eq(notifications.userId, person.user.id), eq(notifications.sessionId, sessionId)));
}

describe(`the life of a learning session (${testEngine})`, () => {
  it('seeds the demo with a full session and its waitlist, and sessions that are over with attendance and ratings', async () => {
    const sessions = (await t.app.inject({ url: `/api/companies/${DEMO_WORKSPACE.companyId}/learning-sessions` })).json<
      LearningSession[]
    >();
    const full = sessions.find((item) => item.title === 'Figma Prototyping for Non-Designers')!;
    expect(full.learnerIds).toHaveLength(full.maxLearners!);
    expect(full.waitlistIds.length).toBeGreaterThan(0);
    expect(full.waitlistIds).not.toContain(DEMO_WORKSPACE.userId);
    const rated = sessions.filter((item) => item.status === 'completed' && item.ratingCount > 0);
    expect(rated.length).toBeGreaterThanOrEqual(3);
    for (const item of rated) expect(item.attendeeIds!.length).toBeGreaterThan(0);
    // The visitor attended one and has not rated it, so the rating form is there to try.
    const toRate = rated.find((item) => item.attendeeIds!.includes(DEMO_WORKSPACE.userId))!;
    expect((await detail(toRate)).myRating).toBeNull();
  });

  it("refuses anyone cancelling or moving the demo's own sessions, which every visitor shares", async () => {
    const sessions = (await t.app.inject({ url: `/api/companies/${DEMO_WORKSPACE.companyId}/learning-sessions` })).json<
      LearningSession[]
    >();
    const hosted = sessions.find((item) => item.mentorId === DEMO_WORKSPACE.userId && item.status === 'upcoming')!;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/learning-sessions/${hosted.id}/cancel`,
      payload: { reason: 'Testing the demo' },
    });
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json()).toMatchObject({ code: 'demo_workspace_locked' });
    const move = await t.app.inject({
      method: 'PATCH',
      url: `/api/learning-sessions/${hosted.id}/schedule`,
      payload: { duration: 15 },
    });
    expect(move.statusCode).toBe(403);
    const after = (await t.app.inject({ url: `/api/learning-sessions/${hosted.id}` })).json<LearningSession>();
    expect(after).toMatchObject({ status: 'upcoming', duration: hosted.duration, cancelReason: null });
  });

  describe('POST /join', () => {
    it('gives a seat while one is free, then puts people at the end of the waitlist', async () => {
      const session = await hostSession(2);
      const [ann, bob, cat, dan] = await people(4);
      const answers = [];
      for (const person of [ann!, bob!, cat!, dan!]) {
        const response = await join(session, person);
        expect(response.statusCode, response.body).toBe(200);
        answers.push(response.json<JoinResult>());
      }
      expect(answers.map(({ place, waitlistPosition }) => [place, waitlistPosition])).toEqual([
        ['learner', null],
        ['learner', null],
        ['waitlist', 1],
        ['waitlist', 2],
      ]);
      expect(answers[3]!.session.learnerIds).toEqual(ids([ann!, bob!]));
      expect(answers[3]!.session.waitlistIds).toEqual(ids([cat!, dan!]));
      const shown = await detail(session, cat);
      expect(shown.waitlist.map((person) => person.fullName)).toEqual(['Learner 3', 'Learner 4']);

      // A seat comes with the invitation by mail; a place in line does not.
      expect(subjects(ann!)).toEqual(['You joined "Postgres locking in practice"']);
      const mailed = parseCalendar(calendarPartOf(t.catcher.to(ann!.user.email)[0]!.raw));
      expect(mailed).toMatchObject({ method: 'REQUEST', uid: calendarUid(session.id) });
      expect(t.catcher.to(cat!.user.email)).toHaveLength(0);
    });

    it('mails the seat with its invitation on the older join call too (PATCH with the learners plus me)', async () => {
      const session = await hostSession(2, 'Patch-joined session');
      const [ann] = await people(1);
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/learning-sessions/${session.id}`,
        payload: { learnerIds: [ann!.user.id] },
        cookies: ann!.cookies,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(subjects(ann!)).toEqual(['You joined "Patch-joined session"']);
    });

    it('refuses the host (403), a second join (409), someone already waiting (409) and a session not upcoming (409)', async () => {
      const session = await hostSession(1);
      const [ann, bob] = await people(2);
      expect((await join(session)).json()).toEqual({
        message: 'You host this session, so you cannot join it',
        code: 'mentor_cannot_join',
      });
      expect((await join(session)).statusCode).toBe(403);
      await join(session, ann);
      await join(session, bob);
      const again = await join(session, ann);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('already_joined');
      const waitingAgain = await join(session, bob);
      expect(waitingAgain.statusCode).toBe(409);
      expect(waitingAgain.json()).toEqual({
        message: LIFECYCLE_MESSAGES.alreadyWaitlisted,
        code: 'already_waitlisted',
      });

      const started = await pastSession([]);
      const late = await join(started, ann);
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('session_not_upcoming');
      expect((await post('/api/learning-sessions/00000000-0000-4000-8000-00000000dead/join', ann)).statusCode).toBe(
        404,
      );
    });

    it('answers 404 for a session of a workspace the caller is not in', async () => {
      const { workspace, owner } = await createWorkspace(t.app, undefined, 'Private Co');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/learning-sessions',
        cookies: owner.cookies,
        payload: {
          title: 'Members only',
          skillTopic: 'Go',
          sessionType: 'discussion',
          companyId: workspace.id,
          scheduledFor: inDays(2),
          duration: 30,
          maxLearners: 3,
        },
      });
      const [stranger] = await people(1);
      for (const response of [
        await join(created.json(), stranger),
        await leave(created.json(), stranger),
        await invitation(created.json(), stranger),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('learning_session_not_found');
      }
    });
  });

  describe('POST /leave', () => {
    it('gives the freed seat to the first person waiting, in the same change, and tells them', async () => {
      const session = await hostSession(2);
      const [ann, bob, cat, dan] = await people(4);
      for (const person of [ann!, bob!, cat!, dan!]) await join(session, person);

      const response = await leave(session, ann);
      expect(response.statusCode, response.body).toBe(200);
      const after = response.json<LearningSession>();
      expect(after.learnerIds).toEqual(ids([bob!, cat!]));
      expect(after.waitlistIds).toEqual(ids([dan!]));

      expect(await inbox(cat!, session.id)).toEqual([
        { kind: 'session_promoted', text: 'A seat freed up in "Postgres locking in practice": you are now a learner' },
      ]);
      expect(await inbox(dan!, session.id)).toEqual([]);
      expect(subjects(cat!)).toEqual(['A seat freed up: you joined "Postgres locking in practice"']);
    });

    it('lets a waiting person leave the line, keeping everyone else in order', async () => {
      const session = await hostSession(1);
      const [ann, bob, cat, dan] = await people(4);
      for (const person of [ann!, bob!, cat!, dan!]) await join(session, person);
      const after = (await leave(session, cat)).json<LearningSession>();
      expect(after.learnerIds).toEqual(ids([ann!]));
      expect(after.waitlistIds).toEqual(ids([bob!, dan!]));
    });

    it('refuses someone not in the session (409) and a session that started (409)', async () => {
      const session = await hostSession(2);
      const [ann] = await people(1);
      const outside = await leave(session, ann);
      expect(outside.statusCode).toBe(409);
      expect(outside.json()).toEqual({ message: LIFECYCLE_MESSAGES.notInSession, code: 'not_in_session' });
      const started = await pastSession([ann!]);
      const late = await leave(started, ann);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ message: LIFECYCLE_MESSAGES.notUpcomingToLeave, code: 'session_not_upcoming' });
    });
  });

  describe('PATCH /schedule', () => {
    it('promotes as many waiting people as the new limit allows, and all of them when unlimited', async () => {
      const session = await hostSession(1);
      const crowd = await people(5);
      for (const person of crowd) await join(session, person);
      const raised = await reschedule(session, { maxLearners: 3 });
      expect(raised.statusCode, raised.body).toBe(200);
      expect(raised.json<LearningSession>().learnerIds).toEqual(ids(crowd.slice(0, 3)));
      expect(raised.json<LearningSession>().waitlistIds).toEqual(ids(crowd.slice(3)));
      const unlimited = (await reschedule(session, { maxLearners: null })).json<LearningSession>();
      expect(unlimited.learnerIds).toEqual(ids(crowd));
      expect(unlimited.waitlistIds).toEqual([]);
      expect((await inbox(crowd[4]!, session.id)).map((entry) => entry.kind)).toEqual(['session_promoted']);
    });

    it('refuses fewer seats than people joined (409), and anyone but the host (403)', async () => {
      const session = await hostSession(3);
      const [ann, bob] = await people(2);
      await join(session, ann);
      await join(session, bob);
      const lower = await reschedule(session, { maxLearners: 1 });
      expect(lower.statusCode).toBe(409);
      expect(lower.json()).toEqual({
        message: '2 people have joined: max learners cannot be lower than that',
        code: 'seats_below_learners',
      });
      expect((await reschedule(session, { maxLearners: 2 })).statusCode).toBe(200);
      const byLearner = await reschedule(session, { duration: 30 }, ann);
      expect(byLearner.statusCode).toBe(403);
      expect(byLearner.json()).toEqual({ message: LIFECYCLE_MESSAGES.hostsOnlyReschedule, code: 'session_hosts_only' });
    });

    it('moves the session, raises the invitation sequence, and tells every learner', async () => {
      const session = await hostSession(3, 'Moving session');
      const [ann] = await people(1);
      await join(session, ann);
      const before = parseCalendar((await invitation(session, ann)).body);
      const newTime = new Date(Date.now() + 5 * DAY_MS);
      newTime.setUTCHours(9, 30, 0, 0);
      const moved = await reschedule(session, { scheduledFor: newTime.toISOString(), duration: 45 });
      expect(moved.statusCode, moved.body).toBe(200);
      const after = parseCalendar((await invitation(session, ann)).body);
      expect(after.uid).toBe(before.uid);
      expect(after.sequence).toBe(Number(before.sequence) + 1);
      expect(after.start).toBe(newTime.toISOString());
      // Seats alone do not move the event: the sequence stays.
      await reschedule(session, { maxLearners: 10 });
      expect(parseCalendar((await invitation(session, ann)).body).sequence).toBe(after.sequence);

      expect((await inbox(ann!, session.id)).map((entry) => entry.kind)).toEqual(['session_rescheduled']);
      expect(subjects(ann!)).toEqual(['You joined "Moving session"', '"Moving session" was rescheduled']);
      expect(parseCalendar(calendarPartOf(t.catcher.to(ann!.user.email)[1]!.raw)).sequence).toBe(1);
    });

    it('answers 400 for an empty change and for a time in the past', async () => {
      const session = await hostSession(3);
      const empty = await reschedule(session, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain('Send a new time, duration or max learners');
      const past = await reschedule(session, { scheduledFor: inDays(-1) });
      expect(past.statusCode).toBe(400);
      expect(past.json().message).toContain('Scheduled time must be in the future');
    });
  });

  describe('POST /cancel', () => {
    it('cancels with a reason, tells learners and waiting people, and closes the session to joins', async () => {
      const session = await hostSession(1, 'Cancelled session');
      const [ann, bob, cat] = await people(3);
      await join(session, ann);
      await join(session, bob);
      const response = await post(`/api/learning-sessions/${session.id}/cancel`, undefined, {
        reason: 'The speaker is ill',
      });
      expect(response.statusCode, response.body).toBe(200);
      const cancelled = response.json<LearningSession>();
      expect(cancelled.status).toBe('cancelled');
      expect(cancelled.cancelReason).toBe('The speaker is ill');
      for (const person of [ann!])
        expect(await inbox(person, session.id)).toContainEqual({
          kind: 'session_cancelled',
          text: '"Cancelled session" was cancelled: The speaker is ill',
        });
      expect(subjects(ann!)).toEqual(['You joined "Cancelled session"', '"Cancelled session" was cancelled']);
      const mailed = parseCalendar(calendarPartOf(t.catcher.to(ann!.user.email)[1]!.raw));
      expect(mailed).toMatchObject({
        method: 'CANCEL',
        status: 'CANCELLED',
        uid: calendarUid(session.id),
        sequence: 1,
      });
      // Someone still waiting hears of it in the inbox, without an invitation they never had.
      expect((await inbox(bob!, session.id)).map((entry) => entry.kind)).toEqual(['session_cancelled']);

      expect((await join(session, cat)).json().code).toBe('session_not_upcoming');
      const twice = await post(`/api/learning-sessions/${session.id}/cancel`, undefined, { reason: 'Again' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ message: LIFECYCLE_MESSAGES.notUpcomingToChange, code: 'session_not_upcoming' });
    });

    it('is for the host only (403) and needs a reason of at most 500 characters (400)', async () => {
      const session = await hostSession(2);
      const [ann] = await people(1);
      await join(session, ann);
      const byLearner = await post(`/api/learning-sessions/${session.id}/cancel`, ann, { reason: 'No' });
      expect(byLearner.statusCode).toBe(403);
      expect(byLearner.json()).toEqual({ message: LIFECYCLE_MESSAGES.hostsOnlyCancel, code: 'session_hosts_only' });
      for (const reason of ['', '   ', 'x'.repeat(501)]) {
        const response = await post(`/api/learning-sessions/${session.id}/cancel`, undefined, { reason });
        expect(response.statusCode, reason).toBe(400);
      }
      expect((await detail(session)).status).toBe('upcoming');
    });
  });

  describe('GET /invitation.ics', () => {
    it('is an RFC 5545 request with a stable uid, the host as organizer and learners as attendees', async () => {
      const session = await hostSession(3, 'Calendar: the basics!');
      const [ann, bob] = await people(2);
      await join(session, ann);
      await join(session, bob);
      const response = await invitation(session, ann);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="skillweave-calendar-the-basics.ics"');
      const parsed = parseCalendar(response.body);
      expect(parsed).toMatchObject({
        method: 'REQUEST',
        uid: calendarUid(session.id),
        sequence: 0,
        status: 'CONFIRMED',
        summary: 'Calendar: the basics!',
        // Calendars count in whole seconds.
        start: new Date(Math.floor(Date.parse(session.scheduledFor) / 1000) * 1000).toISOString(),
      });
      expect(parsed.organizer).toMatch(/^mailto:.*@hidden\.skillweave\.invalid$/i);
      // Each reader sees their own address, and only placeholders for people whose address is private to them.
      expect(parsed.attendees).toEqual([
        { name: 'Learner 1', address: `mailto:${ann!.user.email}` },
        { name: 'Learner 2', address: `mailto:${bob!.user.id}@hidden.skillweave.invalid` },
      ]);
    });

    it('turns into a cancellation with the same uid and a higher sequence', async () => {
      const session = await hostSession(3);
      await post(`/api/learning-sessions/${session.id}/cancel`, undefined, { reason: 'Room flooded' });
      const parsed = parseCalendar((await invitation(session)).body);
      expect(parsed).toMatchObject({
        method: 'CANCEL',
        status: 'CANCELLED',
        uid: calendarUid(session.id),
        sequence: 1,
      });
    });

    it('is refused (403) to someone who is neither host nor learner, waiting people included', async () => {
      const session = await hostSession(1);
      const [ann, bob] = await people(2);
      await join(session, ann);
      await join(session, bob);
      const response = await invitation(session, bob);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: LIFECYCLE_MESSAGES.calendarForbidden, code: 'not_in_session' });
    });
  });

  describe('attendance and ratings', () => {
    const attendance = (session: { id: string }, attendeeIds: string[], person?: Person) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/learning-sessions/${session.id}/attendance`,
        payload: { attendeeIds },
        cookies: person?.cookies,
      });
    const rate = (session: { id: string }, person: Person | undefined, payload: unknown) =>
      post(`/api/learning-sessions/${session.id}/ratings`, person, payload);

    it('lets the host mark who came after the start, and only those learners', async () => {
      const [ann, bob, stranger] = await people(3);
      const upcoming = await hostSession(3);
      await join(upcoming, ann);
      const early = await attendance(upcoming, ids([ann!]));
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ message: LIFECYCLE_MESSAGES.notStartedAttendance, code: 'session_not_started' });

      const session = await pastSession([ann!, bob!]);
      const notLearner = await attendance(session, ids([stranger!]));
      expect(notLearner.statusCode).toBe(409);
      expect(notLearner.json().message).toBe(LIFECYCLE_MESSAGES.attendeesMustBeLearners);
      const byLearner = await attendance(session, ids([ann!]), ann);
      expect(byLearner.statusCode).toBe(403);
      expect(byLearner.json().code).toBe('session_hosts_only');

      const marked = await attendance(session, ids([bob!, ann!, ann!]));
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json<LearningSession>().attendeeIds).toEqual(ids([ann!, bob!]));
    });

    it('lets each attendee rate once; the average and count follow, and the detail shows my rating', async () => {
      const [ann, bob, absent] = await people(3);
      const session = await pastSession([ann!, bob!, absent!]);
      const tooSoon = await rate(session, ann, { rating: 4 });
      expect(tooSoon.statusCode).toBe(409);
      expect(tooSoon.json()).toEqual({
        message: LIFECYCLE_MESSAGES.attendanceNotMarked,
        code: 'attendance_not_marked',
      });
      await attendance(session, ids([ann!, bob!]));

      const first = await rate(session, ann, { rating: 4, comment: 'Clear and practical' });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({ averageRating: 4, ratingCount: 1 });
      const second = await rate(session, bob, { rating: 5 });
      expect(second.json()).toMatchObject({ averageRating: 4.5, ratingCount: 2 });

      const twice = await rate(session, ann, { rating: 1 });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ message: LIFECYCLE_MESSAGES.alreadyRated, code: 'already_rated' });
      const notThere = await rate(session, absent, { rating: 5 });
      expect(notThere.statusCode).toBe(403);
      expect(notThere.json()).toEqual({ message: LIFECYCLE_MESSAGES.notAnAttendee, code: 'not_an_attendee' });
      for (const bad of [{ rating: 0 }, { rating: 6 }, { rating: 3.5 }, {}])
        expect((await rate(session, bob, bad)).statusCode, JSON.stringify(bad)).toBe(400);

      expect((await detail(session, ann)).myRating).toEqual({ rating: 4, comment: 'Clear and practical' });
      expect((await detail(session, absent)).myRating).toBeNull();
      const listed = (await t.app.inject({ url: `/api/companies/${DEMO_WORKSPACE.companyId}/learning-sessions` })).json<
        LearningSession[]
      >();
      expect(listed.find((item) => item.id === session.id)).toMatchObject({ averageRating: 4.5, ratingCount: 2 });
    });

    it('counts a host’s hours only for sessions that are over, not cancelled, with someone marked present', async () => {
      const { workspace, owner } = await createWorkspace(t.app, undefined, 'Hours Co');
      const base = {
        companyId: workspace.id,
        mentorId: owner.user.id,
        title: 'Hours',
        skillTopic: 'Go',
        sessionType: 'workshop' as const,
        learnerIds: [owner.user.id],
      };
      const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
      await t.database.db.insert(learningSessions).values([
        { ...base, scheduledFor: ago(2), duration: 90, attendeeIds: [owner.user.id] },
        { ...base, scheduledFor: ago(3), duration: 30, attendeeIds: [owner.user.id] },
        { ...base, scheduledFor: ago(4), duration: 60, attendeeIds: [] },
        { ...base, scheduledFor: ago(5), duration: 60, attendeeIds: null },
        { ...base, scheduledFor: ago(6), duration: 60, attendeeIds: [owner.user.id], cancelledAt: ago(7) },
        { ...base, scheduledFor: new Date(Date.now() - 10 * 60_000), duration: 60, attendeeIds: [owner.user.id] },
      ]);
      const hours = await hoursContributed(t.database.db, { companyId: workspace.id });
      expect(hours.get(owner.user.id)).toBe(2);
    });
  });

  describe('concurrency', () => {
    const SEATS = 10;
    const JOINERS = 50;

    it(`${JOINERS} simultaneous joins of ${SEATS} seats: ${SEATS} learners, ${JOINERS - SEATS} waiting in a well-defined order`, async () => {
      const session = await hostSession(SEATS);
      const crowd = await people(JOINERS);
      const responses = await Promise.all(crowd.map((person) => join(session, person)));
      expect(responses.map((response) => response.statusCode)).toEqual(crowd.map(() => 200));
      const answers = responses.map((response) => response.json<JoinResult>());

      const [row] = await t.database.db.select().from(learningSessions).where(eq(learningSessions.id, session.id));
      expect(row!.learnerIds).toHaveLength(SEATS);
      expect(row!.waitlistIds).toHaveLength(JOINERS - SEATS);
      expect(new Set([...row!.learnerIds, ...row!.waitlistIds])).toEqual(new Set(ids(crowd)));
      // Each person was told the place the database gave them: seats to the first ten applied, then the line.
      answers.forEach((answer, index) => {
        const userId = crowd[index]!.user.id;
        if (answer.place === 'learner') expect(row!.learnerIds).toContain(userId);
        else expect(row!.waitlistIds.indexOf(userId) + 1).toBe(answer.waitlistPosition);
      });
      expect(answers.filter((answer) => answer.place === 'learner')).toHaveLength(SEATS);
      expect(answers.flatMap((answer) => answer.waitlistPosition ?? []).sort((a, b) => a - b)).toEqual(
        Array.from({ length: JOINERS - SEATS }, (_, index) => index + 1),
      );
    });

    it('concurrent leaves and joins never overfill, and freed seats go to the line before newcomers', async () => {
      const session = await hostSession(SEATS);
      const seated = await people(SEATS);
      const waiting = await people(5);
      for (const person of [...seated, ...waiting]) await join(session, person);
      const leavers = seated.slice(0, 5);
      const newcomers = await people(20);
      const responses = await Promise.all([
        ...newcomers.map((person) => join(session, person)),
        ...leavers.map((person) => leave(session, person)),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));

      const [row] = await t.database.db.select().from(learningSessions).where(eq(learningSessions.id, session.id));
      expect(row!.learnerIds).toHaveLength(SEATS);
      const everyone = [...row!.learnerIds, ...row!.waitlistIds];
      expect(new Set(everyone).size).toBe(everyone.length);
      expect(new Set(everyone)).toEqual(new Set(ids([...seated.slice(5), ...waiting, ...newcomers])));
      // Whoever waited before the rush got a seat ahead of every newcomer.
      for (const person of waiting) expect(row!.learnerIds).toContain(person.user.id);
    });
  });

  it('keeps a join, leave or cancellation when its mail cannot be sent, and logs the failure', async () => {
    const failures: unknown[] = [];
    const broken = await createTestApp({
      sendMail: async () => {
        failures.push('tried');
        throw new Error('SMTP is down');
      },
    });
    try {
      const created = await broken.app.inject({
        method: 'POST',
        url: '/api/learning-sessions',
        payload: {
          title: 'Mail-less',
          skillTopic: 'Go',
          sessionType: 'discussion',
          companyId: DEMO_WORKSPACE.companyId,
          scheduledFor: inDays(2),
          duration: 30,
          maxLearners: 1,
        },
      });
      const person = await signUp(broken.app);
      const joined = await broken.app.inject({
        method: 'POST',
        url: `/api/learning-sessions/${created.json().id}/join`,
        cookies: person.cookies,
      });
      expect(joined.statusCode, joined.body).toBe(200);
      const cancelled = await broken.app.inject({
        method: 'POST',
        url: `/api/learning-sessions/${created.json().id}/cancel`,
        payload: { reason: 'No room' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(failures.length).toBeGreaterThanOrEqual(2);
    } finally {
      await broken.close();
    }
  });
});
