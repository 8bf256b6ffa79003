import { describe, expect, it } from '@jest/globals';
import type { BayPhoto } from '../http/api-schema';
import { photoImage } from './photo-sources';

const variant = (width: number, format: 'webp' | 'jpeg') => ({
  width,
  height: Math.round((width * 2) / 3),
  format,
  url: `/v1/media/photos/p1/${width}.${format}?v=abc`,
  byte_size: 1000,
});

const photo: BayPhoto = {
  photo_id: 'p1',
  position: 0,
  caption: { en: 'Cove', sl: 'Zaliv', hr: 'Uvala', it: 'Baia' },
  width: 1600,
  height: 1067,
  variants: [480, 960, 1600].flatMap((width) => [variant(width, 'webp'), variant(width, 'jpeg')]),
};

describe('photoImage', () => {
  it('when a photo has three widths in two formats, then WebP is offered first and JPEG is the fallback', () => {
    const image = photoImage(photo, 'https://api.example/api');
    expect(image.sources).toEqual([
      {
        type: 'image/webp',
        srcSet:
          'https://api.example/api/v1/media/photos/p1/480.webp?v=abc 480w, ' +
          'https://api.example/api/v1/media/photos/p1/960.webp?v=abc 960w, ' +
          'https://api.example/api/v1/media/photos/p1/1600.webp?v=abc 1600w',
      },
    ]);
    expect(image.src).toBe('https://api.example/api/v1/media/photos/p1/960.jpeg?v=abc');
    expect(image.srcSet).toContain('1600.jpeg?v=abc 1600w');
    expect(image.largest).toBe('https://api.example/api/v1/media/photos/p1/1600.webp?v=abc');
    expect([image.width, image.height]).toEqual([1600, 1067]);
  });
});
