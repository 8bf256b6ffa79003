import { describe, expect, it } from '@jest/globals';
import { cancellationRules, catalogV1, eventsV1 } from '@moorline/contracts';
import { renderConfirmation, renderInvoiceMail } from './render-booking-mail';

const confirmed = (language: string, change: Partial<eventsV1.BookingSummary> = {}) =>
  eventsV1.BookingConfirmed.fromPartial({
    bookingId: '0b9f8f2e-4f4b-4a43-9d55-6a1f1b2c3d4e',
    stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
    periodStart: new Date('2026-11-24T15:00:00Z'),
    periodEnd: new Date('2026-11-25T09:00:00Z'),
    amount: { amountMinor: 4_250, currency: 'EUR' },
    summary: {
      boaterEmail: 'ana@example.com',
      language,
      bayName: 'Telašćica',
      baySlug: 'telascica',
      timeZone: 'Europe/Zagreb',
      buoyLabel: 'B12',
      boatName: 'Galeb',
      registrationNumber: 'ST-1234',
      trashCollection: true,
      ...change,
    },
  });

/** The payment arrived a week before the arrival, 2026-11-24 16:00 in Zagreb. */
const CONFIRMED_AT = new Date('2026-11-17T10:00:00Z');

const issued = (language: string, change: Partial<eventsV1.InvoiceIssued> = {}) =>
  eventsV1.InvoiceIssued.fromPartial({
    ...change,
    invoiceId: 'f2d3c4b5-0000-4000-8000-000000000001',
    number: '2026-000017',
    language,
    total: { amountMinor: 4_250, currency: 'EUR' },
    vat: { amountMinor: 766, currency: 'EUR' },
  });

