import type { Database } from '../../infra/db/client';
import type { SkillTeachers } from '../../skills/draft-grounding';
import type { CatalogueSkill } from '../../skills/skill-catalogue';
import { workspaceTeachers } from '../recommendations';

/**
 * The colleagues a generated draft suggests for each catalogue skill: the same three a recommendation's ways to
 * learn show (people of this workspace only who marked it "Can teach", best level first), never the author, who
 * asked because they want to learn it.
 */
export async function teachersInWorkspace(
  db: Database,
  companyId: string,
  skills: readonly CatalogueSkill[],
  authorId: string,
): Promise<SkillTeachers> {
  const lists = await workspaceTeachers(
    db,
    skills.map((skill) => skill.name),
    companyId,
    authorId,
  );
  return new Map(
    skills.map((skill, index) => [skill.id, (lists[index] ?? []).map(({ fullName, level }) => ({ fullName, level }))]),
  );
}
