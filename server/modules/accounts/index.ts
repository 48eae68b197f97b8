export { accountRoutes } from './account-routes';
export { createAuth, withoutPersonalData } from './auth';
export { registerAuthRoutes } from './auth-routes';
export { currentUserPlugin } from './current-user-plugin';
export { emailChangeRoutes } from './email-change-routes';
export { resolveAuthSecret } from './secret';
