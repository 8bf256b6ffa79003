import type { HttpApp } from '@moorline/kit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { PaymentTables } from '../payment.tables';
import type { ChosenProvider } from '../provider/choose-provider';
import { registerCheckoutPages } from './checkout-pages';
import { registerOnboardingPages } from './onboarding-pages';
import { sandboxProvider, type SandboxSettings } from './sandbox-provider';

export { seedReadySandboxAccount } from './sandbox-accounts';

/** Browsers post the sandbox's forms as `application/x-www-form-urlencoded`; only its pages read them. */
function readForms(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/**
 * The sandbox provider (ARCHITECTURE §5): Stripe's behaviour where it matters to us (hosted
 * checkout, manual capture, destination accounts, hosted onboarding, signed webhook events),
 * run inside the payment service on its own tables, so `make start` takes payments with no
 * account anywhere.
 */
export function createSandbox(db: Kysely<PaymentTables>, settings: SandboxSettings): ChosenProvider {
  return {
    provider: sandboxProvider(db, settings),
    registerPages(app: HttpApp) {
      void app.register(async (scope) => {
        readForms(scope);
        registerCheckoutPages(scope, db, settings);
        registerOnboardingPages(scope, db, settings);
      });
    },
  };
}
