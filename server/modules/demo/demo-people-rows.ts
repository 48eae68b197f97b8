import { DEMO_WORKSPACE } from '../../../common/constants';
import { DEMO_PEOPLE, type DemoPersonKey } from '../../../common/demo-people';
import type { companies, personSkills, skillRecommendations, users } from '../../infra/db/schema';
import { recommendSkills } from '../../skills/engine';
import type { Catalogue } from '../../skills/skill-catalogue';
import { demoUsers, type DemoUser } from './demo-data';
import { DEMO_MATCHING_PAUSED, DEMO_SKILL_LEVELS } from './demo-skill-levels';

/**
 * The demo workspace's company and people as rows: what seeding writes on an empty database and what the periodic
 * demo reset (demo-reset.ts) writes back, from one definition so the two can never disagree.
 */

/** The demo company's own fields (its id and creation date are the seed's). */
export const DEMO_COMPANY_FIELDS = {
  name: DEMO_WORKSPACE.companyName,
  contactName: DEMO_WORKSPACE.userName,
  contactEmail: 'people@northwind.example',
  size: '201-1000',
  challenge: 'Grow engineers into leaders and share what senior people know before they move on.',
  isActive: true,
} satisfies Partial<typeof companies.$inferInsert>;

/** A demo person's profile fields, everything a visitor's edit could have changed (not their id or join date). */
export function demoUserFields(user: DemoUser) {
  return {
    email: user.email,
    fullName: user.fullName,
    role: user.role,
    targetRole: null,
    industry: user.industry,
    mainGoal: user.mainGoal,
    skills: [...user.skills],
    companyId: DEMO_WORKSPACE.companyId,
    pauseMatching: DEMO_MATCHING_PAUSED.has(user.id),
    image: null,
  } satisfies Partial<typeof users.$inferInsert>;
}

/** Levels and marks, names resolved through the catalogue as the skill-levels call resolves them. */
export function demoPersonSkillRows(catalogue: Catalogue): (typeof personSkills.$inferInsert)[] {
  return (Object.keys(DEMO_SKILL_LEVELS) as DemoPersonKey[]).flatMap((key) =>
    DEMO_SKILL_LEVELS[key].map((entry) => {
      const match = catalogue.match(entry.skill);
      return {
        userId: DEMO_PEOPLE[key].id,
        skill: match?.name ?? entry.skill,
        catalogueId: match?.id ?? null,
        level: entry.level,
        canTeach: entry.canTeach ?? false,
        wantsToLearn: entry.wantsToLearn ?? false,
      };
    }),
  );
}

/** Each demo person's recommendations as the built-in engine picks them from the seeded profile. */
export function demoRecommendationRows(
  catalogue: Catalogue,
  createdAt: Date,
): (typeof skillRecommendations.$inferInsert)[] {
  return demoUsers.flatMap((user) =>
    recommendSkills(catalogue, user).map((draft) => ({
      userId: user.id,
      skillName: draft.skillName,
      matchPercentage: draft.matchPercentage,
      description: draft.description,
      timeToLearn: draft.timeToLearn,
      reason: draft.reason,
      createdAt,
    })),
  );
}
