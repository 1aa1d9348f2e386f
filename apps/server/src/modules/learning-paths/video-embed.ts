/** The only hosts whose players a page embeds; the Content-Security-Policy's frame-src names exactly these. */
export const videoEmbedOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/**
 * The privacy-friendly player address for a YouTube or Vimeo link, or null for any other site (the player then
 * offers a plain link). Only these two hosts are embedded: an arbitrary URL in an iframe could be anything.
 */
export function embedUrlFor(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  const id = (value: string | null | undefined) => (value && /^[\w-]{6,20}$/.test(value) ? value : null);
  if (host === 'youtube.com') {
    const videoId =
      parsed.pathname === '/watch'
        ? id(parsed.searchParams.get('v'))
        : id(/^\/(?:embed|shorts)\/([\w-]+)/.exec(parsed.pathname)?.[1]);
    return videoId ? `https://www.youtube-nocookie.com/embed/${videoId}` : null;
  }
  if (host === 'youtu.be') {
    const videoId = id(parsed.pathname.slice(1));
    return videoId ? `https://www.youtube-nocookie.com/embed/${videoId}` : null;
  }
  if (host === 'vimeo.com') {
    const videoId = /^\/(\d{6,12})$/.exec(parsed.pathname)?.[1];
    return videoId ? `https://player.vimeo.com/video/${videoId}` : null;
  }
  return null;
}
