/** The YouTube video id of a link (youtu.be/ID, watch?v=ID, embed/ID, shorts/ID, live/ID), or null. */
export function youtubeId(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(link) ? link : `https://${link}`);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    id =
      first === 'watch'
        ? url.searchParams.get('v')
        : ['embed', 'shorts', 'live'].includes(first ?? '')
          ? (second ?? null)
          : null;
  }
  return id && /^[\w-]{6,20}$/.test(id) ? id : null;
}

/** The privacy-enhanced embed address (allowed by the CSP's frame-src), started by the user's click. */
export const youtubeEmbedUrl = (id: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
