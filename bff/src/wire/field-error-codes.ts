import { AppError } from '@moorline/kit';
import type { FastifySchemaValidationError } from 'fastify';

type ErrorCode = ConstructorParameters<typeof AppError>[0];

/** A field's code, or one code when it is absent or empty and another when it is malformed. */
type FieldCodes = ErrorCode | { missing: ErrorCode; malformed: ErrorCode };

// Ajv reports an absent field on its parent (`required`) and an empty one as too short.
const absentOrEmpty = new Set(['required', 'minLength']);

function fieldOf(error: FastifySchemaValidationError): string {
  const missing = error.params.missingProperty;
  if (error.keyword === 'required' && typeof missing === 'string') return missing;
  return error.instancePath.replace(/^\//, '');
}

function codeFor(codes: FieldCodes | undefined, error: FastifySchemaValidationError): ErrorCode | undefined {
  if (codes === undefined || typeof codes === 'string')
    return error.keyword === 'required' ? undefined : codes;
  return absentOrEmpty.has(error.keyword) ? codes.missing : codes.malformed;
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
      const code = codeFor(codes[fieldOf(error)], error);
      if (code !== undefined) return new AppError(code);
    }
    return new Error(`${dataVar} does not match its schema`);
  };
}
