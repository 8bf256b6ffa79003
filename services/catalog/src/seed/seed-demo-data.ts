import { sql, type Kysely, type Transaction } from 'kysely';
import { inTransaction, outbox } from '@moorline/kit';
import { demoHarbourCompany, demoPartnerEmbed, operatorIdOfCompany } from '@moorline/contracts';
import type { CatalogTables } from '../catalog.tables';
import { qrSlugFor } from '../buoys/qr-slug';
import { bayUpdatedEvent } from '../events/bay-updated.event';
import { normaliseSearchText } from '../search/normalise-search-text';
import { boatBrands } from './boat-brands';
import { dimensionsOf } from './boat-model-dimensions';
import { layOutBuoys } from './buoy-layout';
import { countryDefaults, imageCaptions, stayTimes, type DemoBay } from './demo-bay';
import { demoBays, demoMapEmbed } from './demo-bays';
import { demoSellerColumns } from './demo-seller';
import { places } from './places';

type Trx = Transaction<CatalogTables>;

export type SeedResult = { seeded: false } | { seeded: true; bays: number; buoys: number; brands: number };

/**
 * Fills an empty catalog with the demo bays, boat lists and gazetteer (issue 5, item 2). Runs in
 * one transaction and does nothing when any bay exists, so every start after the first is a no-op.
 */
