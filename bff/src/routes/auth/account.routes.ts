import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@moorline/kit';
import { authErrorHandler } from '../../auth/auth-errors';
import { clientInfo } from '../../auth/caller';
import { fieldErrorCodes } from '../../wire/field-error-codes';
import { ErrorBody } from '../error-body';
import type { AuthRouteDeps } from './auth-route-deps';
import { SignUpBody, SignUpQrBody, SignedUp, Text, VerifiedEmail } from './auth-schemas';

const tags = ['auth'];
// The email's stated rule answers as auth does for the same mistake (spec §8 `invalid_email`).
const schemaErrorFormatter = fieldErrorCodes({ email: 'invalid_email' });
type NewAccount = Static<typeof SignUpQrBody.ref>;

/** The part of a sign-up that both kinds share, as the auth service takes it. */
const newAccount = (request: FastifyRequest, body: Omit<NewAccount, 'key'>) => ({
  email: body.email,
  password1: body.password1,
  password2: body.password2,
  terms: body.terms,
  marketing: body.marketing ?? false,
  newsletter: body.newsletter ?? false,
  language: body.language ?? 'en',
  client: clientInfo(request),
});

/** Sign-up, QR sign-up and email verification (spec §7, §4). */
export function accountRoutes(deps: AuthRouteDeps): FastifyPluginAsyncTypebox {
  const { auth } = deps;
  return async (app) => {
    app.post(
      '/v1/auth/signup',
      {
        schema: {
          tags,
          summary: 'Create an account',
          description:
            'The account starts unverified; a verification email goes out in `language`. Errors: ' +
            '`email_exists`, `passwords_mismatch`, `weak_password`, `terms_required`, `invalid_email`, ' +
            '`too_many_requests`; the default is `login_failed` (spec §8).',
          body: SignUpBody.ref,
          response: { 201: SignedUp.ref, '4xx': ErrorBody.ref, '5xx': ErrorBody.ref },
        },
        schemaErrorFormatter,
        errorHandler: authErrorHandler({ fallback: 'login_failed', field: 'message' }),
      },
      async (request, reply) => {
        const { body } = request;
        const { userId } = await auth.signUp({
          firstName: body.first_name,
          lastName: body.last_name,
          ...newAccount(request, body),
        });
        return reply.status(201).send({ user_id: userId, email: body.email.trim().toLowerCase() });
      },
    );

    app.post(
      '/v1/auth/signup-qr',
      {
        schema: {
          tags,
          summary: 'Create an account from a QR code at a buoy',
          description:
            '`key` is the slug of the scanned QR code; an unknown one is `invalid_key`. Otherwise as ' +
            'sign-up, with the default error `signup_failed`.',
          body: SignUpQrBody.ref,
          response: { 201: SignedUp.ref, '4xx': ErrorBody.ref, '5xx': ErrorBody.ref },
        },
        schemaErrorFormatter,
        errorHandler: authErrorHandler({ fallback: 'signup_failed', field: 'message' }),
      },
      async (request, reply) => {
        const { body } = request;
        if (!(await deps.qrCodeExists(body.key))) throw new AppError('invalid_key');
        const { userId } = await auth.signUpQr({ key: body.key, ...newAccount(request, body) });
        return reply.status(201).send({ user_id: userId, email: body.email.trim().toLowerCase() });
      },
    );

    app.post(
      '/v1/auth/verify-email',
      {
        schema: {
          tags,
          summary: 'Verify an email address',
          description:
            '`key` comes from the link in the verification email. Errors: `invalid_key` (unknown, used ' +
            'or expired), `already_verified`; the default is `verification_failed`.',
          body: Type.Object({ key: Text(200) }),
          response: {
            200: VerifiedEmail.ref,
            '4xx': ErrorBody.ref,
            '5xx': ErrorBody.ref,
          },
        },
        errorHandler: authErrorHandler({ fallback: 'verification_failed', field: 'message' }),
      },
      async (request) => {
        const { email } = await auth.verifyEmail({ key: request.body.key, client: clientInfo(request) });
        return { email };
      },
    );
  };
}
