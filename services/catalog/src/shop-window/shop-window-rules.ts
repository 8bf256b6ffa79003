import { AppError } from '@moorline/kit';
import type { ErrorCode } from '@moorline/contracts';
import { locales, type LocalizedText } from '../bays/localized-text';
import { parseVideoLink, type VideoLink } from './video-link';

/** Issue 15 item 8: how long the shop window's texts may be, in characters per language. */
export const textLimits = { text: 5_000, caption: 200 } as const;

const characters = (text: string) => [...text].length;

/** One form for every text: composed characters, Unix line ends, no blank edges. */
const tidy = (text: string) => text.normalize('NFC').replace(/\r\n?/g, '\n').trim();

/** A text in the four languages, tidied; any language longer than `limit` is `code`. */
export function cleanLocalizedText(
  text: Partial<LocalizedText> | undefined,
  limit: number,
  code: ErrorCode,
): LocalizedText {
  const clean = Object.fromEntries(locales.map((locale) => [locale, tidy(text?.[locale] ?? '')]));
  if (Object.values(clean).some((value) => characters(value) > limit)) throw new AppError(code);
  return clean as LocalizedText;
}

/** The video link to keep: canonical, or null for none; anything but YouTube or Vimeo is refused. */
export function cleanVideoLink(text: string): VideoLink | null {
  if (text.trim() === '') return null;
  const link = parseVideoLink(text);
  if (link === null) throw new AppError('video_link_not_supported');
  return link;
}
