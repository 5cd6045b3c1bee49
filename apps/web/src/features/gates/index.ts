/** What other features may use from gates: the event page's "Portões" tab. */
export { GateBoardPanel } from './GateBoardPanel';
