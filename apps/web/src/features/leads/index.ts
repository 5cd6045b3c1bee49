/** What other features may use from leads. */
export { LazyLeadsDashboard as LeadsDashboard } from './LazyLeadsDashboard';
export { LeadsTable } from './LeadsTable';
export { leadRoutes } from './routes';
export { SaveAsLeadButton } from './SaveAsLeadButton';
