import type { BaySetup } from '../../../http/api-schema';

// What a save changed, said section by section after it (issue 27 item 2: "a saved state that
// says what changed"), from the setup before and the one the server answered.

export const SETUP_SECTIONS = [
  'pin',
  'night',
  'day',
  'vat',
  'assistance',
  'trash',
  'limits',
  'seasons',
  'cancellation',
  'nextNight',
] as const;
export type SetupSection = (typeof SETUP_SECTIONS)[number];

const partsOf = (setup: BaySetup): Record<SetupSection, unknown> => ({
  pin: [setup.pin, setup.time_zone],
  night: setup.night_stay,
  day: setup.day_stay,
  vat: setup.vat_rate_basis_points,
  assistance: setup.mooring_assistance,
  trash: setup.trash_collection,
  limits: [setup.max_loa_cm, [...setup.hull_kinds].sort()],
  // A season's id is new on every save (the update replaces them all): compare what they say.
  seasons: setup.seasons.map(({ id: _id, ...season }) => season),
  cancellation: setup.cancellation_policy,
  nextNight: setup.keep_next_night,
});

/** The sections whose values differ, in the order of the form. */
export function changedSections(before: BaySetup, after: BaySetup): SetupSection[] {
  const [was, is] = [partsOf(before), partsOf(after)];
  return SETUP_SECTIONS.filter((section) => JSON.stringify(was[section]) !== JSON.stringify(is[section]));
}
