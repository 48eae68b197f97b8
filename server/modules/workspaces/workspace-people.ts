import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/client';
import { users, workspaceMembers } from '../../infra/db/schema';
import { isDemoWorkspace } from '../demo';

/**
 * Who the people of a workspace are. A private workspace's people are its members; the demo workspace's are the
 * seeded people, who belong to it through their users.companyId (no membership rows: nobody administers it).
 */
export function inWorkspacePeople(db: Database, companyId: string) {
  if (isDemoWorkspace(companyId)) return eq(users.companyId, companyId);
  return inArray(
    users.id,
    db.select({ id: workspaceMembers.userId }).from(workspaceMembers).where(eq(workspaceMembers.companyId, companyId)),
  );
}

/** The same people as a raw-SQL subquery of ids, to join from (person_skills is then read through its user_id index). */
export function workspacePeopleIdsSql(companyId: string) {
  return isDemoWorkspace(companyId)
    ? sql`(SELECT id FROM users WHERE company_id = ${companyId}::uuid)`
    : sql`(SELECT user_id AS id FROM workspace_members WHERE company_id = ${companyId}::uuid)`;
}

/**
 * SQL: how much mentoring a person already does in this workspace: accepted swaps they are part of (both sides
 * teach in a swap) plus sessions they host that have not started, are not cancelled and have learners.
 */
export function mentoringLoadSql(companyId: string) {
  return sql<number>`(
    (SELECT count(*) FROM skill_swaps s
      WHERE s.company_id = ${companyId}::uuid AND s.status = 'accepted'
        AND (s.from_user_id = users.id OR s.to_user_id = users.id))
    + (SELECT count(*) FROM learning_sessions ls
      WHERE ls.company_id = ${companyId}::uuid AND ls.mentor_id = users.id AND ls.cancelled_at IS NULL
        AND ls.scheduled_for > now() AND cardinality(ls.learner_ids) > 0)
  )::int`;
}
