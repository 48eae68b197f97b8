import { asc, desc, eq, sql } from 'drizzle-orm';
import { LIMITS } from '../../../common/constants';
import type { PersonSkill, PersonSkillInput } from '../../../common/schemas/skill-levels';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { Database } from '../../infra/db/client';
import { personSkills, users } from '../../infra/db/schema';
import { loadCatalogue } from '../../skills/skill-catalogue';
import { requireVisibleUser } from '../workspaces';
import { skillLevelView, skillsAsSeen } from './skill-level-visibility';

/**
 * A person's skills with levels and marks (can teach, wants to learn). Names resolve through the catalogue's
 * names and aliases ("k8s" is stored as Kubernetes); a skill the catalogue lacks is kept as typed. The held
 * skills stay among the person's `skills` names, so every call that reads those keeps working.
 */

type ResolvedSkill = Required<Omit<PersonSkillInput, 'skill'>> & {
  skill: string;
  catalogueId: string | null;
  typed: string;
};

function resolve(entries: readonly Required<PersonSkillInput>[]): ResolvedSkill[] {
  const catalogue = loadCatalogue();
  const seen = new Map<string, string>();
  return entries.map((entry) => {
    const match = catalogue.match(entry.skill);
    const skill = match?.name ?? entry.skill;
    const key = skill.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined)
      throw badRequest(
        'validation_failed',
        earlier === entry.skill
          ? `skills: ${skill} appears twice`
          : `skills: ${skill} appears twice (as "${earlier}" and "${entry.skill}")`,
      );
    seen.set(key, entry.skill);
    return { ...entry, skill, catalogueId: match?.id ?? null, typed: entry.skill };
  });
}

const ORDER = [desc(personSkills.canTeach), sql`${personSkills.level} DESC NULLS LAST`, asc(personSkills.skill)];

async function readPersonSkills(db: Database, userId: string): Promise<PersonSkill[]> {
  return db
    .select({
      skill: personSkills.skill,
      catalogueId: personSkills.catalogueId,
      level: personSkills.level,
      canTeach: personSkills.canTeach,
      wantsToLearn: personSkills.wantsToLearn,
    })
    .from(personSkills)
    .where(eq(personSkills.userId, userId))
    .orderBy(...ORDER);
}

/**
 * A visible person's skills with levels, what they can teach first, then by level: all of them to the person, their
 * workspaces' owners and admins and for the demo's people; to a colleague only the marked ones
 * (skill-level-visibility.ts).
 */
export async function listPersonSkills(db: Database, actorId: string, userId: string): Promise<PersonSkill[]> {
  await requireVisibleUser(db, actorId, userId);
  const [view, skills] = await Promise.all([skillLevelView(db, actorId, userId), readPersonSkills(db, userId)]);
  return skillsAsSeen(view, skills);
}

/**
 * Replaces the person's skills with levels and marks, in one transaction. Only the person may; a held skill
 * missing from their `skills` names is added there (within that list's limit).
 */
export async function replacePersonSkills(
  db: Database,
  actorId: string,
  userId: string,
  entries: readonly Required<PersonSkillInput>[],
): Promise<PersonSkill[]> {
  await requireVisibleUser(db, actorId, userId);
  if (actorId !== userId) throw forbidden('not_your_profile', 'You can only change your own skills');
  const resolved = resolve(entries);
  await db.transaction(async (tx) => {
    const [person] = await tx.select({ skills: users.skills }).from(users).where(eq(users.id, userId)).for('update');
    if (!person) throw notFound('user_not_found', 'User not found');
    const named = new Set(person.skills.map((name) => name.toLowerCase()));
    const added = resolved
      .filter((entry) => entry.level !== null && !named.has(entry.skill.toLowerCase()))
      .map((entry) => entry.skill);
    if (person.skills.length + added.length > LIMITS.skillsMax)
      throw badRequest(
        'validation_failed',
        `skills: holding these would list more than ${LIMITS.skillsMax} skills on your profile; remove some first`,
      );
    await tx.delete(personSkills).where(eq(personSkills.userId, userId));
    if (resolved.length > 0)
      await tx.insert(personSkills).values(resolved.map(({ typed: _typed, ...entry }) => ({ ...entry, userId })));
    if (added.length > 0)
      await tx
        .update(users)
        .set({ skills: [...person.skills, ...added] })
        .where(eq(users.id, userId));
  });
  return readPersonSkills(db, userId);
}
