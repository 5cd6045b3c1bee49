/** What other features may use from certificates. */
export { certificatePublicRoutes } from './publicRoutes';
export { certificateRoutes } from './routes';
