import { formatDate } from '@feira/shared';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { VideoPlayer } from '../videos';
import type { UpdateItem } from './api';

/**
 * One published news post or video on "Novidades": banner, kind and date, title, the text as typed (plain
 * text with its line breaks, never HTML) and the video. `playing`/`onPlay` keep one video playing.
 */
export function UpdateCard({
  item,
  playing,
  onPlay,
  compact = false,
}: {
  item: UpdateItem;
  playing: boolean;
  onPlay: () => void;
  compact?: boolean;
}) {
  return (
    <Card variant="outlined" component="article" data-testid="update-item">
      {item.banner && !compact ? (
        <Box
          component="img"
          src={item.banner}
          alt=""
          sx={{ width: '100%', maxHeight: 280, objectFit: 'cover', display: 'block' }}
        />
      ) : null}
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip size="small" label={item.kind === 'video' ? 'Vídeo' : 'Notícia'} />
            <Typography variant="caption" color="text.secondary">
              {formatDate(item.createdAt)}
            </Typography>
          </Stack>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {item.title}
          </Typography>
          {item.description ? (
            <Typography
              sx={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                // on the home page a long text is cut after a few lines; "Novidades" shows it whole
                ...(compact
                  ? {
                      display: '-webkit-box',
                      WebkitLineClamp: 3,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }
                  : {}),
              }}
            >
              {item.description}
            </Typography>
          ) : null}
          {item.video && !compact ? (
            <Box sx={{ maxWidth: 720 }}>
              <VideoPlayer link={item.video} title={item.title} playing={playing} onPlay={onPlay} />
            </Box>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
