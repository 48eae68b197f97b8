import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SkillSwapStatus } from '../../../common/constants';
import type { NotificationKind } from '../../../common/schemas/notifications';
import {
  proposalSentence,
  RECENT_SWAPS_SHOWN,
  type ProposeSwapData,
  type RecentSwap,
  type ScheduleSwapInput,
  type SkillSwap,
  type SwapAction,
  type SwapPerson,
} from '../../../common/schemas/swaps';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { learningSessions, skillSwaps, users, type SkillSwapRow } from '../../infra/db/schema';
import type { SendMail } from '../../infra/mail/mailer';
import { loadCatalogue } from '../../skills/skill-catalogue';
import { DEMO_WORKSPACE_ID, mailsReach } from '../demo';
import { notify } from '../notifications';
import { createSwapSessions, swapHasSessions } from '../sessions';
import { inVisibleWorkspace, requireWorkspace, inWorkspacePeople } from '../workspaces';
import { checkMove, refuseMove } from './swap-transitions';

/**
 * Skill swaps between two colleagues of one workspace. Only the two people see or act on a swap; every move is
 * checked against the transition table (swap-transitions.ts) and applied with a compare-and-set on the status,
 * so of two racing moves one wins and the other gets a 409 that says why. Each move tells the other person in
 * their inbox (same transaction) and by mail after the commit.
 */

export interface SwapMailer {
  sendMail: SendMail;
  /** The public origin links in mail point to. */
  publicUrl: string;
  /** Says a mail failed: the error as a field, a fixed message (no address or name goes into a log message). */
  logFailure?: (message: string, error: unknown) => void;
}

const SWAP_NOT_FOUND = 'Skill swap not found';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const OPEN_STATUSES = ['pending', 'accepted'] as const;

const proposer = alias(users, 'proposer');
const partner = alias(users, 'partner');

/** A person of the workspace (its members; the demo's seeded people), as the workspace's other calls count them. */
async function findWorkspacePerson(db: Database, companyId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), inWorkspacePeople(db, companyId)));
  return row;
}

/** The catalogue's spelling of a skill ("k8s" becomes Kubernetes); a skill it lacks is kept as typed. */
function resolveSkill(name: string): string {
  return loadCatalogue().match(name)?.name ?? name;
}

async function loadSwaps(db: Database, where: ReturnType<typeof and>): Promise<SkillSwap[]> {
  const rows = await db
    .select({
      swap: skillSwaps,
      proposer: { id: proposer.id, fullName: proposer.fullName, role: proposer.role },
      partner: { id: partner.id, fullName: partner.fullName, role: partner.role },
      sessionIds: sql<string[]>`coalesce((
        SELECT array_agg(${learningSessions.id} ORDER BY ${learningSessions.scheduledFor})
        FROM ${learningSessions} WHERE ${learningSessions.swapId} = ${skillSwaps.id}), '{}'::uuid[])`,
    })
    .from(skillSwaps)
    .innerJoin(proposer, eq(proposer.id, skillSwaps.fromUserId))
    .innerJoin(partner, eq(partner.id, skillSwaps.toUserId))
    .where(where)
    .orderBy(desc(skillSwaps.createdAt), asc(skillSwaps.id));
  return rows.map((row) => toSwapDto(row.swap, row.proposer, row.partner, row.sessionIds));
}

