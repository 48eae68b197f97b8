import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutionalKnowledge, knowledgeInteractions, learningSessions, skillSwaps } from '../../infra/db/schema';
import { analyticsWorkspace, personWith } from '../../test/analytics-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { workspaceActivity } from './activity';

/**
 * A workspace with events placed around a fixed "now" (Wednesday 2025-06-18 12:00 UTC), so each bucket's figures
 * are known: the 7-day period starts 2025-06-11 12:00 UTC.
 */

const NOW = new Date('2025-06-18T12:00:00.000Z');
const at = (iso: string) => new Date(iso);

let t: TestApp;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const workspace = await analyticsWorkspace(t.app);
  companyId = workspace.companyId;
  const host = await personWith(t.app, companyId, 'Hal Host');
  const learner = await personWith(t.app, companyId, 'Lu Learner');
  const other = await personWith(t.app, companyId, 'Ola Other');
  const session = (
    scheduledFor: Date,
    learnerIds: string[],
    extra: Partial<typeof learningSessions.$inferInsert> = {},
  ) => ({
    companyId,
    mentorId: host.user.id,
    title: 'Session',
    skillTopic: 'SQL',
    sessionType: 'workshop' as const,
    scheduledFor,
    duration: 90,
    learnerIds,
    ...extra,
  });
  await t.app.db.insert(learningSessions).values([
    session(at('2025-06-11T11:59:59.000Z'), [learner.user.id]), // just before the period
    session(at('2025-06-11T12:00:00.000Z'), [learner.user.id]), // its first instant
    session(at('2025-06-17T23:59:59.000Z'), [learner.user.id, other.user.id]), // the end of a day
    session(at('2025-06-18T00:00:00.000Z'), [learner.user.id], { duration: 30 }), // the next day's first instant
    session(at('2025-06-18T09:00:00.000Z'), [other.user.id], { cancelledAt: at('2025-06-17T09:00:00.000Z') }),
    session(at('2025-06-18T12:30:00.000Z'), [other.user.id]), // not started yet
  ]);
  await t.app.db.insert(skillSwaps).values([
    {
      companyId,
      fromUserId: learner.user.id,
      toUserId: host.user.id,
      fromSkill: 'Go',
      toSkill: 'SQL',
      status: 'completed',
      createdAt: at('2025-06-10T10:00:00.000Z'),
      acceptedAt: at('2025-06-12T10:00:00.000Z'),
      completedAt: at('2025-06-18T08:00:00.000Z'),
    },
    {
      companyId,
      fromUserId: other.user.id,
      toUserId: host.user.id,
      fromSkill: 'Go',
      toSkill: 'SQL',
      status: 'pending',
      createdAt: at('2025-06-12T10:00:00.000Z'),
    },
  ]);
  const [article] = await t.app.db
    .insert(institutionalKnowledge)
    .values([
      { companyId, title: 'Live', content: 'x', category: 'General', createdAt: at('2025-06-12T10:00:00.000Z') },
      {
        companyId,
        title: 'Draft',
        content: 'x',
        category: 'General',
        draft: true,
        isActive: false,
        createdAt: at('2025-06-12T10:00:00.000Z'),
      },
    ])
    .returning({ id: institutionalKnowledge.id });
  await t.app.db.insert(knowledgeInteractions).values([
    {
      userId: other.user.id,
      knowledgeId: article!.id,
      interactionType: 'view',
      createdAt: at('2025-06-13T10:00:00.000Z'),
    },
    {
      userId: learner.user.id,
      knowledgeId: article!.id,
      interactionType: 'view',
      createdAt: at('2025-06-13T11:00:00.000Z'),
    },
    {
      userId: learner.user.id,
      knowledgeId: article!.id,
      interactionType: 'like',
      createdAt: at('2025-06-13T11:00:00.000Z'),
    },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe(`workspace activity (${testEngine})`, () => {
  it('has every UTC day the 7-day period touches, empty ones included', async () => {
    const activity = await workspaceActivity(t.app.db, companyId, 7, NOW);
    expect(activity).toMatchObject({ days: 7, bucket: 'day', from: '2025-06-11T12:00:00.000Z', to: NOW.toISOString() });
    expect(activity.points.map((point) => point.start)).toEqual(
      ['11', '12', '13', '14', '15', '16', '17', '18'].map((day) => `2025-06-${day}T00:00:00.000Z`),
    );
    expect(activity.points[3]).toMatchObject({ sessionsHeld: 0, articleViews: 0, swapsProposed: 0 });
  });

  it('counts an event at the period start and leaves out one just before it, and the cancelled and not yet started', async () => {
    const { points, totals } = await workspaceActivity(t.app.db, companyId, 7, NOW);
    const day = (date: string) => points.find((point) => point.start.startsWith(date))!;
    expect(day('2025-06-11')).toMatchObject({ sessionsHeld: 1, learners: 1, hoursContributed: 1.5 });
    // 23:59:59 stays on the 17th, midnight is the 18th.
    expect(day('2025-06-17')).toMatchObject({ sessionsHeld: 1, learners: 2, hoursContributed: 1.5 });
    expect(day('2025-06-18')).toMatchObject({ sessionsHeld: 1, learners: 1, hoursContributed: 0.5, swapsCompleted: 1 });
    // Learners are distinct over the period: Lu in three sessions, Ola in one.
    expect(totals).toEqual({
      sessionsHeld: 3,
      learners: 2,
      hoursContributed: 3.5,
      swapsProposed: 1,
      swapsAccepted: 1,
      swapsCompleted: 1,
      articlesCreated: 1,
      articleViews: 2,
    });
    expect(day('2025-06-12')).toMatchObject({ swapsProposed: 1, swapsAccepted: 1, articlesCreated: 1 });
    expect(day('2025-06-13').articleViews).toBe(2);
  });

  it('buckets 90 days by ISO week and 365 by month, and the totals cover the whole period', async () => {
    const quarter = await workspaceActivity(t.app.db, companyId, 90, NOW);
    expect(quarter.bucket).toBe('week');
    expect(quarter.points.at(-1)!.start).toBe('2025-06-16T00:00:00.000Z'); // a Monday
    expect(quarter.points).toHaveLength(14);
    // The session one second before the 7-day period falls in this one; the swap proposed on the 10th too.
    expect(quarter.totals).toMatchObject({ sessionsHeld: 4, swapsProposed: 2 });
    const sum = quarter.points.reduce((total, point) => total + point.sessionsHeld, 0);
    expect(sum).toBe(quarter.totals.sessionsHeld);

    const year = await workspaceActivity(t.app.db, companyId, 365, NOW);
    expect(year.bucket).toBe('month');
    expect(year.points[0]!.start).toBe('2024-06-01T00:00:00.000Z');
    expect(year.points.at(-1)!.start).toBe('2025-06-01T00:00:00.000Z');
    expect(year.points).toHaveLength(13);
  });
});
