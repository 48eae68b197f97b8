export { matchingRoutes } from './matching-routes';
export { skillSwapRoutes } from './swap-routes';
export { teamRoutes } from './team-routes';
