import { Skeleton } from '@mui/material';
import { Suspense } from 'react';
import { lazyNamed } from '../../shared/routing/lazyNamed';

const Dashboard = lazyNamed(() => import('./LeadsDashboard'), 'LeadsDashboard');

/** The dashboard with its chart library loaded on demand (pages that import the leads feature stay light). */
export function LazyLeadsDashboard() {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={420} />}>
      <Dashboard />
    </Suspense>
  );
}
