import { describe, expect, it } from '@jest/globals';
import { catalogV1, eventsV1 } from '@moorline/contracts';
import { renderConfirmation } from './render-booking-mail';
import { renderCancellation, renderCreditNoteMail } from './render-cancellation-mail';

const web = 'https://moorline.test';
const bookingId = '0b9f8f2e-4f4b-4a43-9d55-6a1f1b2c3d4e';

const cancelled = (language: string, change: Partial<eventsV1.BookingCancelled> = {}) =>
  eventsV1.BookingCancelled.fromPartial({
    bookingId,
    stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
    periodStart: new Date('2026-11-24T15:00:00Z'),
    periodEnd: new Date('2026-11-25T09:00:00Z'),
    amount: { amountMinor: 4_251, currency: 'EUR' },
    refund: { amountMinor: 4_251, currency: 'EUR' },
    cancelledBy: 'boater',
    summary: {
      boaterEmail: 'ana@example.com',
      language,
      bayName: 'Telašćica',
      baySlug: 'telascica',
      timeZone: 'Europe/Zagreb',
      buoyLabel: 'B12',
    },
    ...change,
  });

const byTheBay = (language: string) =>
  cancelled(language, {
    cancelledBy: 'operator',
    reason: 'weather',
    note: 'Bura do 50 čvorova',
    alternatives: [
      {
        bayId: 'a',
        baySlug: 'telascica',
        bayName: 'Telašćica',
        buoyId: 'b1',
        buoyLabel: 'B14',
        distanceM: 0,
        qrSlug: '',
      },
      {
        bayId: 'a',
        baySlug: 'telascica',
        bayName: 'Telašćica',
        buoyId: 'b2',
        buoyLabel: 'B15',
        distanceM: 0,
        qrSlug: '',
      },
      {
        bayId: 'c',
        baySlug: 'mir',
        bayName: 'Uvala Mir',
        buoyId: 'b3',
        buoyLabel: '3',
        distanceM: 2400,
        qrSlug: '',
      },
    ],
  });

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('cancellation emails', () => {
  it.each([
    ['en', 'Your booking is cancelled: Telašćica, buoy B12', 'We are refunding €42.51 to the card'],
    ['sl', 'Rezervacija je odpovedana: Telašćica, boja B12', 'Znesek 42,51 € vam vračamo na kartico'],
    ['hr', 'Rezervacija je otkazana: Telašćica, plutača B12', 'Iznos od 42,51 € vraćamo na karticu'],
    ['it', 'Prenotazione cancellata: Telašćica, boa B12', 'Ti rimborsiamo 42,51 € sulla carta'],
  ])(
    'when the boater cancels in %s with a refund, then the email is in that language with the refund to the cent',
    (language, subject, refund) => {
      const mail = renderCancellation(cancelled(language), web);
      expect(mail.subject).toBe(subject);
      expect(plain(mail.text)).toContain(refund);
      expect(mail.text).toContain('Telašćica');
      expect(mail.text).toContain('B12');
      expect(mail.html).toContain(`<a href="${web}/${language}/dashboard/bookings">`);
    },
  );

  it('when the stay is stated, then its dates are on the bay’s clock', () => {
    // 15:00 UTC is 16:00 in Zagreb in November.
    const mail = renderCancellation(cancelled('en'), web);
    expect(mail.text).toContain('Tuesday, November 24, 2026 at 4:00 PM');
    expect(mail.text).toContain('(Europe/Zagreb)');
  });

  it.each([
    ['en', 'Under the bay’s cancellation policy, nothing is refunded'],
    ['sl', 'Po pogojih odpovedi zaliva za to rezervacijo ni povračila.'],
    ['hr', 'Prema uvjetima otkazivanja uvale za ovu rezervaciju nema povrata.'],
    ['it', 'per questa prenotazione non è previsto alcun rimborso'],
  ])(
    'when nothing is refunded under the policy in %s, then the email says so and names no amount',
    (language, words) => {
      const mail = renderCancellation(
        cancelled(language, { refund: { amountMinor: 0, currency: 'EUR' } }),
        web,
      );
      expect(mail.text).toContain(words);
      expect(plain(mail.text)).not.toContain('42,51');
      expect(plain(mail.text)).not.toContain('42.51');
    },
  );

  it.each([
    [
      'en',
      'The bay has cancelled your booking',
      'Reason: the weather',
      'Message from the bay: “Bura do 50 čvorova”',
      'buoys B14, B15',
    ],
    [
      'sl',
      'Zaliv je odpovedal vašo rezervacijo',
      'Razlog: slabo vreme',
      'Sporočilo zaliva: „Bura do 50 čvorova“',
      'boje B14, B15',
    ],
    [
      'hr',
      'Uvala je otkazala vašu rezervaciju',
      'Razlog: loše vrijeme',
      'Poruka uvale: „Bura do 50 čvorova”',
      'plutače B14, B15',
    ],
    [
      'it',
      'La baia ha cancellato la tua prenotazione',
      'Motivo: maltempo',
      'Messaggio della baia: «Bura do 50 čvorova»',
      'boe B14, B15',
    ],
  ])(
    'when the bay cancels in %s, then the email gives the reason, the note and the free buoys as links to their bays',
    (language, subject, reason, note, buoys) => {
      const mail = renderCancellation(byTheBay(language), web);
      expect(mail.subject).toContain(subject);
      expect(mail.text).toContain(reason);
      expect(mail.text).toContain(note);
      expect(mail.text).toContain(`Telašćica: ${buoys}`);
      expect(mail.text).toMatch(/Uvala Mir: \S+ 3/);
      expect(mail.html).toContain(`<a href="${web}/${language}/bays/telascica">`);
      expect(mail.html).toContain(`<a href="${web}/${language}/bays/mir">`);
    },
  );

  it('when the bay cancels without a note for a broken buoy, then the reason stands alone', () => {
    const mail = renderCancellation(
      cancelled('hr', { cancelledBy: 'operator', reason: 'buoy_out_of_service', note: '  ' }),
      web,
    );
    expect(mail.text).toContain('Razlog: plutača nije u funkciji');
    expect(mail.text).not.toContain('Poruka uvale');
  });

  it('when the boater cancels, then no reason and no alternatives are stated', () => {
    const mail = renderCancellation(cancelled('en', { alternatives: byTheBay('en').alternatives }), web);
    expect(mail.text).not.toContain('Reason');
    expect(mail.text).not.toContain('/bays/mir');
  });
});

