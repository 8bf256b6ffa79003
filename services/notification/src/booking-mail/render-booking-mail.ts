import {
  bayClock,
  bookingCalendar,
  cancellationRules,
  catalogV1,
  type commonV1,
  type eventsV1,
} from '@moorline/contracts';
import { htmlOfText } from '../mail/mail-html';
import { mailLanguage, type MailLanguage } from '../mail/mail-language';
import { bookingMailCopy, type CancellationTerms, type ConfirmationValues } from './booking-mail-copy';
import { passQrPng } from './pass-qr-image';

export interface RenderedMail {
  language: MailLanguage;
  subject: string;
  text: string;
  html: string;
  link: string;
}

/** A bay's public page (`/{locale}/bays/{slug}`). */
export const bayPageLink = (webBaseUrl: string, language: MailLanguage, slug: string) =>
  `${webBaseUrl}/${language}/bays/${encodeURIComponent(slug)}`;

const myBookingsLink = (webBaseUrl: string, language: MailLanguage) =>
  `${webBaseUrl}/${language}/dashboard/bookings`;

/** The sign-up that claims a guest's bookings (booking's claim-guest-bookings), its address filled in. */
export const claimBySignUpLink = (webBaseUrl: string, language: MailLanguage, email: string) =>
  `${webBaseUrl}/${language}/auth/signup?${new URLSearchParams({ email }).toString()}`;

/**
 * Where the boater finds the booking again: My Bookings, which a walk-up guest without an account
 * cannot open, so the guest gets the sign-up that moves the booking there instead.
 */
export function bookingsPlace(webBaseUrl: string, language: MailLanguage, guest: boolean, email: string) {
  return guest
    ? { bookingsLink: claimBySignUpLink(webBaseUrl, language, email), guestEmail: email }
    : { bookingsLink: myBookingsLink(webBaseUrl, language), guestEmail: null };
}

export function formatMoney(money: commonV1.Money | undefined, language: MailLanguage): string {
  const currency = money?.currency || 'EUR';
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(
    (money?.amountMinor ?? 0) / 100,
  );
}

/** A moment of the stay on the bay's clock, as the boater will live it there. */
export function formatInstant(at: Date | undefined, language: MailLanguage, timeZone: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at);
}

export function rendered(
  language: MailLanguage,
  link: string,
  copy: { subject: string; text: string },
  otherLinks: string[] = [],
): RenderedMail {
  return { language, ...copy, html: htmlOfText(copy.text, language, [link, ...otherLinks]), link };
}

/**
 * What the booking's own policy gives, as of `confirmedAt`: none for a walk-up, whose stay has
 * begun, nor for a confirmation from before bookings kept their policy.
 */
function cancellationTerms(
  event: eventsV1.BookingConfirmed,
  language: MailLanguage,
  timeZone: string,
  confirmedAt: Date,
): CancellationTerms | null {
  const policy = event.summary?.cancellationPolicy;
  if (policy === undefined || event.summary?.walkUp || event.periodStart === undefined) return null;
  const kind = event.stayKind === catalogV1.StayKind.STAY_KIND_DAY ? 'day' : 'night';
  const deadline = cancellationRules.freeUntil(policy, { kind, start: event.periodStart }, timeZone);
  return {
    freeUntil: deadline > confirmedAt ? formatInstant(deadline, language, timeZone) : null,
    latePercent: kind === 'night' ? policy.nightLateRefundPercent : 0,
  };
}

/** The confirmation for BookingConfirmed, from the summary booking kept when the buoy was held. */
export function renderConfirmation(
  event: eventsV1.BookingConfirmed,
  webBaseUrl: string,
  confirmedAt: Date,
): RenderedMail {
  const summary = event.summary;
  const language = mailLanguage(summary?.language ?? '');
  const timeZone = summary?.timeZone || 'Europe/Zagreb';
  const place = bookingsPlace(webBaseUrl, language, summary?.guest ?? false, summary?.boaterEmail ?? '');
  const bayLink = bayPageLink(webBaseUrl, language, summary?.baySlug ?? '');
  // Issue 30 item 2: the web's cancel page, at exactly this path; a walk-up's stay has begun.
  const cancelLink = summary?.walkUp
    ? null
    : `${webBaseUrl}/${language}/bookings/${encodeURIComponent(event.bookingId)}/cancel`;
  const extras: ConfirmationValues['extras'] = [];
  if (summary?.mooringAssistance) extras.push('mooring_assistance');
  if (summary?.trashCollection) extras.push('trash_collection');
  return rendered(
    language,
    place.bookingsLink,
    bookingMailCopy[language].confirmation({
      bay: summary?.bayName ?? '',
      buoy: summary?.buoyLabel ?? '',
      stayKind: event.stayKind === catalogV1.StayKind.STAY_KIND_DAY ? 'day' : 'night',
      from: formatInstant(event.periodStart, language, timeZone),
      to: formatInstant(event.periodEnd, language, timeZone),
      timeZone,
      boat: `${summary?.boatName ?? ''} (${summary?.registrationNumber ?? ''})`,
      extras,
      total: formatMoney(event.amount, language),
      ...place,
      bayLink,
      walkUp: summary?.walkUp ?? false,
      pass: event.pass !== '',
      cancellation: cancellationTerms(event, language, timeZone, confirmedAt),
      cancelLink,
    }),
    cancelLink === null ? [bayLink] : [bayLink, cancelLink],
  );
}

/** The invoice email for InvoiceIssued; its PDF is attached by the sender. */
export function renderInvoiceMail(event: eventsV1.InvoiceIssued, webBaseUrl: string): RenderedMail {
  const language = mailLanguage(event.language);
  const place = bookingsPlace(webBaseUrl, language, event.guest, event.boaterEmail);
  return rendered(
    language,
    place.bookingsLink,
    bookingMailCopy[language].invoice({
      number: event.number,
      total: formatMoney(event.total, language),
      vat: formatMoney(event.vat, language),
      ...place,
    }),
  );
}

/** The stay as a calendar file for the confirmation (issue 30 item 5), in the boater's language. */
export function confirmationCalendar(event: eventsV1.BookingConfirmed, webBaseUrl: string, now: Date) {
  const summary = event.summary;
  const booking = {
    bookingId: event.bookingId,
    bayName: summary?.bayName ?? '',
    baySlug: summary?.baySlug ?? '',
    buoyLabel: summary?.buoyLabel ?? '',
    boatName: summary?.boatName ?? '',
    registrationNumber: summary?.registrationNumber ?? '',
    periodStart: event.periodStart ?? now,
    periodEnd: event.periodEnd ?? now,
    timeZone: summary?.timeZone || 'Europe/Zagreb',
  };
  return {
    filename: bookingCalendar.bookingCalendarFileName(booking),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: Buffer.from(
      bookingCalendar.bookingCalendar(booking, mailLanguage(summary?.language ?? ''), webBaseUrl, now),
    ),
  };
}

/**
 * The proof of payment as a QR image for the confirmation (issue 29 item 3); none for a
 * confirmation that carries no pass (seeded demo history).
 */
export function confirmationPass(event: eventsV1.BookingConfirmed) {
  if (event.pass === '') return [];
  const arrival = bayClock.localDate(
    event.periodStart ?? new Date(0),
    event.summary?.timeZone || 'Europe/Zagreb',
  );
  return [
    {
      filename: `moorline-pass-${event.summary?.baySlug ?? ''}-${arrival}.png`,
      contentType: 'image/png',
      content: passQrPng(event.pass),
    },
  ];
}
