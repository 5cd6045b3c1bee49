/**
 * Every area's demo seeder, in the order they run (inside one transaction, see demo-seed.ts). A new
 * area adds ONE line here: its seeder in apps/server/src/scripts/demo-<area>.ts, which skips itself
 * when its data is present (`present`) and may use what the seeders above it made (ctx.companyId,
 * ctx.userId).
 */
import { demoAccreditation } from './demo-accreditation';
import { demoBuilders } from './demo-builders';
import { demoCatalogue } from './demo-catalogue';
import { demoCrowd } from './demo-crowd';
import { demoEvents } from './demo-events';
import { demoLeads } from './demo-leads';
import { demoMoney } from './demo-money';
import { demoPartners } from './demo-partners';
import { demoCompaniesAndPeople } from './demo-people';
import type { DemoSeeder } from './demo-seed';
import { demoStaffConsumption } from './demo-staff-consumption';

export const DEMO_SEEDERS: readonly DemoSeeder[] = [
  demoCompaniesAndPeople,
  demoBuilders,
  demoCrowd,
  demoPartners,
  demoLeads,
  // money (issue 11): after the leads, whose people receive the budgets
  demoMoney,
  // staff food and drink (issue 13): limits and counter consumption of the stands' people
  demoStaffConsumption,
  // events (issue 12): the leads' visitors attend and check in; a certificate for the opening lecture
  demoEvents,
  // public accreditation (issue 14): visitors with their LGPD consents, after the companies they join
  demoAccreditation,
  // content and catalogue (issue 15): news, videos, product categories and products
  demoCatalogue,
];
