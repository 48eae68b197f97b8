import { and, asc, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { personSkills, users } from '../db/schema';
import type { SkillTeachers, Teacher } from '../skills/draft-grounding';
import { inWorkspacePeople } from './workspace-people';

/** How many colleagues a draft names for each skill. */
const TEACHERS_PER_SKILL = 3;

/**
 * The colleagues a generated draft suggests for each skill: people of this workspace only who marked the
 * skill "Can teach", best level first (then by name, so the same draft comes out twice), at most three, never
 * the author, who asked because they want to learn it.
 */
export async function teachersInWorkspace(
  db: Database,
  companyId: string,
  catalogueIds: readonly string[],
  authorId: string,
): Promise<SkillTeachers> {
  const teachers = new Map<string, Teacher[]>();
  if (catalogueIds.length === 0) return teachers;
  const rows = await db
    .select({ catalogueId: personSkills.catalogueId, fullName: users.fullName, level: personSkills.level })
    .from(personSkills)
    .innerJoin(users, eq(users.id, personSkills.userId))
    .where(
      and(
        inArray(personSkills.catalogueId, [...catalogueIds]),
        eq(personSkills.canTeach, true),
        isNotNull(personSkills.level),
        ne(personSkills.userId, authorId),
        inWorkspacePeople(db, companyId),
      ),
    )
    .orderBy(desc(personSkills.level), asc(users.fullName));
  for (const row of rows) {
    const list = teachers.get(row.catalogueId!) ?? [];
    if (list.length < TEACHERS_PER_SKILL) list.push({ fullName: row.fullName, level: row.level! });
    teachers.set(row.catalogueId!, list);
  }
  return teachers;
}
