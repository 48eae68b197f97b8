import { sql, type SQL } from 'drizzle-orm';
import { DEPARTMENT_RULES } from '../../../common/departments';

/**
 * The department of a role, in SQL: the same ordered rules as departmentOf (common/departments.ts), so the skill
 * matrix's filter and the team page always agree. PostgreSQL's regular expressions spell a word boundary \y
 * where JavaScript writes \b; ~* matches case-insensitively, as the rules' /i flag does. Patterns go as
 * parameters, never as text in the query.
 */
export function departmentOfSql(roleColumn: SQL): SQL {
  const branches = DEPARTMENT_RULES.map(
    ([department, pattern]) => sql`WHEN ${roleColumn} ~* ${pattern.source.replaceAll('\\b', '\\y')} THEN ${department}`,
  );
  return sql`(CASE ${sql.join(branches, sql` `)} ELSE 'Other' END)`;
}
