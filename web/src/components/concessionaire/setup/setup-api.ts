import type { ApiClient } from '../../../http/api-client';
import type { AuditLogPage, BayPublishing, BaySetup, BaySetupChange } from '../../../http/api-schema';
import { dataOf } from '../backoffice-api';
import { outcomeOf } from '../shop-window/shop-window-api';

// A bay's setup, publishing and audit log (issue 27 items 2, 4, 6), through the one API client.
// Reads throw for SWR (BackofficeError, shown by BackofficeProblem); changes answer an outcome
// whose refusal the form or dialog shows with its catalogue message.

const bayPath = (bayId: string) => ({ params: { path: { bayId } } });

export const loadSetup = (api: ApiClient, bayId: string): Promise<BaySetup> =>
  dataOf(api.GET('/v1/concessionaires/bays/{bayId}/setup', bayPath(bayId)));

export const saveSetup = (api: ApiClient, bayId: string, change: BaySetupChange) =>
  outcomeOf(api.PUT('/v1/concessionaires/bays/{bayId}/setup', { ...bayPath(bayId), body: change }));

export const loadPublishing = (api: ApiClient, bayId: string): Promise<BayPublishing> =>
  dataOf(api.GET('/v1/concessionaires/bays/{bayId}/publishing', bayPath(bayId)));

export const publishBay = (api: ApiClient, bayId: string) =>
  outcomeOf(api.POST('/v1/concessionaires/bays/{bayId}/publish', bayPath(bayId)));

export const hideBay = (api: ApiClient, bayId: string) =>
  outcomeOf(api.POST('/v1/concessionaires/bays/{bayId}/hide', bayPath(bayId)));

export const AUDIT_PAGE_SIZE = 50;

export const loadAuditPage = (api: ApiClient, bayId: string, cursor: string | null): Promise<AuditLogPage> =>
  dataOf(
    api.GET('/v1/concessionaires/bays/{bayId}/audit', {
      params: { path: { bayId }, query: { limit: AUDIT_PAGE_SIZE, ...(cursor === null ? {} : { cursor }) } },
    }),
  );
