import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE, type SkillSwapStatus } from '../../../common/constants';
import type { Notification } from '../../../common/schemas/notifications';
import { SWAP_ACTIONS, type RecentSwap, type SkillSwap, type SwapAction } from '../../../common/schemas/swaps';
import { learningSessions, skillSwaps } from '../../infra/db/schema';
import type { TestApp } from '../../test/test-app';
import { createTestAppWithMail } from '../../test/test-app';
import { testEngine } from '../../test/test-database';
import { addPerson, createWorkspace, type Person } from '../../test/workspace-fixtures';

/** Skill swaps: who may propose and move them, every transition allowed and refused, scheduling, inbox and mail. */

let t: TestApp & Awaited<ReturnType<typeof createTestAppWithMail>>;
let companyId: string;
let ana: Person;
let ben: Person;
let outsider: Person;

beforeAll(async () => {
  t = await createTestAppWithMail();
  const { workspace, owner } = await createWorkspace(t.app, undefined, 'Swap Works');
  companyId = workspace.id;
  ana = owner;
  ben = await addPerson(t.app, companyId, 'member', 'Ben Baker');
  outsider = (await createWorkspace(t.app, undefined, 'Elsewhere')).owner;
});
afterAll(async () => {
  await t.close();
});

const propose = (by: Person, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/skill-swaps', payload: { companyId, ...body }, cookies: by.cookies });
const move = (by: Person, id: string, action: string) =>
  t.app.inject({ method: 'POST', url: `/api/skill-swaps/${id}/${action}`, cookies: by.cookies });
const inbox = async (person: Person) =>
  (await t.app.inject({ url: '/api/notifications', cookies: person.cookies })).json() as Notification[];

let skillCounter = 0;
/** A swap Ana proposed to Ben, brought to `status` directly in the table (each move is tested on its own). */
async function swapIn(status: SkillSwapStatus): Promise<string> {
  const [row] = await t.database.db
    .insert(skillSwaps)
    .values({
      companyId,
      fromUserId: ana.user.id,
      toUserId: ben.user.id,
      fromSkill: `Skill ${(skillCounter += 1)}`,
      toSkill: 'SQL',
      status,
    })
    .returning({ id: skillSwaps.id });
  return row!.id;
}

describe(`skill swaps (${testEngine})`, () => {
  it('proposes a swap with catalogue names, tells the partner in the inbox and by mail', async () => {
    const response = await propose(ana, {
      toUserId: ben.user.id,
      teachSkill: 'k8s',
      learnSkill: 'sql',
      message: 'Happy to pair on Fridays.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const swap = response.json() as SkillSwap;
    expect(swap).toMatchObject({
      status: 'pending',
      proposerTeaches: 'Kubernetes',
      proposerLearns: 'SQL',
      message: 'Happy to pair on Fridays.',
      proposer: { id: ana.user.id },
      partner: { id: ben.user.id, fullName: 'Ben Baker' },
      sessionIds: [],
    });

    const entries = await inbox(ben);
    expect(entries[0]).toMatchObject({ kind: 'swap_proposed', swapId: swap.id, read: false });
    expect(entries[0]!.text).toMatch(/teach you Kubernetes and learn SQL from you\.$/);
    expect(await inbox(ana)).toEqual([]);
    await expect.poll(() => t.catcher.to(ben.user.email).length).toBeGreaterThan(0);
    expect(t.catcher.to(ben.user.email).at(-1)!.raw).toContain('proposed a skill swap');

    const again = await propose(ana, { toUserId: ben.user.id, teachSkill: 'Kubernetes', learnSkill: 'SQL' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'swap_already_open' });
    // The same pair of skills proposed back the other way is the same exchange.
    const mirrored = await propose(ben, { toUserId: ana.user.id, teachSkill: 'SQL', learnSkill: 'Kubernetes' });
    expect(mirrored.statusCode).toBe(409);
  });

  it('refuses a swap with yourself, with an outsider, in a workspace you are not in, or on one skill', async () => {
    const self = await propose(ana, { toUserId: ana.user.id, teachSkill: 'Go', learnSkill: 'SQL' });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'swap_with_yourself' });

    const stranger = await propose(ana, { toUserId: outsider.user.id, teachSkill: 'Go', learnSkill: 'SQL' });
    expect(stranger.statusCode).toBe(404);

    const notMine = await propose(outsider, { toUserId: ben.user.id, teachSkill: 'Go', learnSkill: 'SQL' });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toMatchObject({ code: 'workspace_not_found' });

    const same = await propose(ana, { toUserId: ben.user.id, teachSkill: 'Go', learnSkill: 'golang' });
    expect(same.statusCode).toBe(400);

    const blank = await propose(ana, { toUserId: ben.user.id, teachSkill: '  ', learnSkill: 'SQL' });
    expect(blank.statusCode).toBe(400);
    expect(await t.database.db.select().from(skillSwaps).where(eq(skillSwaps.fromSkill, 'Go'))).toEqual([]);
  });

  describe('every transition, allowed and refused', () => {
    const statuses: SkillSwapStatus[] = ['pending', 'accepted', 'declined', 'completed', 'cancelled'];
    const sides = ['proposer', 'partner'] as const;
    // Written out rather than read from the server's table, so a wrong entry there fails here.
    const ALLOWED: Record<string, SkillSwapStatus> = {
      'partner accept pending': 'accepted',
      'partner decline pending': 'declined',
      'proposer cancel pending': 'cancelled',
      'proposer cancel accepted': 'cancelled',
      'partner cancel accepted': 'cancelled',
      'proposer complete accepted': 'completed',
      'partner complete accepted': 'completed',
    };
    const expected = (action: SwapAction, status: SkillSwapStatus, side: (typeof sides)[number]) =>
      ALLOWED[`${side} ${action} ${status}`] ?? null;

    for (const action of SWAP_ACTIONS)
      for (const status of statuses)
        for (const side of sides) {
          const to = expected(action, status, side);
          it(`${side} ${action} on a ${status} swap: ${to ?? '409'}`, async () => {
            const id = await swapIn(status);
            const response = await move(side === 'proposer' ? ana : ben, id, action);
            const [row] = await t.database.db.select().from(skillSwaps).where(eq(skillSwaps.id, id));
            if (to) {
              expect(response.statusCode, response.body).toBe(200);
              expect((response.json() as SkillSwap).status).toBe(to);
              expect(row!.status).toBe(to);
            } else {
              expect(response.statusCode, response.body).toBe(409);
              const body = response.json() as { code: string; message: string };
              expect(body.code).toBe('swap_transition_refused');
              expect(body.message).toMatch(/^[A-Z].+[a-z]$/);
              expect(row!.status).toBe(status);
            }
          });
        }

    it('says why in a sentence a person understands', async () => {
      const own = await move(ana, await swapIn('pending'), 'accept');
      expect(own.json()).toMatchObject({
        message:
          'Only the person it was proposed to can accept it: you proposed this swap, so you can cancel it instead',
      });
      const declined = await move(ben, await swapIn('declined'), 'complete');
      expect(declined.json()).toMatchObject({ message: 'A declined swap cannot be completed' });
    });
  });

  it('hides a swap from everyone but its two people, and refuses an unknown action', async () => {
    const id = await swapIn('pending');
    const carol = await addPerson(t.app, companyId, 'admin', 'Carol Admin');
    for (const stranger of [carol, outsider]) {
      const response = await move(stranger, id, 'accept');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'skill_swap_not_found' });
    }
    const list = (
      await t.app.inject({ url: `/api/companies/${companyId}/skill-swaps`, cookies: carol.cookies })
    ).json() as SkillSwap[];
    expect(list.map((swap) => swap.id)).not.toContain(id);
    expect((await move(ben, id, 'approve')).statusCode).toBe(400);
  });

  it('lets exactly one of two racing accepts win', async () => {
    const id = await swapIn('pending');
    const [first, second] = await Promise.all([move(ben, id, 'accept'), move(ben, id, 'accept')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json()).toMatchObject({ message: 'This swap is already accepted' });
  });

  it('records when a swap was accepted and when completed, and keeps both through later moves', async () => {
    const id = await swapIn('pending');
    const dates = async () =>
      (
        await t.database.db
          .select({ acceptedAt: skillSwaps.acceptedAt, completedAt: skillSwaps.completedAt })
          .from(skillSwaps)
          .where(eq(skillSwaps.id, id))
      )[0]!;
    expect(await dates()).toEqual({ acceptedAt: null, completedAt: null });
    expect((await move(ben, id, 'accept')).statusCode).toBe(200);
    const accepted = await dates();
    expect(accepted.acceptedAt).toBeInstanceOf(Date);
    expect(accepted.completedAt).toBeNull();
    expect((await move(ana, id, 'complete')).statusCode).toBe(200);
    const completed = await dates();
    expect(completed.acceptedAt).toEqual(accepted.acceptedAt);
    expect(completed.completedAt!.getTime()).toBeGreaterThanOrEqual(accepted.acceptedAt!.getTime());

    const declined = await swapIn('pending');
    expect((await move(ben, declined, 'decline')).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(skillSwaps).where(eq(skillSwaps.id, declined));
    expect([row!.acceptedAt, row!.completedAt]).toEqual([null, null]);
  });

  it('tells the other person of each move, and marks the inbox read', async () => {
    const id = await swapIn('pending');
    await move(ben, id, 'accept');
    const entries = await inbox(ana);
    expect(entries[0]).toMatchObject({ kind: 'swap_accepted', swapId: id, actor: { id: ben.user.id } });
    const unread = async () =>
      (
        (await t.app.inject({ url: '/api/notifications/unread-count', cookies: ana.cookies })).json() as {
          unread: number;
        }
      ).unread;
    expect(await unread()).toBeGreaterThan(0);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      payload: {},
      cookies: ana.cookies,
    });
    expect(read.statusCode).toBe(204);
    expect(await unread()).toBe(0);
  });

  it('schedules both directions of an accepted swap in one step, once', async () => {
    const id = await swapIn('accepted');
    const start = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const pending = await swapIn('pending');
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/skill-swaps/${pending}/sessions`,
      payload: { scheduledFor: start.toISOString(), duration: 45 },
      cookies: ben.cookies,
    });
    expect(early.statusCode).toBe(409);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/skill-swaps/${id}/sessions`,
      payload: { scheduledFor: start.toISOString(), duration: 45 },
      cookies: ben.cookies,
    });
    expect(response.statusCode, response.body).toBe(201);
    const swap = response.json() as SkillSwap;
    expect(swap.sessionIds).toHaveLength(2);
    const sessions = await t.database.db.select().from(learningSessions).where(eq(learningSessions.swapId, id));
    const byHost = Object.fromEntries(sessions.map((session) => [session.mentorId, session]));
    // Ana teaches her skill to Ben first; Ben teaches SQL to Ana a week later.
    expect(byHost[ana.user.id]).toMatchObject({ learnerIds: [ben.user.id], skillTopic: swap.proposerTeaches });
    expect(byHost[ben.user.id]).toMatchObject({ learnerIds: [ana.user.id], skillTopic: 'SQL' });
    expect(byHost[ben.user.id]!.scheduledFor.getTime() - byHost[ana.user.id]!.scheduledFor.getTime()).toBe(
      7 * 24 * 60 * 60 * 1000,
    );

    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/skill-swaps/${id}/sessions`,
      payload: { scheduledFor: start.toISOString(), duration: 45 },
      cookies: ana.cookies,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'swap_already_scheduled' });
  });
});

describe(`the demo workspace's swaps (${testEngine})`, () => {
  it("shows a visitor the demo user's swaps: proposals waiting, one sent, an active and a completed one", async () => {
    const response = await t.app.inject({ url: `/api/companies/${DEMO_WORKSPACE.companyId}/skill-swaps` });
    expect(response.statusCode).toBe(200);
    const swaps = response.json() as SkillSwap[];
    const alex = DEMO_WORKSPACE.userId;
    expect(swaps.every((swap) => swap.proposer.id === alex || swap.partner.id === alex)).toBe(true);
    expect(swaps.filter((swap) => swap.status === 'pending' && swap.partner.id === alex).length).toBeGreaterThan(0);
    expect(swaps.some((swap) => swap.status === 'pending' && swap.proposer.id === alex)).toBe(true);
    expect(swaps.some((swap) => swap.status === 'accepted')).toBe(true);
    expect(swaps.some((swap) => swap.status === 'completed')).toBe(true);
    expect(swaps.filter((swap) => swap.message).length).toBeGreaterThan(2);

    const inboxEntries = (await t.app.inject({ url: '/api/notifications' })).json() as Notification[];
    expect(inboxEntries.map((entry) => entry.kind)).toContain('swap_proposed');
  });

  it("lists the workspace's most recent swaps between anyone, newest first, for its dashboard", async () => {
    const response = await t.app.inject({ url: `/api/companies/${DEMO_WORKSPACE.companyId}/skill-swaps/recent` });
    const recent = response.json() as RecentSwap[];
    expect(recent).toHaveLength(4);
    expect(recent.map((swap) => Date.parse(swap.createdAt))).toEqual(
      recent.map((swap) => Date.parse(swap.createdAt)).sort((a, b) => b - a),
    );
    expect(recent).toContainEqual(
      expect.objectContaining({ fromName: 'Ravi Patel', fromSkill: 'Financial Modeling', toSkill: 'Python' }),
    );
    const outsiderView = await t.app.inject({
      url: `/api/companies/${companyId}/skill-swaps/recent`,
      cookies: outsider.cookies,
    });
    expect(outsiderView.statusCode).toBe(404);
  });
});
