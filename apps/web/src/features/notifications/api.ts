import {
  LIVE_FALLBACK_POLL_MS,
  LIVE_STREAM_EVENTS,
  type notificationModelSchema,
  toListSearchParams,
  type WireOf,
} from '@feira/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { useLiveEvent, useLiveState } from '../live';

/** Spec part 2 §3: a notification; status 0 unread, 1 read. */
export type AppNotification = WireOf<typeof notificationModelSchema>;

/** Spec part 2 §9: the bell looks at the latest 100. */
export const NOTIFICATIONS_TAKE = 100;
const QUERY_KEY = ['notifications'] as const;

/** The list with `fresh` (pushed by the live stream) merged in: newest first, each once, the latest 100. */
export function mergeNotifications(
  fresh: AppNotification[],
  list: AppNotification[] = [],
): AppNotification[] {
  const ids = new Set(fresh.map((n) => n._id));
  return [...fresh, ...list.filter((n) => !ids.has(n._id))]
    .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))
    .slice(0, NOTIFICATIONS_TAKE);
}

/**
 * The bell's list. The tab's live stream (features/live) pushes new notifications into it as they are
 * made, on any server process; each (re)connection refetches what a closed stream may have missed.
 * Polling every 60 s is only the fallback while the stream cannot open.
 */
export function useNotifications(enabled: boolean) {
  const qc = useQueryClient();
  const live = useLiveState() === 'live';
  useLiveEvent<AppNotification[]>(
    LIVE_STREAM_EVENTS.notification,
    (fresh) => qc.setQueryData<AppNotification[]>(QUERY_KEY, (list) => mergeNotifications(fresh, list)),
    { enabled },
  );
  useLiveEvent(LIVE_STREAM_EVENTS.ready, () => qc.invalidateQueries({ queryKey: QUERY_KEY }), { enabled });
  return useQuery({
    queryKey: QUERY_KEY,
    enabled,
    refetchInterval: live ? false : LIVE_FALLBACK_POLL_MS,
    queryFn: async ({ signal }) => {
      const query = toListSearchParams({ skip: 0, take: NOTIFICATIONS_TAKE, sort: 'createdAt', desc: true });
      const env = await api<AppNotification[]>('GET', '/Notification', { query, signal });
      return env.model ?? [];
    },
  });
}

/** Marks one notification read (PUT with status 1), then refetches the list. */
export function useMarkNotificationRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (n: AppNotification) =>
      api<AppNotification>('PUT', `/Notification/${encodeURIComponent(n._id)}`, {
        body: { description: n.description ?? '', status: 1, eventLink: n.eventLink ?? '' },
      }),
    onMutate: (n) => {
      qc.setQueryData<AppNotification[]>(QUERY_KEY, (list) =>
        list?.map((x) => (x._id === n._id ? { ...x, status: 1 } : x)),
      );
    },
    onSettled: () => qc.invalidateQueries({ queryKey: QUERY_KEY }),
  });
}
