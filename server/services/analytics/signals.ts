import { sql, type SQL } from 'drizzle-orm';
import { workspacePeopleIdsSql } from '../workspace-people';
import { personSkillKeySql } from './skill-sql';

/**
 * What a workspace wants to learn, as one row per signal: `signals(key, typed, user_id, source)` where source is
 * 'wanted' (a person marked it "wants to learn"), 'recommended' (it is recommended to a person) or 'swap' (a swap
 * of the workspace asks for it: pending, accepted or completed; the row's person is its proposer). Recommendations
 * and swaps name skills as text: a name the catalogue spells (case aside) takes the catalogue's key. Needs the
 * `catalogue` CTE (skill-sql.ts).
 */
export function demandSignalsSql(companyId: string): SQL {
  const people = workspacePeopleIdsSql(companyId);
  return sql`
    SELECT ${personSkillKeySql('ps')} AS key, ps.skill AS typed, ps.user_id, 'wanted' AS source
      FROM person_skills ps WHERE ps.wants_to_learn AND ps.user_id IN ${people}
    UNION ALL
    SELECT coalesce(c.id, lower(r.skill_name)), r.skill_name, r.user_id, 'recommended'
      FROM skill_recommendations r LEFT JOIN catalogue c ON lower(c.name) = lower(r.skill_name)
      WHERE r.user_id IN ${people}
    UNION ALL
    SELECT coalesce(c.id, lower(s.to_skill)), s.to_skill, s.from_user_id, 'swap'
      FROM skill_swaps s LEFT JOIN catalogue c ON lower(c.name) = lower(s.to_skill)
      WHERE s.company_id = ${companyId}::uuid AND s.status IN ('pending', 'accepted', 'completed')`;
}
