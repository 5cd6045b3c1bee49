/** What other features may use from staff consumption (issue 13). */
export { staffConsumptionPublicRoutes } from './publicRoutes';
export { staffConsumptionRoutes } from './routes';
export { UserConsumptionCard } from './UserConsumptionCard';
