import { eventsV1, type DomainEvent } from '@moorline/contracts';
import type { StoredApplication } from '../applications/application.repository';

type Application = Pick<
  StoredApplication,
  'id' | 'applicant_user_id' | 'applicant_email' | 'applicant_language' | 'bay_name' | 'company_name'
>;

/** What every application event says, keyed by application id on `catalog.events.v1`. */
function common(application: Application) {
  return {
    applicationId: application.id,
    applicant: {
      userId: application.applicant_user_id,
      email: application.applicant_email,
      language: application.applicant_language,
    },
    bayName: application.bay_name,
    companyName: application.company_name,
  };
}

export function applicationSubmittedEvent(application: Application): DomainEvent {
  const payload = eventsV1.ApplicationSubmitted.fromPartial(common(application));
  return { type: eventsV1.ApplicationSubmitted.$type, aggregateId: application.id, payload };
}

export function applicationApprovedEvent(
  application: Application,
  bay: { id: string; operator_id: string },
): DomainEvent {
  const payload = eventsV1.ApplicationApproved.fromPartial({
    ...common(application),
    bayId: bay.id,
    operatorId: bay.operator_id,
  });
  return { type: eventsV1.ApplicationApproved.$type, aggregateId: application.id, payload };
}

export function applicationRejectedEvent(application: Application, reason: string): DomainEvent {
  const payload = eventsV1.ApplicationRejected.fromPartial({ ...common(application), reason });
  return { type: eventsV1.ApplicationRejected.$type, aggregateId: application.id, payload };
}

export function applicationWithdrawnEvent(application: Application): DomainEvent {
  const payload = eventsV1.ApplicationWithdrawn.fromPartial(common(application));
  return { type: eventsV1.ApplicationWithdrawn.$type, aggregateId: application.id, payload };
}
