import type { LocaleCode } from './locales';
import type en from '../messages/en.json';

export type Messages = typeof en;

const loaders: Record<LocaleCode, () => Promise<{ default: Messages }>> = {
  en: () => import('../messages/en.json'),
  sl: () => import('../messages/sl.json'),
  hr: () => import('../messages/hr.json'),
  it: () => import('../messages/it.json'),
};

export async function loadMessages(locale: LocaleCode): Promise<Messages> {
  return (await loaders[locale]()).default;
}

export type Namespace = keyof Messages;

export function pickMessages<N extends Namespace>(
  messages: Messages,
  namespaces: readonly N[],
): Pick<Messages, N> {
  const picked: Partial<Pick<Messages, N>> = {};
  for (const namespace of namespaces) Object.assign(picked, { [namespace]: messages[namespace] });
  return picked as Pick<Messages, N>;
}

// Client components only receive the namespaces they render, to keep page payloads small.
export const CLIENT_NAMESPACES = [
  'AccountMenu',
  'LanguageSwitcher',
  'ContactForm',
  'Errors',
  'ConcessionaireLayout',
] as const;

// The sign-in, sign-up, password and verification pages get theirs from the auth layout.
export const AUTH_CLIENT_NAMESPACES = [
  'ErrorCodes',
  'AuthForm',
  'SignInPage',
  'SignUpPage',
  'SignUpQrPage',
  'ForgotPasswordPage',
  'ResetPasswordPage',
  'VerifyEmailPage',
] as const;

// The boat form (components/fleet/boat-form.tsx) on any page that shows it: My Fleet, the booking preview.
export const BOAT_FORM_NAMESPACES = ['FleetPage', 'ErrorCodes'] as const;

// The dashboard pages get theirs from the dashboard layout.
export const DASHBOARD_CLIENT_NAMESPACES = [
  'ErrorCodes',
  'AuthForm',
  'AccountPage',
  'SessionGuard',
  'FleetPage',
  'BookingsPage',
  'BookingPass',
  'Payment',
  // Issue 30 item 3: the night kept for the booker, said on My Bookings.
  'NextNight',
  // Issue 30 item 4: My Bookings' waitlists.
  'Waitlist',
] as const;

// The apply page (issue 27 item 1) and the admin console get theirs from their layouts.
export const APPLY_CLIENT_NAMESPACES = [
  'ApplyPage',
  'ApplicationStates',
  'ErrorCodes',
  'SessionGuard',
] as const;
export const ADMIN_CLIENT_NAMESPACES = [
  'AdminConsole',
  'AdminApplications',
  'AdminAudit',
  'AdminUsers',
  'AdminBays',
  'AdminPayments',
  'AdminEmbeds',
  // The platform's embeds are made with the back office's editor and its partner link builder.
  'AdminEmbedEditor',
  'EmbedsPage',
  'PartnerLink',
  // The date range fields of the embeds' turnover are the back office's.
  'ConcessionaireLayout',
  'ApplicationStates',
  'BookingsPage',
  'ErrorCodes',
  'PriceList',
] as const;

// The map and embed pages get theirs from their layouts; the bay page adds its gallery and weather.
export const MAP_CLIENT_NAMESPACES = ['MapPage', 'PriceList', 'BuoyFit', 'StayRules'] as const;
export const EMBED_CLIENT_NAMESPACES = ['MapPage', 'MapEmbed', 'BuoyFit'] as const;
export const BAY_CLIENT_NAMESPACES = [
  'Gallery',
  'Weather',
  'MapPage',
  'PartnerStay',
  'BuoyFit',
  // Issue 30 item 4: a full bay's waitlist.
  'Waitlist',
  'ErrorCodes',
] as const;

// The booking pages get theirs from their layout (the preview shows prices and adds boats).
export const BOOKING_CLIENT_NAMESPACES = [
  'SessionGuard',
  'BookingPreview',
  'BuoyFit',
  'Payment',
  'PriceList',
  'StayRules',
  'CancellationPolicy',
  // Issue 30 item 2: /bookings/{bookingId}/cancel.
  'CancelBooking',
  // Issue 30 item 3: /bookings/{bookingId}/next-night.
  'NextNight',
  // Issue 30 item 4: /waitlist/offers/{offerId}, which holds like the preview.
  'Waitlist',
  ...BOAT_FORM_NAMESPACES,
] as const;

// The QR walk-up's steps get theirs from the QR layout: they hold, pay and add boats like the preview.
export const QR_CLIENT_NAMESPACES = [
  'QrFlow',
  'QrGuestBoat',
  'AuthForm',
  'BookingPreview',
  'BuoyFit',
  'Payment',
  'PriceList',
  ...BOAT_FORM_NAMESPACES,
] as const;

export function clientMessages(messages: Messages): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> {
  return pickMessages(messages, CLIENT_NAMESPACES);
}
