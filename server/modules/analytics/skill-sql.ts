import { sql, type SQL } from 'drizzle-orm';
import type { SkillColumn } from '../../../common/schemas/analytics';
import { loadCatalogue, type SkillCategory } from '../../skills/skill-catalogue';

/**
 * How the analytics queries name a skill. A skill's key is its catalogue id, or its lower-cased name when the
 * catalogue lacks it, so "Kubernetes" typed by one person and picked by another is one skill. The catalogue lives
 * in files, not tables, so the queries read it as a small table built from a JSON parameter.
 */

/** What the dashboard calls each catalogue category. */
export const CATEGORY_LABELS: Record<SkillCategory, string> = {
  technical: 'Technology',
  data: 'Data & AI',
  design: 'Design',
  product: 'Product',
  business: 'Business',
  leadership: 'Leadership',
  communication: 'Communication',
  domain: 'Industry',
};
/** The category of a skill the catalogue lacks; it sorts after every catalogue category. */
export const OTHER_CATEGORY = 'Other';

let catalogueJson: string | undefined;

/**
 * `catalogue(id, name, lower_name, category)` as a CTE body: every catalogue skill with its category's label, and its
 * name lower-cased once per query for the joins on typed names.
 */
export function catalogueTableSql(): SQL {
  catalogueJson ??= JSON.stringify(
    loadCatalogue().skills.map((skill) => ({
      id: skill.id,
      name: skill.name,
      category: CATEGORY_LABELS[skill.category],
    })),
  );
  return sql`SELECT id, name, lower(name) AS lower_name, category FROM jsonb_to_recordset(${catalogueJson}::jsonb) AS c(id text, name text, category text)`;
}

/** A person_skills row's key (`alias` is the table's alias in the query). */
export const personSkillKeySql = (alias: string) => sql.raw(`coalesce(${alias}.catalogue_id, lower(${alias}.skill))`);

/** ORDER BY for skill columns: catalogue categories by label, Other last, then names. */
export const skillOrderSql = sql.raw(
  `(category = '${OTHER_CATEGORY}'), category COLLATE "C", lower(name) COLLATE "C", key COLLATE "C"`,
);

export interface SkillColumnRow {
  key: string;
  name: string;
  category: string;
}

export const toSkillColumn = (row: SkillColumnRow): SkillColumn => ({
  key: row.key,
  name: row.name,
  category: row.category,
});
