import type { bookingV1, eventsV1 } from '@moorline/contracts';
import { mailLanguage, type MailLanguage } from '../mail/mail-language';
import {
  cancellationMailCopy,
  creditNoteMailCopy,
  type AlternativeBay,
  type CancelReason,
} from './cancellation-mail-copy';
import {
  bayPageLink,
  bookingsPlace,
  formatInstant,
  formatMoney,
  rendered,
  type RenderedMail,
} from './render-booking-mail';

const cancelReasons: readonly string[] = ['weather', 'buoy_out_of_service', 'other'] satisfies CancelReason[];
const cancelReasonOf = (reason: string): CancelReason =>
  cancelReasons.includes(reason) ? (reason as CancelReason) : 'other';

/** The free buoys, grouped by bay in the order offered (the same bay's first), each bay with its page. */
function alternativeBays(
  alternatives: bookingV1.Alternative[],
  webBaseUrl: string,
  language: MailLanguage,
): AlternativeBay[] {
  const bays = new Map<string, AlternativeBay>();
  for (const alternative of alternatives) {
    const bay = bays.get(alternative.baySlug) ?? {
      bay: alternative.bayName,
      buoys: [],
      link: bayPageLink(webBaseUrl, language, alternative.baySlug),
    };
    bay.buoys.push(alternative.buoyLabel);
    bays.set(alternative.baySlug, bay);
  }
  return [...bays.values()];
}

/** The cancellation email for BookingCancelled (issue 30 item 2), from the summary booking kept. */
export function renderCancellation(event: eventsV1.BookingCancelled, webBaseUrl: string): RenderedMail {
  const summary = event.summary;
  const language = mailLanguage(summary?.language ?? '');
  const timeZone = summary?.timeZone || 'Europe/Zagreb';
  const place = bookingsPlace(webBaseUrl, language, summary?.guest ?? false, summary?.boaterEmail ?? '');
  const alternatives =
    event.cancelledBy === 'operator' ? alternativeBays(event.alternatives, webBaseUrl, language) : [];
  const refunded = (event.refund?.amountMinor ?? 0) > 0;
  return rendered(
    language,
    place.bookingsLink,
    cancellationMailCopy(language, {
      bay: summary?.bayName ?? '',
      buoy: summary?.buoyLabel ?? '',
      from: formatInstant(event.periodStart, language, timeZone),
      to: formatInstant(event.periodEnd, language, timeZone),
      timeZone,
      cancelledBy:
        event.cancelledBy === 'operator'
          ? { by: 'operator', reason: cancelReasonOf(event.reason), note: event.note.trim() }
          : { by: 'boater' },
      refund: refunded ? formatMoney(event.refund, language) : null,
      alternatives,
      ...place,
    }),
    alternatives.map((bay) => bay.link),
  );
}

/** The credit note email for CreditNoteIssued; its PDF is attached by the sender. */
export function renderCreditNoteMail(event: eventsV1.CreditNoteIssued, webBaseUrl: string): RenderedMail {
  const language = mailLanguage(event.language);
  const place = bookingsPlace(webBaseUrl, language, event.guest, event.boaterEmail);
  return rendered(
    language,
    place.bookingsLink,
    creditNoteMailCopy(language, {
      number: event.number,
      correctsNumber: event.correctsInvoiceNumber,
      refund: formatMoney(event.refund, language),
      vat: formatMoney(event.vat, language),
      ...place,
    }),
  );
}
