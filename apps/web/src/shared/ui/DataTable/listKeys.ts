import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Every DataTable query key starts with ['list', listKey]; invalidating that prefix reloads it. */
export const listQueryKey = (listKey: string) => ['list', listKey] as const;

export function reloadLists(client: QueryClient, listKeys: string | readonly string[] | undefined) {
  const keys = typeof listKeys === 'string' ? [listKeys] : (listKeys ?? []);
  return Promise.all(keys.map((k) => client.invalidateQueries({ queryKey: listQueryKey(k) }))).then(() => {});
}

/** `const reload = useReloadList(); await reload('/user');` reloads every table showing that list. */
export function useReloadList() {
  const client = useQueryClient();
  return useCallback((listKeys: string | readonly string[]) => reloadLists(client, listKeys), [client]);
}
