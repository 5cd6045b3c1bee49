import { relations } from 'drizzle-orm';
import { accreditationConsents } from './accreditation';
import { budgets } from './budgets';
import { builderRecords } from './builders';
import { cashbacks } from './cashback';
import { certificates } from './certificates';
import { companies } from './companies';
import { consumptionItems, consumptionLogs, standConsumptions, userConsumption } from './consumption';
import { attendeeChecks, eventAttendees, events } from './events';
import { lanes, leads } from './leads';
import { notifications } from './notifications';
import { pricePolicies, productCategories, products } from './products';
import { transactions } from './transactions';
import { users } from './users';

// Relations for drizzle's relational queries (`db.query.leads.findMany({ with: { user: true } })`).
// They add no SQL. The creator of a row is `creator` because `createdBy` is already the column; tables
// with two links to the same table name both sides with relationName so drizzle can pair them.

export const usersRelations = relations(users, ({ one, many }) => ({
  company: one(companies, {
    fields: [users.companyId],
    references: [companies.id],
    relationName: 'company_members',
  }),
  consumption: many(userConsumption),
  attendances: many(eventAttendees, { relationName: 'attendee_user' }),
  notifications: many(notifications),
}));

export const companiesRelations = relations(companies, ({ one, many }) => ({
  members: many(users, { relationName: 'company_members' }),
  creator: one(users, { fields: [companies.createdBy], references: [users.id] }),
  /** As an exhibitor: the builder arrangement it claimed (0 or 1 row; unique company_id). */
  builderRecords: many(builderRecords, { relationName: 'builder_record_exhibitor' }),
  /** As a builder (type M): the exhibitors it builds for. */
  builderFor: many(builderRecords, { relationName: 'builder_record_builder' }),
  lanes: many(lanes),
  leads: many(leads),
  standConsumptions: many(standConsumptions),
}));

export const builderRecordsRelations = relations(builderRecords, ({ one }) => ({
  company: one(companies, {
    fields: [builderRecords.companyId],
    references: [companies.id],
    relationName: 'builder_record_exhibitor',
  }),
  builder: one(companies, {
    fields: [builderRecords.builderCompanyId],
    references: [companies.id],
    relationName: 'builder_record_builder',
  }),
  creator: one(users, { fields: [builderRecords.createdBy], references: [users.id] }),
}));

export const userConsumptionRelations = relations(userConsumption, ({ one }) => ({
  user: one(users, { fields: [userConsumption.userId], references: [users.id] }),
}));

export const consumptionLogsRelations = relations(consumptionLogs, ({ one }) => ({
  user: one(users, { fields: [consumptionLogs.userId], references: [users.id] }),
  creator: one(users, { fields: [consumptionLogs.createdBy], references: [users.id] }),
}));

export const consumptionItemsRelations = relations(consumptionItems, ({ one }) => ({
  company: one(companies, { fields: [consumptionItems.companyId], references: [companies.id] }),
  creator: one(users, { fields: [consumptionItems.createdBy], references: [users.id] }),
}));

export const standConsumptionsRelations = relations(standConsumptions, ({ one }) => ({
  company: one(companies, { fields: [standConsumptions.companyId], references: [companies.id] }),
  item: one(consumptionItems, { fields: [standConsumptions.itemId], references: [consumptionItems.id] }),
  creator: one(users, { fields: [standConsumptions.createdBy], references: [users.id] }),
}));

export const budgetsRelations = relations(budgets, ({ one }) => ({
  user: one(users, { fields: [budgets.userId], references: [users.id] }),
  company: one(companies, { fields: [budgets.companyId], references: [companies.id] }),
  lead: one(leads, { fields: [budgets.leadId], references: [leads.id] }),
  creator: one(users, { fields: [budgets.createdBy], references: [users.id] }),
}));

export const cashbacksRelations = relations(cashbacks, ({ one }) => ({
  user: one(users, { fields: [cashbacks.userId], references: [users.id] }),
  company: one(companies, { fields: [cashbacks.companyId], references: [companies.id] }),
  creator: one(users, { fields: [cashbacks.createdBy], references: [users.id] }),
}));

export const transactionsRelations = relations(transactions, ({ one }) => ({
  user: one(users, { fields: [transactions.userId], references: [users.id] }),
  company: one(companies, { fields: [transactions.companyId], references: [companies.id] }),
  creator: one(users, { fields: [transactions.createdBy], references: [users.id] }),
}));

export const lanesRelations = relations(lanes, ({ one }) => ({
  company: one(companies, { fields: [lanes.companyId], references: [companies.id] }),
}));

export const leadsRelations = relations(leads, ({ one, many }) => ({
  user: one(users, { fields: [leads.userId], references: [users.id] }),
  company: one(companies, { fields: [leads.companyId], references: [companies.id] }),
  creator: one(users, { fields: [leads.createdBy], references: [users.id] }),
  budgets: many(budgets),
}));

export const eventsRelations = relations(events, ({ one, many }) => ({
  attendees: many(eventAttendees),
  creator: one(users, { fields: [events.createdBy], references: [users.id] }),
}));

export const eventAttendeesRelations = relations(eventAttendees, ({ one, many }) => ({
  event: one(events, { fields: [eventAttendees.eventId], references: [events.id] }),
  user: one(users, {
    fields: [eventAttendees.userId],
    references: [users.id],
    relationName: 'attendee_user',
  }),
  checks: many(attendeeChecks),
}));

export const attendeeChecksRelations = relations(attendeeChecks, ({ one }) => ({
  attendee: one(eventAttendees, { fields: [attendeeChecks.attendeeId], references: [eventAttendees.id] }),
  event: one(events, { fields: [attendeeChecks.eventId], references: [events.id] }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id] }),
}));

export const productCategoriesRelations = relations(productCategories, ({ many }) => ({
  products: many(products),
}));

export const pricePoliciesRelations = relations(pricePolicies, ({ many }) => ({
  products: many(products),
}));

export const productsRelations = relations(products, ({ one }) => ({
  category: one(productCategories, { fields: [products.categoryId], references: [productCategories.id] }),
  pricePolicy: one(pricePolicies, { fields: [products.pricePolicyId], references: [pricePolicies.id] }),
  creator: one(users, { fields: [products.createdBy], references: [users.id] }),
}));

export const certificatesRelations = relations(certificates, ({ one }) => ({
  event: one(events, { fields: [certificates.eventId], references: [events.id] }),
  user: one(users, { fields: [certificates.userId], references: [users.id] }),
}));

export const accreditationConsentsRelations = relations(accreditationConsents, ({ one }) => ({
  user: one(users, { fields: [accreditationConsents.userId], references: [users.id] }),
  event: one(events, { fields: [accreditationConsents.eventId], references: [events.id] }),
}));
