import type { ApiClient } from '../../http/api-client';
import { readApiError } from '../../http/api-error';
import type { LocaleCode } from '../../i18n/locales';
import { outcomeOf, type Outcome } from '../../booking/booking-api';
import type { CancelBayBookingBody } from '../../http/api-schema';
import type { DateRange } from './date-range';
import type {
  BayOccupancyNow,
  BayOverview,
  Granularity,
  HistoryBooking,
  HistoryPage,
  OperatorBay,
  PaymentAccount,
  Turnover,
} from './backoffice-types';

// The back office's calls to the BFF (issue 15), through the one API client. The bays a caller
// runs come from the token on the server; the bay id in a path is only which one of them.

/** A refused or failed call: its HTTP status (404 another operator's bay, 403 not staff) and code. */
export class BackofficeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`back office answered ${status} ${code}`);
    this.name = 'BackofficeError';
  }
}

type Answer<T> = { data?: T; error?: unknown; response: Response };

/** An answer's data, or a BackofficeError with its status and code (the admin console's reads too). */
export async function dataOf<T>(call: Promise<Answer<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (data === undefined || !response.ok)
    throw new BackofficeError(response.status, readApiError(error, 'unavailable').code);
  return data;
}

const bayPath = (bayId: string) => ({ path: { bayId } });

export async function loadOperatorBays(api: ApiClient): Promise<OperatorBay[]> {
  return (await dataOf(api.GET('/v1/concessionaires/bays'))).bays;
}

export async function loadOccupancyNow(api: ApiClient): Promise<BayOccupancyNow[]> {
  return (await dataOf(api.GET('/v1/concessionaires/occupancy-now'))).bays;
}

export function loadOverview(api: ApiClient, bayId: string): Promise<BayOverview> {
  return dataOf(api.GET('/v1/concessionaires/bays/{bayId}/overview', { params: bayPath(bayId) }));
}

export function loadPaymentAccount(api: ApiClient, bayId: string): Promise<PaymentAccount> {
  return dataOf(api.GET('/v1/concessionaires/bays/{bayId}/payment-account', { params: bayPath(bayId) }));
}

/** Where the onboarding continues: the provider's page, which comes back to `returnPath`. */
export async function onboardingLink(api: ApiClient, bayId: string, returnPath: string): Promise<string> {
  const answer = await dataOf(
    api.POST('/v1/concessionaires/bays/{bayId}/payment-account/onboarding-link', {
      params: bayPath(bayId),
      body: { return_path: returnPath },
    }),
  );
  return answer.url;
}

/** A booking's phase, as the history's status filter names it; '' is every status. */
export type HistoryStatus = HistoryBooking['status'] | '';

export type HistoryFilters = DateRange & { q: string; status: HistoryStatus };

export const HISTORY_PAGE_SIZE = 50;

function historyQuery(filters: HistoryFilters) {
  const q = filters.q.trim();
  return {
    from: filters.from,
    to: filters.to,
    ...(q === '' ? {} : { q }),
    ...(filters.status === '' ? {} : { status: filters.status }),
  };
}

export function loadHistoryPage(
  api: ApiClient,
  bayId: string,
  filters: HistoryFilters,
  cursor: string | null,
): Promise<HistoryPage> {
  return dataOf(
    api.GET('/v1/concessionaires/bays/{bayId}/bookings', {
      params: {
        ...bayPath(bayId),
        query: {
          ...historyQuery(filters),
          limit: HISTORY_PAGE_SIZE,
          ...(cursor === null ? {} : { cursor }),
        },
      },
    }),
  );
}

/** The CSV of the same filters in the viewer's language, as a file (asked with the token, so not a plain link). */
export function loadHistoryCsv(
  api: ApiClient,
  bayId: string,
  filters: HistoryFilters,
  language: LocaleCode,
): Promise<Blob> {
  return dataOf(
    api.GET('/v1/concessionaires/bays/{bayId}/bookings.csv', {
      params: { ...bayPath(bayId), query: { ...historyQuery(filters), language } },
      headers: { Accept: 'text/csv' },
      parseAs: 'blob',
    }),
  );
}

export function loadTurnover(
  api: ApiClient,
  bayId: string,
  range: DateRange,
  granularity: Granularity,
): Promise<Turnover> {
  return dataOf(
    api.GET('/v1/concessionaires/bays/{bayId}/turnover', {
      params: { ...bayPath(bayId), query: { ...range, granularity } },
    }),
  );
}

/**
 * Issue 30 item 2: the bay's staff cancel a booking with a full refund; the booking as the
 * history shows it, or the refusal in the page's words.
 */
export function cancelBayBooking(
  api: ApiClient,
  bayId: string,
  bookingId: string,
  body: CancelBayBookingBody,
): Promise<Outcome<HistoryBooking>> {
  return outcomeOf(() =>
    api.POST('/v1/concessionaires/bays/{bayId}/bookings/{bookingId}/cancellation', {
      params: { path: { bayId, bookingId } },
      body,
    }),
  );
}

/** An invoice's PDF for the bay's staff (payment checks the bay), as a file to save. */
export function loadStaffInvoice(api: ApiClient, bayId: string, invoiceId: string): Promise<Blob> {
  return dataOf(
    api.GET('/v1/concessionaires/bays/{bayId}/invoices/{invoiceId}', {
      params: { path: { bayId, invoiceId } },
      headers: { Accept: 'application/pdf' },
      parseAs: 'blob',
    }),
  );
}
