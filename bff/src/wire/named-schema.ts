import { Type, type Static, type TSchema, type TUnsafe } from '@fastify/type-provider-typebox';

/**
 * A schema with a name: registered once with the app (`app.addSchema`), it becomes
 * `#/components/schemas/<id>` in the OpenAPI document, and routes and other schemas point at it
 * with `ref`, which keeps its static type for the handlers.
 */
export interface NamedSchema<T extends TSchema> {
  id: string;
  schema: T & { $id: string };
  ref: TUnsafe<Static<T>>;
}

export function named<T extends TSchema>(id: string, schema: T): NamedSchema<T> {
  return { id, schema: { ...schema, $id: id }, ref: Type.Unsafe<Static<T>>({ $ref: id }) };
}

/** A string schema whose values are those of one enum table (bff/src/wire/enum-tables.ts). */
export function namedEnum<Name extends string>(id: string, names: Name[], description: string) {
  return named(id, Type.Unsafe<Name>({ type: 'string', enum: [...new Set(names)], description }));
}

export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * An integer the services read as a protobuf int32: any value outside its range would fail to
 * encode, so the schema refuses it (400) and the service's own rule speaks for values inside it.
 */
export const int32 = (options: { description?: string } = {}) =>
  Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647, ...options });
