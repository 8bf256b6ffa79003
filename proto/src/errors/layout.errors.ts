import { Status, badInput, type CataloguePart } from './catalogue-entry';

/**
 * A bay's buoy layout (issue 27 item 3). A refused layout answers `bay_layout_refused` with each
 * refused row's own code, or `bay_layout_has_bookings` with the bookings to move first.
 */
export const layoutErrors = {
  bay_layout_too_large: badInput('A layout can have at most 2,000 buoys'),
  bay_layout_refused: {
    message: 'Some rows of the layout cannot be saved: each says why',
    http: 422,
    grpc: Status.FAILED_PRECONDITION,
  },
  bay_layout_has_bookings: {
    message: 'Buoys this layout removes or changes have bookings ahead: move them first',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
  buoy_position_invalid: badInput('The position is not a valid latitude and longitude'),
  buoy_on_land: badInput('The buoy is on land'),
  buoy_too_far_from_pin: badInput('The buoy is more than 3 km from the bay’s pin'),
  buoys_too_close: badInput('The buoy is less than 15 m from another buoy'),
  buoy_label_invalid: badInput('A label has at most 12 letters, digits, spaces, dots or dashes'),
  buoy_label_taken: badInput('Another buoy of the bay has this label'),
  buoy_max_loa_out_of_range: badInput('The longest boat of a buoy is from 1.5 to 60 m'),
  buoy_hull_kinds_invalid: badInput('Choose each hull kind a buoy takes once, at least one'),
  buoy_management_missing: badInput('Choose digital, first come first served or traditional'),
  buoy_not_in_bay: badInput('This buoy is not one of the bay’s buoys'),
  buoy_repeated: badInput('Another row already names this buoy'),
} as const satisfies CataloguePart;
