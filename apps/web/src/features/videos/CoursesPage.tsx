import { Alert, Box, Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState, LoadingState } from '../../shared/ui';
import { listCourseVideos } from './api';
import { VideoPlayer } from './VideoPlayer';

const PAGES = {
  0: { title: 'Cursos e treinamentos', subtitle: 'Aprenda a aproveitar a feira ao máximo' },
  1: { title: 'Vendas', subtitle: 'Técnicas para vender mais no seu estande' },
} as const;

/**
 * /cursos/user (status 0) and /cursos/user/sales (status 1) for managers: a banner and a grid of the
 * videos with title and description. Only one video plays at a time: starting one stops the others.
 * Descriptions are plain text (never HTML).
 */
export function CoursesPage({ status }: { status: 0 | 1 }) {
  const query = useQuery({ queryKey: ['course-videos', status], queryFn: () => listCourseVideos(status) });
  const [playing, setPlaying] = useState<string | null>(null);
  const page = PAGES[status];
  return (
    <Stack spacing={3}>
      <Box
        role="img"
        aria-label={page.title}
        sx={{
          borderRadius: 2,
          px: { xs: 3, sm: 5 },
          py: { xs: 4, sm: 6 },
          color: 'common.white',
          background: 'linear-gradient(120deg, #0d47a1 0%, #1976d2 55%, #f9a825 140%)',
        }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {page.title}
        </Typography>
        <Typography sx={{ opacity: 0.9, mt: 1 }}>{page.subtitle}</Typography>
      </Box>
      <Tabs value={status} aria-label="Categoria dos vídeos">
        <Tab value={0} label="Treinamento" component={RouterLink} to="/cursos/user" />
        <Tab value={1} label="Vendas" component={RouterLink} to="/cursos/user/sales" />
      </Tabs>
      {query.isLoading ? <LoadingState /> : null}
      {query.isError ? <Alert severity="error">Não foi possível carregar os vídeos.</Alert> : null}
      {query.data && query.data.length === 0 ? <EmptyState message="Nenhum vídeo por aqui ainda" /> : null}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}
      >
        {query.data?.map((v) => (
          <Card key={v._id} variant="outlined" data-testid="course-video">
            <CardContent>
              <Stack spacing={1.5}>
                <VideoPlayer
                  link={v.link}
                  title={v.title}
                  playing={playing === v._id}
                  onPlay={() => setPlaying(v._id)}
                />
                <Typography variant="h6" component="h2">
                  {v.title}
                </Typography>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {v.description}
                </Typography>
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}

/** /cursos/user: the training videos (status 0). */
export const TrainingCoursesPage = () => <CoursesPage status={0} />;
/** /cursos/user/sales: the sales videos (status 1). */
export const SalesCoursesPage = () => <CoursesPage status={1} />;
