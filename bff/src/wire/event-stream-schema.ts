import { Type, type TSchema } from '@fastify/type-provider-typebox';
import type { NamedSchema } from './named-schema';

/** One kind of server-sent event: its `event:` name and the named schema of its `data:` JSON. */
export interface StreamedEvent {
  event: string;
  data: NamedSchema<TSchema>;
}

/**
 * The `text/event-stream` answer as it travels: each event's fields are text, and `data` is JSON
 * text whose parsed form the named schema states (JSON Schema's contentMediaType and contentSchema,
 * which OpenAPI 3.1 adopts), so a client or a fuzzer checks what is really sent.
 */
export function eventStreamSchema(events: StreamedEvent[]): TSchema {
  const kinds = events.map(({ event, data }) =>
    Type.Object({
      event: Type.Literal(event),
      id: Type.Optional(Type.String()),
      data: Type.String({ contentMediaType: 'application/json', contentSchema: data.ref }),
    }),
  );
  return kinds.length === 1 && kinds[0] ? kinds[0] : Type.Union(kinds);
}
