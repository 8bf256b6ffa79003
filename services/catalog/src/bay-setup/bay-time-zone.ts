import tzLookup from '@photostructure/tz-lookup';
import { AppError } from '@moorline/kit';

// Issue 27 item 2: the bay's IANA time zone follows its pin, from the time-zone boundaries the
// package bundles (no network). Territorial waters belong to their country's zone; a pin out at
// sea gets an `Etc/GMT±N` zone, which is no bay's: the pin is refused.

const countryZone = /^[A-Za-z]+\/[A-Za-z_]+$/;

/** The time zone at a pin; `pin_outside_time_zones` for a pin that is no place or in no country's zone. */
export function timeZoneAt(pin: { lat: number; lon: number }): string {
  const { lat, lon } = pin;
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
    throw new AppError('pin_outside_time_zones');
  const zone = tzLookup(lat, lon);
  if (!countryZone.test(zone) || zone.startsWith('Etc/')) throw new AppError('pin_outside_time_zones');
  return zone;
}
