import { AjvCompiler } from '@fastify/ajv-compiler';
import type { TSchema } from '@fastify/type-provider-typebox';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

// Fastify's Ajv defaults (removeAdditional, coerceTypes 'array') drop fields the schema forbids
// and turn "true", 1 or "900" into what a field wants, so the server accepted bodies its published
// schema refuses (issue 26 item 4). A JSON body keeps its types; it is refused as sent.
const bodyOptions = { removeAdditional: false, coerceTypes: false, useDefaults: true } as const;
// The path and the query string arrive as text: coercion is how `limit=20` meets `integer`.
const textOptions = { removeAdditional: false, coerceTypes: 'array', useDefaults: true } as const;

/** The one call used of an app, whatever its logger and type provider. */
interface ValidatedApp {
  setValidatorCompiler(compiler: FastifySchemaCompiler<FastifySchema>): unknown;
}

/**
 * Validates each part of a request as its schema says, with no field dropped: a body with an
 * unknown field or a value of the wrong type is 400 `invalid_request`. `sharedSchemas` are the named schemas the app was given (app.addSchema), which routes refer to.
 */
export function validateAsDocumented(app: ValidatedApp, sharedSchemas: (TSchema & { $id: string })[]): void {
  const build = AjvCompiler();
  const shared = Object.fromEntries(sharedSchemas.map((schema) => [schema.$id, schema]));
  const bodies = build(shared, { customOptions: bodyOptions });
  const texts = build(shared, { customOptions: textOptions });
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? bodies(route) : texts(route)));
}