describe('booking emails', () => {
  it.each([
    ['en', 'Your buoy is booked: Telašćica, buoy B12', 'Total paid: €42.50'],
    ['sl', 'Vaša boja je rezervirana: Telašćica, boja B12', 'Skupaj plačano: 42,50 €'],
    ['hr', 'Vaša plutača je rezervirana: Telašćica, plutača B12', 'Ukupno plaćeno: 42,50 €'],
    ['it', 'La tua boa è prenotata: Telašćica, boa B12', 'Totale pagato: 42,50 €'],
  ])(
    'when a booking is confirmed in %s, then the email is in that language with the amount as it writes money',
    (language, subject, total) => {
      const mail = renderConfirmation(confirmed(language), 'https://moorline.test', CONFIRMED_AT);
      expect(mail.subject).toBe(subject);
      expect(mail.text.replace(/\u00a0/g, ' ')).toContain(total);
      expect(mail.text).toContain(`https://moorline.test/${language}/dashboard/bookings`);
      expect(mail.html).toContain(`<a href="https://moorline.test/${language}/dashboard/bookings">`);
      // What to do on arrival: the buoy to moor to, and the bay's page for its guest information.
      expect(mail.html).toContain(`<a href="https://moorline.test/${language}/bays/telascica">`);
      expect(mail.text).toContain('B12:');
    },
  );

  it.each([
    ['en', 'You are checked in at buoy B12 until'],
    ['sl', 'Prihod je potrjen: boja B12, do'],
    ['hr', 'Dolazak je potvrđen: plutača B12, do'],
    ['it', 'Check-in effettuato alla boa B12, valido fino a'],
  ])(
    'when a walk-up at the buoy is confirmed in %s, then the email says the boat is checked in until when',
    (language, line) => {
      const mail = renderConfirmation(
        confirmed(language, { walkUp: true }),
        'https://moorline.test',
        CONFIRMED_AT,
      );
      expect(mail.text).toContain(line);
      expect(
        renderConfirmation(confirmed(language), 'https://moorline.test', CONFIRMED_AT).text,
      ).not.toContain(line);
    },
  );

  it.each(['en', 'sl', 'hr', 'it'])(
    'when a walk-up guest without an account booked in %s, then both emails lead to the sign-up that claims the booking, not to My Bookings',
    (language) => {
      const signUp = `https://moorline.test/${language}/auth/signup?email=ana%40example.com`;
      const mails = [
        renderConfirmation(
          confirmed(language, { walkUp: true, guest: true }),
          'https://moorline.test',
          CONFIRMED_AT,
        ),
        renderInvoiceMail(
          issued(language, { guest: true, boaterEmail: 'ana@example.com' }),
          'https://moorline.test',
        ),
      ];
      for (const mail of mails) {
        expect(mail.link).toBe(signUp);
        expect(mail.text).toContain(signUp);
        // The address to sign up with, in words (the link carries it encoded).
        expect(mail.text).toContain('ana@example.com');
        expect(mail.text).not.toContain('/dashboard/bookings');
      }
    },
  );

  it('when the stay is shown, then its times are on the bay’s clock, not the server’s', () => {
    const mail = renderConfirmation(confirmed('en'), 'https://moorline.test', CONFIRMED_AT);
    // 15:00 UTC is 16:00 in Zagreb in November.
    expect(mail.text).toMatch(/From: Tuesday, November 24, 2026 at 4:00\sPM/);
    expect(mail.text).toContain('(Europe/Zagreb)');
    expect(mail.text).toContain('Extras: trash collection');
  });

  it('when the language is one we do not write, then the email is in English', () => {
    expect(renderConfirmation(confirmed('de'), 'https://moorline.test', CONFIRMED_AT).language).toBe('en');
  });

  it('when a name holds markup, then the HTML shows it as text', () => {
    const mail = renderConfirmation(
      confirmed('en', { boatName: '<b>Galeb</b> & co' }),
      'https://moorline.test',
      CONFIRMED_AT,
    );
    expect(mail.html).toContain('&lt;b&gt;Galeb&lt;/b&gt; &amp; co');
    expect(mail.html).not.toContain('<b>Galeb</b>');
  });

  it.each([
    ['en', 'Free cancellation until Monday, November 23, 2026 at 2:00 PM. After that, nothing is refunded.'],
    ['sl', 'Brezplačna odpoved do ponedeljek, 23. november 2026 ob 14:00. Po tem ni povračila.'],
    ['hr', 'Besplatno otkazivanje do ponedjeljak, 23. studenoga 2026. u 14:00. Nakon toga nema povrata.'],
    ['it', 'Cancellazione gratuita fino a lunedì 23 novembre 2026 alle ore 14:00. Dopo, nessun rimborso.'],
  ])(
    'when a night is confirmed in %s under the default policy, then the email says free cancellation ends at 14:00 the day before, bay time',
    (language, line) => {
      const policy = cancellationRules.defaultCancellationPolicy;
      const mail = renderConfirmation(
        confirmed(language, { cancellationPolicy: policy }),
        'https://moorline.test',
        CONFIRMED_AT,
      );
      expect(mail.text.replace(/[\u00a0\u202f]/g, ' ')).toContain(line);
    },
  );

  it('when the booking kept a policy with a late share, then the email says the share, and once the deadline has passed it says only what a cancellation refunds', () => {
    const cancellationPolicy = { ...cancellationRules.defaultCancellationPolicy, nightLateRefundPercent: 50 };
    const early = renderConfirmation(
      confirmed('en', { cancellationPolicy }),
      'https://moorline.test',
      CONFIRMED_AT,
    );
    expect(early.text).toContain('After that, 50% is refunded.');
    // 2026-11-23 14:00 in Zagreb is 13:00 UTC: a payment at that second is already late.
    const late = renderConfirmation(
      confirmed('en', { cancellationPolicy }),
      'https://moorline.test',
      new Date('2026-11-23T13:00:00Z'),
    );
    expect(late.text).toContain('The free cancellation period has passed; 50% is refunded.');
    expect(late.text).not.toContain('Free cancellation until');
  });

  it('when a walk-up or a booking without a kept policy is confirmed, then the email states no cancellation terms', () => {
    const cancellationPolicy = cancellationRules.defaultCancellationPolicy;
    const walkUp = renderConfirmation(
      confirmed('en', { cancellationPolicy, walkUp: true }),
      'https://moorline.test',
      CONFIRMED_AT,
    );
    const older = renderConfirmation(confirmed('en'), 'https://moorline.test', CONFIRMED_AT);
    for (const mail of [walkUp, older]) expect(mail.text).not.toMatch(/cancellation/i);
  });

  it('when an invoice is issued in Croatian, then its email names the number, total and VAT in Croatian', () => {
    const mail = renderInvoiceMail(issued('hr'), 'https://moorline.test');
    expect(mail.subject).toBe('Račun 2026-000017 za rezervaciju plutače');
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain('42,50 €, uključujući PDV u iznosu od 7,66 €');
  });
});
