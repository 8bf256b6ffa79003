import { describe, expect, it } from '@jest/globals';
import { AppError } from '@moorline/kit';
import { cleanLocalizedText, cleanVideoLink, textLimits } from './shop-window-rules';

const codeOf = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
};

describe('cleanLocalizedText', () => {
  it('when texts come with Windows line ends and blank edges, then they are kept tidy in all four languages', () => {
    expect(
      cleanLocalizedText(
        { en: '  Calm bay.\r\n\r\nGood holding. ', hr: 'Mirna uvala' },
        100,
        'text_too_long',
      ),
    ).toEqual({ en: 'Calm bay.\n\nGood holding.', sl: '', hr: 'Mirna uvala', it: '' });
  });

  it('when a text has exactly the limit in characters, then it is kept; one more is refused with the code', () => {
    const atLimit = 'š'.repeat(textLimits.caption);
    expect(
      codeOf(() => cleanLocalizedText({ it: atLimit }, textLimits.caption, 'caption_too_long')),
    ).toBeNull();
    expect(
      codeOf(() => cleanLocalizedText({ it: `${atLimit}a` }, textLimits.caption, 'caption_too_long')),
    ).toBe('caption_too_long');
  });
});

describe('cleanVideoLink', () => {
  it('when the link is empty, then the bay has no video', () => {
    expect(cleanVideoLink('  ')).toBeNull();
  });

  it('when the link is another site, then video_link_not_supported', () => {
    expect(codeOf(() => cleanVideoLink('https://example.com/video.mp4'))).toBe('video_link_not_supported');
  });

  it('when the link is YouTube, then it is kept in its canonical form', () => {
    expect(cleanVideoLink('youtu.be/dQw4w9WgXcQ')?.url).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });
});
