'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { fetchBooking } from '../../booking/booking-api';
import { mayCancel } from '../../booking/cancellation-rules';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';
import type { Booking } from '../../http/api-schema';
import { FormAlert } from '../auth/form-alert';
import { NotBookable } from '../booking/preview-place-state';
import { CancelConfirm } from './cancel-confirm';
import { CancelledBooking } from './cancelled-booking';
import { NotCancellable } from './not-cancellable';
import '../booking/booking.css';
import '../content/confirm-dialog.css';
import './cancellation.css';

// Issue 30 item 2: the boater's cancel page. The booking first: one already cancelled shows how
// (a reload after cancelling, or the email's link opened twice); one that cannot be cancelled says
// why; otherwise the refund the policy gives now and the confirmation.
export function CancelBooking({ bookingId }: { bookingId: string }) {
  const t = useTranslations('CancelBooking');
  const preview = useTranslations('BookingPreview');
  const api = useApiClient();
  const caller = useCallerKey();
  const answer = useSWR(caller === null ? null : ['cancel-page-booking', caller, bookingId], () =>
    fetchBooking(api, bookingId),
  );
  const [cancelled, setCancelled] = useState<Booking | null>(null);

  if (cancelled !== null) return <CancelledBooking booking={cancelled} justNow />;
  if (answer.data === undefined) return <p role="status">{t('loading')}</p>;
  if (!answer.data.ok)
    return answer.data.error.code === 'not_found' ? (
      <NotBookable text={preview('bookingMissing')} />
    ) : (
      <FormAlert summary={null} error={answer.data.error} />
    );
  const booking = answer.data.data;
  if (booking.status === 'cancelled') return <CancelledBooking booking={booking} justNow={false} />;
  if (!mayCancel(booking)) return <NotCancellable booking={booking} />;
  return <CancelConfirm booking={booking} onCancelled={setCancelled} />;
}
