import { createChannel } from '@moorline/kit';
import type { Channel } from 'nice-grpc';
import type { BffConfig } from './config';

export const serviceNames = ['auth', 'catalog', 'booking', 'payment', 'notification'] as const;
export type ServiceName = (typeof serviceNames)[number];

export type ServiceChannels = Record<ServiceName, Channel>;

/** One long-lived channel per service; gRPC multiplexes every call over it. */
export function createServiceChannels(config: BffConfig): ServiceChannels {
  return {
    auth: createChannel(config.AUTH_GRPC_ADDRESS),
    catalog: createChannel(config.CATALOG_GRPC_ADDRESS),
    booking: createChannel(config.BOOKING_GRPC_ADDRESS),
    payment: createChannel(config.PAYMENT_GRPC_ADDRESS),
    notification: createChannel(config.NOTIFICATION_GRPC_ADDRESS),
  };
}

export function closeServiceChannels(channels: ServiceChannels): void {
  for (const channel of Object.values(channels)) channel.close();
}
