import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WorkspaceRole } from '../../common/schemas/workspaces';
import { personSkills, skillRecommendations, users } from '../infra/db/schema';
import { addPerson, createWorkspace } from './workspace-fixtures';

/** Small hand-built workspaces for the analytics tests, where every figure is known in advance. */

export interface SkillEntry {
  skill: string;
  catalogueId?: string | null;
  level?: number | null;
  canTeach?: boolean;
  wantsToLearn?: boolean;
}

/** A new workspace; its owner holds no skills and has no recommendations, so only the people added count. */
export async function analyticsWorkspace(app: FastifyInstance, name = 'Analytics Co') {
  const { workspace, owner } = await createWorkspace(app, undefined, name);
  await app.db.delete(skillRecommendations).where(eq(skillRecommendations.userId, owner.user.id));
  return { companyId: workspace.id, owner };
}

/** Recommends these skills (by name, as the engine stores them) to a person. */
export async function recommend(app: FastifyInstance, userId: string, names: string[]) {
  await app.db.insert(skillRecommendations).values(
    names.map((skillName) => ({
      userId,
      skillName,
      matchPercentage: 80,
      description: 'Test',
      timeToLearn: '4 weeks',
    })),
  );
}

/** A member with a role and skills (catalogue ids default to the lower-cased name, as for a catalogue skill). */
export async function personWith(
  app: FastifyInstance,
  companyId: string,
  fullName: string,
  skills: SkillEntry[] = [],
  options: { role?: string | null; membership?: WorkspaceRole } = {},
) {
  const person = await addPerson(app, companyId, options.membership ?? 'member', fullName);
  // Signing up stores the engine's first recommendations: gone, so demand counts only what a test adds.
  await app.db.delete(skillRecommendations).where(eq(skillRecommendations.userId, person.user.id));
  await app.db
    .update(users)
    .set({ role: options.role === undefined ? 'Engineer' : options.role })
    .where(eq(users.id, person.user.id));
  if (skills.length > 0)
    await app.db.insert(personSkills).values(
      skills.map((entry) => ({
        userId: person.user.id,
        skill: entry.skill,
        catalogueId: entry.catalogueId === undefined ? entry.skill.toLowerCase() : entry.catalogueId,
        level: entry.level ?? null,
        canTeach: entry.canTeach ?? false,
        wantsToLearn: entry.wantsToLearn ?? false,
      })),
    );
  return person;
}
