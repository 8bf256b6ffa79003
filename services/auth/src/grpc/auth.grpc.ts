import type { authV1 } from '@moorline/contracts';
import { createCallerResolver, type AccessTokenVerifier } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CallContext } from 'nice-grpc-common';
import type { AuthTables } from '../auth.tables';
import type { AuthConfig } from '../config';
import { assertAccountHolder } from '../guests/guest-rules';
import { startGuestSession } from '../guests/start-guest-session';
import type { PasswordChecks } from '../passwords/password-checks';
import { changePassword } from '../passwords/change-password';
import { confirmPasswordReset, requestPasswordReset, validateResetToken } from '../passwords/password-reset';
import { getProfile } from '../profile/get-profile';
import { updateLanguage } from '../profile/update-language';
import { updateProfile } from '../profile/update-profile';
import { registerUser } from '../registration/register-user';
import { endSession } from '../sessions/end-session';
import { refreshSession } from '../sessions/refresh-session';
import { verifySession } from '../sessions/verify-session';
import { signIn } from '../sign-in/sign-in';
import type { AccessTokenIssuer } from '../tokens/access-token-issuer';
import { verifyEmail } from '../verification/verify-email';
import { claimsMessage, guestSessionMessage, profileMessage, sessionMessage } from './auth-messages';

/** What the handlers hand on, each use case taking only its part. */
export interface AuthGrpcDeps {
  config: AuthConfig;
  now: () => Date;
  issueAccessToken: AccessTokenIssuer;
  verifyAccessToken: AccessTokenVerifier;
  /** Password hashing within its bounds (issue 31 item 3). */
  passwords: PasswordChecks;
}

const clientIp = (client: authV1.ClientInfo | undefined) => client?.ip || 'unknown';

/**
 * Maps each RPC onto its use case: proto to input, the call, the answer back to proto; errors
 * travel as AppError codes (kit error middleware).
 * Calls about the signed-in user take the user from the access token in the call's metadata,
 * never from the request, so no request can name another account.
 */
export function authGrpc(db: Kysely<AuthTables>, deps: AuthGrpcDeps): authV1.AuthServiceImplementation {
  const { config, now, passwords } = deps;
  const clock = { now };
  const limited = { now, config, passwords };
  const sessions = { now, issueAccessToken: deps.issueAccessToken, config, passwords };
  const callers = createCallerResolver(deps.verifyAccessToken);
  const signedInUser = async (context: CallContext) => {
    const caller = await callers.requireCaller(context);
    assertAccountHolder(caller.roles);
    return caller.userId;
  };
  return {
    async signUp(request) {
      const user = await registerUser(db, limited, { ...request, clientIp: clientIp(request.client) });
      return { userId: user.id };
    },
    async signUpQr(request) {
      const user = await registerUser(db, limited, {
        ...request,
        firstName: '',
        lastName: '',
        qrKey: request.key,
        clientIp: clientIp(request.client),
      });
      // The QR flow signs in after verification like every other account (spec §4).
      return { userId: user.id };
    },
    async signIn(request) {
      const { session, user } = await signIn(db, sessions, {
        email: request.email,
        password: request.password,
        clientIp: clientIp(request.client),
      });
      return { session: sessionMessage(session), profile: profileMessage(user) };
    },
    async refresh(request) {
      return { session: sessionMessage(await refreshSession(db, sessions, request.refreshToken)) };
    },
    async logout(request) {
      await endSession(db, clock, request.refreshToken);
      return {};
    },
    async verify(request) {
      return { claims: claimsMessage(await verifySession(db, deps.verifyAccessToken, request.accessToken)) };
    },
    async getProfile(request, context) {
      return { profile: profileMessage(await getProfile(db, await signedInUser(context))) };
    },
    async updateProfile(request, context) {
      const userId = await signedInUser(context);
      return { profile: profileMessage(await updateProfile(db, clock, { ...request, userId })) };
    },
    async changePassword(request, context) {
      const userId = await signedInUser(context);
      const session = await changePassword(db, sessions, {
        ...request,
        userId,
        clientIp: clientIp(request.client),
      });
      return { session: sessionMessage(session) };
    },
    async requestPasswordReset(request) {
      await requestPasswordReset(db, limited, {
        email: request.email,
        language: request.language,
        clientIp: clientIp(request.client),
      });
      return {};
    },
    async validateResetToken(request) {
      await validateResetToken(db, clock, { uid: request.uid, token: request.token });
      return {};
    },
    async confirmPasswordReset(request) {
      await confirmPasswordReset(db, { now, passwords }, request);
      return {};
    },
    async verifyEmail(request) {
      const user = await verifyEmail(db, clock, request.key);
      return { userId: user.id, email: user.email };
    },
    async updateLanguage(request, context) {
      const userId = await signedInUser(context);
      return { language: await updateLanguage(db, clock, { ...request, userId }) };
    },
    async startGuestSession(request) {
      const session = await startGuestSession(db, sessions, {
        ...request,
        clientIp: clientIp(request.client),
      });
      return guestSessionMessage(session);
    },
  };
}
