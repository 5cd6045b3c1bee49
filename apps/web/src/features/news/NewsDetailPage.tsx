import { formatDate, type NewsFormInput, newsFormSchema } from '@feira/shared';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { api } from '../../shared/api/client';
import { DeleteConfirmDialog, DetailPage, FormDialog, RecordActions } from '../../shared/ui';
import { publicationText } from '../../shared/ui/form/AudienceFields';
import { VideoPlayer } from '../videos';
import { getNews } from './api';
import { NewsFormFields } from './NewsFormFields';

/**
 * /news/{id}: banner, title, text and the embedded video, with "Editar" (dialog) and delete. The text
 * is shown as plain text with its line breaks: HTML in it is displayed, never interpreted.
 */
export function NewsDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['news', id], queryFn: () => getNews(id), retry: false });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [playing, setPlaying] = useState(false);
  const n = query.data;
  return (
    <DetailPage
      title="Notícia"
      actions={
        n ? <RecordActions onDelete={() => setDeleting(true)} onEdit={() => setEditing(true)} /> : null
      }
      loading={query.isLoading}
      failed={query.isError}
      notFound="Notícia não encontrada."
    >
      {n ? (
        <Card variant="outlined" sx={{ maxWidth: 960 }}>
          {n.banner ? (
            <Box
              component="img"
              src={n.banner}
              alt=""
              sx={{ width: '100%', maxHeight: 360, objectFit: 'cover', display: 'block' }}
            />
          ) : null}
          <CardContent>
            <Stack spacing={2}>
              <Box>
                <Typography variant="h5" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {n.title}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDate(n.createdAt)} · {publicationText(n)}
                </Typography>
              </Box>
              <Typography data-testid="news-text" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {n.description}
              </Typography>
              {n.video ? (
                <Box sx={{ maxWidth: 720 }}>
                  <VideoPlayer
                    link={n.video}
                    title={n.title}
                    playing={playing}
                    onPlay={() => setPlaying(true)}
                  />
                </Box>
              ) : null}
            </Stack>
          </CardContent>
        </Card>
      ) : null}
      {n && editing ? (
        <FormDialog<NewsFormInput, unknown>
          open
          maxWidth="md"
          title="Editar Notícia"
          schema={newsFormSchema as never}
          defaultValues={{
            title: n.title,
            description: n.description,
            banner: n.banner,
            video: n.video ?? '',
            published: n.published,
            audience: n.audience,
          }}
          reloadList="/news"
          onClose={() => setEditing(false)}
          onSuccess={() => void query.refetch()}
          onSubmit={(values) => api('PUT', `/news/${n._id}`, { body: values })}
        >
          <NewsFormFields />
        </FormDialog>
      ) : null}
      <DeleteConfirmDialog
        open={deleting}
        title="Excluir Notícia"
        itemName={n?.title}
        onClose={() => setDeleting(false)}
        onConfirm={() => api('DELETE', `/news/${id}`)}
        onDeleted={() => navigate('/news')}
        reloadList="/news"
      />
    </DetailPage>
  );
}
