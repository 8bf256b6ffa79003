import { topics } from '@moorline/contracts';
import type { ServiceDefinition } from '@moorline/kit';
import type { PaymentTables } from './payment.tables';
import { paymentMigrations } from './db/migrations';

export const paymentService: ServiceDefinition<PaymentTables> = {
  name: 'payment',
  migrations: paymentMigrations,
  ownedTopics: [topics.payment],
};
