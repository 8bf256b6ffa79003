import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { normaliseSearchText } from '../search/normalise-search-text';
import { countryDefaults } from '../seed/demo-bay';
import type { StoredApplication } from './application.repository';

const noText = JSON.stringify({ en: '', sl: '', hr: '', it: '' });

/** Until the concessionaire sets the bay up (issue 27 item 2): boats up to 20 m, either hull. */
const draftLimits = { maxLoaCm: 2000, hullKinds: ['mono', 'multi'] as ('mono' | 'multi')[] };

/** A URL slug from the bay's name, made unique by the new bay's id. */
export function draftBaySlug(bayName: string, bayId: string): string {
  const words = normaliseSearchText(bayName)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const suffix = bayId.replace(/-/g, '').slice(0, 8);
  return words === '' ? `bay-${suffix}` : `${words}-${suffix}`;
}

/**
 * The draft bay of an approved application: its name, pin, country and concession, the company
 * that runs it (so `operator_id` is derived from its name as for every bay), no stays offered yet.
 * No time-zone lookup by pin exists in catalog yet: the country's zone (Europe/Zagreb,
 * Europe/Ljubljana, Europe/Rome) stands until bay setup derives it from the pin.
 */
export async function insertDraftBay(
  db: Kysely<CatalogTables>,
  bayId: string,
  application: StoredApplication,
) {
  const { timeZone, vatRateBasisPoints } = countryDefaults[application.country];
  return db
    .insertInto('bays')
    .values({
      id: bayId,
      slug: draftBaySlug(application.bay_name, bayId),
      name: application.bay_name,
      search_name: normaliseSearchText(application.bay_name),
      country: application.country,
      description: noText,
      guest_information: noText,
      lat: application.bay_lat,
      lon: application.bay_lon,
      coastline: null,
      time_zone: timeZone,
      operator_name: application.company_name,
      company_name: application.company_name,
      company_address: application.registered_address,
      company_tax_number: application.tax_number,
      contact_phone: application.contact_phone,
      contact_email: application.applicant_email,
      contact_website: null,
      max_loa_cm: draftLimits.maxLoaCm,
      hull_kinds: draftLimits.hullKinds,
      day_stay_available: false,
      day_check_in: null,
      day_check_out: null,
      day_price_per_hour_cents: null,
      day_price_full_day_cents: null,
      night_stay_available: false,
      night_check_in: null,
      night_check_out: null,
      night_price_cents: null,
      currency: 'EUR',
      vat_rate_basis_points: vatRateBasisPoints,
      mooring_assistance_offered: false,
      trash_collection_offered: false,
      video_url: null,
      status: 'draft',
      concession_number: application.concession_number,
      concession_valid_from: application.valid_from,
      concession_valid_until: application.valid_until,
    })
    .returning(['id', 'slug', 'operator_id'])
    .executeTakeFirstOrThrow();
}
