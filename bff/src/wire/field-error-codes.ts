import { AppError } from '@moorline/kit';
import type { FastifySchemaValidationError } from 'fastify';

type ErrorCode = ConstructorParameters<typeof AppError>[0];

/** A service rule's refusal, said as the service says it (its code and message). */
export interface RuleRefusal {
  code: ErrorCode;
  message: string;
}

/**
 * A field's code; or one code when it is absent or empty and another when it is malformed; or
 * the code and message of the service rule the schema states.
 */
type FieldCodes = ErrorCode | { missing: ErrorCode; malformed: ErrorCode } | RuleRefusal;

// Ajv reports an absent field on its parent (`required`) and an empty one as too short.
const absentOrEmpty = new Set(['required', 'minLength']);

function fieldOf(error: FastifySchemaValidationError): string {
  const missing = error.params.missingProperty;
  if (error.keyword === 'required' && typeof missing === 'string') return missing;
  return error.instancePath.replace(/^\//, '');
}

function refusalFor(
  codes: FieldCodes | undefined,
  error: FastifySchemaValidationError,
): AppError | undefined {
  if (codes === undefined) return undefined;
  // An absent field keeps the generic answer unless the field names a code for it.
  if (typeof codes === 'string') return error.keyword === 'required' ? undefined : new AppError(codes);
  if ('missing' in codes)
    return new AppError(absentOrEmpty.has(error.keyword) ? codes.missing : codes.malformed);
  return error.keyword === 'required' ? undefined : new AppError(codes.code, codes.message);
}

/**
 * A route's schema error formatter that answers a malformed field with the catalogue code its
 * handler gives for the same mistake (`bbox` → invalid_bbox), so stating a constraint in the
 * schema (and so in the OpenAPI document) changes no answer. A field may name a code of its own
 * for being absent or empty (spec §8 `dates_missing`). Other failures stay generic 400s.
 */
export function fieldErrorCodes(codes: Partial<Record<string, FieldCodes>>) {
  return (errors: FastifySchemaValidationError[], dataVar: string): Error => {
    for (const error of errors) {
      const refusal = refusalFor(codes[fieldOf(error)], error);
      if (refusal !== undefined) return refusal;
    }
    return new Error(`${dataVar} does not match its schema`);
  };
}
