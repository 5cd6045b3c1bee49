export { eraseMailJobsOf } from './mail-jobs.repository';
export { createMailQueue, type MailQueue, type QueuedMail } from './mail-queue';
export { mailQueueRoutes } from './mail-queue.routes';
