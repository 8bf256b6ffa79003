import { bayClock } from '@moorline/contracts';
import { requireBayAccess, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import { periodOf, periodsOf, turnoverRange, type Granularity, type TurnoverRange } from './turnover-range';
import { embedTurnover, type EmbedTurnoverRow } from './embed-turnover.repository';
import { bayInvoiceCalendar, dailyTurnover, type DailyTurnoverRow } from './turnover.repository';

export type TurnoverFigures = Omit<DailyTurnoverRow, 'day'> & {
  net_minor: number;
  after_refunds_minor: number;
};

export interface Turnover {
  range: TurnoverRange;
  currency: string;
  total: TurnoverFigures;
  series: { period: string; figures: TurnoverFigures }[];
  previousTotal: TurnoverFigures;
  /** Unset when nothing was captured in the previous range. */
  changeRatio: number | undefined;
  /** The range's money from bookings made through partner embeds, largest first. */
  byEmbed: EmbedTurnoverRow[];
}

/** A bay without invoices yet answers zeros in the platform's currency (its bays are in the euro area). */
const defaultCalendar = { bay_time_zone: 'UTC', currency: 'EUR' };

const zero = (): TurnoverFigures => ({
  invoices: 0,
  gross_minor: 0,
  vat_minor: 0,
  net_minor: 0,
  night_minor: 0,
  day_minor: 0,
  mooring_assistance_minor: 0,
  trash_collection_minor: 0,
  credit_notes: 0,
  refunds_minor: 0,
  refunds_vat_minor: 0,
  after_refunds_minor: 0,
});

function add(figures: TurnoverFigures, day: DailyTurnoverRow): void {
  figures.invoices += day.invoices;
  figures.gross_minor += day.gross_minor;
  figures.vat_minor += day.vat_minor;
  figures.net_minor += day.gross_minor - day.vat_minor;
  figures.night_minor += day.night_minor;
  figures.day_minor += day.day_minor;
  figures.mooring_assistance_minor += day.mooring_assistance_minor;
  figures.trash_collection_minor += day.trash_collection_minor;
  figures.credit_notes += day.credit_notes;
  figures.refunds_minor += day.refunds_minor;
  figures.refunds_vat_minor += day.refunds_vat_minor;
  figures.after_refunds_minor += day.gross_minor - day.refunds_minor;
}

/**
 * GetTurnover (issue 15 item 5): the money captured at a bay, VAT included, with the VAT part,
 * per stay kind and extra, per day or month of the bay's calendar, beside the previous range of
 * the same length. Money counts on its capture date, which is its invoice's date (README), so
 * the figures are the sums of the range's invoices. One query reads both ranges by day.
 */
export async function getTurnover(
  db: Kysely<PaymentTables>,
  caller: Caller,
  request: { bayId: string; from: string; to: string; granularity: Granularity },
): Promise<Turnover> {
  requireBayAccess(caller, request.bayId, 'view');
  const range = turnoverRange(request.from, request.to);
  const bayId = request.bayId.toLowerCase();
  const calendar = (await bayInvoiceCalendar(db, bayId)) ?? defaultCalendar;
  const timeZone = calendar.bay_time_zone;
  const end = bayClock.instantAt(bayClock.addDays(range.to, 1), '00:00', timeZone);
  const [days, byEmbed] = await Promise.all([
    dailyTurnover(db, {
      bayId,
      currency: calendar.currency,
      timeZone,
      start: bayClock.instantAt(range.previousFrom, '00:00', timeZone),
      end,
    }),
    embedTurnover(db, { bayId, start: bayClock.instantAt(range.from, '00:00', timeZone), end }),
  ]);
  const series = new Map(periodsOf(range, request.granularity).map((period) => [period, zero()]));
  const total = zero();
  const previousTotal = zero();
  for (const day of days) {
    if (day.day < range.from) {
      add(previousTotal, day);
      continue;
    }
    add(total, day);
    const period = series.get(periodOf(day.day, request.granularity));
    if (period) add(period, day);
  }
  return {
    range,
    currency: calendar.currency,
    total,
    series: [...series].map(([period, figures]) => ({ period, figures })),
    previousTotal,
    changeRatio:
      previousTotal.gross_minor === 0
        ? undefined
        : (total.gross_minor - previousTotal.gross_minor) / previousTotal.gross_minor,
    // The total counts the bay's currency only; so does its split.
    byEmbed: byEmbed.filter((row) => row.currency === calendar.currency),
  };
}
