import { Type, type TStringOptions } from '@fastify/type-provider-typebox';

/** No NUL anywhere: the API refuses it in any text (app.ts), and the document should say so too. */
export const withoutNul = String.raw`^[^\u0000]*$`;

/** Free text in a query string (a filter, a cursor, a date the handler reads itself). */
export const QueryText = (options: Omit<TStringOptions, 'pattern'>) =>
  Type.String({ ...options, pattern: withoutNul });
