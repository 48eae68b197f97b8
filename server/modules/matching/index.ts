export { matchPersonColumns, matchPersonOf, skillsOf } from './matching';
export { matchingRoutes } from './matching-routes';
export { skillSwapRoutes } from './swap-routes';
