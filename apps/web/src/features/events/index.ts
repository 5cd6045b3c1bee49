/** What other features may use from events. */
export { kioskPublicRoutes } from './publicRoutes';
export { eventRoutes } from './routes';
