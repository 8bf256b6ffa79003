import type { InterfaceLanguage } from '@moorline/contracts';
import type { BayBookingJson } from './booking-backoffice-json';
import { csvWords, type CsvColumn } from './booking-history-csv-words';

// The booking history as CSV (issue 15 item 4): the JSON's columns, UTF-8 with a byte order mark
// (spreadsheets read accents right), CRLF lines (RFC 4180), amounts as decimals; in the viewer's
// language when one is asked (issue 28 item 8).

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
  'cancelled_at',
  'cancelled_by',
  'cancel_reason',
  'refund',
  'credit_note_number',
] as const satisfies readonly CsvColumn[];

type Separator = ',' | ';';

/**
 * One cell. A text a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a
 * carriage return) gets a leading apostrophe (OWASP's CSV injection advice), and any cell with a
 * quote, the separator or a line break is quoted.
 */
export function csvCell(value: string, separator: Separator = ','): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  const needsQuotes = /["\r\n]/.test(safe) || safe.includes(separator) || safe !== value;
  return needsQuotes ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const fractionDigits = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** Minor units as a decimal in the currency's own digits: 12345 EUR is 123.45. */
export function decimalAmount(amountMinor: number, currency: string): string {
  const digits = fractionDigits(currency);
  return (amountMinor / 10 ** digits).toFixed(digits);
}

/**
 * How the file is written. Asked without a language it is for programs: the JSON's names and
 * values, ISO dates and instants, a decimal point. Asked in a language it is for a person's
 * spreadsheet: headers and values in that language, the decimal comma and `;` between cells
 * where the language writes numbers so (sl, hr, it, as their spreadsheets expect), the
 * language's date order, and times in the bay's zone.
 */
export interface CsvStyle {
  header(): string;
  row(booking: BayBookingJson): string;
}

function writeLine(cells: readonly string[], separator: Separator): string {
  return `${cells.map((cell) => csvCell(cell, separator)).join(separator)}\r\n`;
}

const programStyle: CsvStyle = {
  header: () => writeLine(csvColumns, ','),
  row: (booking) =>
    writeLine(
      [
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
        booking.cancelled_at ?? '',
        booking.cancelled_by ?? '',
        booking.cancel_reason ?? '',
        booking.refund ? decimalAmount(booking.refund.amount_minor, booking.refund.currency) : '',
        booking.credit_note?.number ?? '',
      ],
      ',',
    ),
};

/** `YYYY-MM-DD` in the language's order: 01.06.2026 (sl, hr), 01/06/2026 (it), as is (en). */
function writeDate(isoDate: string, language: InterfaceLanguage): string {
  const [year, month, day] = isoDate.split('-');
  if (language === 'en' || year === undefined || month === undefined || day === undefined) return isoDate;
  return language === 'it' ? `${day}/${month}/${year}` : `${day}.${month}.${year}`;
}

/** An instant as the bay's date and time to the minute, in the language's date order. */
function writeInstant(instant: string, language: InterfaceLanguage, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = writeDate(`${part('year')}-${part('month')}-${part('day')}`, language);
  return `${date} ${part('hour')}:${part('minute')}`;
}

function personStyle(language: InterfaceLanguage, timeZone: string): CsvStyle {
  const words = csvWords[language];
  const decimalComma = language !== 'en';
  const separator: Separator = decimalComma ? ';' : ',';
  const amount = (minor: number, currency: string) => {
    const written = decimalAmount(minor, currency);
    return decimalComma ? written.replace('.', ',') : written;
  };
  const instant = (value: string | null | undefined) =>
    value ? writeInstant(value, language, timeZone) : '';
  return {
    header: () =>
      writeLine(
        csvColumns.map((column) => words.header[column]),
        separator,
      ),
    row: (booking) =>
      writeLine(
        [
          booking.booking_id,
          writeDate(booking.from_date, language),
          writeDate(booking.to_date, language),
          booking.buoy_label,
          booking.registration_number,
          booking.boat_name,
          words.stayKind[booking.stay_kind],
          words.status[booking.status],
          words.channel[booking.channel],
          amount(booking.amount.amount_minor, booking.amount.currency),
          booking.amount.currency,
          booking.invoice?.number ?? '',
          instant(booking.invoice?.issued_at),
          instant(booking.checked_in_at),
          instant(booking.cancelled_at),
          booking.cancelled_by ? words.cancelledBy[booking.cancelled_by] : '',
          booking.cancel_reason ? words.cancelReason[booking.cancel_reason] : '',
          booking.refund ? amount(booking.refund.amount_minor, booking.refund.currency) : '',
          booking.credit_note?.number ?? '',
        ],
        separator,
      ),
  };
}

export function csvStyle(language: InterfaceLanguage | undefined, timeZone: string): CsvStyle {
  return language === undefined ? programStyle : personStyle(language, timeZone);
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
