import { catalogV1 } from '@moorline/contracts';
import type { CallerResolver } from '@moorline/kit';
import type { CallContext } from 'nice-grpc-common';
import type { Kysely } from 'kysely';
import { getBay } from '../bays/get-bay';
import { listBays } from '../bays/list-bays';
import { listBrands, listModels } from '../boats/boat-lists';
import { getBuoy } from '../buoys/get-buoy';
import { listBuoyCandidates } from '../buoys/list-buoy-candidates';
import { listBuoys } from '../buoys/list-buoys';
import { listViewportBuoys } from '../buoys/list-viewport-buoys';
import { resolveQrCode } from '../buoys/resolve-qr-code';
import type { CatalogTables } from '../catalog.tables';
import { getEmbed } from '../embeds/get-embed';
import type { StayInput } from '../stays/stay-at-bays';
import { searchLocations } from '../search/search-locations';
import type { CachedWeather } from '../weather/cached-weather';
import { getBayWeather } from '../weather/get-bay-weather';
import { bayMessage, baySummaryMessage } from './bay-messages';
import {
  buoyCandidateMessage,
  buoyMessage,
  getBuoyMessage,
  qrCodeMessage,
  viewportMessage,
} from './buoy-messages';
import { boatTypeCode, hullKindFrom, pinStateCode, placeKindCode, stayKindFrom } from './catalog-enums';
import { weatherMessage } from './weather-messages';
import { onlineBookingMessage } from './operations-messages';
import type { OperationsMethods } from './operations.grpc';
import type { ShopWindowMethods } from './shop-window.grpc';
import { operatorOnlineBooking } from '../online-booking/operator-online-booking';

const stayFrom = (stay: catalogV1.StayQuery | undefined): StayInput => ({
  kind: stayKindFrom(stay?.stayKind ?? catalogV1.StayKind.STAY_KIND_UNSPECIFIED),
  fromDate: stay?.fromDate ?? '',
  toDate: stay?.toDate ?? '',
});

/**
 * The CatalogService handlers: map proto to input, call the use case, map the answer back.
 * Live statuses are for signed-in callers only (spec §6), known from the forwarded token.
 */
export function catalogGrpc(
  db: Kysely<CatalogTables>,
  weather: CachedWeather,
  callers: CallerResolver,
  now: () => Date,
): Omit<catalogV1.CatalogServiceImplementation, OperationsMethods | ShopWindowMethods> {
  const signedIn = async (context: CallContext) => (await callers.optionalCaller(context)) !== undefined;
  return {
    async listBays(request, context) {
      const bays = await listBays(
        db,
        { now: now() },
        {
          box: request.bbox,
          stay: stayFrom(request.stay),
          callerSignedIn: await signedIn(context),
        },
      );
      return { bays: bays.map(baySummaryMessage) };
    },

    async getBay(request) {
      const detail = await getBay(db, request);
      const online = await operatorOnlineBooking(db, detail.bay.operator_id);
      return { bay: { ...bayMessage(detail), onlineBooking: onlineBookingMessage(online) } };
    },

    async listBuoys(request, context) {
      const callerSignedIn = await signedIn(context);
      const answer = await listBuoys(
        db,
        { now: now() },
        {
          baySlug: request.baySlug,
          includeUnlisted: request.includeUnlisted,
          stay: stayFrom(request.stay),
          callerSignedIn,
        },
      );
      return {
        bayId: answer.bayId,
        baySlug: answer.baySlug,
        timeZone: answer.timeZone,
        pinState: pinStateCode[answer.pinState],
        liveStatusIncluded: callerSignedIn,
        buoys: answer.buoys.map(buoyMessage),
        onlineBooking: onlineBookingMessage(answer.onlineBooking),
      };
    },

    async listViewportBuoys(request, context) {
      const callerSignedIn = await signedIn(context);
      const viewport = await listViewportBuoys(
        db,
        { now: now() },
        {
          box: request.bbox,
          stay: stayFrom(request.stay),
          callerSignedIn,
          limit: request.limit,
        },
      );
      return viewportMessage(viewport);
    },

    async searchLocations(request) {
      const matches = await searchLocations(db, { query: request.query, limit: request.limit });
      return {
        results: matches.map((match) => ({
          kind:
            match.kind === 'bay'
              ? catalogV1.LocationKind.LOCATION_KIND_BAY
              : catalogV1.LocationKind.LOCATION_KIND_PLACE,
          id: match.id,
          name: match.name,
          baySlug: match.baySlug ?? '',
          placeKind: match.placeKind ? placeKindCode[match.placeKind] : undefined,
          country: match.country,
          region: match.region ?? '',
          location: { lat: match.lat, lon: match.lon },
        })),
      };
    },

    async listBrands(request) {
      const brands = await listBrands(db, { query: request.query, limit: request.limit });
      return { brands: brands.map((brand) => ({ brandId: brand.id, name: brand.name })) };
    },

    async listModels(request) {
      const models = await listModels(db, {
        brandId: request.brandId,
        query: request.query,
        limit: request.limit,
      });
      return {
        models: models.map((model) => ({
          modelId: model.id,
          name: model.name,
          boatType: boatTypeCode[model.boat_type],
          loaCm: model.loa_cm ?? undefined,
          beamCm: model.beam_cm ?? undefined,
          draftCm: model.draft_cm ?? undefined,
        })),
      };
    },

    async getEmbed(request) {
      const { embed, bays } = await getEmbed(db, request.embedId);
      return {
        embed: {
          embedId: embed.id,
          partnerName: embed.partner_name,
          allowedOrigins: embed.allowed_origins,
          center: { lat: embed.center_lat, lon: embed.center_lon },
          zoom: embed.zoom,
          locale: embed.locale,
          theme: embed.theme,
          bays: bays.map((bay) => ({
            bayId: bay.id,
            slug: bay.slug,
            name: bay.name,
            location: { lat: bay.lat, lon: bay.lon },
          })),
        },
      };
    },

    async getWeather(request) {
      return weatherMessage(await getBayWeather(db, weather, request.baySlug));
    },

    async resolveQrCode(request) {
      return qrCodeMessage(await resolveQrCode(db, request.qrSlug));
    },

    async getBuoy(request) {
      const found = await getBuoy(db, request.buoyId);
      const { buoy, bay } = getBuoyMessage(found);
      // The same bay as GetBay answers, so booking can tell whether it takes online bookings.
      const online = await operatorOnlineBooking(db, found.bay.bay.operator_id);
      return { buoy, bay: bay && { ...bay, onlineBooking: onlineBookingMessage(online) } };
    },

    async listBuoyCandidates(request) {
      const candidates = await listBuoyCandidates(db, {
        buoyId: request.buoyId,
        loaCm: request.loaCm,
        hullKind: hullKindFrom(request.hullKind),
        stayKind: stayKindFrom(request.stayKind),
        withinM: request.withinM,
        limit: request.limit,
        walkUp: request.walkUp,
      });
      return { candidates: candidates.map(buoyCandidateMessage) };
    },
  };
}
