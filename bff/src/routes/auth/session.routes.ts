import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '@moorline/kit';
import { authErrorHandler } from '../../auth/auth-errors';
import { clientInfo, requireCaller } from '../../auth/caller';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from '../../auth/refresh-cookie';
import { assertSameSiteCaller } from '../../auth/same-site-guard';
import { ErrorBody, SignInError } from '../error-body';
import type { AuthRouteDeps } from './auth-route-deps';
import { AccessAnswer, SessionCheck, SignInBody, SignedIn, toProfile } from './auth-schemas';

const tags = ['auth'];

/** Sign-in, silent refresh, sign-out and the session check (spec §7). */
export function sessionRoutes(deps: AuthRouteDeps): FastifyPluginAsyncTypebox {
  const { auth, cookies, spentSignInLimits } = deps;
  return async (app) => {
    app.post(
      '/v1/auth/signin',
      {
        schema: {
          tags,
          summary: 'Sign in',
          description:
            'Answers the access token in `access` and sets the refresh token as an HttpOnly cookie. ' +
            'Errors carry `code` and `error`. The password is checked before the account is reported ' +
            'locked (`account_locked`) or unverified (`email_not_verified`).',
          body: SignInBody.ref,
          response: { 200: SignedIn.ref, '4xx': SignInError.ref, '5xx': SignInError.ref },
        },
        errorHandler: authErrorHandler({ fallback: 'login_failed', field: 'error' }),
      },
      async (request, reply) => {
        const attempt = { address: request.ip, email: request.body.email };
        await spentSignInLimits.refuseIfSpent(attempt, Date.now());
        const { session, profile } = await auth
          .signIn({ ...request.body, client: clientInfo(request) })
          .catch((error: unknown) => {
            spentSignInLimits.remember(attempt, error, Date.now());
            throw error;
          });
        if (!session) throw new AppError('login_failed');
        setRefreshCookie(reply, cookies, session.refreshToken, session.refreshTokenExpiresAt);
        return { access: session.accessToken, user: toProfile(profile) };
      },
    );

    app.post(
      '/v1/auth/refresh',
      {
        schema: {
          tags,
          summary: 'Renew the access token',
          description:
            'No payload: the refresh cookie is spent and replaced. A refresh token presented again ' +
            'after it was spent revokes its whole family. Failure is 401 `refresh_failed`.',
          response: { 200: AccessAnswer.ref, '4xx': ErrorBody.ref, '5xx': ErrorBody.ref },
        },
        errorHandler: authErrorHandler({ fallback: 'refresh_failed', field: 'message' }),
      },
      async (request, reply) => {
        assertSameSiteCaller(request, deps.webOrigins);
        try {
          const { session } = await auth.refresh({
            refreshToken: refreshCookieOf(request),
            client: clientInfo(request),
          });
          if (!session) throw new AppError('refresh_failed');
          setRefreshCookie(reply, cookies, session.refreshToken, session.refreshTokenExpiresAt);
          return { access: session.accessToken };
        } catch (error) {
          // A dead refresh token is of no further use to the browser.
          if (error instanceof AppError && error.code === 'refresh_failed')
            clearRefreshCookie(reply, cookies);
          throw error;
        }
      },
    );

    app.post(
      '/v1/auth/logout',
      {
        schema: {
          tags,
          summary: 'Sign out',
          description: 'Ends the session of the refresh cookie and clears the cookie. Always 204.',
          response: { 204: Type.Null(), '4xx': ErrorBody.ref, '5xx': ErrorBody.ref },
        },
        errorHandler: authErrorHandler({ fallback: 'internal', field: 'message' }),
      },
      async (request, reply) => {
        assertSameSiteCaller(request, deps.webOrigins);
        clearRefreshCookie(reply, cookies);
        await auth.logout({ refreshToken: refreshCookieOf(request), client: clientInfo(request) });
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/v1/auth/verify',
      {
        schema: {
          tags,
          summary: 'Check the access token',
          description:
            '401 `unauthenticated` when the bearer token is missing, invalid or expired, or is a guest token.',
          response: {
            200: SessionCheck.ref,
            '4xx': ErrorBody.ref,
            '5xx': ErrorBody.ref,
          },
        },
        errorHandler: authErrorHandler({ fallback: 'unauthenticated', field: 'message' }),
      },
      async (request) => {
        const claims = await requireCaller(request, deps.verifyAccessToken);
        const roles = new Set(claims.roles);
        // A walk-up guest's token (issue 14) is no account session, as auth's own Verify says.
        if (roles.has('guest')) throw new AppError('unauthenticated');
        return {
          user_id: claims.userId,
          email: claims.email,
          is_superuser: roles.has('superuser'),
          is_concessionaire: roles.has('concessionaire'),
          is_manager: roles.has('manager'),
          is_employee: roles.has('employee'),
          expires_at: claims.expiresAt.toISOString(),
        };
      },
    );
  };
}
