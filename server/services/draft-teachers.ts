import type { Database } from '../db/client';
import type { SkillTeachers } from '../skills/draft-grounding';
import { loadCatalogue } from '../skills/skill-catalogue';
import { workspaceTeachers } from './ways-to-learn';

/**
 * The colleagues a generated draft suggests for each catalogue skill: the same three a recommendation's ways to
 * learn show (people of this workspace only who marked it "Can teach", best level first), never the author, who
 * asked because they want to learn it.
 */
export async function teachersInWorkspace(
  db: Database,
  companyId: string,
  catalogueIds: readonly string[],
  authorId: string,
): Promise<SkillTeachers> {
  const catalogue = loadCatalogue();
  const names = catalogueIds.map((id) => catalogue.byId.get(id)?.name ?? id);
  const lists = await workspaceTeachers(db, names, companyId, authorId);
  return new Map(
    catalogueIds.map((id, index) => [id, (lists[index] ?? []).map(({ fullName, level }) => ({ fullName, level }))]),
  );
}
