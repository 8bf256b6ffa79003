import type { ApplicationState, ConcessionApplication } from '../../http/api-schema';

// What an application's state means to the applicant and the admin (issue 27 item 1): how it is
// shown, and what may be done with it now. The server decides again on every action.

/** The badge's look: waiting, done well, refused, or set aside. */
export type StateTone = 'info' | 'success' | 'error' | 'muted';

export const STATE_TONES: Record<ApplicationState, StateTone> = {
  submitted: 'info',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'muted',
};

/** Only an application waiting for a decision may be withdrawn, approved or rejected. */
export const isOpen = (application: Pick<ConcessionApplication, 'state'>) =>
  application.state === 'submitted';

/** The new bay's setup page, once approval made one. */
export function bayLinksOf(application: Pick<ConcessionApplication, 'state' | 'bay_id'>) {
  if (application.state !== 'approved' || application.bay_id === null) return null;
  const bay = encodeURIComponent(application.bay_id);
  return { setup: `/concessionaires/${bay}/setup`, backOffice: '/concessionaires/bays' };
}

/** The reason shown with a rejection; none for the other states. */
export const rejectionReason = (application: Pick<ConcessionApplication, 'state' | 'reject_reason'>) =>
  application.state === 'rejected' ? (application.reject_reason ?? '') : null;
