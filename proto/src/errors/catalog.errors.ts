import { Status, badInput, type CataloguePart } from './catalogue-entry';

/** Map, bay and search queries (spec §5, §8); booking asks for stays with the same date codes. */
export const catalogErrors = {
  invalid_date_format: badInput('Invalid date format'),
  invalid_date_range: badInput('Invalid date range'),
  dates_missing: badInput('Dates are missing'),
  // spec §5 "not in the past", in the bay's own time zone (issue 28 item 3).
  dates_in_past: badInput('These dates are in the past'),
  invalid_bbox: badInput('Invalid map area'),
  // spec §5: location search needs at least 2 characters
  query_too_short: badInput('Type at least 2 characters'),
  // Issue 15 item 8: the shop window a bay's manager edits (photos, texts, video).
  photo_type_not_supported: { ...badInput('Upload a JPEG, PNG, WebP or AVIF photo'), http: 415 },
  photo_too_large: { ...badInput('The photo is larger than 15 MB'), http: 413 },
  photo_too_small: badInput('The photo is too small: at least 640 × 480 pixels'),
  photo_too_many_pixels: badInput('The photo has too many pixels: at most 50 megapixels, 12,000 on a side'),
  photo_limit_reached: {
    message: 'A bay can show at most 24 photos',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
  photo_order_mismatch: badInput('The new order must name every photo of the bay once'),
  caption_too_long: badInput('A caption can be at most 200 characters'),
  text_too_long: badInput('A text can be at most 5,000 characters in each language'),
  video_link_not_supported: badInput('Use a YouTube or Vimeo link'),
  // Issue 15 item 7: a buoy with held or confirmed bookings in the period cannot be taken out of
  // service until they are moved to other buoys; the answer lists them with free buoys.
  buoy_has_bookings: {
    message: 'This buoy has bookings in that period: move them to other buoys first',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
} as const satisfies CataloguePart;
