import { AppError, inTransaction, outbox, violatedConstraint, type Caller } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import type { CatalogTables } from '../catalog.tables';
import { applicationSubmittedEvent } from '../events/application-events.event';
import { requireApplicant } from './application-access';
import {
  findApplication,
  findApplicationsOfUser,
  insertApplication,
  insertDocument,
  type StoredApplication,
} from './application.repository';
import { checkApplicationFields, type ApplicationFieldsInput } from './application-rules';
import { assertPdf, readDocument } from './concession-document';

async function assertNoOpenApplication(db: Kysely<CatalogTables>, userId: string) {
  const applications = await findApplicationsOfUser(db, userId);
  if (applications.some((application) => application.state === 'submitted')) {
    throw new AppError('application_already_open');
  }
}

/**
 * SubmitApplication (issue 27 item 1): the fields are checked, then the document is read (at most
 * 10 MB) and checked to be a PDF by its content; the document, the application and
 * ApplicationSubmitted commit together. One open application per applicant, held by a unique index.
 */
export async function submitApplication(
  db: Kysely<CatalogTables>,
  deps: { now: () => Date },
  input: { caller: Caller; fields: ApplicationFieldsInput; document: AsyncIterable<Uint8Array> },
): Promise<StoredApplication> {
  const { caller } = input;
  requireApplicant(caller);
  const fields = checkApplicationFields(input.fields, deps.now().toISOString().slice(0, 10));
  // Checked before the bytes are read too, so a second application costs no upload.
  await assertNoOpenApplication(db, caller.userId);
  const content = await readDocument(input.document);
  await assertPdf(content);
  const id = await inTransaction(db, async (trx) => {
    const storageKey = await insertDocument(trx, {
      content,
      contentHash: createHash('sha256').update(content).digest('hex'),
    });
    const applicationId = await insertApplication(trx, {
      applicant_user_id: caller.userId,
      applicant_email: caller.email,
      applicant_language: fields.language,
      company_name: fields.companyName,
      registered_address: fields.registeredAddress,
      country: fields.country,
      tax_number: fields.taxNumber,
      concession_number: fields.concessionNumber,
      valid_from: fields.validFrom,
      valid_until: fields.validUntil,
      bay_name: fields.bayName,
      bay_lat: fields.bayLat,
      bay_lon: fields.bayLon,
      contact_phone: fields.contactPhone,
      document_storage_key: storageKey,
      document_byte_size: content.length,
      document_content_type: 'application/pdf',
    });
    const stored = await findApplication(trx, applicationId);
    if (!stored) throw new AppError('internal');
    await outbox.add(trx, applicationSubmittedEvent(stored));
    return applicationId;
  }).catch((error: unknown) => {
    if (violatedConstraint(error) === 'concession_applications_one_open') {
      throw new AppError('application_already_open');
    }
    throw error;
  });
  const application = await findApplication(db, id);
  if (!application) throw new AppError('not_found');
  return application;
}
