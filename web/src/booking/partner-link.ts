import type { StayKind } from '../http/api-schema';
import { bayPage } from '../site/public-pages';
import { addDays, localDate } from '../../../proto/src/stays/bay-clock';
import { checkStay } from '../map/stay-query';
import { tonightIn } from './stay-dates';

// A partner's link or embed (issue 27 item 5): `/bays/{slug}?embed=&kind=&from=&to=` opens the bay
// page with that stay chosen and carries the embed's id to the hold, so that the booking is
// credited to the partner. Only what could be ours is carried; anything else falls back quietly.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The embed id an address names, or undefined when it names none or not a uuid. */
export function embedIdOf(search: URLSearchParams): string | undefined {
  const value = search.get('embed');
  return value !== null && UUID.test(value) ? value.toLowerCase() : undefined;
}

export type PartnerStay = { kind: StayKind; from: string; to: string; prefilled: boolean };

function isDate(value: string | null): value is string {
  return value !== null && checkStay({ kind: 'night', from: value, to: addDays(value, 1) }) === null;
}

function safeDate(value: string | null): string | null {
  try {
    return isDate(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The stay a partner link chose, or tonight at the bay when it chose none or one that is not
 * bookable (bad dates, the past, a night range the booking would refuse).
 */
export function partnerStayOf(search: URLSearchParams, timeZone: string, now: Date): PartnerStay {
  const today = localDate(now, timeZone);
  const fallback: PartnerStay = { kind: 'night', ...tonightIn(timeZone, now), prefilled: false };
  const kind = search.get('kind');
  const from = safeDate(search.get('from'));
  if (kind === 'day') {
    const day = from !== null && from >= today ? from : today;
    return { kind: 'day', from: day, to: day, prefilled: true };
  }
  if (kind !== null && kind !== 'night') return fallback;
  const to = safeDate(search.get('to'));
  if (from === null || from < today) return fallback;
  const night = { kind: 'night' as const, from, to: to ?? addDays(from, 1) };
  return checkStay(night) === null ? { ...night, prefilled: true } : fallback;
}

export type PartnerLink = { slug: string; embedId: string; kind: StayKind; from: string; to: string };

/** The bay page's address a partner puts on their page, without origin and locale prefix. */
export function partnerLinkPath(link: PartnerLink): string {
  const params = new URLSearchParams({ embed: link.embedId, kind: link.kind });
  if (link.from !== '') params.set('from', link.from);
  if (link.kind === 'night' && link.to !== '') params.set('to', link.to);
  return `${bayPage(link.slug)}?${params.toString()}`;
}
