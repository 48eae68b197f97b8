export { hoursContributed } from './session-feedback';
export { learningSessionRoutes } from './session-routes';
export { sessionEndSql } from './session-status';
export { createSwapSessions, swapHasSessions } from './swap-sessions';
