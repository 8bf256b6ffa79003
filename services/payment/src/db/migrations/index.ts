import type { Migrations } from '@moorline/kit';
import * as createPayments from './2026_11_24_1000_create_payments';
import * as createSandbox from './2026_11_24_1100_create_sandbox';

// Timestamped, never edited once landed (CONVENTIONS). The kit adds the outbox and
// processed-events tables before these.
export const paymentMigrations: Migrations = {
  '2026_11_24_1000_create_payments': createPayments,
  '2026_11_24_1100_create_sandbox': createSandbox,
};
