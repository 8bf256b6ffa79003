import { authV1, topics } from '@moorline/contracts';
import { createAccessTokenVerifier, type ServiceDefinition } from '@moorline/kit';
import type { AuthTables } from './auth.tables';
import type { AuthConfig } from './config';
import { authMigrations } from './db/migrations';
import { adminUsersGrpc } from './grpc/admin-users.grpc';
import { authGrpc } from './grpc/auth.grpc';
import { applicationApprovedEvents } from './operators/application-approved.consumer';
import { catalogBayEvents } from './operators/catalog-bay-events.consumer';
import { createPasswordChecks } from './passwords/password-checks';
import { seedDemoAccounts } from './seed/demo-accounts';
import { createAccessTokenIssuer } from './tokens/access-token-issuer';

export function createAuthService(config: AuthConfig): ServiceDefinition<AuthTables> {
  // Built here so a malformed key stops the process at boot.
  const issueAccessToken = createAccessTokenIssuer(config);
  const verifyAccessToken = createAccessTokenVerifier(config);
  const now = () => new Date();
  const passwords = createPasswordChecks({
    atOnce: config.PASSWORD_CHECKS_AT_ONCE,
    queued: config.PASSWORD_CHECKS_QUEUED,
  });
  return {
    name: 'auth',
    migrations: authMigrations,
    ownedTopics: [topics.auth, topics.authAdmin],
    afterMigrate: async ({ db, logger }) => {
      if (config.SEED_DEMO_DATA) await seedDemoAccounts(db, { logger, now });
    },
    consumers: () => [catalogBayEvents(), applicationApprovedEvents()],
    registerGrpc(server, { db }) {
      server.add(
        authV1.AuthServiceDefinition,
        authGrpc(db, { config, now, issueAccessToken, verifyAccessToken, passwords }),
      );
      server.add(authV1.AdminUsersServiceDefinition, adminUsersGrpc(db, { now, verifyAccessToken }));
    },
  };
}
