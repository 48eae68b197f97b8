export { knowledgeRoutes } from './knowledge-routes';
export { knowledgeStatsRoutes } from './knowledge-stats-routes';
