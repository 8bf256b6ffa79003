import type { catalogV1 } from '@moorline/contracts';
import { AppError, type CallerResolver } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { approveApplication } from '../applications/approve-application';
import {
  getApplication,
  getApplicationDocument,
  listApplications,
  listMyApplications,
} from '../applications/read-applications';
import { rejectApplication } from '../applications/reject-application';
import { submitApplication } from '../applications/submit-application';
import { withdrawApplication } from '../applications/withdraw-application';
import type { CatalogTables } from '../catalog.tables';
import { applicationMessage, applicationStateFrom } from './application-messages';
import { readUpload } from './upload-stream';

/** ConcessionApplicationsService (issue 27 item 1); the caller comes from the forwarded token. */
export function applicationsGrpc(
  db: Kysely<CatalogTables>,
  callers: CallerResolver,
  now: () => Date,
): catalogV1.ConcessionApplicationsServiceImplementation {
  const deps = { now };
  return {
    async submitApplication(request, context) {
      const caller = await callers.requireCaller(context);
      const { header, chunks } = await readUpload(request);
      if (header.fields === undefined) throw new AppError('invalid_request', 'The header has no fields');
      const application = await submitApplication(db, deps, {
        caller,
        fields: header.fields,
        document: chunks,
      });
      return { application: applicationMessage(application) };
    },

    async listMyApplications(_request, context) {
      const applications = await listMyApplications(db, { caller: await callers.requireCaller(context) });
      return { applications: applications.map(applicationMessage) };
    },

    async withdrawApplication(request, context) {
      const application = await withdrawApplication(db, deps, {
        caller: await callers.requireCaller(context),
        applicationId: request.applicationId,
      });
      return { application: applicationMessage(application) };
    },

    async listApplications(request, context) {
      const page = await listApplications(db, {
        caller: await callers.requireCaller(context),
        state: applicationStateFrom(request.state),
        limit: request.limit,
        cursor: request.cursor,
      });
      return { applications: page.applications.map(applicationMessage), nextCursor: page.nextCursor };
    },

    async getApplication(request, context) {
      const application = await getApplication(db, {
        caller: await callers.requireCaller(context),
        applicationId: request.applicationId,
      });
      return { application: applicationMessage(application) };
    },

    async getApplicationDocument(request, context) {
      return getApplicationDocument(db, {
        caller: await callers.requireCaller(context),
        applicationId: request.applicationId,
      });
    },

    async approveApplication(request, context) {
      const application = await approveApplication(db, deps, {
        caller: await callers.requireCaller(context),
        applicationId: request.applicationId,
      });
      return { application: applicationMessage(application) };
    },

    async rejectApplication(request, context) {
      const application = await rejectApplication(db, deps, {
        caller: await callers.requireCaller(context),
        applicationId: request.applicationId,
        reason: request.reason,
      });
      return { application: applicationMessage(application) };
    },
  };
}
