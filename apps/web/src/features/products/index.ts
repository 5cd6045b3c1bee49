export { productRoutes } from './routes';
