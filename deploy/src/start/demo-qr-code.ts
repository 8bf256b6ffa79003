import { catalogV1 } from '@moorline/contracts';
import { createChannel, createGrpcClient, plaintextGrpc, type GrpcTls } from '@moorline/kit';

/**
 * The QR code printed for trying a walk-up check-in (issue 14): the first first-come-first-served
 * buoy of Telašćica, a demo bay. Demo traffic only holds digital buoys, so it stays free.
 */
export const DEMO_QR_SLUG = 'telascica-41';

/** Where the demo QR code's buoy floats, for the browser's position; undefined without demo data. */
export async function demoQrCode(catalogAddress: string, tls: GrpcTls = plaintextGrpc) {
  const channel = createChannel(catalogAddress, tls);
  try {
    const code = await createGrpcClient(catalogV1.CatalogServiceDefinition, channel).resolveQrCode({
      qrSlug: DEMO_QR_SLUG,
    });
    const location = code.buoyLocation;
    return location
      ? { slug: DEMO_QR_SLUG, bayName: code.bayName, label: code.buoyLabel, ...location }
      : undefined;
  } catch {
    return undefined;
  } finally {
    channel.close();
  }
}
