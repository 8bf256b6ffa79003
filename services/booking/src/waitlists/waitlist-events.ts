import { catalogV1, eventsV1, type DomainEvent } from '@moorline/contracts';
import type { OfferRow } from './waitlist.repository';

// booking.events.v1, keyed by offer id: an offer's two events, versions 1 and 2 (booking_events.proto).

export function waitlistOfferMadeEvent(offer: OfferRow, buoy: { timeZone: string }): DomainEvent {
  const { entry } = offer;
  const payload = eventsV1.WaitlistOfferMade.fromPartial({
    offerId: offer.id,
    version: 1,
    entryId: entry.id,
    userId: offer.user_id,
    bayId: offer.bay_id,
    buoyId: offer.buoy_id,
    periodStart: offer.period_start,
    periodEnd: offer.period_end,
    stayKind:
      entry.stay_kind === 'day' ? catalogV1.StayKind.STAY_KIND_DAY : catalogV1.StayKind.STAY_KIND_NIGHT,
    keptUntil: offer.kept_until,
    boaterEmail: entry.boater_email,
    language: entry.language,
    baySlug: entry.bay_slug,
    bayName: entry.bay_name,
    timeZone: buoy.timeZone,
    buoyLabel: offer.buoy_label,
    boatName: entry.boat_name,
  });
  return { type: eventsV1.WaitlistOfferMade.$type, aggregateId: offer.id, payload };
}

export function waitlistOfferEndedEvent(offer: Omit<OfferRow, 'entry'>): DomainEvent {
  const payload = eventsV1.WaitlistOfferEnded.fromPartial({
    offerId: offer.id,
    version: 2,
    bayId: offer.bay_id,
    buoyId: offer.buoy_id,
    periodStart: offer.period_start,
    periodEnd: offer.period_end,
    endedAs: offer.state,
  });
  return { type: eventsV1.WaitlistOfferEnded.$type, aggregateId: offer.id, payload };
}
