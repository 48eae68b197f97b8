export { recommendationRoutes } from './recommendation-routes';
export {
  engineRecommendations,
  recommendationInputsChanged,
  replaceRecommendations,
  skillProfileOf,
  storeEngineRecommendations,
} from './recommendation-store';
export { workspaceTeachers } from './ways-to-learn';
export { recommendationsFollowProfiles } from './follow-profiles';
