import { bookingV1, catalogV1, paymentV1 } from '@moorline/contracts';

// One table per proto enum: its word in the /v1 JSON and, for the compact viewport answer, its
// one-character code. The JSON schemas (and so the OpenAPI document and the web's generated
// types) are derived from these tables, so a value added here reaches every client at once.

interface WireValue<Name extends string> {
  name: Name;
  /** The value's character in the compact viewport answer (issue 5 item 7). */
  code: string;
}

const { BuoyStatus, ManagementKind, ServiceState, PinState, HullKind, PlaceKind, BoatType, StayKind } =
  catalogV1;
const {
  BookingStatus,
  BookingPhase,
  PriceLine_Kind: PriceLineKind,
  WalkUpState,
  WaitlistEntryState,
  WaitlistOfferState,
} = bookingV1;

/** spec §3 buoy statuses for a stay; the map stream's `buoy-status` events use the same words. */
export const buoyStatuses = {
  [BuoyStatus.BUOY_STATUS_AVAILABLE]: { name: 'available', code: 'a' },
  [BuoyStatus.BUOY_STATUS_HELD]: { name: 'held', code: 'h' },
  [BuoyStatus.BUOY_STATUS_BOOKED]: { name: 'booked', code: 'b' },
  [BuoyStatus.BUOY_STATUS_OUT_OF_SERVICE]: { name: 'out_of_service', code: 'o' },
  [BuoyStatus.BUOY_STATUS_FCFS]: { name: 'fcfs', code: 'f' },
  [BuoyStatus.BUOY_STATUS_TRADITIONAL]: { name: 'traditional', code: 't' },
  [BuoyStatus.BUOY_STATUS_STAY_NOT_OFFERED]: { name: 'stay_not_offered', code: 'n' },
} as const satisfies Partial<Record<catalogV1.BuoyStatus, WireValue<string>>>;

export const managementKinds = {
  [ManagementKind.MANAGEMENT_KIND_DIGITAL]: { name: 'digital', code: 'd' },
  [ManagementKind.MANAGEMENT_KIND_FCFS]: { name: 'fcfs', code: 'f' },
  [ManagementKind.MANAGEMENT_KIND_TRADITIONAL]: { name: 'traditional', code: 't' },
} as const satisfies Partial<Record<catalogV1.ManagementKind, WireValue<string>>>;

export const serviceStates = {
  [ServiceState.SERVICE_STATE_IN_SERVICE]: { name: 'in_service', code: 'i' },
  [ServiceState.SERVICE_STATE_RESTRICTED]: { name: 'restricted', code: 'r' },
  [ServiceState.SERVICE_STATE_OUT_OF_SERVICE]: { name: 'out_of_service', code: 'o' },
} as const satisfies Partial<Record<catalogV1.ServiceState, WireValue<string>>>;

/** spec §4: blue bookable, orange mostly FCFS, red full, grey informational or signed out. */
export const pinStates = {
  [PinState.PIN_STATE_BOOKABLE]: { pin: 'blue', pin_state: 'bookable' },
  [PinState.PIN_STATE_MOSTLY_FCFS]: { pin: 'orange', pin_state: 'mostly_fcfs' },
  [PinState.PIN_STATE_FULL]: { pin: 'red', pin_state: 'full' },
  [PinState.PIN_STATE_INFORMATIONAL]: { pin: 'grey', pin_state: 'informational' },
  [PinState.PIN_STATE_SIGN_IN_REQUIRED]: { pin: 'grey', pin_state: 'sign_in_required' },
} as const satisfies Partial<Record<catalogV1.PinState, { pin: string; pin_state: string }>>;

export const hullKinds = {
  [HullKind.HULL_KIND_MONO]: 'mono',
  [HullKind.HULL_KIND_MULTI]: 'multi',
} as const satisfies Partial<Record<catalogV1.HullKind, string>>;

export const placeKinds = {
  [PlaceKind.PLACE_KIND_ISLAND]: 'island',
  [PlaceKind.PLACE_KIND_TOWN]: 'town',
  [PlaceKind.PLACE_KIND_BAY]: 'bay',
  [PlaceKind.PLACE_KIND_CAPE]: 'cape',
} as const satisfies Partial<Record<catalogV1.PlaceKind, string>>;

/** spec §3 boat types. */
export const boatTypes = {
  [BoatType.BOAT_TYPE_POWER_MONOHULL]: 'powermonohull',
  [BoatType.BOAT_TYPE_POWER_MULTIHULL]: 'powermultihull',
  [BoatType.BOAT_TYPE_SAIL_MONOHULL]: 'sailmonohull',
  [BoatType.BOAT_TYPE_SAIL_MULTIHULL]: 'sailmultihull',
} as const satisfies Partial<Record<catalogV1.BoatType, string>>;

