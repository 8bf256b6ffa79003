import { AppError, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { isUuid } from '../validation/uuid';
import { resultLimit } from '../validation/result-limit';
import { assertMayRead, requireApplicant, requireSuperuser } from './application-access';
import {
  findApplication,
  findApplicationsOfUser,
  findApplicationsPage,
  findDocument,
  type StoredApplication,
} from './application.repository';
import type { ApplicationState } from './application.table';

type Db = Kysely<CatalogTables>;

/** ListMyApplications: the caller's own, newest first. */
export async function listMyApplications(db: Db, input: { caller: Caller }) {
  requireApplicant(input.caller);
  return findApplicationsOfUser(db, input.caller.userId);
}

/** A cursor is the last application's id, opaque to the client. */
const encodeCursor = (application: StoredApplication) => Buffer.from(application.id).toString('base64url');

function decodeCursor(cursor: string): string | null {
  if (cursor === '') return null;
  const id = Buffer.from(cursor, 'base64url').toString();
  if (!isUuid(id)) throw new AppError('invalid_request', 'Invalid cursor');
  return id;
}

/** ListApplications: the superusers' queue, oldest first, paged by cursor. */
export async function listApplications(
  db: Db,
  input: { caller: Caller; state: ApplicationState | null; limit: number; cursor: string },
) {
  requireSuperuser(input.caller);
  const limit = resultLimit(input.limit, 50, 100);
  const page = await findApplicationsPage(db, {
    state: input.state,
    limit: limit + 1,
    afterId: decodeCursor(input.cursor),
  });
  const applications = page.slice(0, limit);
  const last = applications[applications.length - 1];
  return { applications, nextCursor: page.length > limit && last ? encodeCursor(last) : '' };
}

/** GetApplication: superusers only (the applicant lists their own). */
export async function getApplication(db: Db, input: { caller: Caller; applicationId: string }) {
  requireSuperuser(input.caller);
  if (!isUuid(input.applicationId)) throw new AppError('not_found');
  return assertMayRead(input.caller, await findApplication(db, input.applicationId));
}

/** GetApplicationDocument: the PDF, to its applicant or a superuser; never public. */
export async function getApplicationDocument(db: Db, input: { caller: Caller; applicationId: string }) {
  if (!isUuid(input.applicationId)) throw new AppError('not_found');
  const application = assertMayRead(input.caller, await findApplication(db, input.applicationId));
  const document = await findDocument(db, application.document_storage_key);
  if (!document) throw new AppError('not_found');
  return { content: document.content, contentType: application.document_content_type };
}
