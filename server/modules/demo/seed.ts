import { eq } from 'drizzle-orm';
import { DEMO_WORKSPACE } from '../../../common/constants';
import type { Database } from '../../infra/db/client';
import {
  companies,
  institutionalKnowledge,
  knowledgeInteractions,
  learningSessions,
  personSkills,
  sessionRatings,
  skillRecommendations,
  notifications,
  skillSwaps,
  users,
} from '../../infra/db/schema';
import { loadCatalogue } from '../../skills/skill-catalogue';
import { loadDemoArticles } from './demo-articles';
import { demoInbox, demoSessions, demoSkillSwaps, demoUsers, demoWaitlistCompanies } from './demo-data';
import { DEMO_COMPANY_FIELDS, demoPersonSkillRows, demoRecommendationRows, demoUserFields } from './demo-people-rows';

/**
 * Seeds the demo workspace (docs/product.md, Demo workspace) on an empty database: Northwind Labs, its people,
 * articles, sessions, skill swaps, interactions and recommendations. Idempotent: it does nothing
 * once the demo company exists, and it writes everything in one transaction, so a crash leaves
 * either the whole workspace or none of it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A small deterministic generator, so every fresh workspace gets the same interactions. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export async function seedDemoWorkspace(db: Database, now = new Date()): Promise<boolean> {
  const [existing] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, DEMO_WORKSPACE.companyId));
  if (existing) return false;

  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const catalogue = loadCatalogue();
  const random = seededRandom(20_261_121);
  const demoArticles = loadDemoArticles();

  await db.transaction(async (tx) => {
    await tx.insert(companies).values([
      { id: DEMO_WORKSPACE.companyId, ...DEMO_COMPANY_FIELDS, createdAt: daysAgo(365) },
      ...demoWaitlistCompanies.map(({ joinedDaysAgo, ...company }) => ({
        ...company,
        createdAt: daysAgo(joinedDaysAgo),
      })),
    ]);

    await tx
      .insert(users)
      .values(
        demoUsers.map((user) => ({ id: user.id, ...demoUserFields(user), createdAt: daysAgo(user.joinedDaysAgo) })),
      );
    await tx.insert(personSkills).values(demoPersonSkillRows(catalogue));

    await tx.insert(institutionalKnowledge).values(
      demoArticles.map((article) => ({
        id: article.id,
        companyId: DEMO_WORKSPACE.companyId,
        title: article.title,
        content: article.content,
        category: article.category,
        tags: article.tags,
        aiGenerated: article.aiGenerated,
        aiPrompt: article.aiPrompt,
        authorId: article.authorId,
        createdAt: daysAgo(article.createdDaysAgo),
        updatedAt: daysAgo(article.createdDaysAgo),
      })),
    );

    // Views spread between each article's creation and now; "Helpful" once per person at most. A
    // quarter of each article's view figure is recorded: for a 12-person workspace the full figures
    // made the dashboard's ROI read like a marketing claim rather than a measurement.
    const interactions: (typeof knowledgeInteractions.$inferInsert)[] = [];
    for (const article of demoArticles) {
      for (let view = 0; view < Math.round(article.views / 4); view += 1) {
        interactions.push({
          userId: demoUsers[Math.floor(random() * demoUsers.length)]!.id,
          knowledgeId: article.id,
          interactionType: 'view',
          metadata: { source: 'demo' },
          createdAt: daysAgo(random() * article.createdDaysAgo),
        });
      }
      const helpful = Math.min(article.helpful, demoUsers.length);
      for (const user of demoUsers.slice(0, helpful)) {
        interactions.push({
          userId: user.id,
          knowledgeId: article.id,
          interactionType: 'like',
          metadata: { source: 'demo' },
          createdAt: daysAgo(random() * article.createdDaysAgo),
        });
      }
    }
    for (let start = 0; start < interactions.length; start += 1000) {
      await tx.insert(knowledgeInteractions).values(interactions.slice(start, start + 1000));
    }

    await tx.insert(learningSessions).values(
      demoSessions.map((session) => {
        const day = new Date(now.getTime() + session.scheduledInDays * DAY_MS);
        day.setUTCHours(session.hour, 0, 0, 0);
        // A session in progress started a little while ago, whatever the hour of seeding.
        if (session.status === 'in-progress') day.setTime(now.getTime() - 30 * 60 * 1000);
        return {
          id: session.id,
          companyId: DEMO_WORKSPACE.companyId,
          mentorId: session.mentorId,
          title: session.title,
          description: session.description,
          skillTopic: session.skillTopic,
          sessionType: session.sessionType,
          scheduledFor: day,
          duration: session.duration,
          maxLearners: session.maxLearners,
          learnerIds: session.learnerIds,
          waitlistIds: session.waitlistIds ?? [],
          attendeeIds: session.attendeeIds ?? null,
          knowledgeResourceIds: session.knowledgeResourceIds,
          sessionNotes: session.sessionNotes,
          createdAt: daysAgo(session.createdDaysAgo),
        };
      }),
    );

    const ratings = demoSessions.flatMap((session) =>
      (session.ratings ?? []).map((rating) => ({
        sessionId: session.id,
        ...rating,
        createdAt: daysAgo(Math.max(-session.scheduledInDays - 1, 0)),
      })),
    );
    if (ratings.length > 0) await tx.insert(sessionRatings).values(ratings);

    await tx.insert(skillSwaps).values(
      demoSkillSwaps.map(({ createdDaysAgo, ...swap }) => ({
        ...swap,
        companyId: DEMO_WORKSPACE.companyId,
        createdAt: daysAgo(createdDaysAgo),
        updatedAt: daysAgo(createdDaysAgo),
        // Accepted a day after it was proposed, completed a fortnight later (never in the future), so the
        // dashboard's activity series show both.
        acceptedAt:
          swap.status === 'accepted' || swap.status === 'completed' ? daysAgo(Math.max(createdDaysAgo - 1, 0)) : null,
        completedAt: swap.status === 'completed' ? daysAgo(Math.max(createdDaysAgo - 15, 0)) : null,
      })),
    );
    await tx.insert(notifications).values(demoInbox(demoSkillSwaps, daysAgo));

    await tx.insert(skillRecommendations).values(demoRecommendationRows(catalogue, daysAgo(1)));
  });
  return true;
}
