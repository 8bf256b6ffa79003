import { Type } from '@fastify/type-provider-typebox';

/** Every error answer: a stable code from the catalogue and a message to show (ARCHITECTURE §3). */
export const ErrorBody = Type.Object(
  {
    code: Type.String({ description: 'Stable error code, e.g. limit_exceeded' }),
    message: Type.String({ description: 'Message from the error catalogue, safe to show' }),
  },
  { $id: 'ErrorBody' },
);
