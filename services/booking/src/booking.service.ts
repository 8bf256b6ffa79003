import { topics } from '@moorline/contracts';
import type { ServiceDefinition } from '@moorline/kit';
import type { BookingTables } from './booking.tables';
import { bookingMigrations } from './db/migrations';

export const bookingService: ServiceDefinition<BookingTables> = {
  name: 'booking',
  migrations: bookingMigrations,
  ownedTopics: [topics.booking],
};
