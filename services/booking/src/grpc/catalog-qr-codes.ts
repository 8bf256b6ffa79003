import { catalogV1 } from '@moorline/contracts';
import { AppError, type GrpcClient } from '@moorline/kit';
import type { Management, QrBuoy, QrCodes } from '../check-in/qr-buoy';

type CatalogClient = GrpcClient<typeof catalogV1.CatalogServiceDefinition>;
const v1 = catalogV1;

const managementOf: Partial<Record<catalogV1.ManagementKind, Management>> = {
  [v1.ManagementKind.MANAGEMENT_KIND_DIGITAL]: 'digital',
  [v1.ManagementKind.MANAGEMENT_KIND_FCFS]: 'fcfs',
  [v1.ManagementKind.MANAGEMENT_KIND_TRADITIONAL]: 'traditional',
};

/** A QR slug is at most this long; a longer one names no buoy, so catalog is not asked. */
const MAX_QR_SLUG_LENGTH = 200;

/** Catalog's QR codes over its gRPC API. */
export function catalogQrCodes(client: CatalogClient): QrCodes {
  return {
    async resolve(qrSlug) {
      if (qrSlug === '' || qrSlug.length > MAX_QR_SLUG_LENGTH) throw new AppError('not_found');
      const code = await client.resolveQrCode({ qrSlug });
      const location = code.buoyLocation;
      if (!location) throw new AppError('not_found');
      const buoy: QrBuoy = {
        buoyId: code.buoyId,
        bayId: code.bayId,
        location: { lat: location.lat, lon: location.lon },
        // An unknown kind is treated as the most careful one: information only.
        management: managementOf[code.managementKind] ?? 'traditional',
        outOfService: code.serviceState === v1.ServiceState.SERVICE_STATE_OUT_OF_SERVICE,
        checkInRadiusM: code.checkInRadiusM > 0 ? code.checkInRadiusM : null,
      };
      return buoy;
    },
  };
}
