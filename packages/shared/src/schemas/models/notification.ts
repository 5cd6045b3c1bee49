import { z } from 'zod';

/** A bell notification (spec part 2 §3): status 0 unread, 1 read. */
export const notificationModelSchema = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string().nullable(),
  description: z.string().nullable(),
  status: z.number().int(),
  eventLink: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
