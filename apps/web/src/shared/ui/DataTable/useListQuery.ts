import { DEFAULT_TAKE, FILTER_DEBOUNCE_MS, type ListQuery, toListSearchParams } from '@feira/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../api/client';
import { listQueryKey } from './listKeys';
import type { BaseFilters, FetchPage, ListPage } from './types';

/** What the user chose in the header: sent 500 ms after the last change (spec §2). */
export interface Criteria {
  sort: string;
  desc: boolean;
  filters: Record<string, string>;
  /** ISO 8601 with the local offset, start of the first day / end of the last day. */
  startDate: string | null;
  endDate: string | null;
}

const sameCriteria = (a: Criteria, b: Criteria) => JSON.stringify(a) === JSON.stringify(b);

export function endpointFetcher<Row>(endpoint: string): FetchPage<Row> {
  return async (query, signal) => {
    const env = await api<Row[]>('GET', endpoint, { query: toListSearchParams(query), signal });
    return { rows: env.model ?? [], count: Number(env.params.count ?? 0) };
  };
}

function toStrings(filters: BaseFilters | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(filters ?? {}))
    if (v !== undefined && v !== null && v !== '') out[k] = String(v);
  return out;
}

interface Options<Row> {
  listKey: string;
  fetcher: FetchPage<Row>;
  baseFilters?: BaseFilters;
  defaultSort: { field: string; desc: boolean };
  defaultPageSize?: number;
}

/**
 * Paging/sorting/filtering state of a server-paged list and its react-query fetch. `draft` follows
 * the inputs at once; `applied` (what is fetched) catches up after FILTER_DEBOUNCE_MS and goes back
 * to the first page. Page and page-size changes are fetched immediately; the previous page stays on
 * screen while the next loads.
 */
export function useListQuery<Row>({
  listKey,
  fetcher,
  baseFilters,
  defaultSort,
  defaultPageSize,
}: Options<Row>) {
  const initial: Criteria = {
    sort: defaultSort.field,
    desc: defaultSort.desc,
    filters: {},
    startDate: null,
    endDate: null,
  };
  const [draft, setDraft] = useState<Criteria>(initial);
  const [applied, setApplied] = useState<Criteria>(initial);
  const [page, setPage] = useState(0);
  const [take, setTakeState] = useState(defaultPageSize ?? DEFAULT_TAKE);

  useEffect(() => {
    if (sameCriteria(draft, applied)) return;
    const timer = setTimeout(() => {
      setApplied(draft);
      setPage(0);
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, applied]);

  const baseKey = JSON.stringify(toStrings(baseFilters));
  const query = useMemo<ListQuery>(
    () => ({
      skip: page * take,
      take,
      sort: applied.sort,
      desc: applied.desc,
      filters: { ...(JSON.parse(baseKey) as Record<string, string>), ...applied.filters },
      ...(applied.startDate ? { startDate: applied.startDate } : {}),
      ...(applied.endDate ? { endDate: applied.endDate } : {}),
    }),
    [page, take, applied, baseKey],
  );

  const result = useQuery<ListPage<Row>>({
    queryKey: [...listQueryKey(listKey), query],
    queryFn: ({ signal }) => fetcher(query, signal),
    placeholderData: keepPreviousData,
  });

  // After a delete on the last page (or a shrinking filter result) step back to a page that exists.
  const count = result.data?.count;
  useEffect(() => {
    if (count === undefined || page === 0 || page * take < count) return;
    setPage(Math.max(0, Math.ceil(count / take) - 1));
  }, [count, page, take]);

  return {
    draft,
    query,
    page,
    take,
    pageCount: count === undefined ? 0 : Math.ceil(count / take),
    setPage,
    setTake: (next: number) => {
      setTakeState(next);
      setPage(0);
    },
    setFilter: (field: string, value: string) =>
      setDraft((d) => {
        const filters = { ...d.filters };
        if (value === '') delete filters[field];
        else filters[field] = value;
        return { ...d, filters };
      }),
    setDateRange: (startDate: string | null, endDate: string | null) =>
      setDraft((d) => ({ ...d, startDate, endDate })),
    toggleSort: (field: string) =>
      setDraft((d) => (d.sort === field ? { ...d, desc: !d.desc } : { ...d, sort: field, desc: false })),
    setSort: (sort: string, desc: boolean) => setDraft((d) => ({ ...d, sort, desc })),
    result,
  };
}

export type ListState<Row> = ReturnType<typeof useListQuery<Row>>;
