export { companyRoutes } from './waitlist-routes';
