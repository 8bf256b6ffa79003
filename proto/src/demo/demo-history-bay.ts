import { createHash } from 'node:crypto';
import { demoPartnerEmbed } from '../demo-operators';
import * as catalogV1 from '../gen/index.moorline.catalog.v1';
import type { DemoHistoryBay } from './demo-history';

// Booking and payment both turn catalog's answers (GetBay, ListBuoys) into the bay the demo
// history is computed from; one mapping here keeps their histories the same stays with the same
// prices, so bookings and invoices reconcile.

// Šipan's buoys get no demo stays: the QR walk-up's browser tests scan them and need each free
// now and tonight, which the demo's random draw of skippers (redrawn every run) cannot promise.
export const BAYS_WITHOUT_DEMO_STAYS: readonly string[] = ['sipan-sipanska-luka'];

const minor = (money: { amountMinor: number } | undefined) => Number(money?.amountMinor ?? 0);

/**
 * The demo history's view of a bay: its night and day prices and times, the extras it sells and
 * its digital buoys in service, in catalog's label order (none in a bay kept without demo stays).
 */
export function demoHistoryBayOf(bay: catalogV1.Bay, buoys: readonly catalogV1.Buoy[]): DemoHistoryBay {
  const night = bay.nightStay;
  const day = bay.dayStay;
  return {
    bayId: bay.bayId,
    baySlug: bay.slug,
    bayName: bay.name,
    timeZone: bay.timeZone,
    currency: night?.pricePerNight?.currency ?? 'EUR',
    vatRateBasisPoints: bay.vatRateBasisPoints,
    nightCheckIn: night?.checkIn ?? '14:00',
    nightCheckOut: night?.checkOut ?? '12:00',
    nightMinor: minor(night?.pricePerNight),
    day:
      day?.offered && day.priceFullDay
        ? { checkIn: day.checkIn, checkOut: day.checkOut, fullDayMinor: minor(day.priceFullDay) }
        : undefined,
    mooringAssistanceMinor: bay.mooringAssistance?.offered ? minor(bay.mooringAssistance.price) : undefined,
    trashCollectionMinor: bay.trashCollection?.offered ? minor(bay.trashCollection.price) : undefined,
    buoys: buoys
      .filter(
        (buoy) =>
          !BAYS_WITHOUT_DEMO_STAYS.includes(bay.slug) &&
          buoy.managementKind === catalogV1.ManagementKind.MANAGEMENT_KIND_DIGITAL &&
          buoy.serviceState === catalogV1.ServiceState.SERVICE_STATE_IN_SERVICE,
      )
      .map((buoy) => ({ buoyId: buoy.buoyId, label: buoy.label })),
    partnerEmbedId: demoPartnerEmbed.baySlugs.some((slug) => slug === bay.slug)
      ? demoPartnerEmbed.id
      : undefined,
  };
}

/**
 * The user id a demo skipper's bookings, payments and invoices belong to: a uuid of their email
 * (as operator ids are of company names), so every service that seeds the demo names the same
 * fictional user, who never signs in.
 */
export function demoSkipperUserId(boaterEmail: string): string {
  const hex = createHash('md5').update(`demo-skipper:${boaterEmail}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
