import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const ProductListPage = lazyNamed(() => import('./ProductListPage'), 'ProductListPage');
const ProductNewPage = lazyNamed(() => import('./ProductNewPage'), 'ProductNewPage');
const ProductDetailPage = lazyNamed(() => import('./ProductDetailPage'), 'ProductDetailPage');
const CategoryListPage = lazyNamed(() => import('./CategoryListPage'), 'CategoryListPage');
const CategoryFormPage = lazyNamed(() => import('./CategoryFormPage'), 'CategoryFormPage');

export const productRoutes: AppRoute[] = [
  { path: '/product', element: <ProductListPage /> },
  { path: '/product/new', element: <ProductNewPage /> },
  { path: '/product/:id', element: <ProductDetailPage /> },
  { path: '/productCategory', element: <CategoryListPage /> },
  { path: '/productCategory/new', element: <CategoryFormPage /> },
  { path: '/productCategory/:id/edit', element: <CategoryFormPage /> },
];
