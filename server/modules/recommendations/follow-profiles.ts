import type { ProfileListener } from '../people';
import {
  engineRecommendations,
  recommendationInputsChanged,
  replaceRecommendations,
  skillProfileOf,
  storeEngineRecommendations,
} from './recommendation-store';

/**
 * Recommendations follow the profile they are made for: a new person's first list comes with their signup, and an
 * edit of what the engine reads (role, the role worked toward, industry, goal, skills) recomputes it in the same
 * transaction, so the profile never shows suggestions made for the person it described before.
 */
export const recommendationsFollowProfiles: ProfileListener = {
  beforeSignup(data) {
    // A new person has no levels, marks or feedback yet, so the signup's fields are the whole profile the engine
    // reads: the list is worked out before the transaction, which then holds its connection for the inserts only.
    const drafts = engineRecommendations(
      skillProfileOf({ ...data, role: data.role ?? null, targetRole: null, skills: data.skills }),
    );
    return (tx, userId) => replaceRecommendations(tx, userId, drafts);
  },
  async afterEdit(tx, userId, before, after) {
    if (recommendationInputsChanged(before, after)) await storeEngineRecommendations(tx, userId);
  },
};
