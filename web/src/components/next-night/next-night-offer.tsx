'use client';

import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { fetchBooking } from '../../booking/booking-api';
import { fetchNextNightOffer } from '../../booking/next-night-api';
import { heldBookingPath } from '../../booking/preview-query';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';
import type { Alternative, Booking, Language, NextNightOffer as Offer, Stay } from '../../http/api-schema';
import { isLocale } from '../../i18n/locales';
import { Link, useRouter } from '../../i18n/navigation';
import { FormAlert } from '../auth/form-alert';
import { NotBookable } from '../booking/preview-place-state';
import { useHoldSubmit } from '../booking/use-hold-submit';
import { OfferedNight } from './offered-night';
import { OtherBuoys } from './other-buoys';
import '../booking/booking.css';
import './next-night.css';

// Issue 30 item 3: /{locale}/bookings/{bookingId}/next-night, from "Stay another night" in My
// Bookings. One tap on the offer holds it with `extends_booking_id` and opens the held booking on
// the preview page, which pays it like any other (terms, the 3-minute clock, the checkout).

const MY_BOOKINGS = '/dashboard/bookings';

/** The stay that holds the night at another buoy: a night, the booking's boat, the offer's dates. */
function alternativeStay(booking: Booking, offer: Offer, alternative: Alternative): Stay {
  return {
    buoy_id: alternative.buoy_id,
    boat_id: booking.boat_id,
    // Even after a day stay, what follows is a night.
    stay_kind: 'night',
    from_date: offer.from_date,
    to_date: offer.to_date,
    // Extras are the bay's own: another bay may not sell them.
    ...(alternative.bay_id === booking.bay_id ? { extras: booking.extras } : {}),
  };
}

function useOffer(bookingId: string) {
  const api = useApiClient();
  const caller = useCallerKey();
  const booking = useSWR(caller === null ? null : ['next-night-booking', caller, bookingId], () =>
    fetchBooking(api, bookingId),
  );
  const offer = useSWR(caller === null ? null : ['next-night-offer', caller, bookingId], () =>
    fetchNextNightOffer(api, bookingId),
  );
  return { booking: booking.data, offer: offer.data, refresh: () => void offer.mutate() };
}

export function NextNightOffer({ bookingId }: { bookingId: string }) {
  const t = useTranslations('NextNight');
  const preview = useTranslations('BookingPreview');
  const locale = useLocale();
  const router = useRouter();
  const { booking, offer, refresh } = useOffer(bookingId);
  const hold = useHoldSubmit((held) => router.push(heldBookingPath(held.booking_id)));

  if (booking === undefined || offer === undefined) return <p role="status">{t('loading')}</p>;
  const failed = !booking.ok ? booking : !offer.ok ? offer : null;
  if (failed !== null || !booking.ok || !offer.ok)
    return failed?.error.code === 'not_found' ? (
      <NotBookable text={preview('bookingMissing')} />
    ) : (
      <>
        <FormAlert summary={null} error={failed?.error ?? null} />
        <p>
          <Link href={MY_BOOKINGS}>{t('backToBookings')}</Link>
        </p>
      </>
    );

  const language: Language = isLocale(locale) ? locale : 'en';
  const book = (stay: Stay) => {
    hold.clearProblem();
    void hold.submit({ ...stay, language, extends_booking_id: booking.data.booking_id });
  };
  const problem = hold.problem;
  return (
    <div className="next-night">
      {offer.data.same_buoy !== null && offer.data.quote !== null ? (
        <OfferedNight
          booking={booking.data}
          offer={offer.data}
          quote={offer.data.quote}
          sending={hold.sending}
          onBook={() => offer.data.same_buoy && book(offer.data.same_buoy)}
        />
      ) : (
        <OtherBuoys
          booking={booking.data}
          offer={offer.data}
          alternatives={offer.data.alternatives}
          sending={hold.sending}
          onBook={(alternative) => book(alternativeStay(booking.data, offer.data, alternative))}
        />
      )}
      {hold.sending ? <p role="status">{t('holding')}</p> : null}
      <FormAlert summary={null} error={problem?.error ?? null} />
      {problem?.refusal ? (
        <p className="booking-actions">
          <button type="button" className="button button--secondary" onClick={refresh}>
            {t('lookAgain')}
          </button>
        </p>
      ) : null}
      <p className="booking-actions">
        <Link className="button button--secondary" href={MY_BOOKINGS}>
          {t('backToBookings')}
        </Link>
      </p>
    </div>
  );
}
