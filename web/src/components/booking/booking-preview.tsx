'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { fetchBooking } from '../../booking/booking-api';
import { holdDeadline } from '../../booking/hold-clock';
import { heldBookingPath, type PreviewChoice, type PreviewQuery } from '../../booking/preview-query';
import { useApiClient } from '../../hooks/use-api-client';
import { useStoredSession } from '../../hooks/use-stored-session';
import type { Booking } from '../../http/api-schema';
import { isLocale, localePath } from '../../i18n/locales';
import { useRouter } from '../../i18n/navigation';
import { FormAlert } from '../auth/form-alert';
import { HoldView } from './hold-view';
import { NotBookable } from './preview-place-state';
import { PreviewForm } from './preview-form';
import './booking.css';

// /{locale}/bookings/preview (issue 12 item 9): the choice from the map or bay page until
// "Pay and book" holds the buoy, then the held booking with its countdown. `?booking=<id>`
// reopens a held booking; the address switches to it once the hold is made, so a reload keeps it.

type Held = { booking: Booking; deadline: number };

/** The choice a booking was made from, to try again after its hold lapsed. */
function choiceOf(booking: Booking): PreviewChoice {
  return {
    bay: booking.bay_slug,
    buoy: booking.buoy_id,
    kind: booking.stay_kind,
    from: booking.from_date,
    to: booking.to_date,
    boat: booking.boat_id,
  };
}

/**
 * "Try again" after a hold lapsed: the same choice in the preview; for another night (issue 30
 * item 3), My Bookings, whose "Stay another night" asks for the night again with the visit.
 */
function useTryAgain(tryAgain: (choice: PreviewChoice) => void) {
  const router = useRouter();
  return (booking: Booking) =>
    booking.visit_id === booking.booking_id
      ? tryAgain(choiceOf(booking))
      : router.push('/dashboard/bookings');
}

function ReopenedBooking({
  bookingId,
  onTryAgain,
}: {
  bookingId: string;
  onTryAgain: (choice: PreviewChoice) => void;
}) {
  const t = useTranslations('BookingPreview');
  const api = useApiClient();
  const session = useStoredSession();
  const owner = session.signedIn ? session.user.email : null;
  const answer = useSWR(
    owner === null ? null : ['booking', owner, bookingId],
    async () => {
      const outcome = await fetchBooking(api, bookingId);
      return { outcome, receivedAt: Date.now() };
    },
    { revalidateOnFocus: false },
  );
  const [changed, setChanged] = useState<Booking | null>(null);
  const retry = useTryAgain(onTryAgain);
  if (answer.data === undefined) return <p role="status">{t('loading')}</p>;
  const { outcome, receivedAt } = answer.data;
  if (!outcome.ok)
    return outcome.error.code === 'not_found' ? (
      <NotBookable text={t('bookingMissing')} />
    ) : (
      <FormAlert summary={null} error={outcome.error} />
    );
  const booking = changed ?? outcome.data;
  return (
    <HoldView
      booking={booking}
      deadline={holdDeadline(outcome.data, receivedAt, false)}
      onTryAgain={() => retry(booking)}
      onChanged={setChanged}
    />
  );
}

export function BookingPreview({ query }: { query: PreviewQuery }) {
  const t = useTranslations('BookingPreview');
  const locale = useLocale();
  const [choice, setChoice] = useState<PreviewChoice | null>(query.kind === 'choice' ? query.choice : null);
  const [held, setHeld] = useState<Held | null>(null);
  // Each new try is a fresh form: new selections, a new hold attempt.
  const [round, setRound] = useState(0);

  const onHeld = useCallback(
    (booking: Booking, receivedAt: number) => {
      setHeld({ booking, deadline: holdDeadline(booking, receivedAt, true) });
      if (isLocale(locale))
        window.history.replaceState(
          window.history.state,
          '',
          localePath(locale, heldBookingPath(booking.booking_id)),
        );
    },
    [locale],
  );
  const tryAgain = useCallback((next: PreviewChoice) => {
    setHeld(null);
    setChoice(next);
    setRound((value) => value + 1);
  }, []);
  const retry = useTryAgain(tryAgain);

  if (held !== null)
    return (
      <HoldView
        booking={held.booking}
        deadline={held.deadline}
        payNow
        onTryAgain={() => retry(held.booking)}
        onChanged={(booking) => setHeld({ ...held, booking })}
      />
    );
  if (choice !== null) return <PreviewForm key={round} choice={choice} onHeld={onHeld} />;
  if (query.kind === 'booking') return <ReopenedBooking bookingId={query.bookingId} onTryAgain={tryAgain} />;
  return <NotBookable text={t('invalidChoice')} />;
}
