import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { pipeline, Transform } from 'node:stream';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's exact bytes, kept only on routes that capture them (`captureRawBody`). */
    rawBody?: Buffer;
  }
}

/**
 * A route's `preParsing` hook that keeps the body's exact bytes beside the parsed body, for a
 * caller that signs them (a payment provider's webhook). The bytes pass through on their way
 * to the usual parser, so its body limit and error answers stay as they are.
 */
export async function captureRawBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: RequestPayload,
): Promise<RequestPayload> {
  const chunks: Buffer[] = [];
  // A request without a body never reaches the parser: its raw body is empty, not missing.
  request.rawBody = Buffer.alloc(0);
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done(null, chunk);
    },
    flush(done) {
      request.rawBody = Buffer.concat(chunks);
      done();
    },
  });
  // Errors of the request stream reach the parser through the tap.
  return pipeline(payload, tap, () => undefined);
}

/** The exact bytes of the request body; only on a route with `preParsing: captureRawBody`. */
export function rawBodyOf(request: FastifyRequest): Buffer {
  if (!request.rawBody)
    throw new Error(`route ${request.routeOptions.url ?? ''} does not capture its raw body`);
  return request.rawBody;
}
