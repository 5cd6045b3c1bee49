export { AccreditationTermsCard } from './AccreditationTermsCard';
export { accreditationPublicRoutes } from './routes';
export { UserConsents } from './UserConsents';
