import { createChannel, grpcTlsOf } from '@moorline/kit';
import type { Channel } from 'nice-grpc';
import type { BffConfig } from './config';

export const serviceNames = ['auth', 'catalog', 'booking', 'payment', 'notification'] as const;
export type ServiceName = (typeof serviceNames)[number];

export type ServiceChannels = Record<ServiceName, Channel>;

/** One long-lived channel per service; gRPC multiplexes every call over it. */
export function createServiceChannels(config: BffConfig): ServiceChannels {
  const tls = grpcTlsOf(config);
  return {
    auth: createChannel(config.AUTH_GRPC_ADDRESS, tls),
    catalog: createChannel(config.CATALOG_GRPC_ADDRESS, tls),
    booking: createChannel(config.BOOKING_GRPC_ADDRESS, tls),
    payment: createChannel(config.PAYMENT_GRPC_ADDRESS, tls),
    notification: createChannel(config.NOTIFICATION_GRPC_ADDRESS, tls),
  };
}

export function closeServiceChannels(channels: ServiceChannels): void {
  for (const channel of Object.values(channels)) channel.close();
}
