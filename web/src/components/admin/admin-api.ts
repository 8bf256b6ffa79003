import { outcomeOf } from '../../booking/booking-api';
import type { ApiClient } from '../../http/api-client';
import type {
  ApplicationQueuePage,
  ApplicationState,
  AuditLogPage,
  ConcessionApplication,
} from '../../http/api-schema';
import { dataOf } from '../concessionaire/backoffice-api';

// The admin console's calls (issue 27) through the one API client. Reads throw a BackofficeError
// (its status: 403 not a superuser, 404 no such application); decisions answer an outcome, so the
// dialog shows the refusal in the page's language.

export const ADMIN_PAGE_SIZE = 50;

const byCursor = (cursor: string | null) => ({
  limit: ADMIN_PAGE_SIZE,
  ...(cursor === null ? {} : { cursor }),
});
const applicationPath = (applicationId: string) => ({ path: { applicationId } });

export function loadQueuePage(
  api: ApiClient,
  state: ApplicationState | null,
  cursor: string | null,
): Promise<ApplicationQueuePage> {
  return dataOf(
    api.GET('/v1/admin/applications', {
      params: { query: { ...byCursor(cursor), ...(state === null ? {} : { state }) } },
    }),
  );
}

export function loadApplication(api: ApiClient, applicationId: string): Promise<ConcessionApplication> {
  return dataOf(
    api.GET('/v1/admin/applications/{applicationId}', { params: applicationPath(applicationId) }),
  );
}

/** The concession document, fetched with the token (it is never public) to be saved from memory. */
export function loadApplicationDocument(api: ApiClient, applicationId: string): Promise<Blob> {
  return dataOf(
    api.GET('/v1/admin/applications/{applicationId}/document', {
      params: applicationPath(applicationId),
      headers: { Accept: 'application/pdf' },
      parseAs: 'blob',
    }),
  );
}

export const approveApplication = (api: ApiClient, applicationId: string) =>
  outcomeOf(() =>
    api.POST('/v1/admin/applications/{applicationId}/approve', { params: applicationPath(applicationId) }),
  );

export const rejectApplication = (api: ApiClient, applicationId: string, reason: string) =>
  outcomeOf(() =>
    api.POST('/v1/admin/applications/{applicationId}/reject', {
      params: applicationPath(applicationId),
      body: { reason },
    }),
  );

export function loadAuditPage(api: ApiClient, cursor: string | null): Promise<AuditLogPage> {
  return dataOf(api.GET('/v1/admin/audit', { params: { query: byCursor(cursor) } }));
}