export async function seedDemoData(db: Kysely<CatalogTables>): Promise<SeedResult> {
  return inTransaction(db, async (trx) => {
    // Two replicas starting at once: the second waits here, then finds the bays.
    await sql`LOCK TABLE bays IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const existing = await trx.selectFrom('bays').select('id').limit(1).executeTakeFirst();
    if (existing) return { seeded: false };
    let buoys = 0;
    for (const bay of demoBays) buoys += await insertBay(trx, bay);
    await insertMapEmbeds(trx);
    await insertBoatBrands(trx);
    await insertPlaces(trx);
    return { seeded: true, bays: demoBays.length, buoys, brands: boatBrands.length };
  });
}

async function insertBay(trx: Trx, bay: DemoBay): Promise<number> {
  const { timeZone, vatRateBasisPoints } = countryDefaults[bay.country];
  const { id, operator_id } = await trx
    .insertInto('bays')
    .values({
      slug: bay.slug,
      name: bay.name,
      search_name: normaliseSearchText(bay.name),
      country: bay.country,
      description: JSON.stringify(bay.description),
      guest_information: JSON.stringify(bay.guestInformation),
      lat: bay.lat,
      lon: bay.lon,
      coastline: null,
      time_zone: timeZone,
      operator_name: bay.operator.name,
      company_name: bay.operator.company,
      ...demoSellerColumns(bay),
      contact_phone: bay.operator.phone,
      contact_email: bay.operator.email,
      contact_website: bay.operator.website,
      max_loa_cm: bay.maxLoaCm,
      hull_kinds: bay.hullKinds,
      day_stay_available: bay.dayStay !== null,
      day_check_in: bay.dayStay ? stayTimes.dayCheckIn : null,
      day_check_out: bay.dayStay ? stayTimes.dayCheckOut : null,
      day_price_per_hour_cents: bay.dayStay?.perHourCents ?? null,
      day_price_full_day_cents: bay.dayStay?.fullDayCents ?? null,
      night_stay_available: true,
      night_check_in: stayTimes.nightCheckIn,
      night_check_out: stayTimes.nightCheckOut,
      night_price_cents: bay.nightCents,
      currency: 'EUR',
      vat_rate_basis_points: vatRateBasisPoints,
      mooring_assistance_offered: bay.mooringAssistanceCents !== null,
      mooring_assistance_price_cents: bay.mooringAssistanceCents,
      trash_collection_offered: bay.trashCollection !== null,
      trash_collection_price_cents: bay.trashCollection?.priceCents ?? null,
      trash_collection_time: bay.trashCollection?.time ?? null,
      video_url: null,
    })
    .returning(['id', 'slug', 'operator_id'])
    .executeTakeFirstOrThrow();
  // Auth learns from it which operator runs the bay, for its staff's tokens.
  await outbox.add(trx, bayUpdatedEvent({ id, slug: bay.slug, operator_id }));
  const captions = imageCaptions(bay.name);
  await trx
    .insertInto('bay_images')
    .values(
      captions.slice(0, bay.imageCount).map((caption, position) => ({
        bay_id: id,
        position,
        // The web app draws these pictures from the bay's data (web/src/bay-images); it also
        // redirects the /images/bays/<slug>-<n>.jpg addresses earlier seeds wrote.
        url: `/images/bays/${bay.slug}/${position + 1}.png`,
        caption: JSON.stringify(caption),
      })),
    )
    .execute();
  const buoys = layOutBuoys(bay, bay.field).map((buoy, index) => ({
    bay_id: id,
    label: buoy.label,
    lat: buoy.lat,
    lon: buoy.lon,
    // Every third buoy takes smaller boats, as in real fields with mixed moorings.
    max_loa_cm: index % 3 === 2 ? Math.min(bay.maxLoaCm, 1200) : bay.maxLoaCm,
    hull_kinds: bay.hullKinds,
    management_kind: buoy.managementKind,
    service_state: serviceState(bay, buoy.label),
    qr_slug: qrSlugFor(bay.slug, buoy.label),
  }));
  await trx.insertInto('buoys').values(buoys).execute();
  return buoys.length;
}

function serviceState(bay: DemoBay, label: string) {
  if (bay.outOfService?.includes(label)) return 'out_of_service' as const;
  if (bay.restricted?.includes(label)) return 'restricted' as const;
  return 'in_service' as const;
}

/** The platform's demo embed, and the harbour company's partner's, with the bays each shows. */
async function insertMapEmbeds(trx: Trx): Promise<void> {
  const partner = {
    ...demoPartnerEmbed,
    allowedOrigins: demoMapEmbed.allowedOrigins,
    centerLat: 43.05,
    centerLon: 16.9,
    zoom: 8,
    locale: 'en' as const,
    operatorId: operatorIdOfCompany(demoHarbourCompany),
  };
  for (const embed of [{ ...demoMapEmbed, operatorId: null }, partner]) {
    await trx
      .insertInto('map_embeds')
      .values({
        id: embed.id,
        partner_name: embed.partnerName,
        allowed_origins: embed.allowedOrigins,
        center_lat: embed.centerLat,
        center_lon: embed.centerLon,
        zoom: embed.zoom,
        locale: embed.locale,
        operator_id: embed.operatorId,
      })
      .execute();
    const bays = await trx.selectFrom('bays').select('id').where('slug', 'in', embed.baySlugs).execute();
    await trx
      .insertInto('map_embed_bays')
      .values(bays.map((bay) => ({ embed_id: embed.id, bay_id: bay.id })))
      .execute();
  }
}

async function insertBoatBrands(trx: Trx): Promise<void> {
  for (const brand of boatBrands) {
    const { id } = await trx
      .insertInto('boat_brands')
      .values({ name: brand.name, search_name: normaliseSearchText(brand.name) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('boat_models')
      .values(
        brand.models.map((model) => {
          const { name, type } = typeof model === 'string' ? { name: model, type: brand.type } : model;
          const dimensions = dimensionsOf(brand.name, name);
          return {
            brand_id: id,
            name,
            search_name: normaliseSearchText(name),
            boat_type: type,
            loa_cm: dimensions?.loaCm ?? null,
            beam_cm: dimensions?.beamCm ?? null,
            draft_cm: dimensions?.draftCm ?? null,
          };
        }),
      )
      .execute();
  }
}

async function insertPlaces(trx: Trx): Promise<void> {
  await trx
    .insertInto('places')
    .values(
      places.map(([name, kind, country, region, lat, lon]) => ({
        name,
        search_name: normaliseSearchText(name),
        kind,
        country,
        region,
        lat,
        lon,
      })),
    )
    .execute();
}
