import { Type, type Static } from '@fastify/type-provider-typebox';
import type { catalogV1 } from '@moorline/contracts';
import { AppError } from '@moorline/kit';
import { bayStatuses, publishChecks, wireValue, wireValues } from '../../wire/enum-tables';
import { named, namedEnum } from '../../wire/named-schema';

export const BayStatus = namedEnum(
  'BayStatus',
  wireValues(bayStatuses),
  'draft: set up by its staff, seen by nobody else; live: on the map, the search and the QR ' +
    'codes, taking bookings; hidden: off the map and the search, its bookings still served',
);

export const PublishCheck = namedEnum(
  'PublishCheck',
  wireValues(publishChecks),
  'buoys: at least one; prices: every stay kind on sale has its price; payment_account: a ready ' +
    'account when the bay has digital buoys; photo: at least one',
);

export const BayPublishing = named(
  'BayPublishing',
  Type.Object({
    bay_id: Type.String({ format: 'uuid' }),
    status: BayStatus.ref,
    checklist: Type.Array(Type.Object({ check: PublishCheck.ref, met: Type.Boolean() })),
    ready: Type.Boolean({ description: 'Every checklist item is met: the bay can go live' }),
  }),
);

type BayPublishingJson = Static<typeof BayPublishing.ref>;

/** Catalog's answer as /v1 says it; an enum value this BFF does not know is a broken contract. */
export function bayPublishingJson(publishing: catalogV1.Publishing | undefined): BayPublishingJson {
  const status = publishing && wireValue(bayStatuses, publishing.status);
  if (!publishing || !status) throw new AppError('internal');
  const checklist = publishing.checklist.map(({ check, met }) => {
    const name = wireValue(publishChecks, check);
    if (!name) throw new AppError('internal');
    return { check: name, met };
  });
  return { bay_id: publishing.bayId, status, checklist, ready: checklist.every(({ met }) => met) };
}
