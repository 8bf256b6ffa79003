'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { Booking, NextNightOffer, Quote } from '../../http/api-schema';
import { QuotedStay } from '../booking/quoted-stay';
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
      <QuotedStay
        place={{ bayName: booking.bay_name, buoyLabel: booking.buoy_label, timeZone: booking.time_zone }}
        kind="night"
        quote={quote}
        boat={preview('boatHeld', { name: booking.boat_name, registration: booking.registration_number })}
        bookLabel={t('book', { amount })}
        bookTestId="book-next-night"
        sending={sending}
        onBook={onBook}
      />
    </>
  );
}
