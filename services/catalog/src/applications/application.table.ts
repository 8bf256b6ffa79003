import type { ColumnType, Generated } from 'kysely';
import type { CountryCode } from '../bays/bay.table';

export type ApplicationState = 'submitted' | 'approved' | 'rejected' | 'withdrawn';
export type MailLanguage = 'en' | 'sl' | 'hr' | 'it';

/** Dates of the concession, 'YYYY-MM-DD': the repository reads them as text (`::text`), never as a Date at midnight. */
type DateColumn = ColumnType<string, string, string>;

/** A concession application (issue 27 item 1); see its migration for the rules the database holds. */
export interface ConcessionApplicationTable {
  id: Generated<string>;
  applicant_user_id: string;
  applicant_email: string;
  applicant_language: MailLanguage;
  company_name: string;
  registered_address: string;
  country: CountryCode;
  /** Digits only, without a country prefix. */
  tax_number: string;
  concession_number: string;
  valid_from: DateColumn;
  valid_until: DateColumn;
  bay_name: string;
  bay_lat: number;
  bay_lon: number;
  contact_phone: string;
  document_storage_key: string;
  document_byte_size: number;
  document_content_type: 'application/pdf';
  state: ColumnType<ApplicationState, ApplicationState | undefined, ApplicationState>;
  reject_reason: string | null;
  decided_by: string | null;
  bay_id: string | null;
  submitted_at: ColumnType<Date, Date | undefined, never>;
  decided_at: Date | null;
}

/** A concession document's bytes, apart from the application so that lists never read them. */
export interface ConcessionDocumentTable {
  storage_key: Generated<string>;
  content: Buffer;
  content_hash: string;
  byte_size: ColumnType<number, never, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
}
