import { sql, type SQL } from 'drizzle-orm';
import { workspacePeopleIdsSql } from '../workspaces';
import { personSkillKeySql } from './skill-sql';

/**
 * `people(id)`: the workspace's people's ids, as a CTE body. Materialised once per query: PGlite's planner otherwise
 * re-plans the membership subquery into each join, which doubled the time of a scan of every person's skills.
 */
export const peopleIdsCte = (companyId: string): SQL =>
  sql`people AS MATERIALIZED (SELECT id FROM ${workspacePeopleIdsSql(companyId)} workspace_people)`;

/**
 * The signals a person_skills row cannot give: recommendations and swaps, which name skills as text (a name the
 * catalogue spells, case aside, takes the catalogue's key). `text_signals(key, typed, user_id, source)`; needs the
 * `people` and `catalogue` CTEs.
 */
export function textSignalsSql(companyId: string): SQL {
  return sql`
    SELECT coalesce(c.id, lower(r.skill_name)) AS key, r.skill_name AS typed, r.user_id, 'recommended' AS source
      FROM skill_recommendations r JOIN people ON people.id = r.user_id
      LEFT JOIN catalogue c ON c.lower_name = lower(r.skill_name)
    UNION ALL
    SELECT coalesce(c.id, lower(s.to_skill)), s.to_skill, s.from_user_id, 'swap'
      FROM skill_swaps s LEFT JOIN catalogue c ON c.lower_name = lower(s.to_skill)
      WHERE s.company_id = ${companyId}::uuid AND s.status IN ('pending', 'accepted', 'completed')`;
}

/**
 * What a workspace wants to learn, as one row per signal: `signals(key, typed, user_id, source)` where source is
 * 'wanted' (a person marked it "wants to learn"), 'recommended' (it is recommended to a person) or 'swap' (a swap
 * of the workspace asks for it: pending, accepted or completed; the row's person is its proposer). Recommendations
 * and swaps name skills as text (see textSignalsSql). Needs the `people` and `catalogue` CTEs.
 */
export function demandSignalsSql(companyId: string): SQL {
  return sql`
    SELECT ${personSkillKeySql('ps')} AS key, ps.skill AS typed, ps.user_id, 'wanted' AS source
      FROM person_skills ps JOIN people ON people.id = ps.user_id WHERE ps.wants_to_learn
    UNION ALL
    ${textSignalsSql(companyId)}`;
}
