// `make migrate`: applies every service's migrations, on the embedded Postgres under .data/ or
// on DATABASE_URL / <SERVICE>_DATABASE_URL, without starting the services.
import { createDatabase, migrateToLatest } from '@moorline/kit';
import { authMigrations } from '../../../services/auth/src/db/migrations';
import { bookingMigrations } from '../../../services/booking/src/db/migrations';
import { catalogMigrations } from '../../../services/catalog/src/db/migrations';
import { notificationMigrations } from '../../../services/notification/src/db/migrations';
import { paymentMigrations } from '../../../services/payment/src/db/migrations';
import { serviceNames } from './deployables';
import { startInfrastructure } from './infrastructure';
import { infrastructureSettings, readStartConfig } from './start-config';

const migrationsOf = {
  auth: authMigrations,
  catalog: catalogMigrations,
  booking: bookingMigrations,
  payment: paymentMigrations,
  notification: notificationMigrations,
};

async function migrateAll(): Promise<void> {
  // Migrations need no broker; naming one keeps the embedded Kafka off.
  const env = { ...process.env, KAFKA_BROKERS: 'unused:9092' };
  const infrastructure = await startInfrastructure(
    infrastructureSettings(readStartConfig(), env, (line) => console.log(line)),
  );
  try {
    for (const service of serviceNames) {
      const db = createDatabase({
        url: infrastructure.databaseUrls[service],
        tls: infrastructure.databaseTls,
      });
      await migrateToLatest(db, migrationsOf[service]);
      await db.destroy();
      console.log(`${service}: migrated`);
    }
  } finally {
    await infrastructure.stop();
  }
}

migrateAll().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
