/** What other features may use from certificates. */
export { certificatePublicRoutes, certificateRoutes } from './routes';
