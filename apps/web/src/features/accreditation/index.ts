export { AccreditationTermsCard } from './AccreditationTermsCard';
export { accreditationPublicRoutes } from './publicRoutes';
export { UserConsents } from './UserConsents';
