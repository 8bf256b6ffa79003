import { Type, type Static } from '@fastify/type-provider-typebox';
import { waitlistEntryStates, waitlistOfferStates, wireValues } from '../../wire/enum-tables';
import { named, namedEnum, nullable } from '../../wire/named-schema';
import { Language } from '../auth/auth-schemas';
import { StayKind } from '../catalog/catalog-schemas';
import { Quote, Stay } from './booking-schemas';

// Issue 30 item 4, "notify me when a buoy frees up": a boater in line for a stay at a full bay,
// and the buoy kept for them 10 minutes when one frees.

export const WaitlistEntryState = namedEnum(
  'WaitlistEntryState',
  wireValues(waitlistEntryStates),
  'Waiting in line, offered a buoy now, booked it, left, or ended (the stay passed without a buoy)',
);
export const WaitlistOfferState = namedEnum(
  'WaitlistOfferState',
  wireValues(waitlistOfferStates),
  'Open (the buoy is kept until `kept_until`), taken by a hold, lapsed after 10 minutes, or withdrawn',
);

const calendarDate = (description: string) => Type.String({ minLength: 1, format: 'date', description });
const instant = (description: string) => Type.String({ format: 'date-time', description });

export const JoinWaitlist = named(
  'JoinWaitlist',
  Type.Object(
    {
      bay_id: Type.String({ format: 'uuid', maxLength: 36, description: 'The full bay' }),
      boat_id: Type.String({ minLength: 1, maxLength: 64, description: 'One of the caller’s boats' }),
      stay_kind: StayKind.ref,
      from_date: calendarDate('YYYY-MM-DD in the bay’s calendar: arrival, or the day of a day stay'),
      to_date: Type.Optional(calendarDate('YYYY-MM-DD departure of a night stay')),
      language: Type.Optional(Language.ref),
    },
    {
      additionalProperties: false,
      description:
        'A stay wanted at a bay with no free buoy for the boat. `language` is the one offers are ' +
        'written in (absent means en).',
    },
  ),
);
export type JoinWaitlistBody = Static<typeof JoinWaitlist.ref>;

export const WaitlistOffer = named(
  'WaitlistOffer',
  Type.Object(
    {
      offer_id: Type.String({ format: 'uuid' }),
      entry_id: Type.String({ format: 'uuid' }),
      state: WaitlistOfferState.ref,
      stay: Stay.ref,
      buoy_label: Type.String({ description: 'The kept buoy’s label as painted on it' }),
      bay_id: Type.String(),
      bay_slug: Type.String(),
      bay_name: Type.String(),
      time_zone: Type.String({ description: 'The bay’s IANA time zone' }),
      kept_until: instant('Until when the buoy is kept for the caller'),
      quote: nullable(Quote.ref),
    },
    {
      description:
        'A freed buoy kept for the first boater in line for 10 minutes. `stay` (the kept buoy, the ' +
        'waiting boat, no extras) holds it with `POST /v1/bookings` and `waitlist_offer_id`; ' +
        '`quote` is its price now, null once the offer is not open.',
    },
  ),
);

export const WaitlistEntry = named(
  'WaitlistEntry',
  Type.Object(
    {
      entry_id: Type.String({ format: 'uuid' }),
      bay_id: Type.String(),
      bay_slug: Type.String(),
      bay_name: Type.String(),
      time_zone: Type.String({ description: 'The bay’s IANA time zone' }),
      stay_kind: StayKind.ref,
      from_date: Type.String({ format: 'date' }),
      to_date: Type.String({ format: 'date', description: 'Equal to from_date for a day stay' }),
      boat_id: Type.String(),
      boat_name: Type.String(),
      state: WaitlistEntryState.ref,
      place_in_line: Type.Integer({ description: '1 for the next to be offered a buoy; 0 when not waiting' }),
      joined_at: instant('When the boater joined: the line’s order'),
      offer: nullable(WaitlistOffer.ref),
    },
    { description: 'A boater in line for a stay at a full bay; `offer` is the one open while offered' },
  ),
);

export const WaitlistList = named(
  'WaitlistList',
  Type.Object({
    entries: Type.Array(WaitlistEntry.ref, { description: 'Waiting or offered entries, nearest stay first' }),
  }),
);

export const WaitlistEntryParams = Type.Object({ entryId: Type.String({ format: 'uuid', maxLength: 36 }) });
export const WaitlistOfferParams = Type.Object({ offerId: Type.String({ format: 'uuid', maxLength: 36 }) });
