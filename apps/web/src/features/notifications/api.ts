import { type notificationModelSchema, toListSearchParams, type WireOf } from '@feira/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

/** Spec part 2 §3: a notification; status 0 unread, 1 read. */
export type AppNotification = WireOf<typeof notificationModelSchema>;

/** Spec part 2 §9: the bell looks at the latest 100. */
export const NOTIFICATIONS_TAKE = 100;
const QUERY_KEY = ['notifications'] as const;

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: QUERY_KEY,
    enabled,
    refetchInterval: 60_000,
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
