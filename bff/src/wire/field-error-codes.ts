import { AppError } from '@moorline/kit';
import type { FastifySchemaValidationError } from 'fastify';

type ErrorCode = ConstructorParameters<typeof AppError>[0];

/**
 * A route's schema error formatter that answers a malformed field with the catalogue code its
 * handler gives for the same mistake (`bbox` → invalid_bbox), so stating a constraint in the
 * schema (and so in the OpenAPI document) changes no answer. Other failures stay generic 400s.
 */
export function fieldErrorCodes(codes: Partial<Record<string, ErrorCode>>) {
  return (errors: FastifySchemaValidationError[], dataVar: string): Error => {
    for (const error of errors) {
      const code = codes[error.instancePath.replace(/^\//, '')];
      if (code !== undefined) return new AppError(code);
    }
    return new Error(`${dataVar} does not match its schema`);
  };
}
