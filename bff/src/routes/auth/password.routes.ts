import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forwardAccessToken } from '@moorline/kit';
import { authErrorHandler } from '../../auth/auth-errors';
import { clientInfo, signedInOnly } from '../../auth/caller';
import { setRefreshCookie } from '../../auth/refresh-cookie';
import { fieldErrorCodes } from '../../wire/field-error-codes';
import { ErrorBody } from '../error-body';
import type { AuthRouteDeps } from './auth-route-deps';
import {
  AccessAnswer,
  EmailAddress,
  Language,
  Password,
  ResetToken,
  ResetTokenCheck,
  ResetUid,
  resetLinkRefusals,
} from './auth-schemas';

const tags = ['auth'];

/** Forgotten password, reset link and password change (spec §7, §4). */
export function passwordRoutes(deps: AuthRouteDeps): FastifyPluginAsyncTypebox {
  const { auth } = deps;
  return async (app) => {
    app.post(
      '/v1/auth/request-password-reset',
      {
        schema: {
          tags,
          summary: 'Email a password reset link',
          description:
            'Answers 202 whether or not the email belongs to an account. Errors: `invalid_email`, ' +
            '`too_many_requests`; the default is `password_reset_failed`.',
          body: Type.Object({ email: EmailAddress, language: Type.Optional(Language.ref) }),
          response: { 202: Type.Object({}), '4xx': ErrorBody.ref, '5xx': ErrorBody.ref },
        },
        schemaErrorFormatter: fieldErrorCodes({ email: 'invalid_email' }),
        errorHandler: authErrorHandler({ fallback: 'password_reset_failed', field: 'message' }),
      },
      async (request, reply) => {
        // Without a language, auth writes in the account's own.
        const { email, language = '' } = request.body;
        await auth.requestPasswordReset({ email, language, client: clientInfo(request) });
        return reply.status(202).send({});
      },
    );

    app.get(
      '/v1/auth/validate-reset-token/:uid/:token',
      {
        schema: {
          tags,
          summary: 'Check a reset link',
          description:
            'Errors: `token_not_validated` (malformed link); the default is `invalid_or_expired_token`.',
          params: Type.Object({ uid: ResetUid, token: ResetToken }),
          response: {
            200: ResetTokenCheck.ref,
            '4xx': ErrorBody.ref,
            '5xx': ErrorBody.ref,
          },
        },
        schemaErrorFormatter: fieldErrorCodes(resetLinkRefusals),
        errorHandler: authErrorHandler({ fallback: 'invalid_or_expired_token', field: 'message' }),
      },
      async (request) => {
        await auth.validateResetToken(request.params);
        return { valid: true };
      },
    );

    app.post(
      '/v1/auth/confirm-password-reset',
      {
        schema: {
          tags,
          summary: 'Set a new password from a reset link',
          description:
            'Spends the link and signs the account out everywhere. Errors: `passwords_mismatch`, ' +
            '`weak_password`, `invalid_or_expired_token`; the default is `password_reset_failed`.',
          body: Type.Object({
            uid: ResetUid,
            token: ResetToken,
            new_password: Password,
            new_password2: Password,
          }),
          response: { 204: Type.Null(), '4xx': ErrorBody.ref, '5xx': ErrorBody.ref },
        },
        schemaErrorFormatter: fieldErrorCodes(resetLinkRefusals),
        errorHandler: authErrorHandler({ fallback: 'password_reset_failed', field: 'message' }),
      },
      async (request, reply) => {
        const { uid, token, new_password, new_password2 } = request.body;
        await auth.confirmPasswordReset({
          uid,
          token,
          newPassword: new_password,
          newPassword2: new_password2,
          client: clientInfo(request),
        });
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/v1/auth/change-password',
      {
        schema: {
          tags,
          summary: 'Change the password of the signed-in user',
          description:
            'Signs the account out everywhere else and answers a fresh access token (and refresh cookie) ' +
            'for this browser. Errors: `incorrect_current_password`, `passwords_mismatch`, `weak_password`; ' +
            'the default is `password_update_failed`.',
          body: Type.Object({ current_password: Password, new_password: Password, new_password2: Password }),
          response: { 200: AccessAnswer.ref, '4xx': ErrorBody.ref, '5xx': ErrorBody.ref },
        },
        // Who asks is settled before what is asked: anonymous is 401 whatever the body (issue 26).
        onRequest: signedInOnly(deps.verifyAccessToken),
        errorHandler: authErrorHandler({ fallback: 'password_update_failed', field: 'message' }),
      },
      async (request, reply) => {
        const { current_password, new_password, new_password2 } = request.body;
        const { session } = await auth.changePassword(
          {
            currentPassword: current_password,
            newPassword: new_password,
            newPassword2: new_password2,
            client: clientInfo(request),
          },
          forwardAccessToken(request.headers.authorization),
        );
        if (session)
          setRefreshCookie(reply, deps.cookies, session.refreshToken, session.refreshTokenExpiresAt);
        return { access: session?.accessToken ?? '' };
      },
    );
  };
}
