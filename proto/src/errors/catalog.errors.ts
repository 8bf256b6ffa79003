import { badInput, type CataloguePart } from './catalogue-entry';

/** Map, bay and search queries (spec §5, §8); booking asks for stays with the same date codes. */
export const catalogErrors = {
  invalid_date_format: badInput('Invalid date format'),
  invalid_date_range: badInput('Invalid date range'),
  dates_missing: badInput('Dates are missing'),
  invalid_bbox: badInput('Invalid map area'),
  // spec §5: location search needs at least 2 characters
  query_too_short: badInput('Type at least 2 characters'),
} as const satisfies CataloguePart;
