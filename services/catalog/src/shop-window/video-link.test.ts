import { describe, expect, it } from '@jest/globals';
import { parseVideoLink } from './video-link';

describe('parseVideoLink', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'http://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    'youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    '  https://www.youtube.com/live/dQw4w9WgXcQ  ',
  ])('when the link is %s, then it is that YouTube video, embedded without cookies', (link) => {
    expect(parseVideoLink(link)).toEqual({
      provider: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    });
  });

  it.each([
    ['https://vimeo.com/76979871', 'https://vimeo.com/76979871', ''],
    ['vimeo.com/channels/staffpicks/76979871', 'https://vimeo.com/76979871', ''],
    ['https://player.vimeo.com/video/76979871', 'https://vimeo.com/76979871', ''],
    ['https://vimeo.com/76979871/8272103f6e', 'https://vimeo.com/76979871/8272103f6e', '&h=8272103f6e'],
    [
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
      'https://vimeo.com/76979871/8272103f6e',
      '&h=8272103f6e',
    ],
  ])('when the link is %s, then it is that Vimeo video, embedded with dnt=1', (link, url, hash) => {
    expect(parseVideoLink(link)).toEqual({
      provider: 'vimeo',
      videoId: '76979871',
      url,
      embedUrl: `https://player.vimeo.com/video/76979871?dnt=1&autoplay=1${hash}`,
    });
  });

  it.each([
    '',
    'not a link',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UC123',
    'javascript:alert(1)',
    'ftp://vimeo.com/76979871',
    'https://vimeo.com/about',
    '/videos/bay.mp4',
  ])('when the link is %j, then it is no video we embed', (link) => {
    expect(parseVideoLink(link)).toBeNull();
  });
});