/** spec §3, §9: a day stay or nights. */
export const stayKinds = {
  [StayKind.STAY_KIND_DAY]: 'day',
  [StayKind.STAY_KIND_NIGHT]: 'night',
} as const satisfies Partial<Record<catalogV1.StayKind, string>>;

/** A payment's state (ARCHITECTURE §5): pending at the provider, then where the money went. */
export const paymentStatuses = {
  [paymentV1.PaymentStatus.PAYMENT_STATUS_PENDING]: 'pending',
  [paymentV1.PaymentStatus.PAYMENT_STATUS_AUTHORIZED]: 'authorized',
  [paymentV1.PaymentStatus.PAYMENT_STATUS_CAPTURED]: 'captured',
  [paymentV1.PaymentStatus.PAYMENT_STATUS_VOIDED]: 'voided',
  [paymentV1.PaymentStatus.PAYMENT_STATUS_FAILED]: 'failed',
  [paymentV1.PaymentStatus.PAYMENT_STATUS_EXPIRED]: 'expired',
} as const satisfies Partial<Record<paymentV1.PaymentStatus, string>>;

/** Where an operator's connected payment account stands (spec §3, issue 15 item 6). */
export const accountStates = {
  [paymentV1.AccountState.ACCOUNT_STATE_NOT_STARTED]: 'not_started',
  [paymentV1.AccountState.ACCOUNT_STATE_DETAILS_PENDING]: 'details_pending',
  [paymentV1.AccountState.ACCOUNT_STATE_READY]: 'ready',
  [paymentV1.AccountState.ACCOUNT_STATE_RESTRICTED]: 'restricted',
} as const satisfies Partial<Record<paymentV1.AccountState, string>>;

/** A booking's stored state (ARCHITECTURE §4); cancelled once paid and then cancelled (issue 30 item 2). */
export const bookingStatuses = {
  [BookingStatus.BOOKING_STATUS_HELD]: 'held',
  [BookingStatus.BOOKING_STATUS_CONFIRMED]: 'confirmed',
  [BookingStatus.BOOKING_STATUS_EXPIRED]: 'expired',
  [BookingStatus.BOOKING_STATUS_FAILED]: 'failed',
  [BookingStatus.BOOKING_STATUS_CANCELLED]: 'cancelled',
} as const satisfies Partial<Record<bookingV1.BookingStatus, string>>;

/** My Bookings' groups (spec §2, §3); also the list's filter, where `all` is no filter. */
export const bookingPhases = {
  [BookingPhase.BOOKING_PHASE_CURRENT]: 'current',
  [BookingPhase.BOOKING_PHASE_UPCOMING]: 'upcoming',
  [BookingPhase.BOOKING_PHASE_COMPLETED]: 'completed',
  [BookingPhase.BOOKING_PHASE_FAILED]: 'failed',
  [BookingPhase.BOOKING_PHASE_PENDING]: 'pending',
  [BookingPhase.BOOKING_PHASE_CANCELLED]: 'cancelled',
} as const satisfies Partial<Record<bookingV1.BookingPhase, string>>;

/** What a line of a price breakdown charges for. */
export const priceLineKinds = {
  [PriceLineKind.KIND_DAY_HOURS]: 'day_hours',
  [PriceLineKind.KIND_DAY_FULL]: 'day_full',
  [PriceLineKind.KIND_NIGHT]: 'night',
  [PriceLineKind.KIND_MOORING_ASSISTANCE]: 'mooring_assistance',
  [PriceLineKind.KIND_TRASH_COLLECTION]: 'trash_collection',
} as const satisfies Partial<Record<bookingV1.PriceLine_Kind, string>>;

/** Where a waitlist entry is (issue 30 item 4). */
export const waitlistEntryStates = {
  [WaitlistEntryState.WAITLIST_ENTRY_STATE_WAITING]: 'waiting',
  [WaitlistEntryState.WAITLIST_ENTRY_STATE_OFFERED]: 'offered',
  [WaitlistEntryState.WAITLIST_ENTRY_STATE_BOOKED]: 'booked',
  [WaitlistEntryState.WAITLIST_ENTRY_STATE_LEFT]: 'left',
  [WaitlistEntryState.WAITLIST_ENTRY_STATE_ENDED]: 'ended',
} as const satisfies Partial<Record<bookingV1.WaitlistEntryState, string>>;

