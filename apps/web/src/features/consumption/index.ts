/** What other features may use from stand consumption (a company's page shows its summary). */
export { StandConsumptionSummaryCard } from './StandConsumptionSummaryCard';
