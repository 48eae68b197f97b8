import { asc, eq, sql } from 'drizzle-orm';
import { departmentOf } from '../../common/departments';
import type { Team } from '../../common/schemas/team';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { matchScoreAgainst, type MatchPerson } from '../skills/matching';
import { loadCatalogue } from '../skills/skill-catalogue';
import { skillsOf } from './matching';
import { requireWorkspace } from './workspace-access';
import { inWorkspacePeople, mentoringLoadSql } from './workspace-people';

/**
 * The team page's cards: a workspace's people with what they teach and want, their match against the caller, and
 * their activity, in two queries (people with their session figures; everyone's skills).
 */

/** Sessions of the workspace the person hosts or joined that are neither over nor cancelled. */
const activeSessionsSql = (companyId: string) => sql<number>`(
  SELECT count(*) FROM learning_sessions ls
  WHERE ls.company_id = ${companyId}::uuid AND ls.cancelled_at IS NULL
    AND ls.scheduled_for + ls.duration * interval '1 minute' > now()
    AND (ls.mentor_id = users.id OR users.id = ANY(ls.learner_ids))
)::int`;

/** Hours of sessions the person hosted that are over, not cancelled, and had at least one attendee marked. */
const hoursContributedSql = (companyId: string) => sql<string>`(
  SELECT coalesce(round(sum(ls.duration) / 60.0, 1), 0) FROM learning_sessions ls
  WHERE ls.company_id = ${companyId}::uuid AND ls.mentor_id = users.id AND ls.cancelled_at IS NULL
    AND ls.scheduled_for + ls.duration * interval '1 minute' <= now()
    AND coalesce(cardinality(ls.attendee_ids), 0) >= 1
)`;

export async function getTeam(db: Database, actorId: string, companyId: string): Promise<Team> {
  await requireWorkspace(db, companyId, actorId);
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      role: users.role,
      paused: users.pauseMatching,
      load: mentoringLoadSql(companyId),
      activeSessions: activeSessionsSql(companyId),
      hoursContributed: hoursContributedSql(companyId),
    })
    .from(users)
    .where(inWorkspacePeople(db, companyId))
    .orderBy(asc(users.fullName));
  const skills = await skillsOf(db, [...new Set([...rows.map((row) => row.id), actorId])]);
  const [meRow] = rows.some((row) => row.id === actorId)
    ? rows.filter((row) => row.id === actorId)
    : await db
        .select({ id: users.id, fullName: users.fullName, role: users.role })
        .from(users)
        .where(eq(users.id, actorId));
  const me: MatchPerson = {
    id: actorId,
    fullName: meRow?.fullName ?? '',
    role: meRow?.role ?? null,
    skills: skills.get(actorId) ?? [],
  };
  const catalogue = loadCatalogue();

  return {
    people: rows.map((row) => {
      const own = skills.get(row.id) ?? [];
      const person: MatchPerson = { ...row, skills: own };
      return {
        id: row.id,
        fullName: row.fullName,
        role: row.role,
        department: departmentOf(row.role),
        offered: own
          .filter((skill) => skill.canTeach)
          .sort((a, b) => (b.level ?? 0) - (a.level ?? 0) || a.skill.localeCompare(b.skill))
          .map((skill) => skill.skill),
        requested: own
          .filter((skill) => skill.wantsToLearn)
          .map((skill) => skill.skill)
          .sort((a, b) => a.localeCompare(b)),
        matchScore: matchScoreAgainst(catalogue, me, person),
        paused: row.paused,
        isMe: row.id === actorId,
        activeSessions: row.activeSessions,
        hoursContributed: Number(row.hoursContributed),
      };
    }),
  };
}
