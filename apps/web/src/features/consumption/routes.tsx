import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const StandConsumptionPage = lazyNamed(() => import('./StandConsumptionPage'), 'StandConsumptionPage');
const AddConsumptionPage = lazyNamed(() => import('./AddConsumptionPage'), 'AddConsumptionPage');
const ConsumptionItemsPage = lazyNamed(() => import('./ConsumptionItemsPage'), 'ConsumptionItemsPage');
const NewConsumptionItemPage = lazyNamed(() => import('./ConsumptionItemsPage'), 'NewConsumptionItemPage');

export const consumptionRoutes: AppRoute[] = [
  { path: '/builder/consumption', element: <StandConsumptionPage /> },
  { path: '/builder/consumption/add', element: <AddConsumptionPage /> },
  { path: '/consumption/item', element: <ConsumptionItemsPage /> },
  { path: '/consumption/item/new', element: <NewConsumptionItemPage /> },
];
