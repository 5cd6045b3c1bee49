import { Alert, Box, Button, Stack } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, LoadingState, PageHeader } from '../../shared/ui';
import { listUpdates } from './api';
import { UpdateCard } from './UpdateCard';

const PAGE = 10;
export const NO_UPDATES = 'Nenhuma novidade por enquanto.';

/**
 * /novidades (issue 39 item 16): the published news and videos meant for the signed-in person's company
 * (exhibitors, builders, providers), newest first, ten at a time with "Carregar mais".
 */
export function UpdatesPage() {
  const [playing, setPlaying] = useState<string | null>(null);
  const query = useInfiniteQuery({
    queryKey: ['updates'],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => listUpdates(pageParam, PAGE),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.count && last.items.length > 0 ? loaded : undefined;
    },
  });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title="Novidades" subtitle="Notícias e vídeos da organização da feira" />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <Alert severity="error">{query.error.message}</Alert>
      ) : items.length === 0 ? (
        <EmptyState message={NO_UPDATES} />
      ) : (
        <Stack spacing={2}>
          {items.map((item) => (
            <UpdateCard
              key={`${item.kind}-${item._id}`}
              item={item}
              playing={playing === item._id}
              onPlay={() => setPlaying(item._id)}
            />
          ))}
          {query.hasNextPage ? (
            <Button
              variant="outlined"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
              sx={{ alignSelf: 'center' }}
            >
              Carregar mais
            </Button>
          ) : null}
        </Stack>
      )}
    </Box>
  );
}
