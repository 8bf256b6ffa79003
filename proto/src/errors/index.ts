import { adminErrors } from './admin.errors';
import { applicationErrors } from './application.errors';
import { authErrors } from './auth.errors';
import { baySetupErrors } from './bay-setup.errors';
import { bookingErrors } from './booking.errors';
import { catalogErrors } from './catalog.errors';
import { commonErrors } from './common.errors';
import { contactErrors } from './contact.errors';
import { embedErrors } from './embed.errors';
import { httpErrors } from './http.errors';
import { layoutErrors } from './layout.errors';
import { paymentErrors } from './payment.errors';
import { publishingErrors } from './publishing.errors';
import { qrErrors } from './qr.errors';

/** Each domain's codes, kept apart so a test can prove no two domains claim the same code. */
export const catalogueParts = {
  common: commonErrors,
  http: httpErrors,
  auth: authErrors,
  catalog: catalogErrors,
  booking: bookingErrors,
  payment: paymentErrors,
  qr: qrErrors,
  contact: contactErrors,
  application: applicationErrors,
  layout: layoutErrors,
  baySetup: baySetupErrors,
  publishing: publishingErrors,
  embed: embedErrors,
  admin: adminErrors,
} as const;

/**
 * Every stable error code (spec §8), with its HTTP and gRPC status: one table end to end. The
 * kit turns codes into statuses from it, the BFF answers with its codes, the web translates them.
 */
export const errorCatalogue = {
  ...commonErrors,
  ...httpErrors,
  ...authErrors,
  ...catalogErrors,
  ...bookingErrors,
  ...paymentErrors,
  ...qrErrors,
  ...contactErrors,
  ...applicationErrors,
  ...layoutErrors,
  ...baySetupErrors,
  ...publishingErrors,
  ...embedErrors,
  ...adminErrors,
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorCatalogue, value);
}

export type { CatalogueEntry } from './catalogue-entry';
