import type { catalogV1 } from '@moorline/contracts';
import { AppError, type GrpcClient } from '@moorline/kit';
import type { InvoiceFacts } from '../invoices/invoice-facts';

export type BayOperator = InvoiceFacts['seller'];

export type BayOperatorLookup = (baySlug: string) => Promise<BayOperator>;

/** The operator of a bay, from catalog: the seller on the invoice and the owner of the account. */
export function bayOperatorLookup(
  client: GrpcClient<typeof catalogV1.CatalogServiceDefinition>,
): BayOperatorLookup {
  return async (baySlug) => {
    const { bay } = await client.getBay({ slug: baySlug });
    const operator = bay?.operator;
    if (!operator || operator.operatorId === '') throw new AppError('payments_not_enabled');
    return {
      operatorId: operator.operatorId,
      name: operator.name,
      company: operator.company,
      email: operator.email,
      phone: operator.phone,
      website: operator.website,
    };
  };
}
