export { AccreditationTermsCard } from './AccreditationTermsCard';
export { CompanyRequestsCard } from './CompanyRequestsCard';
export { accreditationPublicRoutes } from './publicRoutes';
export { UserConsents } from './UserConsents';
