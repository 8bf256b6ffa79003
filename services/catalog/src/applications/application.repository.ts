import { sql, type Insertable, type Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import type { ApplicationState, ConcessionApplicationTable } from './application.table';

type Db = Kysely<CatalogTables>;
type NewApplication = Omit<
  Insertable<ConcessionApplicationTable>,
  'id' | 'state' | 'reject_reason' | 'decided_by' | 'bay_id' | 'submitted_at' | 'decided_at'
>;

// Every column but the dates, which are read as text: a Date at the server's midnight is another
// day east or west of it.
const applicationColumns = [
  'id',
  'applicant_user_id',
  'applicant_email',
  'applicant_language',
  'company_name',
  'registered_address',
  'country',
  'tax_number',
  'concession_number',
  'bay_name',
  'bay_lat',
  'bay_lon',
  'contact_phone',
  'document_storage_key',
  'document_byte_size',
  'document_content_type',
  'state',
  'reject_reason',
  'decided_by',
  'bay_id',
  'submitted_at',
  'decided_at',
] as const;

function selectApplications(db: Db) {
  return db
    .selectFrom('concession_applications')
    .select(applicationColumns)
    .select([
      sql<string>`valid_from::text`.as('valid_from'),
      sql<string>`valid_until::text`.as('valid_until'),
    ]);
}

export type StoredApplication = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

export async function insertDocument(db: Db, document: { content: Buffer; contentHash: string }) {
  const { storage_key } = await db
    .insertInto('concession_documents')
    .values({ content: document.content, content_hash: document.contentHash })
    .returning('storage_key')
    .executeTakeFirstOrThrow();
  return storage_key;
}

export async function insertApplication(db: Db, application: NewApplication): Promise<string> {
  const { id } = await db
    .insertInto('concession_applications')
    .values(application)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findApplication(db: Db, id: string) {
  return selectApplications(db).where('id', '=', id).executeTakeFirst();
}

/** The application, locked until the transaction ends: one decision at a time. */
export function findApplicationForUpdate(db: Db, id: string) {
  return selectApplications(db).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function findApplicationsOfUser(db: Db, userId: string) {
  return selectApplications(db)
    .where('applicant_user_id', '=', userId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The queue: oldest first, after the application `afterId`, optionally of one state. */
export function findApplicationsPage(
  db: Db,
  page: { state: ApplicationState | null; limit: number; afterId: string | null },
) {
  let query = selectApplications(db);
  if (page.state !== null) query = query.where('state', '=', page.state);
  if (page.afterId !== null) {
    // Compared in the database: submitted_at has microseconds that a JavaScript Date drops.
    query = query.where(
      sql<boolean>`(submitted_at, id) > (SELECT submitted_at, id FROM concession_applications WHERE id = ${page.afterId})`,
    );
  }
  return query.orderBy('submitted_at').orderBy('id').limit(page.limit).execute();
}

export function findDocument(db: Db, storageKey: string) {
  return db
    .selectFrom('concession_documents')
    .select(['content'])
    .where('storage_key', '=', storageKey)
    .executeTakeFirst();
}

export async function markDecided(
  db: Db,
  id: string,
  decision: {
    state: Exclude<ApplicationState, 'submitted'>;
    now: Date;
    decidedBy?: string;
    rejectReason?: string;
    bayId?: string;
  },
): Promise<void> {
  await db
    .updateTable('concession_applications')
    .set({
      state: decision.state,
      decided_at: decision.now,
      decided_by: decision.decidedBy ?? null,
      reject_reason: decision.rejectReason ?? null,
      bay_id: decision.bayId ?? null,
    })
    .where('id', '=', id)
    .execute();
}
