import type { SymbolGlyph, SymbolTone } from '../components/symbols/symbol-icon';
import type {
  BaySummary,
  Buoy,
  BuoyStatus,
  ManagementKind,
  PinColour,
  PinState,
  ServiceState,
} from '../http/api-schema';

// spec §4: every pin and buoy has a colour, a glyph inside its shape and a label, the same as
// the legend on /our-symbols (SymbolIcon), so the map reads without colour too.

/** A pin's tones: the colours the API names (a pin is never `pending`). */
type PinTone = Exclude<SymbolTone, 'pending'>;

export const TONE_COLOUR: Record<PinTone, PinColour> = {
  primary: 'blue',
  accent: 'orange',
  danger: 'red',
  neutral: 'grey',
};

/** A buoy's colours: a pin's, and violet for a buoy held while someone pays. */
export type BuoyColour = PinColour | 'violet';
const BUOY_COLOUR: Record<SymbolTone, BuoyColour> = { ...TONE_COLOUR, pending: 'violet' };

export type PinLabel = 'bookable' | 'firstCome' | 'full' | 'info' | 'signIn' | 'notBookable';

export type PinSymbol = { glyph: SymbolGlyph; tone: PinTone; colour: PinColour; label: PinLabel };

const PINS: Record<PinState, Omit<PinSymbol, 'colour'>> = {
  bookable: { glyph: 'tick', tone: 'primary', label: 'bookable' },
  mostly_fcfs: { glyph: 'flag', tone: 'accent', label: 'firstCome' },
  full: { glyph: 'cross', tone: 'danger', label: 'full' },
  informational: { glyph: 'info', tone: 'neutral', label: 'info' },
  // spec §6: visitors see no real-time status, so every pin is grey for them.
  sign_in_required: { glyph: 'info', tone: 'neutral', label: 'signIn' },
};

export function pinSymbol(state: PinState): PinSymbol {
  const pin = PINS[state] ?? PINS.sign_in_required;
  return { ...pin, colour: TONE_COLOUR[pin.tone] };
}

/** The grey pin of a bay whose digital buoys take no online bookings yet (issue 15 item 6). */
export const notBookablePin: PinSymbol = { ...pinSymbol('informational'), label: 'notBookable' };

/**
 * A bay's pin as the map draws it. A bay with digital buoys that takes no online bookings (its
 * operator cannot receive payments) has nothing to book: catalog sends it grey (informational,
 * issue 26 item 3), or orange when it has FCFS buoys, and the grey one says why.
 */
export function bayPinSymbol(
  bay: Pick<BaySummary, 'pin_state' | 'bookable_online' | 'buoy_counts'>,
): PinSymbol {
  const noPayments =
    !bay.bookable_online &&
    bay.buoy_counts.digital > 0 &&
    (bay.pin_state === 'informational' || bay.pin_state === 'bookable');
  return noPayments ? notBookablePin : pinSymbol(bay.pin_state);
}

export type BuoyLabel =
  'available' | 'held' | 'booked' | 'outOfService' | 'fcfs' | 'traditional' | 'stayNotOffered' | 'signIn';

export type BuoySymbol = {
  glyph: SymbolGlyph;
  tone: SymbolTone;
  colour: BuoyColour;
  label: BuoyLabel;
  /** spec §4: in service but temporarily restricted; drawn with the wrench. */
  restricted: boolean;
};

const STATUSES: Record<BuoyStatus, { glyph: SymbolGlyph; tone: SymbolTone; label: BuoyLabel }> = {
  available: { glyph: 'tick', tone: 'primary', label: 'available' },
  // Only an unpaid hold: it lapses within minutes unless paid, so it is not the booked red cross.
  held: { glyph: 'hourglass', tone: 'pending', label: 'held' },
  booked: { glyph: 'cross', tone: 'danger', label: 'booked' },
  // Not the booked red cross: nobody moors here until it is repaired (issue 28 item 6).
  out_of_service: { glyph: 'bar', tone: 'neutral', label: 'outOfService' },
  fcfs: { glyph: 'flag', tone: 'accent', label: 'fcfs' },
  traditional: { glyph: 'info', tone: 'neutral', label: 'traditional' },
  stay_not_offered: { glyph: 'cross', tone: 'danger', label: 'stayNotOffered' },
};

/**
 * What a visitor may know without live status (spec §6): the catalog facts. FCFS and
 * traditional buoys and those out of service are what they are; a digital buoy's state needs
 * signing in, so it is grey.
 */
function statusFromCatalog(management: ManagementKind, service: ServiceState): BuoyStatus | null {
  if (service === 'out_of_service') return 'out_of_service';
  if (management === 'fcfs') return 'fcfs';
  if (management === 'traditional') return 'traditional';
  return null;
}

export function buoySymbol(buoy: Pick<Buoy, 'management' | 'service_state' | 'status'>): BuoySymbol {
  const status = buoy.status ?? statusFromCatalog(buoy.management, buoy.service_state);
  const base =
    status === null
      ? { glyph: 'info' as const, tone: 'neutral' as const, label: 'signIn' as const }
      : STATUSES[status];
  const restricted = buoy.service_state === 'restricted';
  return {
    ...base,
    glyph: restricted ? 'wrench' : base.glyph,
    colour: BUOY_COLOUR[base.tone],
    restricted,
  };
}

/** Every symbol the map may draw, for the icon atlas: `${shape}-${glyph}-${tone}`. */
export function symbolId(shape: 'pin' | 'buoy', glyph: SymbolGlyph, tone: SymbolTone): string {
  return `${shape}-${glyph}-${tone}`;
}

const GLYPHS: readonly SymbolGlyph[] = ['tick', 'flag', 'cross', 'info', 'wrench', 'bar', 'hourglass'];
const TONES: readonly SymbolTone[] = ['primary', 'accent', 'danger', 'neutral', 'pending'];

export const BUOY_SYMBOLS: readonly { glyph: SymbolGlyph; tone: SymbolTone }[] = GLYPHS.flatMap((glyph) =>
  TONES.map((tone) => ({ glyph, tone })),
);
