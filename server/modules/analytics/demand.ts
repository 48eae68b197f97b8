import { sql } from 'drizzle-orm';
import type { SkillDemand } from '../../../common/schemas/analytics';
import { rowsOf, type Database } from '../../infra/db/client';
import { demandSignalsSql, peopleIdsCte } from './signals';
import { catalogueTableSql, OTHER_CATEGORY, personSkillKeySql } from './skill-sql';

/**
 * Demand against supply per skill: how many people want it, have it recommended, or ask for it in a swap, against
 * how many can teach it. The unmet demand (demand - teachers, never below 0) ranks the workspace's real skill gaps.
 * No names: every member sees it.
 */

interface DemandRow {
  key: string;
  name: string;
  category: string;
  wanted: number;
  recommended: number;
  swap_asks: number;
  demand: number;
  teachers: number;
  unmet: number;
}

export async function skillDemand(db: Database, companyId: string): Promise<SkillDemand> {
  const result = await db.execute(sql`
    WITH ${peopleIdsCte(companyId)},
    catalogue AS (${catalogueTableSql()}),
    signals AS (${demandSignalsSql(companyId)}),
    asked AS (
      SELECT key, min(typed) AS typed,
        count(DISTINCT user_id) FILTER (WHERE source = 'wanted') AS wanted,
        count(DISTINCT user_id) FILTER (WHERE source = 'recommended') AS recommended,
        count(*) FILTER (WHERE source = 'swap') AS swap_asks,
        count(DISTINCT user_id) AS demand
      FROM signals GROUP BY key
    ),
    teaching AS (
      SELECT ${personSkillKeySql('ps')} AS key, count(*) AS teachers
      FROM person_skills ps JOIN people ON people.id = ps.user_id WHERE ps.can_teach
      GROUP BY 1
    ),
    answer AS (
      SELECT asked.key, coalesce(c.name, asked.typed) AS name, coalesce(c.category, ${OTHER_CATEGORY}) AS category,
        asked.wanted::int, asked.recommended::int, asked.swap_asks::int, asked.demand::int,
        coalesce(teaching.teachers, 0)::int AS teachers,
        greatest(asked.demand - coalesce(teaching.teachers, 0), 0)::int AS unmet
      FROM asked LEFT JOIN teaching ON teaching.key = asked.key LEFT JOIN catalogue c ON c.id = asked.key
    )
    SELECT * FROM answer ORDER BY unmet DESC, demand DESC, lower(name) COLLATE "C", key COLLATE "C"
  `);
  return {
    skills: rowsOf<DemandRow>(result).map((row) => ({
      key: row.key,
      name: row.name,
      category: row.category,
      wanted: Number(row.wanted),
      recommended: Number(row.recommended),
      swapAsks: Number(row.swap_asks),
      demand: Number(row.demand),
      teachers: Number(row.teachers),
      unmet: Number(row.unmet),
    })),
  };
}
