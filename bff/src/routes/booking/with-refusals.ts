import { isAppError } from '@moorline/kit';
import type { FastifyReply } from 'fastify';
import { holdRefusalJson } from './booking-json';

/** A 409 or 422 from booking, answered with what it offers instead; anything else as it is. */
export async function withRefusals<Answer>(reply: FastifyReply, answer: () => Promise<Answer>) {
  try {
    return await answer();
  } catch (failure) {
    if (isAppError(failure) && (failure.httpStatus === 409 || failure.httpStatus === 422))
      return reply.status(failure.httpStatus).send(holdRefusalJson(failure));
    throw failure;
  }
}
