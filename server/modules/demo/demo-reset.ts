import { and, eq, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { DEMO_WORKSPACE } from '../../../common/constants';
import { rowsOf, type Database } from '../../infra/db/client';
import {
  authAccounts,
  authSessions,
  companies,
  demoResets,
  institutionalKnowledge,
  learningSessions,
  notifications,
  passkeys,
  personSkills,
  recommendationFeedback,
  skillRecommendations,
  skillSwaps,
  users,
} from '../../infra/db/schema';
import { loadCatalogue } from '../../skills/skill-catalogue';
import { loadDemoArticles } from './demo-articles';
import { demoSessions, demoSkillSwaps, demoUsers } from './demo-data';
import { DEMO_COMPANY_FIELDS, demoPersonSkillRows, demoRecommendationRows, demoUserFields } from './demo-people-rows';

/**
 * Puts the public demo back the way seeding left it (docs/decisions/018-demo-reset.md). Anonymous visitors all act
 * as the demo user, so one of them could rename Alex Morgan, point his email at their own mailbox or clear his
 * skills, and every later visitor would see it. Every period the demo's company row, its people's profiles, skill
 * levels, recommendation feedback and recommendations are written back, and what visitors made as the demo user
 * (articles, sessions, swap proposals, inbox entries) goes once it is older than one period. Nothing outside the
 * demo workspace is read or written, and what signed-in people made in the demo under their own names stays.
 */

const DEMO_USER_IDS = demoUsers.map((user) => user.id);
const SEEDED_SESSION_IDS = demoSessions.map((session) => session.id);
const SEEDED_SWAP_IDS = demoSkillSwaps.map((swap) => swap.id);
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoResetOptions {
  /** How often the demo is reset: a reset less than this long after the last one (by any server) does nothing. */
  periodMs: number;
}

/**
 * Claims this period's reset: moves the one row's time to now() unless it is less than a period old. The row lock
 * makes a second server's claim wait for the first one's transaction and then find the new time, so of several
 * servers ticking together exactly one resets. The database's clock decides, as for request budgets. With no row
 * yet (the first start since this feature came), the claim only writes one: the first period starts now, so a
 * server never resets the demo the moment it first starts.
 */
async function claimReset(tx: Database, periodMs: number): Promise<boolean> {
  const started = rowsOf<{ name: string }>(
    await tx.execute(
      sql`INSERT INTO ${demoResets} (name, reset_at) VALUES ('demo', now()) ON CONFLICT (name) DO NOTHING RETURNING name`,
    ),
  );
  if (started.length > 0) return false;
  const claimed = rowsOf<{ name: string }>(
    await tx.execute(sql`
      UPDATE ${demoResets} SET reset_at = now()
      WHERE name = 'demo' AND reset_at <= now() - make_interval(secs => ${periodMs / 1000})
      RETURNING name`),
  );
  return claimed.length > 0;
}

/** Writes the seeded company, people, levels and recommendations back over whatever visitors changed. */
async function restorePeople(tx: Database, recommendations: ReturnType<typeof demoRecommendationRows>) {
  await tx.update(companies).set(DEMO_COMPANY_FIELDS).where(eq(companies.id, DEMO_WORKSPACE.companyId));
  for (const user of demoUsers) {
    const { email, ...fields } = demoUserFields(user);
    // The seeded address comes back unless someone else signed up with it meanwhile: their account is theirs.
    const seededEmail = sql`CASE WHEN EXISTS (SELECT 1 FROM ${users} AS other WHERE lower(other.email) = lower(${email})
      AND other.id <> ${user.id}::uuid) THEN ${users.email} ELSE ${email} END`;
    await tx
      .update(users)
      .set({ ...fields, email: seededEmail, emailVerified: false, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
  }
  // The seeded people have no way in: whoever pointed the demo user's email at their own mailbox and signed in
  // as him loses that session here.
  await tx.delete(authSessions).where(inArray(authSessions.userId, DEMO_USER_IDS));
  await tx.delete(passkeys).where(inArray(passkeys.userId, DEMO_USER_IDS));
  await tx.delete(authAccounts).where(inArray(authAccounts.userId, DEMO_USER_IDS));

  await tx.delete(personSkills).where(inArray(personSkills.userId, DEMO_USER_IDS));
  await tx.insert(personSkills).values(demoPersonSkillRows(loadCatalogue()));
  await tx.delete(recommendationFeedback).where(inArray(recommendationFeedback.userId, DEMO_USER_IDS));
  await tx.delete(skillRecommendations).where(inArray(skillRecommendations.userId, DEMO_USER_IDS));
  await tx.insert(skillRecommendations).values(recommendations);
}

/** Removes what visitors made as the demo user in the demo workspace before `cutoff`; seeded rows stay. */
async function removeVisitorContent(tx: Database, cutoff: SQL, seededArticleIds: string[]) {
  const demo = DEMO_WORKSPACE;
  await tx
    .delete(institutionalKnowledge)
    .where(
      and(
        eq(institutionalKnowledge.companyId, demo.companyId),
        eq(institutionalKnowledge.authorId, demo.userId),
        notInArray(institutionalKnowledge.id, seededArticleIds),
        lt(institutionalKnowledge.createdAt, cutoff),
      ),
    );
  await tx
    .delete(learningSessions)
    .where(
      and(
        eq(learningSessions.companyId, demo.companyId),
        eq(learningSessions.mentorId, demo.userId),
        notInArray(learningSessions.id, SEEDED_SESSION_IDS),
        lt(learningSessions.createdAt, cutoff),
      ),
    );
  await tx
    .delete(skillSwaps)
    .where(
      and(
        eq(skillSwaps.companyId, demo.companyId),
        eq(skillSwaps.fromUserId, demo.userId),
        notInArray(skillSwaps.id, SEEDED_SWAP_IDS),
        lt(skillSwaps.createdAt, cutoff),
      ),
    );
  // The demo user's inbox keeps the seeded proposals, unread again, and loses what happened to visitors since.
  const seededEntry = and(eq(notifications.kind, 'swap_proposed'), inArray(notifications.swapId, SEEDED_SWAP_IDS));
  await tx
    .delete(notifications)
    .where(and(eq(notifications.userId, demo.userId), lt(notifications.createdAt, cutoff), sql`NOT (${seededEntry})`));
  await tx
    .update(notifications)
    .set({ readAt: null })
    .where(and(eq(notifications.userId, demo.userId), seededEntry));
}

/**
 * Resets the demo if no server has done so within the period: true when this call did it, false when another reset
 * was recent or the demo was never seeded. One transaction: a visitor sees the old demo or the new one, never half.
 */
export async function resetDemoWorkspace(db: Database, { periodMs }: DemoResetOptions): Promise<boolean> {
  // The engine's picks and the article list are worked out before the transaction, which then only writes.
  const recommendations = demoRecommendationRows(loadCatalogue(), new Date(Date.now() - DAY_MS));
  const seededArticleIds = loadDemoArticles().map((article) => article.id);
  return db.transaction(async (tx) => {
    const [seeded] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, DEMO_WORKSPACE.companyId));
    if (!seeded || !(await claimReset(tx, periodMs))) return false;
    await restorePeople(tx, recommendations);
    // Older than one period: what a visitor made a moment ago outlives this reset and goes with the next.
    await removeVisitorContent(tx, sql`now() - make_interval(secs => ${periodMs / 1000})`, seededArticleIds);
    return true;
  });
}
