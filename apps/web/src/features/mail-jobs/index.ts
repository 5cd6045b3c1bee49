export { mailJobRoutes } from './routes';
