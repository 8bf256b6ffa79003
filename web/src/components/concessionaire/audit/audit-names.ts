// The actions, roles and fields the audit log names in the page's language (BayAuditPage). The
// service may record one the page does not know yet: it shows as stored (actions, roles) or in
// plain words (fields). Keys as in the messages: dots of an action become underscores.

export const AUDIT_ACTIONS = [
  'bay_setup_update',
  'buoy_layout_save',
  'buoy_service',
  'bay_publish',
  'bay_hide',
  'shop_window_update',
  'photo_upload',
  'photo_caption',
  'photo_reorder',
  'photo_delete',
  'application_approve',
  'application_reject',
  'application_withdraw',
] as const;

export const AUDIT_ROLES = ['superuser', 'concessionaire', 'manager', 'employee', 'user'] as const;

export const AUDIT_FIELDS = [
  'night_stay_available',
  'night_check_in',
  'night_check_out',
  'night_price_cents',
  'day_stay_available',
  'day_check_in',
  'day_check_out',
  'day_price_per_hour_cents',
  'day_price_full_day_cents',
  'vat_rate_basis_points',
  'mooring_assistance_offered',
  'mooring_assistance_price_cents',
  'trash_collection_offered',
  'trash_collection_price_cents',
  'trash_collection_time',
  'max_loa_cm',
  'hull_kinds',
  'lat',
  'lon',
  'time_zone',
  'seasons',
  'status',
  'state',
  'reason',
  'service_state',
  'out_of_service_reason',
  'out_of_service_until',
] as const;

/** The message key of a stored name among the known ones, or null. */
export function knownName<K extends string>(known: readonly K[], stored: string): K | null {
  const key = stored.replaceAll('.', '_');
  return known.find((each) => each === key) ?? null;
}
