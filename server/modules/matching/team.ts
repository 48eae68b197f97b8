import { asc, sql } from 'drizzle-orm';
import { departmentOf } from '../../../common/departments';
import type { Team } from '../../../common/schemas/team';
import type { Database } from '../../infra/db/client';
import { users } from '../../infra/db/schema';
import { matchScoreAgainst } from '../../skills/matching';
import { loadCatalogue } from '../../skills/skill-catalogue';
import { hoursContributed } from '../sessions';
import { requireWorkspace, inWorkspacePeople } from '../workspaces';
import { matchPersonColumns, matchPersonOf, skillsOf } from './matching';

/**
 * The team page's cards: a workspace's people with what they teach and want, their match against the caller, and
 * their activity: the people with their active sessions, everyone's skills, and the hours each contributed (by the
 * one rule in session-feedback.ts).
 */

/**
 * Sessions of the workspace the person hosts or joined that are neither over nor cancelled. Written as text, not with
 * drizzle's columns: in a one-table select drizzle prints columns unqualified, and `id` would then name the session.
 */
const activeSessionsSql = (companyId: string) => sql<number>`(
  SELECT count(*) FROM learning_sessions ls
  WHERE ls.company_id = ${companyId}::uuid AND ls.cancelled_at IS NULL
    AND ls.scheduled_for + ls.duration * interval '1 minute' > now()
    AND (ls.mentor_id = users.id OR users.id = ANY(ls.learner_ids))
)::int`;

export async function getTeam(db: Database, actorId: string, companyId: string): Promise<Team> {
  await requireWorkspace(db, companyId, actorId);
  const rows = await db
    .select({ ...matchPersonColumns(companyId), activeSessions: activeSessionsSql(companyId) })
    .from(users)
    .where(inWorkspacePeople(db, companyId))
    .orderBy(asc(users.fullName));
  const skills = await skillsOf(db, [...new Set([...rows.map((row) => row.id), actorId])]);
  const people = rows.map((row) => ({ ...row, skills: skills.get(row.id) ?? [] }));
  const me = await matchPersonOf(db, actorId, people, skills);
  const hours = await hoursContributed(db, { companyId });
  const catalogue = loadCatalogue();

  return {
    people: people.map((person) => {
      const own = person.skills;
      return {
        id: person.id,
        fullName: person.fullName,
        role: person.role,
        department: departmentOf(person.role),
        offered: own
          .filter((skill) => skill.canTeach)
          .sort((a, b) => (b.level ?? 0) - (a.level ?? 0) || a.skill.localeCompare(b.skill))
          .map((skill) => skill.skill),
        requested: own
          .filter((skill) => skill.wantsToLearn)
          .map((skill) => skill.skill)
          .sort((a, b) => a.localeCompare(b)),
        matchScore: matchScoreAgainst(catalogue, me, person),
        paused: person.paused,
        isMe: person.id === actorId,
        activeSessions: person.activeSessions,
        hoursContributed: hours.get(person.id) ?? 0,
      };
    }),
  };
}
