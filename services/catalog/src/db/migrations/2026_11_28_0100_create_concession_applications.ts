import { sql, type Kysely } from 'kysely';

// Issue 27 item 1: a user applies to run a bay under a concession; a superuser approves (a draft
// bay is created) or rejects. The concession document's bytes live in catalog's own database, as
// bay photos do, in a table of their own so that lists never read them; nothing serves them
// publicly (only the applicant and superusers, through GetApplicationDocument).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE concession_documents (
      storage_key uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      content bytea NOT NULL,
      content_hash text NOT NULL CHECK (content_hash ~ '^[0-9a-f]{64}$'),
      byte_size integer GENERATED ALWAYS AS (octet_length(content)) STORED,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT concession_documents_pdf CHECK (substring(content FROM 1 FOR 5) = '\\x255044462d'::bytea),
      CONSTRAINT concession_documents_size CHECK (octet_length(content) BETWEEN 1 AND 10485760)
    )`.execute(db);
  // PDFs are mostly compressed streams: TOAST stores them out of line without trying again.
  await sql`ALTER TABLE concession_documents ALTER COLUMN content SET STORAGE EXTERNAL`.execute(db);

  await sql`
    CREATE TABLE concession_applications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      applicant_user_id uuid NOT NULL,
      applicant_email text NOT NULL CHECK (applicant_email LIKE '%_@_%'),
      applicant_language text NOT NULL CHECK (applicant_language IN ('en', 'sl', 'hr', 'it')),
      company_name text NOT NULL CHECK (btrim(company_name) <> '' AND char_length(company_name) <= 200),
      registered_address text NOT NULL
        CHECK (btrim(registered_address) <> '' AND char_length(registered_address) <= 500),
      country text NOT NULL CHECK (country IN ('SI', 'HR', 'IT')),
      -- Digits only; the check digit itself is the application's rule (src/tax-numbers).
      tax_number text NOT NULL,
      concession_number text NOT NULL
        CHECK (btrim(concession_number) <> '' AND char_length(concession_number) <= 100),
      valid_from date NOT NULL,
      valid_until date NOT NULL,
      bay_name text NOT NULL CHECK (btrim(bay_name) <> '' AND char_length(bay_name) <= 100),
      bay_lat double precision NOT NULL CHECK (bay_lat BETWEEN -90 AND 90),
      bay_lon double precision NOT NULL CHECK (bay_lon BETWEEN -180 AND 180),
      contact_phone text NOT NULL CHECK (contact_phone ~ '^\\+?[0-9][0-9 ()/-]{5,23}$'),
      document_storage_key uuid NOT NULL REFERENCES concession_documents (storage_key),
      document_byte_size integer NOT NULL CHECK (document_byte_size BETWEEN 1 AND 10485760),
      document_content_type text NOT NULL CHECK (document_content_type = 'application/pdf'),
      state text NOT NULL DEFAULT 'submitted'
        CHECK (state IN ('submitted', 'approved', 'rejected', 'withdrawn')),
      reject_reason text CHECK (btrim(reject_reason) <> '' AND char_length(reject_reason) <= 2000),
      decided_by uuid,
      bay_id uuid REFERENCES bays (id),
      submitted_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      CONSTRAINT concession_applications_tax_number CHECK (
        (country = 'HR' AND tax_number ~ '^[0-9]{11}$')
        OR (country = 'SI' AND tax_number ~ '^[1-9][0-9]{7}$')
        OR (country = 'IT' AND tax_number ~ '^[0-9]{11}$')),
      CONSTRAINT concession_applications_validity CHECK (valid_until > valid_from),
      -- A reason exactly when rejected; a bay exactly when approved.
      CONSTRAINT concession_applications_reason CHECK ((state = 'rejected') = (reject_reason IS NOT NULL)),
      CONSTRAINT concession_applications_bay CHECK ((state = 'approved') = (bay_id IS NOT NULL)),
      -- A superuser decides approvals and rejections; the applicant withdraws their own.
      CONSTRAINT concession_applications_decider CHECK (
        (state IN ('approved', 'rejected')) = (decided_by IS NOT NULL)),
      CONSTRAINT concession_applications_decided_at CHECK ((state = 'submitted') = (decided_at IS NULL))
    )`.execute(db);
  // At most one open application per applicant.
  await sql`
    CREATE UNIQUE INDEX concession_applications_one_open
      ON concession_applications (applicant_user_id) WHERE state = 'submitted'`.execute(db);
  await sql`
    CREATE INDEX concession_applications_queue ON concession_applications (state, submitted_at, id)`.execute(
    db,
  );
  await sql`
    CREATE INDEX concession_applications_applicant
      ON concession_applications (applicant_user_id, submitted_at DESC)`.execute(db);
}
