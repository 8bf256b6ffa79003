import { outcomeOf } from '../../booking/booking-api';
import type { ApiClient } from '../../http/api-client';
import { errorFromThrown, readApiError, type ApiError } from '../../http/api-error';
import type {
  AdminUserPage,
  BayStatus,
  BookingList,
  ConsoleBay,
  ConsoleBayPage,
  UnsettledPaymentPage,
} from '../../http/api-schema';
import { dataOf } from '../concessionaire/backoffice-api';
import { ADMIN_PAGE_SIZE } from './admin-api';

// The console's support pages (issue 27 item 1: users, bays, unsettled payments). Reads throw a
// BackofficeError for AdminProblem; actions answer an outcome the ConfirmDialog shows.

const byCursor = (cursor: string | null) => ({
  limit: ADMIN_PAGE_SIZE,
  ...(cursor === null ? {} : { cursor }),
});
const userPath = (userId: string) => ({ path: { userId } });

export function loadUserPage(api: ApiClient, email: string, cursor: string | null): Promise<AdminUserPage> {
  return dataOf(api.GET('/v1/admin/users', { params: { query: { email, ...byCursor(cursor) } } }));
}

export const lockUser = (api: ApiClient, userId: string) =>
  outcomeOf(() => api.POST('/v1/admin/users/{userId}/lock', { params: userPath(userId) }));

export const unlockUser = (api: ApiClient, userId: string) =>
  outcomeOf(() => api.POST('/v1/admin/users/{userId}/unlock', { params: userPath(userId) }));

/** Answers no body (204), so success is the status, not data. */
export async function resendVerification(api: ApiClient, userId: string): Promise<ApiError | null> {
  try {
    const { error, response } = await api.POST('/v1/admin/users/{userId}/resend-verification', {
      params: userPath(userId),
    });
    return response.ok ? null : readApiError(error, 'generic');
  } catch (thrown) {
    return errorFromThrown(thrown);
  }
}

export function loadUserBookings(
  api: ApiClient,
  userId: string,
  pageToken: string | null,
): Promise<BookingList> {
  return dataOf(
    api.GET('/v1/admin/users/{userId}/bookings', {
      params: { ...userPath(userId), query: pageToken === null ? {} : { page_token: pageToken } },
    }),
  );
}

export function loadBayPage(
  api: ApiClient,
  status: BayStatus | null,
  cursor: string | null,
): Promise<ConsoleBayPage> {
  return dataOf(
    api.GET('/v1/admin/bays', {
      params: { query: { ...byCursor(cursor), ...(status === null ? {} : { status }) } },
    }),
  );
}

/** Every bay of every status, page after page (the embeds' bay boxes: a few hundred at most). */
export async function loadAllBays(api: ApiClient): Promise<ConsoleBay[]> {
  const bays: ConsoleBay[] = [];
  let cursor: string | null = null;
  do {
    const page: ConsoleBayPage = await loadBayPage(api, null, cursor);
    bays.push(...page.bays);
    cursor = page.next_cursor;
  } while (cursor !== null);
  return bays;
}

export function loadUnsettledPage(api: ApiClient, cursor: string | null): Promise<UnsettledPaymentPage> {
  return dataOf(api.GET('/v1/admin/payments/unsettled', { params: { query: byCursor(cursor) } }));
}
