import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { DEPARTMENTS } from '../../../common/departments';
import type { SkillMatrix, matrixQuerySchema } from '../../../common/schemas/analytics';
import { rowsOf, type Database } from '../../infra/db/client';
import { workspacePeopleIdsSql } from '../workspaces';
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

/**
 * `people(id, full_name, role, department)`: the workspace's people with their derived department, as CTE bodies
 * to put before the query's own. The department rules (regular expressions) run once per distinct role, not once
 * per person: a workspace of thousands has a few dozen roles.
 */
function peopleCtes(companyId: string): SQL {
  return sql`members AS MATERIALIZED (
      SELECT u.id, u.full_name, u.role FROM users u WHERE u.id IN ${workspacePeopleIdsSql(companyId)}
    ),
    role_departments AS (
      SELECT role_key, ${departmentOfSql(sql.raw('role_key'))} AS department
      FROM (SELECT DISTINCT coalesce(role, '') AS role_key FROM members) roles
    ),
    people AS (
      SELECT m.id, m.full_name, m.role, d.department
      FROM members m JOIN role_departments d ON d.role_key = coalesce(m.role, '')
    )`;
}

function filtersSql(query: MatrixQuery): SQL {
  const conditions = [sql`TRUE`];
  if (query.department) conditions.push(sql`department = ${query.department}`);
  if (query.role) conditions.push(sql`role = ${query.role}`);
  return sql.join(conditions, sql` AND `);
}

/**
 * ORDER BY for the page (over `alias`, which has id, sort_name and sort_level): by name, or by the level in one
 * skill with people lacking it last, ties by name.
 */
function personOrderSql(query: MatrixQuery, alias: string): SQL {
  const direction = sql.raw(query.direction === 'desc' ? 'DESC' : 'ASC');
  const t = (column: string) => sql.raw(`${alias}.${column}`);
  const byName = sql`${t('sort_name')} COLLATE "C", ${t('id')}`;
  if (query.sort === 'name') return sql`${t('sort_name')} COLLATE "C" ${direction}, ${t('id')} ${direction}`;
  return sql`${t('sort_level')} ${direction} NULLS LAST, ${byName}`;
}

export async function skillMatrix(db: Database, companyId: string, query: MatrixQuery): Promise<SkillMatrix> {
  const sortJoin =
    query.sort === 'name'
      ? sql``
      : sql`LEFT JOIN person_skills sorted ON sorted.user_id = f.id AND sorted.level IS NOT NULL
              AND ${personSkillKeySql('sorted')} = ${query.sort}`;

  // The page and its levels in one statement: a top-N of the filtered, sorted people (no window over all of them),
  // then each page row's levels from the person_skills index.
  const pageResult = await db.execute(sql`
    WITH ${peopleCtes(companyId)},
    filtered AS (SELECT * FROM people WHERE ${filtersSql(query)}),
    candidates AS (
      SELECT f.id, f.full_name, f.role, f.department, lower(f.full_name) AS sort_name,
        ${query.sort === 'name' ? sql`NULL::int` : sql`sorted.level`} AS sort_level
      FROM filtered f ${sortJoin}
    ),
    page AS (
      SELECT * FROM candidates c ORDER BY ${personOrderSql(query, 'c')}
      OFFSET ${query.offset}::int LIMIT ${query.limit}::int
    )
    SELECT page.id AS user_id, page.full_name, page.role, page.department,
      (SELECT jsonb_object_agg(${personSkillKeySql('ps')}, ps.level) FROM person_skills ps
        WHERE ps.user_id = page.id AND ps.level IS NOT NULL) AS levels
    FROM page ORDER BY ${personOrderSql(query, 'page')}
  `);
  const rows = rowsOf<PersonRow>(pageResult);

  // The columns over every matching person (not only this page), and the filters' choices over everyone.
  const restResult = await db.execute(sql`
    WITH ${peopleCtes(companyId)},
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
      (SELECT array_agg(DISTINCT department) FROM role_departments) AS departments,
      (SELECT array_agg(role_key ORDER BY role_key) FROM role_departments WHERE role_key <> '') AS roles,
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
