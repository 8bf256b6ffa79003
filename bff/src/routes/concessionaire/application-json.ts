import type { catalogV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { applicationStates, wireValue } from '../../wire/enum-tables';

/** An application as the /v1 JSON writes it. */
export function applicationJson(application: catalogV1.ConcessionApplication | undefined) {
  if (!application) throw new AppError('internal');
  const state = wireValue(applicationStates, application.state);
  if (state === undefined) throw new AppError('internal');
  const fields = application.fields;
  return {
    application_id: application.applicationId,
    applicant_user_id: application.applicantUserId,
    applicant_email: application.applicantEmail,
    company_name: fields?.companyName ?? '',
    registered_address: fields?.registeredAddress ?? '',
    country: fields?.country ?? '',
    tax_number: fields?.taxNumber ?? '',
    concession_number: fields?.concessionNumber ?? '',
    valid_from: fields?.validFrom ?? '',
    valid_until: fields?.validUntil ?? '',
    bay_name: fields?.bayName ?? '',
    bay_lat: fields?.bayLat ?? 0,
    bay_lon: fields?.bayLon ?? 0,
    contact_phone: fields?.contactPhone ?? '',
    language: fields?.language ?? 'en',
    state,
    reject_reason: application.rejectReason === '' ? null : application.rejectReason,
    bay_id: application.bayId === '' ? null : application.bayId,
    document_byte_size: application.documentByteSize,
    document_content_type: application.documentContentType,
    submitted_at: (application.submittedAt ?? new Date(0)).toISOString(),
    decided_at: application.decidedAt?.toISOString() ?? null,
  };
}
