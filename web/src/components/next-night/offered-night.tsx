'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { Booking, NextNightOffer, Quote } from '../../http/api-schema';
import { PriceBreakdownTable } from '../booking/price-breakdown';
import { StaySummary } from '../booking/stay-summary';
import { NightKept } from './night-kept';

// The next night on the buoy the boater already has, with its price and, at a bay that keeps it,
// until when nobody else can take it.

type Props = {
  booking: Booking;
  offer: NextNightOffer;
  quote: Quote;
  sending: boolean;
  onBook: () => void;
};

export function OfferedNight({ booking, offer, quote, sending, onBook }: Props) {
  const t = useTranslations('NextNight');
  const preview = useTranslations('BookingPreview');
  const format = useFormatter();
  const amount = format.number(quote.price.total.cents / 100, {
    style: 'currency',
    currency: quote.price.total.currency,
  });
  return (
    <>
      <p className="next-night__lead">{t('sameBuoy', { buoy: booking.buoy_label })}</p>
      {offer.kept_until === null ? null : (
        <p className="alert alert--success next-night__kept">
          <NightKept until={offer.kept_until} timeZone={booking.time_zone} />
        </p>
      )}
      <StaySummary
        bayName={booking.bay_name}
        buoyLabel={booking.buoy_label}
        kind="night"
        checkIn={{ instant: quote.period_start }}
        checkOut={{ instant: quote.period_end }}
        timeZone={booking.time_zone}
      >
        <dt>{preview('boat')}</dt>
        <dd>{preview('boatHeld', { name: booking.boat_name, registration: booking.registration_number })}</dd>
      </StaySummary>
      <section className="booking-section" aria-labelledby="next-night-price">
        <h2 id="next-night-price">{preview('priceHeading')}</h2>
        <PriceBreakdownTable price={quote.price} />
      </section>
      <p className="booking-actions">
        <button
          type="button"
          className="button"
          disabled={sending}
          onClick={onBook}
          data-testid="book-next-night"
        >
          {t('book', { amount })}
        </button>
      </p>
    </>
  );
}
