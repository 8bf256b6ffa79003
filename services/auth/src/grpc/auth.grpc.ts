import type { authV1 } from '@moorline/contracts';
import { createCallerResolver, requireSelf } from '@moorline/kit';
import type { CallContext } from 'nice-grpc-common';
import type { AuthContext } from '../auth-context';
import { changePassword } from '../passwords/change-password';
import { confirmPasswordReset, requestPasswordReset, validateResetToken } from '../passwords/password-reset';
import { getProfile, updateLanguage, updateProfile, verifySession } from '../profile/profile';
import { registerUser } from '../registration/register-user';
import { endSession, refreshSession } from '../sessions/sessions';
import { signIn } from '../sign-in/sign-in';
import { verifyEmail } from '../verification/verify-email';

const clientIp = (client: authV1.ClientInfo | undefined) => client?.ip || 'unknown';

/**
 * Maps each RPC onto its use case; errors travel as AppError codes (kit error middleware).
 * Calls about one user's account need that user's access token in the call's metadata.
 */
export function authGrpc(ctx: AuthContext): authV1.AuthServiceImplementation {
  const callers = createCallerResolver(ctx.verifyAccessToken);
  const assertCaller = async (context: CallContext, userId: string) =>
    requireSelf(await callers.requireCaller(context), userId);
  return {
    async signUp(request) {
      const user = await registerUser(ctx, { ...request, clientIp: clientIp(request.client) });
      return { userId: user.id };
    },
    async signUpQr(request) {
      const user = await registerUser(ctx, {
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
      return signIn(ctx, {
        email: request.email,
        password: request.password,
        clientIp: clientIp(request.client),
      });
    },
    async refresh(request) {
      return { session: await refreshSession(ctx, request.refreshToken) };
    },
    async logout(request) {
      await endSession(ctx, request.refreshToken);
      return {};
    },
    async verify(request) {
      return { claims: await verifySession(ctx, request.accessToken) };
    },
    async getProfile(request, context) {
      await assertCaller(context, request.userId);
      return { profile: await getProfile(ctx, request.userId) };
    },
    async updateProfile(request, context) {
      await assertCaller(context, request.userId);
      return { profile: await updateProfile(ctx, request) };
    },
    async changePassword(request, context) {
      await assertCaller(context, request.userId);
      const session = await changePassword(ctx, { ...request, clientIp: clientIp(request.client) });
      return { session };
    },
    async requestPasswordReset(request) {
      await requestPasswordReset(ctx, { email: request.email, clientIp: clientIp(request.client) });
      return {};
    },
    async validateResetToken(request) {
      await validateResetToken(ctx, request.uid, request.token);
      return {};
    },
    async confirmPasswordReset(request) {
      await confirmPasswordReset(ctx, request);
      return {};
    },
    async verifyEmail(request) {
      const user = await verifyEmail(ctx, request.key);
      return { userId: user.id, email: user.email };
    },
    async updateLanguage(request, context) {
      await assertCaller(context, request.userId);
      return { language: await updateLanguage(ctx, request.userId, request.language) };
    },
  };
}
