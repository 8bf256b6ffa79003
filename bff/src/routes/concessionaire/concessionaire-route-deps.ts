import type { bookingV1, catalogV1, paymentV1 } from '@moorline/contracts';
import type { AccessTokenVerifier, GrpcClient } from '@moorline/kit';
import type { Channel } from 'nice-grpc';

/** What the back-office routes reach: the services that own each figure (issue 15, item 9). */
export interface ConcessionaireRouteDeps {
  catalog: GrpcClient<typeof catalogV1.CatalogServiceDefinition>;
  booking: GrpcClient<typeof bookingV1.BookingServiceDefinition>;
  payment: GrpcClient<typeof paymentV1.PaymentServiceDefinition>;
  /** Catalog's channel, for the clients of its other services (bay setup, applications, layout). */
  catalogChannel: Channel;
  verifyAccessToken: AccessTokenVerifier;
}
