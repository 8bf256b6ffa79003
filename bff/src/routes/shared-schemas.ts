import type { TSchema } from '@fastify/type-provider-typebox';
import * as mapUpdates from '../live/map-update-schemas';
import type { NamedSchema } from '../wire/named-schema';
import * as account from './auth/auth-schemas';
import * as adminBays from './admin/admin-bay-schemas';
import * as adminPayments from './admin/admin-payment-schemas';
import * as adminUsers from './admin/admin-user-schemas';
import * as applications from './concessionaire/application-schemas';
import * as bayExtras from './catalog/bay-extra-schemas';
import * as baySetup from './concessionaire/bay-setup-schemas';
import * as bayLayout from './concessionaire/bay-layout-schemas';
import * as bookings from './booking/booking-schemas';
import * as bookingPasses from './booking/booking-pass-schemas';
import * as cancellations from './booking/cancellation-schemas';
import * as waitlists from './booking/waitlist-schemas';
import * as bookingBackOffice from './concessionaire/booking-backoffice-schemas';
import * as catalog from './catalog/catalog-schemas';
import { CancellationPolicy } from './catalog/cancellation-policy-schema';
import * as mapEmbeds from './concessionaire/map-embed-schemas';
import * as places from './catalog/place-schemas';
import * as publishing from './concessionaire/publishing-schemas';
import { CompactBuoys } from './catalog/compact-buoys';
import { ContactAccepted, ContactMessage } from './contact.routes';
import * as errors from './error-body';
import * as fleet from './fleet/fleet-schemas';
import * as operations from './concessionaire/operations-schemas';
import * as payments from './payment/payment-schemas';
import * as push from './push/push-schemas';
import * as paymentBackoffice from './concessionaire/payment-backoffice-schemas';
import * as shopWindow from './concessionaire/shop-window-schemas';
import { GuestSession, GuestSessionBody } from './qr/guest-session-schemas';
import * as walkUps from './qr/walk-up-schemas';
import { PlatformHealth, ServingStatus } from './health.routes';

const isNamed = (value: unknown): value is NamedSchema<TSchema> =>
  typeof value === 'object' && value !== null && 'id' in value && 'schema' in value && 'ref' in value;

/**
 * Every named schema of the API, registered once with the app (`app.addSchema`), so routes refer
 * to them and the OpenAPI document lists them under components.schemas, each by its name.
 */
export const sharedSchemas = [
  CancellationPolicy,
  ...[
    errors,
    catalog,
    places,
    bayExtras,
    account,
    mapUpdates,
    fleet,
    bookings,
    bookingPasses,
    cancellations,
    waitlists,
    payments,
    walkUps,
    operations,
    shopWindow,
    baySetup,
    paymentBackoffice,
    applications,
    bayLayout,
    publishing,
    mapEmbeds,
    adminUsers,
    adminBays,
    adminPayments,
    push,
  ].flatMap((module) => Object.values(module).filter(isNamed)),
  CompactBuoys,
  ContactMessage,
  ContactAccepted,
  PlatformHealth,
  ServingStatus,
  GuestSessionBody,
  GuestSession,
  ...Object.values(bookingBackOffice).filter(isNamed),
].map((named) => named.schema);
