'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { Booking } from '../../http/api-schema';
import { BookedStaySummary } from '../booking/booked-stay-summary';
import { useBayTime } from '../../hooks/use-bay-time';

// The arrival of a booking made ahead is marked (issue 14 item 3): no new payment, just the word
// that the boat is checked in and until when, in bay time.
export function CheckedInView({ booking }: { booking: Booking }) {
  const t = useTranslations('QrFlow');
  const bayTime = useBayTime(booking.time_zone);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="qr-step" data-state="checked-in">
      <h1 ref={heading} tabIndex={-1}>
        {t('checkedInTitle')}
      </h1>
      <p className="alert alert--success" role="status">
        {t('checkedInUntil', { until: bayTime.dayAndTime(booking.period_end) })}
      </p>
      <BookedStaySummary booking={booking} />
    </div>
  );
}
