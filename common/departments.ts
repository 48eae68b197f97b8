/**
 * People have a free-text role and no department, so the team page derives one from the role: the first rule
 * whose words appear in it wins, in this order (so "Engineering Manager" is Engineering and "Data Engineer" is
 * Data). A role none of them names, or no role, is Other.
 */
export const DEPARTMENTS = [
  'Engineering',
  'Data',
  'Product & Design',
  'Marketing & Sales',
  'Finance',
  'People & Operations',
  'Other',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

/**
 * The rules in order, as patterns: departmentOf tests them here, and the analytics queries turn the same patterns
 * into a SQL CASE (server/modules/analytics/department-sql.ts), so the team page and the skill matrix agree.
 */
export const DEPARTMENT_RULES: readonly (readonly [Department, RegExp])[] = [
  ['Data', /\b(data|analytics|machine learning|ml|scientist|bi)\b/i],
  [
    'Engineering',
    /\b(engineer\w*|developer|programmer|devops|sre|architect|security|frontend|backend|full[- ]?stack|qa|tester|cto)\b/i,
  ],
  ['Product & Design', /\b(product|design\w*|ux|ui|research\w*)\b/i],
  [
    'Marketing & Sales',
    /\b(marketing|sales|account|customer|growth|brand|seo|content|success|business development)\b/i,
  ],
  ['Finance', /\b(financ\w*|accountant|accounting|controller|cfo|analyst|treasury|audit\w*)\b/i],
  ['People & Operations', /\b(hr|people|talent|recruit\w*|operations|office|admin\w*|coo|ceo|legal)\b/i],
];

/** The department a role belongs to (see the rule above). */
export function departmentOf(role: string | null | undefined): Department {
  if (!role) return 'Other';
  return DEPARTMENT_RULES.find(([, pattern]) => pattern.test(role))?.[0] ?? 'Other';
}
