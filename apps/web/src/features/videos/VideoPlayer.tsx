import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlayCircleFilledRoundedIcon from '@mui/icons-material/PlayCircleFilledRounded';
import { Box, ButtonBase, Link, Typography } from '@mui/material';
import { youtubeEmbedUrl, youtubeId } from './youtube';

/**
 * A video: a YouTube link becomes a `youtube-nocookie` embed loaded only when the user presses play
 * (nothing is fetched from YouTube before); any other link is shown as a link. `playing` and `onPlay`
 * let a page keep one video playing at a time: the others go back to their play button, which stops them.
 */
export function VideoPlayer({
  link,
  title,
  playing,
  onPlay,
}: {
  link: string;
  title: string;
  playing: boolean;
  onPlay: () => void;
}) {
  const id = youtubeId(link);
  if (!id)
    return (
      <Link
        href={link}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', overflowWrap: 'anywhere' }}
      >
        Assistir vídeo <OpenInNewIcon fontSize="inherit" />
      </Link>
    );
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.900',
      }}
    >
      {playing ? (
        <Box
          component="iframe"
          src={youtubeEmbedUrl(id)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <ButtonBase
          onClick={onPlay}
          aria-label={`Assistir ${title}`}
          sx={{ position: 'absolute', inset: 0, flexDirection: 'column', gap: 1, color: 'common.white' }}
        >
          <PlayCircleFilledRoundedIcon sx={{ fontSize: 64 }} />
          <Typography variant="body2" sx={{ px: 2, textAlign: 'center' }}>
            {title}
          </Typography>
        </ButtonBase>
      )}
    </Box>
  );
}
