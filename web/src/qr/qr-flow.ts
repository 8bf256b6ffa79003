import type { StayKind } from '../http/api-schema';

// The QR walk-up's steps and what each carries to the next (issue 14). The choice travels in the
// address (reload keeps it); it holds the server's presence pass id, never the position itself.

export type QrStep = 'periods' | 'personal-details' | 'boat-details' | 'payment';

/** A walk-up stay starting now, or the arrival of the boater's own booking (no stay to choose). */
export type FlowChoice =
  | { mode: 'arrival'; presence: string; boat: string | null }
  | {
      mode: 'walk-up';
      presence: string;
      kind: StayKind;
      nights: number;
      assist: boolean;
      trash: boolean;
      boat: string | null;
    };

export const qrStartPath = (slug: string) => `/qr/m/${encodeURIComponent(slug)}`;

export function qrStepPath(slug: string, step: QrStep, choice?: FlowChoice): string {
  const path = `${qrStartPath(slug)}/${step}`;
  if (choice === undefined) return path;
  const query = new URLSearchParams({ presence: choice.presence });
  if (choice.mode === 'arrival') query.set('arrival', '1');
  else {
    query.set('kind', choice.kind);
    query.set('nights', String(choice.nights));
    if (choice.assist) query.set('assist', '1');
    if (choice.trash) query.set('trash', '1');
  }
  if (choice.boat !== null) query.set('boat', choice.boat);
  return `${path}?${query.toString()}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stay step once presence is proved: Back from a later step returns to the stays, not the location. */
export const qrPassedPath = (slug: string, presence: string) =>
  `${qrStepPath(slug, 'periods')}?${new URLSearchParams({ presence }).toString()}`;

/** The presence pass an address carries, with a choice or alone, or null. */
export function readPresence(query: URLSearchParams): string | null {
  const presence = query.get('presence') ?? '';
  return UUID.test(presence) ? presence : null;
}

/** The choice an address carries, or null when it carries none that makes sense. */
export function readFlowChoice(query: URLSearchParams): FlowChoice | null {
  const found = readPresence(query);
  if (found === null) return null;
  const presence: string = found;
  const rawBoat = query.get('boat');
  const boat = rawBoat !== null && UUID.test(rawBoat) ? rawBoat : null;
  if (query.get('arrival') === '1') return { mode: 'arrival', presence, boat };
  const kind = query.get('kind');
  const nights = Number(query.get('nights'));
  if (kind === 'day' && nights === 0) return walkUp('day', 0);
  if (kind === 'night' && Number.isInteger(nights) && nights >= 1 && nights <= 2)
    return walkUp('night', nights);
  return null;

  function walkUp(stayKind: StayKind, count: number): FlowChoice {
    return {
      mode: 'walk-up',
      presence,
      kind: stayKind,
      nights: count,
      assist: query.get('assist') === '1',
      trash: query.get('trash') === '1',
      boat,
    };
  }
}
