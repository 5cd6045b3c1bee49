export { cashbackRoutes } from './routes';
