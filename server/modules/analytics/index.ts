export { analyticsRoutes } from './analytics-routes';
export { dashboardRoutes } from './dashboard-routes';
