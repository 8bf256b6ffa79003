import { outcomeOf, type Outcome } from '../../booking/booking-api';
import type { ApiClient } from '../../http/api-client';
import { uploadForm, type UploadDeps } from '../../http/form-upload';
import type { ConcessionApplication } from '../../http/api-schema';

// The applicant's calls (issue 27 item 1): the form goes as multipart through the form upload
// (a file's bytes), the rest through the one API client; each answers an outcome, not a throw.

/** The SWR fetcher of the caller's applications, newest first; throws when they cannot be read. */
export async function loadMyApplications(api: ApiClient): Promise<ConcessionApplication[]> {
  const { data, response } = await api.GET('/v1/concessionaires/applications');
  if (data === undefined) throw new Error(`applications answered ${response.status}`);
  return data.applications;
}

export async function submitApplication(
  form: () => FormData,
  deps: UploadDeps,
): Promise<Outcome<ConcessionApplication>> {
  const outcome = await uploadForm('/v1/concessionaires/applications', form, 201, deps);
  return outcome.ok ? { ok: true, data: outcome.body as ConcessionApplication } : outcome;
}

export const withdrawApplication = (api: ApiClient, applicationId: string) =>
  outcomeOf(() =>
    api.POST('/v1/concessionaires/applications/{applicationId}/withdraw', {
      params: { path: { applicationId } },
    }),
  );
