import { lazyNamed } from '../../shared/routing/lazyNamed';
import type { AppRoute } from '../../shared/routing/types';

const VideoListPage = lazyNamed(() => import('./VideoListPage'), 'VideoListPage');
const CourseVideoFormPage = lazyNamed(() => import('./VideoFormPage'), 'CourseVideoFormPage');
const ConstructionFormPage = lazyNamed(() => import('./VideoFormPage'), 'ConstructionFormPage');
const ConstructionPage = lazyNamed(() => import('./ConstructionPage'), 'ConstructionPage');
const TrainingCoursesPage = lazyNamed(() => import('./CoursesPage'), 'TrainingCoursesPage');
const SalesCoursesPage = lazyNamed(() => import('./CoursesPage'), 'SalesCoursesPage');

export const videoRoutes: AppRoute[] = [
  { path: '/courses', element: <VideoListPage /> },
  { path: '/courses/create', element: <CourseVideoFormPage /> },
  { path: '/construction', element: <ConstructionPage /> },
  { path: '/construction/create', element: <ConstructionFormPage /> },
  { path: '/cursos/user', element: <TrainingCoursesPage /> },
  { path: '/cursos/user/sales', element: <SalesCoursesPage /> },
];
