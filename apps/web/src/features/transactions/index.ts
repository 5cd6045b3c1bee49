export { transactionRoutes } from './routes';
