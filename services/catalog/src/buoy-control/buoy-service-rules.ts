import { AppError } from '@moorline/kit';

/** How long an out-of-service reason may be: a line on a staff list, not a report. */
export const maxReasonLength = 200;

/** What a staff member asked for: back in service, or out with a reason and maybe an end. */
export type ServiceChange = { inService: true } | { inService: false; reason: string; until: Date | null };

export interface ServiceRequest {
  inService: boolean;
  reason: string;
  until: Date | undefined;
}

/**
 * Checks a request to take a buoy out of service or put it back (issue 15 item 7): taking it out
 * needs a reason of at most 200 characters and, when an end is given, an end after `now`.
 * Putting it back ignores the reason and the end.
 */
export function serviceChange(request: ServiceRequest, now: Date): ServiceChange {
  if (request.inService) return { inService: true };
  const reason = request.reason.trim();
  if (reason === '') throw new AppError('invalid_request', 'Say why the buoy is out of service');
  if ([...reason].length > maxReasonLength)
    throw new AppError('invalid_request', `The reason can be at most ${maxReasonLength} characters`);
  const until = request.until ?? null;
  if (until !== null && until.getTime() <= now.getTime())
    throw new AppError('invalid_request', 'The end of the out-of-service period must be in the future');
  return { inService: false, reason, until };
}