/** Where a waitlist offer is (issue 30 item 4). */
export const waitlistOfferStates = {
  [WaitlistOfferState.WAITLIST_OFFER_STATE_OPEN]: 'open',
  [WaitlistOfferState.WAITLIST_OFFER_STATE_TAKEN]: 'taken',
  [WaitlistOfferState.WAITLIST_OFFER_STATE_LAPSED]: 'lapsed',
  [WaitlistOfferState.WAITLIST_OFFER_STATE_WITHDRAWN]: 'withdrawn',
} as const satisfies Partial<Record<bookingV1.WaitlistOfferState, string>>;

/** What a boater at a scanned buoy can do now (issue 14). */
export const walkUpStates = {
  [WalkUpState.WALK_UP_STATE_AVAILABLE]: 'available',
  [WalkUpState.WALK_UP_STATE_OCCUPIED]: 'occupied',
  [WalkUpState.WALK_UP_STATE_HELD]: 'held',
  [WalkUpState.WALK_UP_STATE_YOURS]: 'yours',
  [WalkUpState.WALK_UP_STATE_INFORMATIONAL]: 'informational',
  [WalkUpState.WALK_UP_STATE_OUT_OF_SERVICE]: 'out_of_service',
  [WalkUpState.WALK_UP_STATE_CLOSED]: 'closed',
} as const satisfies Partial<Record<bookingV1.WalkUpState, string>>;

/** Why boaters cannot book a bay online (issue 15 item 6). */
export const notBookableReasons = {
  [catalogV1.NotBookableReason.NOT_BOOKABLE_REASON_PAYMENT_ACCOUNT_NOT_READY]: 'payment_account_not_ready',
} as const satisfies Partial<Record<catalogV1.NotBookableReason, string>>;

/** The formats of a bay photo's variants (issue 15 item 8); also their file extensions. */
export const photoFormats = {
  [catalogV1.PhotoFormat.PHOTO_FORMAT_WEBP]: 'webp',
  [catalogV1.PhotoFormat.PHOTO_FORMAT_JPEG]: 'jpeg',
} as const satisfies Partial<Record<catalogV1.PhotoFormat, string>>;

/** Where a bay's video is hosted. */
export const videoProviders = {
  [catalogV1.VideoProvider.VIDEO_PROVIDER_YOUTUBE]: 'youtube',
  [catalogV1.VideoProvider.VIDEO_PROVIDER_VIMEO]: 'vimeo',
} as const satisfies Partial<Record<catalogV1.VideoProvider, string>>;

/** Where a concession application stands (issue 27 item 1). */
export const applicationStates = {
  [catalogV1.ApplicationState.APPLICATION_STATE_SUBMITTED]: 'submitted',
  [catalogV1.ApplicationState.APPLICATION_STATE_APPROVED]: 'approved',
  [catalogV1.ApplicationState.APPLICATION_STATE_REJECTED]: 'rejected',
  [catalogV1.ApplicationState.APPLICATION_STATE_WITHDRAWN]: 'withdrawn',
} as const satisfies Partial<Record<catalogV1.ApplicationState, string>>;

/** Where a bay is in its life (issue 27 item 4). */
export const bayStatuses = {
  [catalogV1.BayStatus.BAY_STATUS_DRAFT]: 'draft',
  [catalogV1.BayStatus.BAY_STATUS_LIVE]: 'live',
  [catalogV1.BayStatus.BAY_STATUS_HIDDEN]: 'hidden',
} as const satisfies Partial<Record<catalogV1.BayStatus, string>>;

/** What a bay must have before it goes live (issue 27 item 4), in the checklist's order. */
export const publishChecks = {
  [catalogV1.PublishCheck.PUBLISH_CHECK_BUOYS]: 'buoys',
  [catalogV1.PublishCheck.PUBLISH_CHECK_PRICES]: 'prices',
  [catalogV1.PublishCheck.PUBLISH_CHECK_PAYMENT_ACCOUNT]: 'payment_account',
  [catalogV1.PublishCheck.PUBLISH_CHECK_PHOTO]: 'photo',
} as const satisfies Partial<Record<catalogV1.PublishCheck, string>>;

/** The table's entry for a proto value, or undefined for a value it does not know. */
export function wireValue<Value>(table: Partial<Record<number, Value>>, value: number): Value | undefined {
  return table[value];
}

/** The proto value of a wire name, or undefined for a name the table does not know. */
export function protoValue(table: Partial<Record<number, string>>, name: string): number | undefined {
  const entry = Object.entries(table).find(([, value]) => value === name);
  return entry === undefined ? undefined : Number(entry[0]);
}

/** Every value of a table, in the table's order. */
export function wireValues<Value>(table: Partial<Record<number, Value>>): Value[] {
  return Object.values(table).filter((value): value is Value => value !== undefined);
}
