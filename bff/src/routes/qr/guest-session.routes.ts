import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '@moorline/kit';
import { clientInfo } from '../../auth/caller';
import { fieldErrorCodes } from '../../wire/field-error-codes';
import type { AuthRouteDeps } from '../auth/auth-route-deps';
import { ErrorBody } from '../error-body';
import { GuestSession, GuestSessionBody } from './guest-session-schemas';
import type { QrLookupHook } from './qr-lookup-limit';

const error = ErrorBody.ref;

/**
 * POST /v1/qr/guest-session (issue 14): a boater without an account at a buoy gets a short guest
 * token for the walk-up check-in and its payment. Catalog owns QR codes, so the key is checked
 * here before auth records the guest.
 */
export function guestSessionRoutes(
  deps: Pick<AuthRouteDeps, 'auth' | 'qrCodeExists'> & { qrLookups: QrLookupHook },
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      '/v1/qr/guest-session',
      {
        schema: {
          tags: ['qr'],
          summary: 'Continue at a buoy without an account',
          description:
            'A new guest id and an access token with the role `guest` for every call (never a ' +
            'previous guest of the same email); no refresh token: when it lapses, start again. ' +
            'Errors: `invalid_key` (unknown QR code), `invalid_email`, `invalid_phone`, ' +
            '`invalid_request` (missing names), `too_many_requests` per client address, which ' +
            'also counts each try against the QR look-ups, since an `invalid_key` tells a code exists.',
          body: GuestSessionBody.ref,
          response: { 201: GuestSession.ref, '4xx': error, '5xx': error },
        },
        onRequest: deps.qrLookups,
        // A field the schema refuses answers with the code auth gives for the same mistake.
        schemaErrorFormatter: fieldErrorCodes({
          key: 'invalid_key',
          email: 'invalid_email',
          phone: 'invalid_phone',
        }),
      },
      async (request, reply) => {
        const { body } = request;
        if (!(await deps.qrCodeExists(body.key))) throw new AppError('invalid_key');
        const session = await deps.auth.startGuestSession({
          qrKey: body.key,
          email: body.email,
          firstName: body.first_name,
          lastName: body.last_name,
          phone: body.phone,
          language: body.language ?? 'en',
          client: clientInfo(request),
        });
        // Auth always sets it; without it the contract is broken, which is a 500, not a guess.
        if (!session.expiresAt) throw new Error('auth answered a guest session without expires_at');
        // A token in the answer: no cache may keep it.
        reply.header('cache-control', 'no-store');
        return reply.status(201).send({
          access: session.accessToken,
          expires_at: session.expiresAt.toISOString(),
          guest_id: session.guestId,
          phone: session.phone,
        });
      },
    );
  };
}
