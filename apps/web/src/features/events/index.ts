/** What other features may use from events. */
export { eventRoutes, kioskPublicRoutes } from './routes';
