import { sql } from 'drizzle-orm';
import { COVERAGE_GOOD_HOLDERS, COVERAGE_MIN_LEVEL, type CoverageStatus } from '../../../common/constants';
import type { SkillCoverage } from '../../../common/schemas/analytics';
import { rowsOf, type Database } from '../../infra/db/client';
import type { AnalyticsAccess } from './access';
import { peopleIdsCte, textSignalsSql } from './signals';
import { catalogueTableSql, OTHER_CATEGORY, personSkillKeySql } from './skill-sql';

/**
 * Coverage per skill, by the rule teams use: Good when at least 2 people hold it at level 4 or above, Risk when
 * exactly 1 does (the bus factor), Gap when nobody does. Every skill held at any level or in demand is listed,
 * the ones needing attention first (Gap, then Risk), then by name. The one expert of a Risk skill is named for
 * owners and admins (and in the demo workspace) only.
 */

interface CoverageRow {
  key: string;
  name: string;
  category: string;
  experts: number;
  holders: number;
  status: CoverageStatus;
  risk_holder_id: string | null;
  risk_holder_name: string | null;
}

export async function skillCoverage(
  db: Database,
  companyId: string,
  { named }: AnalyticsAccess,
): Promise<SkillCoverage> {
  const result = await db.execute(sql`
    WITH ${peopleIdsCte(companyId)},
    catalogue AS (${catalogueTableSql()}),
    -- One pass over the people's skills: held ones for the counts, wanted ones (no level) so that a skill only
    -- wanted is listed too. With exactly one expert, the least expert id is that expert.
    held AS (
      SELECT ${personSkillKeySql('ps')} AS key, min(ps.skill) AS typed,
        count(*) FILTER (WHERE ps.level IS NOT NULL) AS holders,
        count(*) FILTER (WHERE ps.level >= ${COVERAGE_MIN_LEVEL}::int) AS experts,
        min(ps.user_id::text) FILTER (WHERE ps.level >= ${COVERAGE_MIN_LEVEL}::int) AS an_expert
      FROM person_skills ps JOIN people ON people.id = ps.user_id
      GROUP BY 1
    ),
    asked AS (SELECT key, min(typed) AS typed FROM (${textSignalsSql(companyId)}) text_signals GROUP BY key),
    skills AS (
      SELECT coalesce(held.key, asked.key) AS key, coalesce(held.typed, asked.typed) AS typed,
        coalesce(held.holders, 0) AS holders, coalesce(held.experts, 0) AS experts, held.an_expert
      FROM held FULL JOIN asked ON asked.key = held.key
    ),
    answer AS (
      SELECT skills.key, coalesce(c.name, skills.typed) AS name, coalesce(c.category, ${OTHER_CATEGORY}) AS category,
        skills.experts::int, skills.holders::int,
        CASE WHEN skills.experts >= ${COVERAGE_GOOD_HOLDERS}::int THEN 'good'
             WHEN skills.experts = 1 THEN 'risk' ELSE 'gap' END AS status,
        CASE WHEN skills.experts = 1 AND ${named}::boolean THEN skills.an_expert END AS risk_holder_id
      FROM skills LEFT JOIN catalogue c ON c.id = skills.key
    )
    SELECT answer.*, u.full_name AS risk_holder_name
    FROM answer LEFT JOIN users u ON u.id = answer.risk_holder_id::uuid
    ORDER BY CASE answer.status WHEN 'gap' THEN 0 WHEN 'risk' THEN 1 ELSE 2 END,
      lower(answer.name) COLLATE "C", answer.key COLLATE "C"
  `);
  const rows = rowsOf<CoverageRow>(result);
  const counts = { good: 0, risk: 0, gap: 0 };
  for (const row of rows) counts[row.status] += 1;
  return {
    skills: rows.map((row) => ({
      key: row.key,
      name: row.name,
      category: row.category,
      status: row.status,
      experts: Number(row.experts),
      holders: Number(row.holders),
      riskHolder:
        row.risk_holder_id && row.risk_holder_name
          ? { userId: row.risk_holder_id, fullName: row.risk_holder_name }
          : null,
    })),
    counts,
    named,
  };
}
