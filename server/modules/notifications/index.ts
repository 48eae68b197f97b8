export { notificationRoutes } from './notification-routes';
export { notify } from './notifications';
