import type { AppDeps, ZodApp } from '../app';
import { accreditationRoutes } from './accreditation/accreditation.routes';
import { budgetsRoutes } from './budgets/budgets.routes';
import { buildersRoutes } from './builders/builders.routes';
import { cashbackRoutes } from './cashback/cashback.routes';
import { certificatesRoutes } from './certificates/certificates.routes';
import { companiesRoutes } from './companies/companies.routes';
import { consumptionRoutes } from './consumption/consumption.routes';
import { eventsRoutes } from './events/events.routes';
import { filesRoutes } from './files/files.routes';
import { leadsRoutes } from './leads/leads.routes';
import { newsRoutes } from './news/news.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { productCategoriesRoutes } from './products/product-categories.routes';
import { productsRoutes } from './products/products.routes';
import { sessionRoutes } from './session/session.routes';
import { settingsRoutes } from './settings/settings.routes';
import { staffConsumptionRoutes } from './staff-consumption/staff-consumption.routes';
import { systemRoutes } from './system/system.routes';
import { transactionsRoutes } from './transactions/transactions.routes';
import { usersRoutes } from './users/users.routes';
import { videosRoutes } from './videos/videos.routes';

/** Every feature module's routes, under /api. A new module adds one line here and its rules in API_RULES. */
export async function registerModules(api: ZodApp, deps: AppDeps) {
  systemRoutes(api, deps);
  sessionRoutes(api, deps);
  usersRoutes(api, deps);
  notificationsRoutes(api, deps);
  companiesRoutes(api, deps);
  buildersRoutes(api, deps);
  consumptionRoutes(api, deps);
  staffConsumptionRoutes(api, deps);
  settingsRoutes(api, deps);
  budgetsRoutes(api, deps);
  cashbackRoutes(api, deps);
  transactionsRoutes(api, deps);
  await paymentsRoutes(api, deps);
  leadsRoutes(api, deps);
  eventsRoutes(api, deps);
  certificatesRoutes(api, deps);
  accreditationRoutes(api, deps);
  newsRoutes(api, deps);
  videosRoutes(api, deps);
  productCategoriesRoutes(api, deps);
  productsRoutes(api, deps);
  await api.register(async (scoped) => filesRoutes(scoped as ZodApp, deps));
}
