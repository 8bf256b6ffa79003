'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { BayVideo as Video } from '../../http/api-schema';

// A bay's video (issue 15 item 8), privacy-friendly: until the visitor asks for it, the page shows
// a poster of its own and nothing is loaded from YouTube or Vimeo (no request, no cookie). A click
// swaps in the player from youtube-nocookie.com, or Vimeo with dnt=1, already playing.

const providerNames: Record<Video['provider'], string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

export function BayVideo({ video, bayName }: { video: Video; bayName: string }) {
  const t = useTranslations('Gallery');
  const [playing, setPlaying] = useState(false);
  const title = t('videoTitle', { bay: bayName });
  const provider = providerNames[video.provider];
  return (
    <div className="bay-video" data-provider={video.provider}>
      {playing ? (
        <iframe
          className="bay-video__player"
          src={video.embed_url}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button type="button" className="bay-video__poster" onClick={() => setPlaying(true)}>
          <span className="bay-video__play" aria-hidden="true" />
          <span className="bay-video__label">{t('playVideo', { bay: bayName })}</span>
          <span className="bay-video__notice">{t('videoNotice', { provider })}</span>
        </button>
      )}
      <p className="bay-note">
        <a href={video.url} rel="noopener noreferrer">
          {t('watchOn', { provider })}
        </a>
      </p>
    </div>
  );
}
