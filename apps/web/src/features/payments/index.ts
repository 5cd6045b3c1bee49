export { payPublicRoutes } from './publicRoutes';
