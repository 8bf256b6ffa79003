import { createKafka, createKafkaPublisher, createLogger, type Logger } from '@moorline/kit';
import {
  bookingExpiredMessage,
  bookingHeldMessage,
  standInBooking,
  type StandInBooking,
} from './booking-event-messages';

export type StayToHold = Parameters<typeof standInBooking>[0];

/** Stands in for the booking service on the broker: holds buoys and lets holds lapse. */
export interface BookingStandIn {
  /** Publishes BookingHeld: the buoy is held for the stay from `heldAt`, for `holdMs`. */
  hold(stay: StayToHold, heldAt?: Date, holdMs?: number): Promise<StandInBooking>;
  /** Publishes BookingExpired for each: the holds lapsed unpaid and the buoys are free again. */
  expire(bookings: StandInBooking[], at?: Date): Promise<void>;
  close(): Promise<void>;
}

export async function startBookingStandIn(settings: {
  brokers: string[];
  /** The platform's topic prefix (KAFKA_NAMESPACE), empty unless set. */
  kafkaNamespace: string;
  clientId: string;
  /** Where the Kafka client's warnings go; nowhere unless given. */
  logger?: Logger;
}): Promise<BookingStandIn> {
  const { brokers, kafkaNamespace, clientId } = settings;
  const logger = settings.logger ?? createLogger({ service: clientId, level: 'silent' });
  const publisher = await createKafkaPublisher(createKafka({ clientId, brokers, logger }));
  return {
    async hold(stay, heldAt = new Date(), holdMs) {
      const booking = standInBooking(stay, heldAt, holdMs);
      await publisher.publish([bookingHeldMessage(kafkaNamespace, booking, heldAt)]);
      return booking;
    },
    async expire(bookings, at = new Date()) {
      if (bookings.length === 0) return;
      await publisher.publish(bookings.map((booking) => bookingExpiredMessage(kafkaNamespace, booking, at)));
    },
    close: () => publisher.close(),
  };
}
