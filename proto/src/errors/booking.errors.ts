import { Status, badInput, type CataloguePart } from './catalogue-entry';

/**
 * Booking (spec §8) and My Fleet. The catalogue test pins their statuses and messages and the web
 * has their translations; the booking service raises them as its issue builds each rule. Date format, range and missing dates are catalog's codes, shared.
 */
export const bookingErrors = {
  invalid_dates: badInput('Invalid dates'),
  boat_already_booked: {
    message: 'This boat is already booked for these dates',
    http: 409,
    grpc: Status.ALREADY_EXISTS,
  },
  boat_too_large: {
    message: 'The boat is too large for this bay',
    http: 422,
    grpc: Status.FAILED_PRECONDITION,
  },
  // Issue 28 item 1: the buoy's own limit, stricter than its bay's (the code above is the bay's).
  boat_too_large_for_buoy: {
    message: 'The boat is too long for this buoy, choose a larger one',
    http: 422,
    grpc: Status.FAILED_PRECONDITION,
  },
  buoy_not_available: {
    message: 'This buoy is not available for these dates',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
  // Lost a race for the buoy to another hold: the web offers to pick another.
  buoy_already_booked: {
    message: 'This buoy has already been booked, find another',
    http: 409,
    grpc: Status.ABORTED,
  },
  // My Fleet: a registration is unique within one owner's live boats (issue 12 item 2).
  registration_exists: {
    message: 'A boat with this registration is already in your fleet',
    http: 409,
    grpc: Status.ALREADY_EXISTS,
  },
  // spec §5, §9: at most 48 hours in advance.
  too_far_ahead: badInput('Bookings open at most 48 hours in advance'),
  // spec §4: a day stay closes at 14:00; the answer advises a night stay.
  day_stay_closed: {
    message: 'Day stays close at 14:00, look for a night stay',
    http: 422,
    grpc: Status.FAILED_PRECONDITION,
  },
  stay_not_offered: {
    message: 'This bay does not offer this kind of stay',
    http: 422,
    grpc: Status.FAILED_PRECONDITION,
  },
  // A multihull at a bay or buoy for monohulls only.
  hull_not_accepted: {
    message: 'This bay does not take multihulls',
    http: 422,
    grpc: Status.FAILED_PRECONDITION,
  },
  // A buoy for monohulls at a bay that takes multihulls at others.
  hull_not_accepted_at_buoy: {
    message: 'This buoy does not take multihulls, choose another',
    http: 422,
    grpc: Status.FAILED_PRECONDITION,
  },
  // My Fleet: a boat with a current or upcoming booking stays (issue 12 item 2).
  boat_has_bookings: {
    message: 'This boat has a current or upcoming booking and cannot be deleted',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
  // Cancel of a hold that is paid, lapsed or already given up (a paid one is cancelled with
  // CancelBooking, issue 30 item 2).
  hold_not_active: {
    message: 'This booking is no longer waiting for payment',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
  // Issue 15 item 7: only a held or confirmed booking that has not ended moves to another buoy.
  booking_not_movable: {
    message: 'This booking has ended or was given up and cannot be moved',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
  // Issue 26 item 3: an account keeps a few holds waiting for payment at once (config).
  too_many_holds: {
    message: 'You already hold as many buoys as you can at once; pay for or cancel one first',
    http: 429,
    grpc: Status.RESOURCE_EXHAUSTED,
  },
  // Issue 26 item 3: a boat's size, type or registration stays while a booking depends on it.
  boat_change_breaks_booking: {
    message: 'This change does not fit a current or upcoming booking of this boat',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
  // Issue 29 item 3: a proof of payment exists only for a paid (confirmed) booking.
  booking_not_paid: {
    message: 'This booking is not paid, so it has no pass',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
  // Issue 30 item 3: only a confirmed booking that has not ended can be extended, by the night
  // after it, at a bay that sells that night.
  booking_not_extendable: {
    message: 'This stay cannot be extended by another night',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
  // Issue 30 item 2: only a confirmed booking whose stay has not begun (the bay's staff: not
  // ended) can be cancelled.
  booking_not_cancellable: {
    message: 'This booking can no longer be cancelled',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
  // Issue 30 item 2: the refund the boater was shown is no longer what the policy gives (the free
  // period ended meanwhile); nothing was cancelled and the page shows the new figure.
  refund_changed: {
    message: 'The refund has changed since you looked; check the new amount',
    http: 409,
    grpc: Status.ABORTED,
  },
  // Issue 30 item 4: a waitlist is for a bay with no free buoy that takes the boat for the stay;
  // the details name the free ones to book instead.
  waitlist_bay_not_full: {
    message: 'A buoy here is free for your boat on these dates; book it instead',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
  // Issue 30 item 4: an offer from a waitlist keeps its buoy 10 minutes; once it lapsed, was taken
  // or withdrawn, its link holds nothing.
  waitlist_offer_closed: {
    message: 'This offer has ended; the buoy was kept for you for 10 minutes',
    http: 409,
    grpc: Status.FAILED_PRECONDITION,
  },
} as const satisfies CataloguePart;
