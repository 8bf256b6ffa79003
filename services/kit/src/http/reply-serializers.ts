import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/**
 * When Fastify turns a route's response schemas into serializers. At start is Fastify's way, and
 * the BFF's schemas then take seconds of CPU, which every start (a new replica, each integration
 * test) pays for routes it may never answer; so a route's serializer is built on its first reply.
 * A schema that cannot compile then fails that reply, not the start: the BFF's tests compile
 * them all at start (bff/src/reply-serializers.test.ts).
 */
export type WhenSerializersCompile = 'on-first-reply' | 'at-start';

type SerializerFactory = ReturnType<typeof SerializerSelector>;

export function replySerializers(when: WhenSerializersCompile): SerializerFactory {
  const atStart = SerializerSelector();
  if (when === 'at-start') return atStart;
  return (...factoryArguments) => {
    const compile = atStart(...factoryArguments);
    return (route) => {
      let serialize: ReturnType<typeof compile> | undefined;
      return (data) => (serialize ??= compile(route))(data);
    };
  };
}
