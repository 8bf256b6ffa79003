import type { BayBookingJson } from './booking-backoffice-json';

// The booking history as CSV (issue 15 item 4): the JSON's columns, UTF-8 with a byte order mark
// (spreadsheets read accents right), CRLF lines (RFC 4180), amounts as decimals.

export const CSV_BYTE_ORDER_MARK = '\uFEFF';

export const csvColumns = [
  'booking_id',
  'from_date',
  'to_date',
  'buoy_label',
  'registration_number',
  'boat_name',
  'stay_kind',
  'status',
  'channel',
  'amount',
  'currency',
  'invoice_number',
  'paid_at',
  'checked_in_at',
] as const;

/**
 * One cell. A text a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a
 * carriage return) gets a leading apostrophe (OWASP's CSV injection advice), and any cell with a
 * quote, comma or line break is quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Minor units as a decimal in the currency's own digits: 12345 EUR is 123.45. */
export function decimalAmount(amountMinor: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return (amountMinor / 10 ** digits).toFixed(digits);
}

export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const csvHeader = () => csvLine(csvColumns);

export function csvRow(booking: BayBookingJson): string {
  return csvLine([
    booking.booking_id,
    booking.from_date,
    booking.to_date,
    booking.buoy_label,
    booking.registration_number,
    booking.boat_name,
    booking.stay_kind,
    booking.status,
    booking.channel,
    decimalAmount(booking.amount.amount_minor, booking.amount.currency),
    booking.amount.currency,
    booking.invoice?.number ?? '',
    booking.invoice?.issued_at ?? '',
    booking.checked_in_at ?? '',
  ]);
}

/** `polace-bookings-2026-06-01-to-2026-06-30.csv`, `polace-bookings-from-2026-06-01.csv`, `polace-bookings.csv`. */
export function csvFileName(
  baySlug: string,
  range: { from?: string | undefined; to?: string | undefined },
): string {
  const { from, to } = range;
  const span = from && to ? `-${from}-to-${to}` : from ? `-from-${from}` : to ? `-to-${to}` : '';
  return `${baySlug}-bookings${span}.csv`.replace(/[^\w.-]/g, '_');
}
