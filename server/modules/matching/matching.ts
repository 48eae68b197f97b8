import { eq, inArray } from 'drizzle-orm';
import type { Matches, MatchingSettings } from '../../../common/schemas/matching';
import { forbidden, notFound } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { personSkills, users } from '../../infra/db/schema';
import { findMatches, type MatchPerson, type MatchSkill } from '../../skills/matching';
import { loadCatalogue } from '../../skills/skill-catalogue';
import { setMatchingPaused } from '../people';
import { requireVisibleUser, requireWorkspace, inWorkspacePeople, mentoringLoadSql } from '../workspaces';

/**
 * Loads a workspace's people with their skills, pause and mentoring load in two queries, and hands them to the
 * pure matcher (server/skills/matching.ts), which holds every rule of who is suggested and why.
 */

/** The skills of these people with levels and marks, in one query. */
export async function skillsOf(db: Database, userIds: string[]): Promise<Map<string, MatchSkill[]>> {
  const bySkill = new Map<string, MatchSkill[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return bySkill;
  const rows = await db
    .select({
      userId: personSkills.userId,
      skill: personSkills.skill,
      catalogueId: personSkills.catalogueId,
      level: personSkills.level,
      canTeach: personSkills.canTeach,
      wantsToLearn: personSkills.wantsToLearn,
    })
    .from(personSkills)
    .where(inArray(personSkills.userId, userIds));
  for (const { userId, ...skill } of rows) bySkill.get(userId)?.push(skill);
  return bySkill;
}

/**
 * The workspace's people as the matcher reads them, plus `me` (the caller, who may be visiting the demo without
 * belonging to it). The company must already have been checked against the caller.
 */
/** A workspace person's columns as the matcher reads them (their skills come separately, from skillsOf). */
export const matchPersonColumns = (companyId: string) => ({
  id: users.id,
  fullName: users.fullName,
  role: users.role,
  paused: users.pauseMatching,
  load: mentoringLoadSql(companyId),
});

export async function loadMatchPeople(
  db: Database,
  companyId: string,
  meId: string,
): Promise<{ me: MatchPerson; people: MatchPerson[] }> {
  const rows = await db.select(matchPersonColumns(companyId)).from(users).where(inWorkspacePeople(db, companyId));
  const skills = await skillsOf(db, [...new Set([...rows.map((row) => row.id), meId])]);
  const people = rows.map((row) => ({ ...row, skills: skills.get(row.id) ?? [] }));
  return { me: await matchPersonOf(db, meId, people, skills), people };
}

/**
 * The caller as the matcher reads them: their row among the workspace's people when they belong to it, else read
 * on its own (someone visiting the demo without being one of its people), with no mentoring load.
 */
export async function matchPersonOf(
  db: Database,
  meId: string,
  people: MatchPerson[],
  skills: Map<string, MatchSkill[]>,
): Promise<MatchPerson> {
  const own = people.find((person) => person.id === meId);
  if (own) return own;
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, role: users.role, paused: users.pauseMatching })
    .from(users)
    .where(eq(users.id, meId));
  if (!row) throw notFound('user_not_found', 'User not found');
  return { ...row, load: 0, skills: skills.get(meId) ?? [] };
}

const personOf = ({ id, fullName, role }: MatchPerson) => ({ id, fullName, role });

/** Mentors for each skill the caller wants to learn and swap partners, among the workspace's people. */
export async function getMatches(db: Database, actorId: string, companyId: string): Promise<Matches> {
  await requireWorkspace(db, companyId, actorId);
  const { me, people } = await loadMatchPeople(db, companyId, actorId);
  const matches = findMatches(loadCatalogue(), me, people);
  return {
    mentors: matches.mentors.map((entry) => ({
      skill: entry.skill,
      candidates: entry.candidates.map((candidate) => ({ ...candidate, person: personOf(candidate.person) })),
    })),
    partners: matches.partners.map((partner) => ({ ...partner, person: personOf(partner.person) })),
  };
}

async function requireOwnProfile(db: Database, actorId: string, userId: string): Promise<void> {
  await requireVisibleUser(db, actorId, userId);
  if (actorId !== userId) throw forbidden('not_your_profile', 'You can only see or change your own matching settings');
}

/** Whether the person paused matching; only they may read it. */
export async function getMatchingSettings(db: Database, actorId: string, userId: string): Promise<MatchingSettings> {
  await requireOwnProfile(db, actorId, userId);
  const [row] = await db.select({ paused: users.pauseMatching }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('user_not_found', 'User not found');
  return row;
}

/** Pauses or resumes matching for the person; only they may. */
export async function setMatchingSettings(
  db: Database,
  actorId: string,
  userId: string,
  settings: MatchingSettings,
): Promise<MatchingSettings> {
  await requireOwnProfile(db, actorId, userId);
  const paused = await setMatchingPaused(db, userId, settings.paused);
  if (paused === undefined) throw notFound('user_not_found', 'User not found');
  return { paused };
}
