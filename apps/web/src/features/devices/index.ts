/** What other features may use from devices (issue 38 §2): each place's device list. */
export { CompanyLeadDevices, ConsumptionDevices, EventDevices } from './places';
