// One namespace per protobuf package, so equal message names in two packages cannot clash:
// `authV1.SignInRequest`, `catalogV1.ListBaysRequest`, `eventsV1.BookingHeld`, `commonV1.Money`.
export * as authV1 from './gen/index.moorline.auth.v1';
export * as bookingV1 from './gen/index.moorline.booking.v1';
export * as catalogV1 from './gen/index.moorline.catalog.v1';
export * as commonV1 from './gen/index.moorline.common.v1';
export * as eventsV1 from './gen/index.moorline.events.v1';
export * as notificationV1 from './gen/index.moorline.notification.v1';
export * as paymentV1 from './gen/index.moorline.payment.v1';

export {
  deadLetterTopic,
  decodeEvent,
  encodeEvent,
  eventHeaders,
  eventTopics,
  eventTypes,
  isEventType,
  topics,
} from './events';
export type { DomainEvent, EventCodec, EventPayload, EventType, Topic } from './events';

export {
  ACCESS_TOKEN_ALGORITHM,
  accessTokenAudience,
  accessTokenIssuer,
  operatorIdOfCompany,
  roles,
  rolesAllowedTo,
  type BayPermission,
  type Role,
} from './auth-claims';
export { catalogueParts, errorCatalogue, isErrorCode } from './errors';
export type { CatalogueEntry, ErrorCode } from './errors';

// The stay and date rules (spec §4, §5, §9): pure, in the bay's time zone, for catalog and booking.
export * as stayRules from './stays/stay-rules';
export * as bayClock from './stays/bay-clock';
export * as seasonRules from './stays/seasons';
export * as cancellationRules from './stays/cancellation-policy';
export type { CancellationPolicy } from './stays/cancellation-policy';
export * as bookingCalendar from './calendar/booking-calendar';
export * as greatCircle from './geo/great-circle';
// The proof of payment (issue 29 item 3): pure, for booking (signs), BFF and web (show, verify).
export * as bookingPass from './passes/booking-pass';
export type { BookingPass, BookingPassCheck, BookingPassRefusal } from './passes/booking-pass';
export {
  baySetupLimits,
  LAYOUT_SAVE_DEADLINE_MS,
  MAX_SEASONS,
  MAX_SEASON_DAYS,
  type SetupRange,
} from './bay-setup-limits';

export { interfaceLanguages, isInterfaceLanguage, type InterfaceLanguage } from './languages';

export { demoHarbourCompany, demoNotOnboardedCompany, demoPartnerEmbed } from './demo-operators';
export * as demoHistory from './demo/demo-history';
export { demoHistoryBayOf, demoSkipperUserId } from './demo/demo-history-bay';
