import { sql } from 'drizzle-orm';
import type { PersonSkill } from '../../../common/schemas/skill-levels';
import { rowsOf, type Database } from '../../infra/db/client';
import { isDemoPerson } from '../demo';

/**
 * How much of a person's skill levels a reader sees. Who holds which skill at which level is the skill matrix, which
 * only a workspace's owners and admins read (services/analytics/access.ts); a plain member must not rebuild it, nor
 * find the one expert of a Risk skill, one profile at a time. So:
 *
 * - `all`: the person themself; an owner or admin of a workspace the person is a member of (the matrix shows them
 *   there); anyone for the demo workspace's people (the demo's matrix is open to everyone, its people fictional).
 * - `marked`: everyone else who may see the person (their colleagues): what the product shows colleagues on purpose,
 *   the skills marked "can teach" with their level (the team page lists them, and suggestions and ways to learn say
 *   "teaches at level 4") and the skills marked "wants to learn", without a level.
 */
export type SkillLevelView = 'all' | 'marked';

export async function skillLevelView(db: Database, readerId: string, personId: string): Promise<SkillLevelView> {
  if (readerId === personId) return 'all';
  const result = await db.execute(sql`
    SELECT
      EXISTS (SELECT 1 FROM users WHERE id = ${personId}::uuid AND ${isDemoPerson(sql.raw('company_id'))})
      OR EXISTS (
        SELECT 1 FROM workspace_members them
        JOIN workspace_members me ON me.company_id = them.company_id
        JOIN companies c ON c.id = them.company_id AND c.is_active
        WHERE them.user_id = ${personId}::uuid AND me.user_id = ${readerId}::uuid AND me.role IN ('owner', 'admin')
      ) AS everything
  `);
  return rowsOf<{ everything: boolean }>(result)[0]?.everything ? 'all' : 'marked';
}

/**
 * The skills as a reader with this view sees them, in the list's order (what they teach first, then by level, then
 * by name). The order is worked out again after levels are withheld: kept, it would tell a wanted skill held at a
 * level from one that is not.
 */
export function skillsAsSeen(view: SkillLevelView, skills: PersonSkill[]): PersonSkill[] {
  if (view === 'all') return skills;
  return skills
    .filter((entry) => entry.canTeach || entry.wantsToLearn)
    .map((entry) => (entry.canTeach ? entry : { ...entry, level: null }))
    .sort(
      (a, b) =>
        Number(b.canTeach) - Number(a.canTeach) || (b.level ?? 0) - (a.level ?? 0) || a.skill.localeCompare(b.skill),
    );
}
