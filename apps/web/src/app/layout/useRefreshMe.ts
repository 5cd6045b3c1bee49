import type { MeUser } from '@feira/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../shared/api/client';
import { getSession, updateUser, useSession } from '../../shared/api/session';

/** Re-reads the signed-in user (GET /user/me) once per session so role and name changes show up. */
export function useRefreshMe(): void {
  const { user } = useSession();
  const userId = user?._id;
  const { data } = useQuery({
    queryKey: ['me', userId],
    enabled: !!userId,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => (await api<MeUser>('GET', '/user/me', { signal })).model,
  });
  useEffect(() => {
    const current = getSession()?.user;
    if (data && current && data._id === current._id && JSON.stringify(data) !== JSON.stringify(current)) {
      updateUser(data);
    }
  }, [data]);
}
