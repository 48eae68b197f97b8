export { registerBackupRoute } from './backup-route';
export { healthRoutes } from './health-routes';
