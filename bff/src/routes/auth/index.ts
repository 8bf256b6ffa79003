import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountRoutes } from './account.routes';
import type { AuthRouteDeps } from './auth-route-deps';
import { passwordRoutes } from './password.routes';
import { profileRoutes } from './profile.routes';
import { sessionRoutes } from './session.routes';

export type { AuthRouteDeps } from './auth-route-deps';

/** Every /v1/auth call of spec §7, plus verify-email, profile editing and password change. */
export function authRoutes(deps: AuthRouteDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    // Tokens and personal data: no cache may keep any auth answer, errors included.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    await app.register(sessionRoutes(deps));
    await app.register(accountRoutes(deps));
    await app.register(passwordRoutes(deps));
    await app.register(profileRoutes(deps));
  };
}
