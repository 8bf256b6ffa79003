import type { CountryCode, HullKind } from '../bays/bay.table';
import type { LocalizedText } from '../bays/localized-text';
import type { BuoyFieldPlan } from './buoy-layout';

/** One buoyfield of the demo data; money in euro cents, VAT included (ARCHITECTURE §5). */
export interface DemoBay {
  slug: string;
  name: string;
  country: CountryCode;
  /** The bay's pin: the anchorage in front of the shore. */
  lat: number;
  lon: number;
  operator: { name: string; company: string; phone: string; email: string; website: string };
  maxLoaCm: number;
  hullKinds: HullKind[];
  /** Null when the bay sells no day stays. */
  dayStay: { perHourCents: number; fullDayCents: number } | null;
  nightCents: number;
  mooringAssistanceCents: number | null;
  trashCollection: { priceCents: number; time: string } | null;
  description: LocalizedText;
  guestInformation: LocalizedText;
  field: BuoyFieldPlan;
  imageCount: number;
  /** Buoys (by label) under maintenance or temporarily restricted, to show those icons. */
  outOfService?: string[];
  restricted?: string[];
}

export const countryDefaults: Record<CountryCode, { timeZone: string; vatRateBasisPoints: number }> = {
  SI: { timeZone: 'Europe/Ljubljana', vatRateBasisPoints: 2200 },
  // Berths in nautical tourism carry the reduced 13 % rate in Croatia.
  HR: { timeZone: 'Europe/Zagreb', vatRateBasisPoints: 1300 },
  IT: { timeZone: 'Europe/Rome', vatRateBasisPoints: 2200 },
};

// spec §4: a day stay is for today and closes at 14:00 bay time; nights run 14:00 to 12:00.
export const stayTimes = {
  dayCheckIn: '08:00',
  dayCheckOut: '14:00',
  nightCheckIn: '14:00',
  nightCheckOut: '12:00',
};

export function imageCaptions(bayName: string): LocalizedText[] {
  return [
    {
      en: `The buoyfield of ${bayName} from the shore`,
      sl: `${bayName}: polje boj, pogled z obale`,
      hr: `${bayName}: polje plutača, pogled s obale`,
      it: `Il campo boe di ${bayName} visto da terra`,
    },
    {
      en: `Evening light over ${bayName}`,
      sl: `${bayName}: večerna svetloba`,
      hr: `${bayName}: večernje svjetlo`,
      it: `Luce della sera su ${bayName}`,
    },
    {
      en: `Boats on their buoys at ${bayName}`,
      sl: `${bayName}: plovila na bojah`,
      hr: `${bayName}: brodovi na plutačama`,
      it: `Barche ormeggiate alle boe a ${bayName}`,
    },
    {
      en: `${bayName} seen from above`,
      sl: `${bayName} od zgoraj`,
      hr: `${bayName} iz zraka`,
      it: `${bayName} dall'alto`,
    },
  ];
}
