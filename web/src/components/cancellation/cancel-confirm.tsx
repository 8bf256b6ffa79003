'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type RefObject } from 'react';
import useSWR from 'swr';
import { cancelPaidBooking, fetchCancellationQuote } from '../../booking/cancellation-api';
import { isFreeNow, refundShare } from '../../booking/cancellation-rules';
import { useApiClient } from '../../hooks/use-api-client';
import { useBayTime } from '../../hooks/use-bay-time';
import type { ApiError } from '../../http/api-error';
import type { Booking, CancellationQuote } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { FormAlert } from '../auth/form-alert';
import { BookedStaySummary } from '../booking/booked-stay-summary';
import { NotCancellable } from './not-cancellable';
import { useMoneyText } from './use-money-text';

type Props = { booking: Booking; onCancelled: (booking: Booking) => void };

// The refund the booking's policy gives now, to the cent, and the one button that cancels with
// exactly that figure. When the free period ends meanwhile booking answers `refund_changed`: the
// page asks the quote again and shows the new figure to confirm.
export function CancelConfirm({ booking, onCancelled }: Props) {
  const t = useTranslations('CancelBooking');
  const api = useApiClient();
  const quote = useSWR(['cancellation-quote', booking.booking_id], () =>
    fetchCancellationQuote(api, booking.booking_id),
  );
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const refundRef = useRef<HTMLParagraphElement>(null);
  const money = useMoneyText();

  if (quote.data === undefined) return <p role="status">{t('loading')}</p>;
  if (!quote.data.ok)
    return quote.data.error.code === 'booking_not_cancellable' ? (
      <NotCancellable booking={booking} />
    ) : (
      <FormAlert summary={null} error={quote.data.error} />
    );
  const offer = quote.data.data;

  async function cancel(shown: CancellationQuote) {
    setSending(true);
    setError(null);
    const outcome = await cancelPaidBooking(api, booking.booking_id, shown.refund.cents);
    if (outcome.ok) return onCancelled(outcome.data);
    if (outcome.error.code === 'refund_changed') {
      await quote.mutate();
      refundRef.current?.focus();
    }
    setSending(false);
    setError(outcome.error);
  }

  if (error?.code === 'booking_not_cancellable') return <NotCancellable booking={booking} />;
  return (
    <div className="cancel-booking">
      <RefundNow quote={offer} refundRef={refundRef} />
      <BookedStaySummary booking={booking} />
      <FormAlert summary={null} error={error} />
      <p className="booking-actions">
        <button
          type="button"
          className="button button--danger"
          disabled={sending}
          onClick={() => void cancel(offer)}
        >
          {sending ? t('cancelling') : t('confirm', { refund: money(offer.refund) })}
        </button>
        <Link className="button button--secondary" href="/dashboard/bookings">
          {t('keep')}
        </Link>
      </p>
    </div>
  );
}

function RefundNow({
  quote,
  refundRef,
}: {
  quote: CancellationQuote;
  refundRef: RefObject<HTMLParagraphElement | null>;
}) {
  const t = useTranslations('CancelBooking');
  const money = useMoneyText();
  const bayTime = useBayTime(quote.booking.time_zone);
  const paid = money(quote.booking.price.total);
  const refund = money(quote.refund);
  const deadline = bayTime.dateAndTime(quote.free_until);
  const share = refundShare(quote);
  return (
    <section className="booking-section cancel-refund" aria-labelledby="cancel-refund-heading">
      <h2 id="cancel-refund-heading">{t('refundHeading')}</h2>
      <p ref={refundRef} tabIndex={-1} className="cancel-refund__amount" data-testid="refund-now">
        {refund}
      </p>
      <p>
        {share === 'full'
          ? t('refundFull', { paid })
          : share === 'part'
            ? t('refundPart', { refund, paid })
            : t('refundNone', { paid })}
      </p>
      <p>
        {isFreeNow(quote, new Date()) ? t('freeUntil', { deadline }) : t('freeOver', { deadline })}{' '}
        {t('bayTime', { timeZone: quote.booking.time_zone })}
      </p>
    </section>
  );
}
