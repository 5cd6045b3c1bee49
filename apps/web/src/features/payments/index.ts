export { payPublicRoutes } from './routes';
