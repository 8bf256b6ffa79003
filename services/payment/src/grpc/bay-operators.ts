import type { catalogV1 } from '@moorline/contracts';
import { AppError, type GrpcClient } from '@moorline/kit';
import type { InvoiceFacts } from '../invoices/invoice-facts';

export type BayOperator = InvoiceFacts['seller'];

export type BayOperatorLookup = (baySlug: string) => Promise<BayOperator>;

/** A bay's operator as the seller on its invoices; a bay without one cannot take payments. */
export function sellerOf(bay: catalogV1.Bay | undefined): BayOperator {
  const operator = bay?.operator;
  if (!operator || operator.operatorId === '') throw new AppError('payments_not_enabled');
  return {
    operatorId: operator.operatorId,
    name: operator.name,
    company: operator.company,
    email: operator.email,
    phone: operator.phone,
    website: operator.website,
    address: operator.registeredAddress,
    taxNumber: operator.taxNumber,
  };
}

/** The operator of a bay, from catalog: the seller on the invoice and the owner of the account. */
export function bayOperatorLookup(
  client: GrpcClient<typeof catalogV1.CatalogServiceDefinition>,
): BayOperatorLookup {
  // A hold made before its bay was hidden is still paid for, with the same seller.
  return async (baySlug) => sellerOf((await client.getBay({ slug: baySlug, includeUnlisted: true })).bay);
}
