export { BADGE_QUEUE, type BadgeJobQueue } from './badge-jobs.queue';
export { eraseBadgeJobsOf } from './badge-jobs.repository';
export { badgeJobsRoutes } from './badge-jobs.routes';
