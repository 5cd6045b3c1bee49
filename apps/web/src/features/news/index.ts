export { LatestUpdates } from './LatestUpdates';
export { newsRoutes } from './routes';
