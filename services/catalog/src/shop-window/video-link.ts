/**
 * A bay's video (issue 15 item 8): a YouTube or Vimeo link only, kept in one canonical form and
 * embedded privacy-friendly (youtube-nocookie.com, Vimeo's `dnt=1`). Pure, so the link a manager
 * types and the one the bay page embeds are read by the same rules.
 */
export interface VideoLink {
  provider: 'youtube' | 'vimeo';
  videoId: string;
  /** The canonical link, what catalog keeps. */
  url: string;
  /** The player; the page loads it only after the visitor clicks the poster, so autoplay is right. */
  embedUrl: string;
}

const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const vimeoId = /^\d{1,12}$/;
// An unlisted Vimeo video needs its hash beside the id.
const vimeoHash = /^[0-9a-f]{6,24}$/i;

function youtube(videoId: string | undefined): VideoLink | null {
  if (videoId === undefined || !youtubeId.test(videoId)) return null;
  return {
    provider: 'youtube',
    videoId,
    url: `https://www.youtube.com/watch?v=${videoId}`,
    embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`,
  };
}

function vimeo(videoId: string | undefined, hash: string | null | undefined): VideoLink | null {
  if (videoId === undefined || !vimeoId.test(videoId)) return null;
  const unlisted = hash && vimeoHash.test(hash) ? hash : null;
  return {
    provider: 'vimeo',
    videoId,
    url: unlisted ? `https://vimeo.com/${videoId}/${unlisted}` : `https://vimeo.com/${videoId}`,
    embedUrl: `https://player.vimeo.com/video/${videoId}?dnt=1&autoplay=1${unlisted ? `&h=${unlisted}` : ''}`,
  };
}

function parseUrl(text: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const youtubePaths = ['embed', 'shorts', 'live', 'v'];

function fromYoutube(url: URL, host: string): VideoLink | null {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return youtube(first);
  if (first === 'watch') return youtube(url.searchParams.get('v') ?? undefined);
  return first !== undefined && youtubePaths.includes(first) ? youtube(second) : null;
}

function fromVimeo(url: URL, host: string): VideoLink | null {
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'player.vimeo.com') {
    return parts[0] === 'video' ? vimeo(parts[1], url.searchParams.get('h')) : null;
  }
  // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/staffpicks/123
  const at = parts.findIndex((part) => vimeoId.test(part));
  return at === -1 ? null : vimeo(parts[at], parts[at + 1]);
}

/** The link as a YouTube or Vimeo video, or null for anything else. */
export function parseVideoLink(text: string): VideoLink | null {
  const url = parseUrl(text.trim());
  if (url === null) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  if (['youtube.com', 'youtube-nocookie.com', 'youtu.be'].includes(host)) return fromYoutube(url, host);
  if (host === 'vimeo.com' || host === 'player.vimeo.com') return fromVimeo(url, host);
  return null;
}
