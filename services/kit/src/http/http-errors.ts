import type { FastifyError, FastifyReply } from 'fastify';
import { isAppError } from '../errors/app-error';
import { errorCatalogue, type ErrorCode } from '../errors/error-catalogue';

/** What an HTTP error handler answers: a status and a catalogue code; `internal` when status ≥ 500. */
export interface HttpErrorAnswer {
  status: number;
  code: ErrorCode;
  message: string;
}

// Fastify gives each refusal its status (415 content type, 413 size, …);
// the status names the catalogue code, and any other 4xx is bad input (400).
const statusCodes: Record<number, ErrorCode> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  431: 'header_fields_too_large',
};

/**
 * The one mapping from any error to an HTTP answer, shared by the services' apps and the BFF
 * (whose auth routes only change the field name). An AppError keeps its code; a framework
 * refusal (bad body, content type, size, URL, schema) is its 4xx with a catalogue code; any other
 * failure is 500 `internal` with no detail.
 */
export function httpErrorAnswer(error: FastifyError | Error): HttpErrorAnswer {
  if (isAppError(error)) return { status: error.httpStatus, code: error.code, message: error.message };
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status < 400 || status >= 500) return catalogued('internal');
  if ('validation' in error && error.validation) return catalogued('invalid_request');
  // A path parameter past the router's limit is bad input like one past its schema's maxLength;
  // 414 stays for addresses too long as a whole.
  if ('code' in error && error.code === 'FST_ERR_MAX_PARAM_LENGTH') return catalogued('invalid_request');
  const code = statusCodes[status];
  // Any other refusal (a plugin's 406 for a body that is not multipart, …) is bad input, answered
  // with the catalogue's status for it, so a code never travels with a status of its own.
  if (code === undefined) return catalogued('invalid_request');
  return { status, code, message: errorCatalogue[code].message };
}

function catalogued(code: ErrorCode): HttpErrorAnswer {
  return { status: errorCatalogue[code].http, code, message: errorCatalogue[code].message };
}

// spec §8 limits count over sliding windows; once the longest has passed there is room again.
const retryAfterSeconds: Partial<Record<ErrorCode, number>> = {
  too_many_requests: 3600,
  limit_exceeded: 3600,
  // A waiting hold is paid, given up or lapsed within the payment window (spec §9: 3 minutes).
  too_many_holds: 180,
};

/** Every 429 says when to come back (RFC 9110 Retry-After), whichever handler sends it. */
export function addRetryAfter(reply: FastifyReply, answer: HttpErrorAnswer): void {
  if (answer.status === 429) reply.header('retry-after', String(retryAfterSeconds[answer.code] ?? 60));
}
