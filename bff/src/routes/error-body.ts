import { Type } from '@fastify/type-provider-typebox';
import { named } from '../wire/named-schema';

/** Every error answer: a stable code from the catalogue and a message to show (ARCHITECTURE §3). */
export const ErrorBody = named(
  'Error',
  Type.Object({
    code: Type.String({ description: 'Stable error code, e.g. limit_exceeded' }),
    message: Type.String({ description: 'Message from the error catalogue, safe to show' }),
  }),
);

/** Error answer of sign-in (spec §7: error read from `error`). */
export const SignInError = named(
  'SignInError',
  Type.Object({
    code: Type.String({ description: 'Stable error code, e.g. invalid_credentials' }),
    error: Type.String({ description: 'Message from the error catalogue, safe to show' }),
  }),
);
