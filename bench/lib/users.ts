import { INDUSTRIES, MAIN_GOALS } from '../../common/constants';
import type { Database } from '../../server/infra/db/client';
import { users } from '../../server/infra/db/schema';
import { loadCatalogue } from '../../server/skills/skill-catalogue';

/** Synthetic people for the recommendations benchmark: varied roles, industries, goals and skills. */

const ROLES = [
  'Software Engineer',
  'Data Analyst',
  'Product Manager',
  'Designer',
  'Engineering Manager',
  'Sales Lead',
  'Nurse',
  'Teacher',
  'Accountant',
  'Marketer',
];

export function syntheticUsers(count: number) {
  const names = loadCatalogue().skills.map((skill) => skill.name);
  return Array.from({ length: count }, (_, index) => ({
    email: `bench-user-${index}@example.test`,
    fullName: `Bench User ${index}`,
    role: ROLES[index % ROLES.length]!,
    industry: INDUSTRIES[index % INDUSTRIES.length]!,
    mainGoal: MAIN_GOALS[(index * 7) % MAIN_GOALS.length]!,
    skills: Array.from({ length: 2 + (index % 6) }, (_, skill) => names[(index * 31 + skill * 17) % names.length]!),
  }));
}

/** Inserts the users through the app's schema; returns their ids in order. */
export async function seedUsers(db: Database, count: number): Promise<string[]> {
  const ids: string[] = [];
  const rows = syntheticUsers(count);
  for (let start = 0; start < rows.length; start += 500) {
    const inserted = await db
      .insert(users)
      .values(rows.slice(start, start + 500))
      .returning({ id: users.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