function toSwapDto(row: SkillSwapRow, from: SwapPerson, to: SwapPerson, sessionIds: string[]): SkillSwap {
  return {
    id: row.id,
    companyId: row.companyId,
    status: row.status,
    proposer: from,
    partner: to,
    proposerTeaches: row.fromSkill,
    proposerLearns: row.toSkill,
    message: row.message,
    sessionIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's swaps in one workspace, newest first. */
export async function listMySwaps(db: Database, actorId: string, companyId: string): Promise<SkillSwap[]> {
  await requireWorkspace(db, companyId, actorId);
  return loadSwaps(
    db,
    and(eq(skillSwaps.companyId, companyId), or(eq(skillSwaps.fromUserId, actorId), eq(skillSwaps.toUserId, actorId))),
  );
}

/** A workspace's most recent swaps between any of its people, for its dashboard (members and the demo's visitors). */
export async function listRecentSwaps(db: Database, actorId: string, companyId: string): Promise<RecentSwap[]> {
  await requireWorkspace(db, companyId, actorId);
  const rows = await db
    .select({
      id: skillSwaps.id,
      status: skillSwaps.status,
      fromName: proposer.fullName,
      toName: partner.fullName,
      fromSkill: skillSwaps.fromSkill,
      toSkill: skillSwaps.toSkill,
      createdAt: skillSwaps.createdAt,
    })
    .from(skillSwaps)
    .innerJoin(proposer, eq(proposer.id, skillSwaps.fromUserId))
    .innerJoin(partner, eq(partner.id, skillSwaps.toUserId))
    .where(eq(skillSwaps.companyId, companyId))
    .orderBy(desc(skillSwaps.createdAt), asc(skillSwaps.id))
    .limit(RECENT_SWAPS_SHOWN);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One swap of the caller's, in a workspace they may see; any other id answers the same 404. */
async function getMySwap(db: Database, actorId: string, id: string): Promise<SkillSwap> {
  const [swap] = await loadSwaps(
    db,
    and(
      eq(skillSwaps.id, id),
      or(eq(skillSwaps.fromUserId, actorId), eq(skillSwaps.toUserId, actorId)),
      inVisibleWorkspace(db, skillSwaps.companyId, actorId),
    ),
  );
  if (!swap) throw notFound('skill_swap_not_found', SWAP_NOT_FOUND);
  return swap;
}

async function getSwap(db: Database, id: string): Promise<SkillSwap> {
  const [swap] = await loadSwaps(db, eq(skillSwaps.id, id));
  return swap!;
}

export async function proposeSwap(
  db: Database,
  mailer: SwapMailer,
  actorId: string,
  data: ProposeSwapData,
): Promise<SkillSwap> {
  await requireWorkspace(db, data.companyId, actorId);
  if (data.toUserId === actorId)
    throw badRequest('swap_with_yourself', 'You cannot propose a swap to yourself: choose a colleague', [
      { path: 'toUserId', message: 'Choose a colleague other than yourself' },
    ]);
  const teach = resolveSkill(data.teachSkill);
  const learn = resolveSkill(data.learnSkill);
  if (teach.toLowerCase() === learn.toLowerCase())
    throw badRequest('validation_failed', 'learnSkill: Choose a skill to learn that differs from the one you teach', [
      { path: 'learnSkill', message: 'Choose a skill to learn that differs from the one you teach' },
    ]);
  const [me, them] = await Promise.all([
    findWorkspacePerson(db, data.companyId, actorId),
    findWorkspacePerson(db, data.companyId, data.toUserId),
  ]);
  if (!them || !me) throw notFound('user_not_found', 'No colleague with this id in this workspace');

  const id = await db.transaction(async (tx) => {
    // Serialises proposals to this partner, so two identical ones sent at once cannot both open.
    await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${them.id}::uuid FOR UPDATE`);
    const [open] = await tx
      .select({ id: skillSwaps.id })
      .from(skillSwaps)
      .where(
        and(
          inArray(skillSwaps.status, [...OPEN_STATUSES]),
          or(
            and(
              eq(skillSwaps.fromUserId, actorId),
              eq(skillSwaps.toUserId, them.id),
              sql`lower(${skillSwaps.fromSkill}) = lower(${teach})`,
              sql`lower(${skillSwaps.toSkill}) = lower(${learn})`,
            ),
            and(
              eq(skillSwaps.fromUserId, them.id),
              eq(skillSwaps.toUserId, actorId),
              sql`lower(${skillSwaps.fromSkill}) = lower(${learn})`,
              sql`lower(${skillSwaps.toSkill}) = lower(${teach})`,
            ),
          ),
        ),
      );
    if (open)
      throw conflict(
        'swap_already_open',
        `You already have an open swap with ${them.fullName} on ${teach} and ${learn}: see it under Skill swaps`,
      );
    const [row] = await tx
      .insert(skillSwaps)
      .values({
        companyId: data.companyId,
        fromUserId: actorId,
        toUserId: them.id,
        fromSkill: teach,
        toSkill: learn,
        message: data.message ?? null,
      })
      .returning({ id: skillSwaps.id });
    await notify(tx, {
      userId: them.id,
      actorId,
      companyId: data.companyId,
      swapId: row!.id,
      kind: 'swap_proposed',
      text: proposalSentence(me.fullName, teach, learn),
    });
    return row!.id;
  });

  const swap = await getSwap(db, id);
  await mailAbout(mailer, swap, them, {
    subject: `${me.fullName} proposed a skill swap`,
    text:
      `${me.fullName} would like to teach you ${teach} and learn ${learn} from you.` +
      (data.message ? `\n\nTheir message:\n${data.message}` : '') +
      `\n\nAccept or decline it here:\n${new URL('/swaps', mailer.publicUrl).toString()}`,
  });
  return swap;
}

const MOVE_NOTICES: Record<
  SwapAction,
  { kind: NotificationKind; sentence: (name: string, swap: SkillSwap) => string }
> = {
  accept: {
    kind: 'swap_accepted',
    sentence: (name, swap) =>
      `${name} accepted your swap: ${swap.proposerTeaches} for ${swap.proposerLearns}. Schedule your sessions.`,
  },
  decline: {
    kind: 'swap_declined',
    sentence: (name, swap) => `${name} declined your swap: ${swap.proposerTeaches} for ${swap.proposerLearns}.`,
  },
  cancel: {
    kind: 'swap_cancelled',
    sentence: (name, swap) => `${name} cancelled the swap: ${swap.proposerTeaches} for ${swap.proposerLearns}.`,
  },
  complete: {
    kind: 'swap_completed',
    sentence: (name, swap) => `${name} marked the swap completed: ${swap.proposerTeaches} for ${swap.proposerLearns}.`,
  },
};

/** The date a move to this status records, for the workspace's activity series (accepted, completed). */
const STATUS_DATES: Partial<Record<SkillSwapStatus, (at: Date) => Partial<typeof skillSwaps.$inferInsert>>> = {
  accepted: (at) => ({ acceptedAt: at }),
  completed: (at) => ({ completedAt: at }),
};

/** Accept, decline, cancel or complete: checked against the transition table and applied only if still valid. */
export async function moveSwap(
  db: Database,
  mailer: SwapMailer,
  actorId: string,
  id: string,
  action: SwapAction,
): Promise<SkillSwap> {
  const current = await getMySwap(db, actorId, id);
  const side = current.proposer.id === actorId ? 'proposer' : 'partner';
  const [actor, other] =
    side === 'proposer' ? [current.proposer, current.partner] : [current.partner, current.proposer];
  const check = checkMove(action, current.status, side);
  if (!check.ok) throw check.error;
  const sentence = MOVE_NOTICES[action].sentence(actor.fullName, current);

  const moved = await db.transaction(async (tx) => {
    const at = new Date();
    const [row] = await tx
      .update(skillSwaps)
      .set({ status: check.to, updatedAt: at, ...STATUS_DATES[check.to]?.(at) })
      .where(and(eq(skillSwaps.id, id), eq(skillSwaps.status, current.status)))
      .returning({ status: skillSwaps.status, updatedAt: skillSwaps.updatedAt });
    if (!row) {
      // Someone moved it first: explain from the status it has now.
      const [now] = await tx.select({ status: skillSwaps.status }).from(skillSwaps).where(eq(skillSwaps.id, id));
      throw refuseMove(action, now!.status, side);
    }
    await notify(tx, {
      userId: other.id,
      actorId,
      companyId: current.companyId,
      swapId: id,
      kind: MOVE_NOTICES[action].kind,
      text: sentence,
    });
    return row;
  });

  // A move changes only the status and its date: the rest of the swap is as it was read.
  const swap: SkillSwap = { ...current, status: moved.status, updatedAt: moved.updatedAt.toISOString() };
  const [address] = await db.select({ email: users.email }).from(users).where(eq(users.id, other.id));
  if (address)
    await mailAbout(mailer, swap, address, {
      subject: `Skill swap ${check.to}: ${swap.proposerTeaches} for ${swap.proposerLearns}`,
      text: `${sentence}\n\nSee your swaps:\n${new URL('/swaps', mailer.publicUrl).toString()}`,
    });
  return swap;
}

/**
 * Schedules an accepted swap's two sessions in one step, one per direction: the teacher of each hosts it and the
 * other person is its one learner. The second follows the first by a week. Both or neither are written.
 */
export async function scheduleSwapSessions(
  db: Database,
  mailer: SwapMailer,
  actorId: string,
  id: string,
  data: Required<Pick<ScheduleSwapInput, 'scheduledFor' | 'duration'>> & {
    sessionType: NonNullable<ScheduleSwapInput['sessionType']>;
  },
): Promise<SkillSwap> {
  const swap = await getMySwap(db, actorId, id);
  if (swap.status !== 'accepted')
    throw conflict('swap_transition_refused', `Only an accepted swap can be scheduled: this one is ${swap.status}`);
  const companyId = swap.companyId ?? DEMO_WORKSPACE_ID;
  const first = new Date(data.scheduledFor);
  const directions = [
    { host: swap.proposer, learner: swap.partner, skill: swap.proposerTeaches, at: first },
    { host: swap.partner, learner: swap.proposer, skill: swap.proposerLearns, at: new Date(first.getTime() + WEEK_MS) },
  ];
  const [actor, other] = actorId === swap.proposer.id ? [swap.proposer, swap.partner] : [swap.partner, swap.proposer];

  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM ${skillSwaps} WHERE ${skillSwaps.id} = ${id}::uuid FOR UPDATE`);
    if (await swapHasSessions(tx, id))
      throw conflict(
        'swap_already_scheduled',
        'Sessions for this swap are already scheduled: find them under Peer Learning',
      );
    await createSwapSessions(
      tx,
      { id, companyId, sessionType: data.sessionType, duration: data.duration },
      directions.map(({ host, learner, skill, at }) => ({ host, learner, skill, at })),
    );
    await notify(tx, {
      userId: other.id,
      actorId,
      companyId,
      swapId: id,
      kind: 'swap_sessions_scheduled',
      text: `${actor.fullName} scheduled your swap's sessions: ${directions[0]!.skill} first, then ${directions[1]!.skill} a week later.`,
    });
  });
  return getSwap(db, id);
}

/**
 * Mails the other person after the change is committed. The demo workspace's people are fictional, so nothing is
 * mailed there; a mail that fails is logged and the change stands (the inbox already has it).
 */
async function mailAbout(
  mailer: SwapMailer,
  swap: SkillSwap,
  to: { email: string },
  mail: { subject: string; text: string },
): Promise<void> {
  if (!mailsReach(swap.companyId)) return;
  try {
    await mailer.sendMail({ to: to.email, ...mail });
  } catch (error) {
    mailer.logFailure?.('A skill swap mail was not sent', error);
  }
}
