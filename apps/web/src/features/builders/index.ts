/** What other features may use from builders (a company's page shows its builder). */
export { BuilderSummaryCard } from './BuilderSummaryCard';