describe('credit note emails', () => {
  it.each([
    [
      'en',
      'Credit note 2026-000018 for your cancelled booking',
      'corrects invoice 2026-000017: €21.26 refunded, including VAT of €3.83',
    ],
    [
      'sl',
      'Dobropis 2026-000018 za odpovedano rezervacijo',
      'popravlja račun 2026-000017: vračilo 21,26 €, vključno z DDV v znesku 3,83 €',
    ],
    [
      'hr',
      'Odobrenje 2026-000018 za otkazanu rezervaciju',
      'ispravlja račun 2026-000017: povrat od 21,26 €, uključujući PDV u iznosu od 3,83 €',
    ],
    [
      'it',
      'Nota di credito 2026-000018 per la prenotazione cancellata',
      'rettifica la fattura 2026-000017: rimborso di 21,26 €, IVA di 3,83 € inclusa',
    ],
  ])(
    'when a credit note is issued in %s, then its email names it, the invoice it corrects and the amounts',
    (language, subject, line) => {
      const mail = renderCreditNoteMail(
        eventsV1.CreditNoteIssued.fromPartial({
          creditNoteId: 'f2d3c4b5-0000-4000-8000-000000000002',
          number: '2026-000018',
          correctsInvoiceNumber: '2026-000017',
          language,
          boaterEmail: 'ana@example.com',
          refund: { amountMinor: 2_126, currency: 'EUR' },
          vat: { amountMinor: 383, currency: 'EUR' },
        }),
        web,
      );
      expect(mail.subject).toBe(subject);
      expect(plain(mail.text)).toContain(line);
    },
  );
});

describe('the confirmation’s cancel link', () => {
  const confirmed = (walkUp: boolean) =>
    eventsV1.BookingConfirmed.fromPartial({
      bookingId,
      stayKind: catalogV1.StayKind.STAY_KIND_NIGHT,
      periodStart: new Date('2026-11-24T15:00:00Z'),
      periodEnd: new Date('2026-11-25T09:00:00Z'),
      amount: { amountMinor: 4_250, currency: 'EUR' },
      summary: {
        boaterEmail: 'ana@example.com',
        language: 'sl',
        bayName: 'Telašćica',
        baySlug: 'telascica',
        buoyLabel: 'B12',
        walkUp,
      },
    });

  it('when a stay booked ahead is confirmed, then the email links to its cancel page', () => {
    const mail = renderConfirmation(confirmed(false), web, new Date('2026-11-17T10:00:00Z'));
    expect(mail.text).toContain('Odpoved rezervacije:');
    expect(mail.html).toContain(`<a href="${web}/sl/bookings/${bookingId}/cancel">`);
  });

  it('when a walk-up is confirmed, then there is no cancel link: its stay has begun', () => {
    const mail = renderConfirmation(confirmed(true), web, new Date('2026-11-17T10:00:00Z'));
    expect(mail.text).not.toContain('/cancel');
  });
});
