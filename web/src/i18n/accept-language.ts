import { isLocale, type LocaleCode } from './locales';

/**
 * The first of our locales the browser asks for in an Accept-Language header, by quality then
 * order ("it-IT,it;q=0.9,en;q=0.8" → it); null when it asks for none of them (a German phone).
 * A quality of 0 means "not this one".
 */
export function preferredLocale(header: string | null | undefined): LocaleCode | null {
  if (!header) return null;
  const wanted = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters
        .map((parameter) => parameter.trim())
        .find((parameter) => parameter.startsWith('q='));
      const q = quality === undefined ? 1 : Number(quality.slice(2));
      return { language: tag.split('-')[0]?.toLowerCase() ?? '', q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return wanted.map((entry) => entry.language).find(isLocale) ?? null;
}
