'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useApiClient } from '../../hooks/use-api-client';
import { useCallerKey } from '../../hooks/use-caller-key';
import { useCursorPages } from '../../hooks/use-cursor-pages';
import type { Booking } from '../../http/api-schema';
import { Link } from '../../i18n/navigation';
import { statusKey } from '../bookings/booking-display';
import { useMoney } from '../bay/price-list';
import { AdminPagedRows } from './admin-paged-rows';
import { loadUserBookings } from './console-api';

const COLUMNS = ['bay', 'buoy', 'start', 'end', 'status', 'amount', 'reference'] as const;

/** One user's bookings for support (issue 27 item 1), as their My Bookings orders them. */
export function UserBookings({ userId }: { userId: string }) {
  const t = useTranslations('AdminUsers');
  const bookings = useTranslations('BookingsPage');
  const format = useFormatter();
  const money = useMoney();
  const api = useApiClient();
  const caller = useCallerKey();
  const pager = useCursorPages(
    caller === null ? null : (['admin-user-bookings', caller, userId] as const),
    ([, , user], token) => loadUserBookings(api, user, token),
    (page) => page.next_page_token,
  );
  const list = pager.pages.flatMap((page) => page.bookings);
  const when = (instant: string, timeZone: string) =>
    format.dateTime(new Date(instant), { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const rows = list.map((booking: Booking) => ({
    id: booking.booking_id,
    cells: {
      bay: <Link href={`/bays/${booking.bay_slug}`}>{booking.bay_name}</Link>,
      buoy: `${booking.buoy_label} · ${booking.registration_number}`,
      start: when(booking.period_start, booking.time_zone),
      end: when(booking.period_end, booking.time_zone),
      status: bookings(`status.${statusKey(booking)}`),
      amount: money(booking.price.total),
      reference: <code>{booking.booking_id}</code>,
    },
  }));
  return (
    <AdminPagedRows
      pager={pager}
      texts={{
        caption: t('bookingsTitle'),
        loading: t('loadingBookings'),
        empty: t('noBookings'),
        showMore: t('showMore'),
        loadingMore: t('loadingMore'),
      }}
      columns={COLUMNS}
      heading={(column) => t(column)}
      rows={rows}
      titleColumn="bay"
    />
  );
}
