import { catalogV1 } from '@moorline/contracts';
import type { StoredApplication } from '../applications/application.repository';
import type { ApplicationState } from '../applications/application.table';

const { ApplicationState: State } = catalogV1;

// The one table between the database's states and the wire's.
const stateMessages: Record<ApplicationState, catalogV1.ApplicationState> = {
  submitted: State.APPLICATION_STATE_SUBMITTED,
  approved: State.APPLICATION_STATE_APPROVED,
  rejected: State.APPLICATION_STATE_REJECTED,
  withdrawn: State.APPLICATION_STATE_WITHDRAWN,
};

/** A state filter from the wire: UNSPECIFIED (or unknown) is every state. */
export function applicationStateFrom(state: catalogV1.ApplicationState): ApplicationState | null {
  const entry = Object.entries(stateMessages).find(([, message]) => message === state);
  return entry ? (entry[0] as ApplicationState) : null;
}

export function applicationMessage(application: StoredApplication): catalogV1.ConcessionApplication {
  return {
    applicationId: application.id,
    applicantUserId: application.applicant_user_id,
    applicantEmail: application.applicant_email,
    fields: {
      companyName: application.company_name,
      registeredAddress: application.registered_address,
      country: application.country,
      taxNumber: application.tax_number,
      concessionNumber: application.concession_number,
      validFrom: application.valid_from,
      validUntil: application.valid_until,
      bayName: application.bay_name,
      bayLat: application.bay_lat,
      bayLon: application.bay_lon,
      contactPhone: application.contact_phone,
      language: application.applicant_language,
    },
    state: stateMessages[application.state],
    rejectReason: application.reject_reason ?? '',
    bayId: application.bay_id ?? '',
    documentByteSize: application.document_byte_size,
    documentContentType: application.document_content_type,
    submittedAt: application.submitted_at,
    decidedAt: application.decided_at ?? undefined,
  };
}
