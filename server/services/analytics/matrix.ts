import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { DEPARTMENTS } from '../../../common/departments';
import type { SkillMatrix, matrixQuerySchema } from '../../../common/schemas/analytics';
import { rowsOf, type Database } from '../../db/client';
import { workspacePeopleIdsSql } from '../workspace-people';
import { requireNamedAnalytics } from './access';
import { departmentOfSql } from './department-sql';
import {
  catalogueTableSql,
  OTHER_CATEGORY,
  personSkillKeySql,
  skillOrderSql,
  toSkillColumn,
  type SkillColumnRow,
} from './skill-sql';

/**
 * The skill matrix: a workspace's people (filtered by department or exact role) by the skills they hold at a
 * level, one page at a time. Sorted by name, or by the level in one skill (people without it last, ties by
 * name). For owners and admins (and everyone in the demo workspace): it is all names.
 */

export type MatrixQuery = z.output<typeof matrixQuerySchema>;

interface PersonRow {
  user_id: string;
  full_name: string;
  role: string | null;
  department: string;
  levels: Record<string, number> | null;
}

interface ChoicesRow {
  departments: string[] | null;
  roles: string[] | null;
}

/** `people(id, full_name, role, department)`: the workspace's people with their derived department. */
function peopleSql(companyId: string): SQL {
  return sql`SELECT u.id, u.full_name, u.role, ${departmentOfSql(sql.raw('u.role'))} AS department
    FROM users u WHERE u.id IN ${workspacePeopleIdsSql(companyId)}`;
}

function filtersSql(query: MatrixQuery): SQL {
  const conditions = [sql`TRUE`];
  if (query.department) conditions.push(sql`department = ${query.department}`);
  if (query.role) conditions.push(sql`role = ${query.role}`);
  return sql.join(conditions, sql` AND `);
}

/** ORDER BY for the page: by name, or by the level in one skill with people lacking it last, ties by name. */
function personOrderSql(query: MatrixQuery): SQL {
  const direction = sql.raw(query.direction === 'desc' ? 'DESC' : 'ASC');
  const byName = sql`lower(f.full_name) COLLATE "C", f.id`;
  if (query.sort === 'name') return sql`lower(f.full_name) COLLATE "C" ${direction}, f.id ${direction}`;
  return sql`sorted.level ${direction} NULLS LAST, ${byName}`;
}

export async function skillMatrix(
  db: Database,
  actorId: string,
  companyId: string,
  query: MatrixQuery,
): Promise<SkillMatrix> {
  await requireNamedAnalytics(db, companyId, actorId);
  const sortJoin =
    query.sort === 'name'
      ? sql``
      : sql`LEFT JOIN person_skills sorted ON sorted.user_id = f.id AND sorted.level IS NOT NULL
              AND ${personSkillKeySql('sorted')} = ${query.sort}`;

  // The page and its levels in one statement; the position is a window over the filtered, sorted people.
  const pageResult = await db.execute(sql`
    WITH people AS (${peopleSql(companyId)}),
    filtered AS (SELECT * FROM people WHERE ${filtersSql(query)}),
    page AS (
      SELECT f.id, f.full_name, f.role, f.department,
        row_number() OVER (ORDER BY ${personOrderSql(query)}) AS position
      FROM filtered f ${sortJoin}
      ORDER BY position
      OFFSET ${query.offset}::int LIMIT ${query.limit}::int
    )
    SELECT page.id AS user_id, page.full_name, page.role, page.department,
      (SELECT jsonb_object_agg(${personSkillKeySql('ps')}, ps.level) FROM person_skills ps
        WHERE ps.user_id = page.id AND ps.level IS NOT NULL) AS levels
    FROM page ORDER BY page.position
  `);
  const rows = rowsOf<PersonRow>(pageResult);

  // The columns over every matching person (not only this page), and the filters' choices over everyone.
  const restResult = await db.execute(sql`
    WITH people AS (${peopleSql(companyId)}),
    filtered AS (SELECT * FROM people WHERE ${filtersSql(query)}),
    catalogue AS (${catalogueTableSql()}),
    held AS (
      SELECT ${personSkillKeySql('ps')} AS key, min(ps.skill) AS typed
      FROM person_skills ps WHERE ps.user_id IN (SELECT id FROM filtered) AND ps.level IS NOT NULL
      GROUP BY 1
    ),
    columns AS (
      SELECT held.key, coalesce(c.name, held.typed) AS name, coalesce(c.category, ${OTHER_CATEGORY}) AS category
      FROM held LEFT JOIN catalogue c ON c.id = held.key
    )
    SELECT
      (SELECT coalesce(jsonb_agg(jsonb_build_object('key', key, 'name', name, 'category', category)
         ORDER BY ${skillOrderSql}), '[]'::jsonb) FROM columns) AS skills,
      (SELECT array_agg(DISTINCT department) FROM people) AS departments,
      (SELECT array_agg(DISTINCT role ORDER BY role) FROM people WHERE role IS NOT NULL AND role <> '') AS roles,
      (SELECT count(*)::int FROM filtered) AS total
  `);
  const rest = rowsOf<ChoicesRow & { skills: SkillColumnRow[]; total: number }>(restResult)[0]!;

  return {
    total: Number(rest.total),
    skills: rest.skills.map(toSkillColumn),
    people: rows.map((row) => ({
      userId: row.user_id,
      fullName: row.full_name,
      role: row.role,
      department: row.department,
      levels: row.levels ?? {},
    })),
    // In the rules' order, as the team page lists them.
    departments: DEPARTMENTS.filter((department) => rest.departments?.includes(department)),
    roles: rest.roles ?? [],
  };
}
